import { describe, expect, it } from 'vitest';
import { count, renderBody } from '../render-body';
import { article, chrome, sitePage, teaser, textWidget } from '../view-model.fixture';

const readNext = [
  teaser(501, { title: 'Dødløft: Sådan gør du', link: '/traening/styrke/dodloft' }),
  teaser(502, { title: 'Kettlebell swing', link: '/traening/styrke/kettlebell-swing' }),
];
const sponsored = [
  teaser(900_000, {
    title: 'Sådan vælger du de rigtige løbesko',
    link: 'https://partner.example/wom/loebesko-guide',
    commercialType: 'content_marketing',
  }),
];

describe('the read-next after an article', () => {
  const html = renderBody(
    sitePage({ type: 'article', article: article({ tags: [] }), readNext, sponsored }),
  );

  it('shows a translated "Read next" section with a card linking each article', () => {
    expect(html).toContain('aria-label="Læs videre"');
    expect(html).toContain('>Læs videre</h2>');
    expect(html).toContain('href="/traening/styrke/dodloft"');
    expect(html).toContain('href="/traening/styrke/kettlebell-swing"');
    expect(count(html, 'data-read-next=""')).toBe(1);
  });

  it('comes before the ads after the article and before the sponsored content', () => {
    const at = html.indexOf('data-read-next');
    expect(at).toBeGreaterThan(-1);
    expect(at).toBeLessThan(html.indexOf('data-banner="articlemodule"'));
    expect(at).toBeLessThan(html.indexOf('data-banner="rich_media_premium"'));
    expect(at).toBeLessThan(html.indexOf('article-sponsored'));
  });

  it('follows the paywall box on a locked article', () => {
    const locked = renderBody(
      sitePage({
        type: 'article',
        article: article({ widgets: [textWidget('Første afsnit', 0)] }),
        paywall: {
          mode: 'blocks',
          subscriptionWord: 'abonnement',
          loginHref: '/users/sign_in?returnUri=%2Fa&locale=da-DK',
          beforeWidget: 1,
        },
        readNext,
      }),
    );
    expect(locked.indexOf('class="paywall')).toBeGreaterThan(-1);
    expect(locked.indexOf('data-read-next')).toBeGreaterThan(locked.indexOf('class="paywall'));
  });

  it('is left out when there is nothing to read next', () => {
    expect(renderBody(sitePage({ type: 'article', article: article() }))).not.toContain(
      'data-read-next',
    );
  });

  it('says "Läs vidare" on a Swedish site', () => {
    const swedish = renderBody(
      sitePage(
        { type: 'article', article: article(), readNext },
        { chrome: { ...chrome, site: { ...chrome.site, locale: 'sv-SE', language: 'sv' } } },
      ),
    );
    expect(swedish).toContain('aria-label="Läs vidare"');
  });
});
