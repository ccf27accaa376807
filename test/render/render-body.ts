import { renderDocument } from '../../src/render/document/render-document';
import type { ViewModel } from '../../src/domain/page/view-model.types';

/** The `<body>` HTML of a view model, rendered with renderToString. */
export function renderBody(viewModel: ViewModel): string {
  return renderDocument(viewModel, 2024).body;
}

/** How often `needle` occurs in `html`. */
export function count(html: string, needle: string | RegExp): number {
  return needle instanceof RegExp
    ? (html.match(new RegExp(needle.source, 'g')) ?? []).length
    : html.split(needle).length - 1;
}
