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

  it('puts a heart form on every editorial teaser that posts to the form route and back to the page', () => {
    const html = renderBody(sitePage(listingPage, { meta: onListing }));
    expect(count(html, 'class="favourite teaser__favourite"')).toBe(2);
    expect(count(html, 'action="/users/favourites/change" method="post"')).toBe(2);
    expect(html).toContain('data-favourite="101"');
    expect(html).toContain('data-favourite="102"');
    expect(html).not.toContain('data-favourite="103"');
    expect(html).toContain('<input type="hidden" name="article" value="101"/>');
    expect(html).toContain('<input type="hidden" name="return" value="/traening?page=2"/>');
    expect(html).toMatch(
      /<button type="submit" value="add" class="favourite__button favourite__add" aria-label="Gem som favorit" name="intent">/,
    );
    expect(html).toMatch(
      /<button type="submit" value="remove" class="favourite__button favourite__remove" aria-label="Fjern fra favoritter" name="intent">/,
    );
  });

  it('carries both messages in the reader’s language behind the anchors the redirect names, and nothing per reader', () => {
    const html = renderBody(sitePage(listingPage, { meta: onListing }));
    expect(html).toMatch(
      /<span id="favourite-101-added" class="favourite__flash favourite__flash--added"><span class="favourite__toast" role="status">Gemt i dine favoritter<\/span><\/span>/,
    );
    expect(html).toMatch(
      /<span id="favourite-101-removed" class="favourite__flash favourite__flash--removed"><span class="favourite__toast" role="status">Fjernet fra dine favoritter<\/span><\/span>/,
    );
    // no token, no pressed state: the page is the same for every reader of its variant
    expect(html).not.toMatch(/name="_csrf"/);
    expect(html).not.toContain('aria-pressed');
  });

  it('lets the load-more island give the cards it adds the same heart', () => {
    const html = renderBody(sitePage(listingPage, { meta: onListing }));
    const props = /data-island="LoadMore"[^>]*data-island-props="([^"]*)"/.exec(html)?.[1] ?? '';
    const parsed = JSON.parse(props.replaceAll('&quot;', '"').replaceAll('&amp;', '&')) as {
      favourites?: unknown;
      strings?: Record<string, string>;
    };
    expect(parsed.favourites).toEqual({
      locale: 'da-DK',
      loginPath: '/users/sign_in',
      returnUri: '/traening?page=2',
    });
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
