import { renderToString } from 'react-dom/server';
import type { ViewModel } from '../../domain/page/view-model.types';
import { App, platformEnv } from '../App';
import { fallbackHead, siteHead, siteIndexHead } from './head';
import { jsonLdScript, structuredDataBlocks } from './structured-data';

export interface DocumentParts {
  /** `<html lang>`. */
  readonly lang: string;
  /** Everything inside `<head>`. */
  readonly head: string;
  /** Everything inside `<body>`. */
  readonly body: string;
}

export const ERROR_PAGE_TEXT = 'An error occurred while showing the error page';

export function documentHead(viewModel: ViewModel): Omit<DocumentParts, 'body'> {
  switch (viewModel.kind) {
    case 'site-page':
      return {
        lang: viewModel.meta.lang,
        head: [
          siteHead(viewModel.meta, viewModel.chrome.site),
          ...structuredDataBlocks(viewModel).map(jsonLdScript),
        ].join('\n'),
      };
    case 'site-index': {
      const { t } = platformEnv();
      return {
        lang: 'en',
        head: siteIndexHead(t('site_index.title'), t('site_index.description')),
      };
    }
  }
}

/** The document of a view model: React `renderToString` (cheaper than streaming, measured). */
export function renderDocument(
  viewModel: ViewModel,
  year: number = new Date().getFullYear(),
): DocumentParts {
  return {
    ...documentHead(viewModel),
    body: renderToString(<App viewModel={viewModel} year={year} />),
  };
}

/** The document of Vike's error page around its rendered body. */
export function errorPageDocument(body: string): DocumentParts {
  return { lang: 'en', head: fallbackHead(ERROR_PAGE_TEXT), body };
}

/**
 * The HTML text of a document. The new lines before `</head>` and `</body>` matter: Vike scans a
 * one-line body with a slow regex otherwise.
 */
export function documentHtml(parts: DocumentParts): string {
  return `<!doctype html>\n<html lang="${parts.lang.replace(/[^a-zA-Z0-9-]/g, '')}">\n<head>\n${parts.head}\n</head>\n<body>\n${parts.body}\n</body>\n</html>`;
}
