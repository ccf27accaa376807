import { describe, expect, it } from 'vitest';
import { count, renderBody } from '../render-body';
import { chrome, listing, meta, site, sitePage, teaser } from '../view-model.fixture';

/** The favourite heart on teasers: server markup only, enhanced by client/favourites. */
describe('the favourite heart on teasers', () => {
  const teasers = [
    teaser(101),
    teaser(102),
    teaser(103, { commercialType: 'content_marketing', link: 'https://partner.example/x' }),
  ];
  const listingPage = { type: 'listing', listing: listing({ teasers }) } as const;
  const onListing = { ...meta, canonical: 'https://www.wom.dk/traening?page=2' };

  it('puts an outline heart on every editorial teaser that sends anonymous readers to the login and back', () => {
    const html = renderBody(sitePage(listingPage, { meta: onListing }));
    expect(count(html, 'class="favourite teaser__favourite"')).toBe(2);
    expect(html).toContain('data-favourite="101"');
    expect(html).toContain('data-favourite="102"');
    expect(html).not.toContain('data-favourite="103"');
    expect(html).toContain(
      'href="/users/sign_in?returnUri=%2Ftraening%3Fpage%3D2&amp;locale=da-DK"',
    );
    expect(html).toContain('aria-pressed="false"');
  });

  it('lets the load-more island give the cards it adds the same heart', () => {
    const html = renderBody(sitePage(listingPage, { meta: onListing }));
    const props = /data-island="LoadMore"[^>]*data-island-props="([^"]*)"/.exec(html)?.[1] ?? '';
    const parsed = JSON.parse(props.replaceAll('&quot;', '"').replaceAll('&amp;', '&')) as {
      favourites?: unknown;
      strings?: Record<string, string>;
    };
    expect(parsed.favourites).toEqual({ locale: 'da-DK', returnUri: '/traening?page=2' });
    expect(Object.keys(parsed.strings ?? {})).toEqual(
      expect.arrayContaining(['favourites.add', 'favourites.remove']),
    );
  });

  it('shows no hearts on a site without sign-in', () => {
    const html = renderBody(
      sitePage(listingPage, { chrome: { ...chrome, site: { ...site, enableAuth: false } } }),
    );
    expect(html).not.toContain('data-favourite');
  });
});
