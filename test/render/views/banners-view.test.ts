import { describe, expect, it } from 'vitest';
import type { Article } from '../../../src/domain/content/content.types';
import type { Chrome } from '../../../src/domain/page/view-model.types';
import { article, chrome, site, sitePage, textWidget } from '../view-model.fixture';
import { count, renderBody } from '../render-body';

const plainTags = article().tags.filter((tag) => tag.name !== 'Content Marketing');
const long = [0, 1, 2, 3, 4, 5].map((index) => textWidget(`Afsnit ${String(index)}`, index));

function articleHtml(overrides: Partial<Article> = {}, chromeOverrides: Partial<Chrome> = {}) {
  return renderBody(
    sitePage(
      { type: 'article', article: article({ tags: plainTags, widgets: long, ...overrides }) },
      { chrome: { ...chrome, ...chromeOverrides } },
    ),
  );
}

describe('banners on an article', () => {
  it('reserves panorama, in-content, articlemodule and rich-media slots, pending consent', () => {
    const html = articleHtml();
    for (const position of ['panorama', 'in-content-banner', 'articlemodule', 'rich_media_premium'])
      expect(html).toContain(`data-banner="${position}" data-banner-state="pending"`);
  });

  it('puts the in-content banner between text widgets', () => {
    const html = articleHtml();
    const banner = html.indexOf('data-banner="in-content-banner"');
    expect(banner).toBeGreaterThan(html.indexOf('Afsnit 2'));
    expect(banner).toBeLessThan(html.indexOf('Afsnit 3'));
  });

  it('renders no banner for a subscriber', () => {
    expect(count(articleHtml({}, { userState: 'subscriber' }), 'data-banner=')).toBe(0);
    expect(count(articleHtml({}, { userState: 'just-register' }), 'data-banner=')).toBe(4);
  });

  it('renders no banner on a commercial article', () => {
    const html = articleHtml({ commercial: { type: 'advertorial', label: 'Annonce' } });
    expect(count(html, 'data-banner=')).toBe(0);
  });
});

describe('image protection', () => {
  it('adds the hidden protection message only when IMAGE_PROTECTION is on', () => {
    const on = articleHtml({}, { site: { ...site, imageProtection: true } });
    expect(on).toMatch(
      /<div class="image-protection" data-image-protection="" role="status" hidden="">[^<]*beskyttet[^<]*<\/div>/,
    );
    expect(articleHtml()).not.toContain('data-image-protection');
  });
});
