import { describe, expect, it } from 'vitest';
import { page, sitePage, teaser, teaserList } from '../view-model.fixture';
import { count, renderBody } from '../render-body';

describe('the home view', () => {
  const html = renderBody(sitePage({ type: 'home', page: page() }));

  it('keeps the h1 for screen readers only', () => {
    expect(html).toContain(
      '<header class="visually-hidden"><h1 class="page-content__title">Forside</h1></header>',
    );
  });

  it('links every teaser of a teaser list', () => {
    for (const id of [1, 2, 3, 4]) expect(html).toContain(`href="/traening/styrke/teaser-${id}"`);
  });

  it('shows the teaser list title, description and link', () => {
    expect(html).toContain('<h2 class="teaser-list__title">Mest læste</h2>');
    expect(html).toContain('<p class="teaser-list__description">Det læser de andre</p>');
    expect(html).toContain('<a class="teaser-list__more" href="/traening">Se alt om træning</a>');
  });

  it('renders seo text as markdown', () => {
    expect(html).toContain(
      '<h2 class="seo-text__title">Om Woman</h2><div class="prose"><p>Vi skriver om <strong>træning</strong>.</p>',
    );
  });

  it('reserves a labelled banner slot', () => {
    expect(html).toContain(
      '<aside class="banner banner--panorama" aria-label="Annonce" data-banner="panorama" data-banner-state="pending">',
    );
  });

  it('renders nothing for newsletter and unsupported blocks', () => {
    expect(html).not.toMatch(/newsletter|quote_teaser/);
  });
});

describe('the page view', () => {
  it('shows the page title as a visible h1 with its description', () => {
    const html = renderBody(
      sitePage({
        type: 'page',
        page: page({ title: 'Om os', description: 'Hvem vi er', isFrontPage: false }),
      }),
    );
    expect(html).toContain(
      '<header class="page-content__header"><h1 class="page-content__title">Om os</h1>',
    );
    expect(html).toContain('<p class="page-content__description">Hvem vi er</p>');
  });
});

describe('teaser list display hints', () => {
  function listHtml(displayHint: string): string {
    const teasers = [teaser(1), teaser(2), teaser(3), teaser(4), teaser(5)];
    return renderBody(
      sitePage({
        type: 'page',
        page: page({
          blocks: [{ type: 'teaser_list', key: 'a', list: teaserList({ displayHint, teasers }) }],
        }),
      }),
    );
  }

  it.each([
    ['1col', 1],
    ['2col', 2],
    ['3col', 3],
    ['4col', 4],
  ] as const)('lays %s out as a grid of %i columns', (hint, columns) => {
    expect(listHtml(hint)).toContain(`<ul class="teaser-grid teaser-grid--cols-${columns}">`);
  });

  it('makes the first teaser large for featured', () => {
    const html = listHtml('featured');
    expect(count(html, 'teaser--large')).toBe(1);
    expect(html.indexOf('teaser--large')).toBeLessThan(html.indexOf('teaser-1"'));
  });

  it('numbers the teasers of a toplist', () => {
    const html = listHtml('toplist');
    expect(html).toContain('<ol class="toplist">');
    expect(html).toContain('<span class="toplist__rank" aria-hidden="true">5</span>');
  });

  it('renders a slider hint as a keyboard-reachable scroll row with hidden slider buttons', () => {
    const html = listHtml('slider4col');
    expect(html).toContain(
      '<div class="teaser-slider teaser-slider--columns" role="region" aria-label="Mest læste" aria-roledescription="carousel" data-slider="" data-bullet-label="Gå til slide {{index}}">',
    );
    expect(html).toContain('<div class="teaser-slider__viewport" tabindex="0">');
    expect(html).toContain('<div class="teaser-slider__controls" hidden="">');
    expect(html).toContain('aria-label="Slider Previous"');
    expect(html).toContain('aria-label="Slider Next"');
  });

  it('puts the large teaser last for 2plus1 and 4plus1', () => {
    for (const hint of ['2plus1', '4plus1']) {
      const html = listHtml(hint);
      expect(html).toContain('teaser-split--lead-last');
      expect(html.indexOf('teaser--large')).toBeGreaterThan(html.indexOf('teaser-4"'));
    }
  });

  it('puts the large teaser first for 1plus2 and 1plus4', () => {
    for (const hint of ['1plus2', '1plus4']) {
      const html = listHtml(hint);
      expect(html).toContain('teaser-split--lead-first');
      expect(html.indexOf('teaser--large')).toBeLessThan(html.indexOf('teaser-2"'));
    }
  });

  it('shows the title and description of text+4 in a panel beside the teasers', () => {
    const html = listHtml('text+4');
    expect(html).toContain('teaser-text-plus__panel');
    expect(html.indexOf('Det læser de andre')).toBeLessThan(html.indexOf('teaser-grid'));
  });

  it('shows staff with round portraits', () => {
    const html = listHtml('staff');
    expect(html).toContain('<ul class="staff-list">');
    expect(count(html, 'staff-list__portrait')).toBe(5);
  });

  it('labels a commercial spot as an advertisement, wide or boxed', () => {
    expect(listHtml('commercial_spot')).toContain('<p class="commercial-spot__label">Annonce</p>');
    expect(listHtml('commercial_spot-wide')).toContain('commercial-spot commercial-spot--wide');
  });

  it('marks every list with its display hint and theme', () => {
    const html = renderBody(
      sitePage({
        type: 'page',
        page: page({
          blocks: [
            {
              type: 'teaser_list',
              key: 'a',
              list: teaserList({ displayHint: 'text+4', theme: 'dark' }),
            },
          ],
        }),
      }),
    );
    expect(html).toContain('teaser-list--hint-text-4 teaser-list--dark');
  });

  it('never shows a draft teaser', () => {
    const html = renderBody(
      sitePage({
        type: 'page',
        page: page({
          blocks: [
            {
              type: 'teaser_list',
              key: 'a',
              list: teaserList({ teasers: [teaser(1), teaser(2, { status: 'draft' })] }),
            },
          ],
        }),
      }),
    );
    expect(html).toContain('teaser-1"');
    expect(html).not.toContain('teaser-2"');
  });

  it('offers load-more over the cursor of a list that can paginate, with a ?page= link', () => {
    const html = renderBody(
      sitePage({
        type: 'page',
        page: page({
          blocks: [
            {
              type: 'teaser_list',
              key: 'a',
              list: teaserList({ canPaginate: true, nextCursor: 'abc' }),
            },
          ],
        }),
      }),
    );
    expect(html).toContain('data-island="LoadMore"');
    expect(html).toContain('&quot;cursor&quot;:&quot;abc&quot;');
    expect(html).toContain('href="?page=2" rel="next"');
  });

  it('offers no load-more when the list cannot paginate', () => {
    expect(listHtml('4col')).not.toContain('data-island="LoadMore"');
  });

  it('renders nothing for a list without teasers', () => {
    const html = renderBody(
      sitePage({
        type: 'page',
        page: page({
          blocks: [{ type: 'teaser_list', key: 'a', list: teaserList({ teasers: [] }) }],
        }),
      }),
    );
    expect(html).not.toContain('teaser-list');
  });
});
