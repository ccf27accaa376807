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
      '<aside class="banner banner--panorama" aria-label="Annonce" data-position="panorama">',
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

  it('renders a slider hint as a keyboard-reachable scroll row', () => {
    expect(listHtml('slider4col')).toContain(
      '<div class="teaser-slider" role="region" aria-label="Mest læste" tabindex="0">',
    );
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
