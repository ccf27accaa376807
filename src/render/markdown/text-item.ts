import { renderMarkdown } from './markdown';

export const TEXT_ITEM_ERROR = 'Error in rendering text item widget:';

export type TextItemResult =
  { readonly ok: true; readonly html: string } | { readonly ok: false; readonly text: string };

/**
 * The HTML of a text widget; when the markdown cannot be rendered the widget shows
 * 'Error in rendering text item widget:' followed by the raw text, never a broken page.
 */
export function renderTextItem(
  body: string,
  render: (markdown: string) => string = renderMarkdown,
): TextItemResult {
  try {
    return { ok: true, html: render(body) };
  } catch {
    return { ok: false, text: `${TEXT_ITEM_ERROR} ${body}` };
  }
}
