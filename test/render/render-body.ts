import { LayoutFrames } from '../../src/render/document/layout-frames';
import { renderDocument } from '../../src/render/document/render-document';
import type { ViewModel } from '../../src/domain/page/view-model.types';

/** Shared like the product's renderer shares them: tests that vary the chrome get new frames. */
const FRAMES = new LayoutFrames();

/** The `<body>` HTML of a view model, rendered as the product renders it (`LayoutFrames`). */
export function renderBody(viewModel: ViewModel): string {
  return renderDocument(viewModel, 2024, FRAMES).body;
}

/** How often `needle` occurs in `html`. */
export function count(html: string, needle: string | RegExp): number {
  return needle instanceof RegExp
    ? (html.match(new RegExp(needle.source, 'g')) ?? []).length
    : html.split(needle).length - 1;
}
