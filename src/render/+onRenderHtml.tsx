import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { dangerouslySkipEscape, escapeInject } from 'vike/server';
import type { PageContextServer } from 'vike/types';
import type { ViewModel } from '../domain/page/view-model.types';
import {
  documentHead,
  documentHtml,
  errorPageDocument,
  type DocumentParts,
} from './document/render-document';

interface PageProps {
  readonly viewModel: ViewModel;
  readonly year: number;
}

/** Vike renders its error page (`_error`) with `is404` set; every other page has a view model. */
function isErrorPage(pageContext: PageContextServer): boolean {
  return typeof pageContext.is404 === 'boolean';
}

function parts(pageContext: PageContextServer): DocumentParts {
  if (isErrorPage(pageContext)) {
    const ErrorPage = pageContext.Page as ComponentType;
    return errorPageDocument(renderToString(<ErrorPage />));
  }
  const Page = pageContext.Page as ComponentType<PageProps>;
  const { viewModel } = pageContext;
  const body = renderToString(<Page viewModel={viewModel} year={new Date().getFullYear()} />);
  return { ...documentHead(viewModel), body };
}

export default function onRenderHtml(pageContext: PageContextServer) {
  return escapeInject`${dangerouslySkipEscape(documentHtml(parts(pageContext)))}`;
}
