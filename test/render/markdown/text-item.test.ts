import { describe, expect, it } from 'vitest';
import { TEXT_ITEM_ERROR, renderTextItem } from '../../../src/render/markdown/text-item';

describe('renderTextItem', () => {
  it('renders the markdown of the widget', () => {
    expect(renderTextItem('**Hej**')).toEqual({ ok: true, html: '<p><strong>Hej</strong></p>\n' });
  });

  it('gives the error text followed by the raw text when rendering fails', () => {
    const failing = () => {
      throw new Error('boom');
    };
    expect(renderTextItem('**Hej**', failing)).toEqual({
      ok: false,
      text: 'Error in rendering text item widget: **Hej**',
    });
    expect(TEXT_ITEM_ERROR).toBe('Error in rendering text item widget:');
  });
});
