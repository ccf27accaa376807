import { describe, expect, it } from 'vitest';
import type { SearchResults } from '../../../src/domain/content/content.types';
import { chrome, site, sitePage, teaser } from '../view-model.fixture';
import { renderBody } from '../render-body';

const results = {
  query: 'squat',
  teasers: [teaser(1), teaser(2)],
  pagination: { page: 1, perPage: 10, total: 12, totalPages: 2 },
  facets: [],
};

describe('the search view', () => {
  it('has a GET form to /search with the term in s', () => {
    const html = renderBody(sitePage({ type: 'search', query: 'squat', results }));
    expect(html).toContain(
      '<form class="search-form" role="search" action="/search" method="get">',
    );
    const input = /<input class="search-form__input"[^>]*>/.exec(html)?.[0] ?? '';
    expect(input).toContain('type="search"');
    expect(input).toContain('name="s"');
    expect(input).toContain('value="squat"');
  });

  it('shows the count and the results', () => {
    const html = renderBody(sitePage({ type: 'search', query: 'squat', results }));
    expect(html).toContain('12 resultater for “squat”');
    expect(html).toContain('href="/traening/styrke/teaser-1"');
  });

  it('links to the next page of results', () => {
    expect(renderBody(sitePage({ type: 'search', query: 'squat', results }))).toContain(
      'href="/search?s=squat&amp;page=2" rel="next"',
    );
  });

  it('shows an empty state when nothing was found', () => {
    const html = renderBody(
      sitePage({ type: 'search', query: 'xyz', results: { ...results, teasers: [] } }),
    );
    expect(html).toContain('Ingen resultater for “xyz”');
  });

  it('offers a hint and a way on when nothing was found, but not before a term is typed', () => {
    const none = renderBody(
      sitePage({ type: 'search', query: 'xyz', results: { ...results, teasers: [] } }),
    );
    expect(none).toContain('class="empty-state__hint">Tjek stavningen');
    expect(none).toMatch(/<a class="button button--secondary" href="\/">Gå til forsiden<\/a>/);
    const blank = renderBody(sitePage({ type: 'search', query: '', results: null }));
    expect(blank).not.toContain('empty-state__action');
  });

  it('asks for a term when there is none', () => {
    const html = renderBody(sitePage({ type: 'search', query: '', results: null }));
    expect(html).toContain('Hvad leder du efter?');
    expect(html).not.toContain('virker ikke');
  });

  it('says search is unavailable when the search service failed, not that nothing was found', () => {
    const html = renderBody(sitePage({ type: 'search', query: 'squat', results: null }));
    expect(html).toMatch(
      /class="empty-state empty-state--notice search-page__empty search-page__empty--unavailable">.*Søgningen virker ikke lige nu\. Prøv igen om lidt\./,
    );
    expect(html).not.toContain('Ingen resultater');
    const swedish = renderBody(
      sitePage(
        { type: 'search', query: 'squat', results: null },
        { chrome: { ...chrome, site: { ...site, language: 'sv', market: 'se' } } },
      ),
    );
    expect(swedish).toContain('Sökningen fungerar inte just nu.');
  });
});

describe('a search hit', () => {
  it('shows a decorative thumbnail, the category, the title link and the excerpt', () => {
    const image = {
      url: 'https://images.wom.dk/uploads/squat.jpg',
      alt: 'En squat',
      title: null,
      caption: null,
      copyright: null,
      focalPoint: null,
      aspectRatio: 1.5,
    };
    const html = renderBody(
      sitePage({
        type: 'search',
        query: 'squat',
        results: { ...results, teasers: [teaser(1, { image, categoryName: 'Styrke' })] },
      }),
    );
    const hit = /<li class="search-hit search-hit--with-image">.*?<\/li>/.exec(html)?.[0] ?? '';
    expect(hit).toMatch(/<img class="search-hit__image"[^>]*alt=""[^>]*loading="lazy"/);
    expect(hit).toContain('<p class="search-hit__category">Styrke</p>');
    expect(hit).toContain('class="search-hit__link" href="/traening/styrke/teaser-1"');
  });

  it('keeps the text column to itself without an image', () => {
    const html = renderBody(
      sitePage({
        type: 'search',
        query: 'squat',
        results: { ...results, teasers: [teaser(1, { image: null })] },
      }),
    );
    expect(html).toContain('<li class="search-hit">');
    expect(html).not.toContain('search-hit__media');
  });

  function hitsHtml(overrides: Partial<SearchResults> = {}, query = 'protein'): string {
    return renderBody(sitePage({ type: 'search', query, results: { ...results, ...overrides } }));
  }

  it('marks the words the search engine highlighted as well as the query words', () => {
    const html = hitsHtml({
      teasers: [
        teaser(1, {
          title: 'Proteinpandekager med skyr',
          description: 'Luftige pandekager med skyr og havregryn.',
          highlights: ['pandekager', 'skyr'],
        }),
      ],
    });
    expect(html).toContain(
      '<a class="search-hit__link" href="/traening/styrke/teaser-1"><mark class="search-hit__mark">Protein</mark>pandekager med <mark class="search-hit__mark">skyr</mark></a>',
    );
    expect(html).toContain(
      'Luftige <mark class="search-hit__mark">pandekager</mark> med <mark class="search-hit__mark">skyr</mark> og havregryn.',
    );
  });

  it('marks nothing beyond the query when the engine marked nothing', () => {
    const html = hitsHtml({ teasers: [teaser(1, { title: 'Skyr og protein' })] });
    expect(html).toContain('Skyr og <mark class="search-hit__mark">protein</mark>');
    expect(html).not.toContain('<mark class="search-hit__mark">Skyr');
  });

  it('shows the published date on the site calendar, with the full ISO value', () => {
    // Search hits carry their dates in UTC: 23:15 Z is 00:15 the next day in Copenhagen.
    const html = hitsHtml({ teasers: [teaser(1, { publishedAt: '2022-01-11T23:15:00Z' })] });
    expect(html).toContain(
      '<p class="search-hit__meta"><time dateTime="2022-01-12T00:15:00+01:00">12. januar 2022</time></p>',
    );
    expect(html).toContain('&quot;timeZone&quot;:&quot;Europe/Copenhagen&quot;');
  });

  it('shows no date when the hit has none', () => {
    const html = hitsHtml({ teasers: [teaser(1, { publishedAt: null })] });
    expect(html).not.toContain('search-hit__meta');
  });
});

describe('the search facets', () => {
  const option = { label: 'Opskrift', count: 12, active: false };
  type Facets = SearchResults['facets'];

  /** The search page for "squat" with these facets, in the chrome given. */
  function searchHtml(facets: Facets, page: Partial<typeof chrome> = {}): string {
    return renderBody(
      sitePage(
        { type: 'search', query: 'squat', results: { ...results, facets } },
        { chrome: { ...chrome, ...page } },
      ),
    );
  }

  const inLanguage = (language: typeof site.language) => ({ site: { ...site, language } });

  function facetsHtml(labels: readonly string[], language: typeof site.language = 'da'): string {
    return searchHtml(
      labels.map((label, index) => ({
        label,
        field: `bod-taxo-${String(index)}`,
        options: [option],
      })),
      inLanguage(language),
    );
  }

  const titles = (html: string): string[] =>
    [...html.matchAll(/<h2 class="search-facets__title">([^<]*)<\/h2>/g)].map(
      (match) => match[1] ?? '',
    );

  it('translates facet labels that are keys', () => {
    const html = facetsHtml(['taxonomy_editorial_type', 'taxonomy_category', 'post_type', 'type']);
    expect(titles(html)).toEqual(['Indholdstype', 'Kategori', 'Type', 'Type']);
    expect(html).toContain('aria-label="Indholdstype"');
    expect(html).not.toContain('taxonomy_');
  });

  it.each([
    ['sv', 'Innehållstyp'],
    ['nb', 'Innholdstype'],
    ['fi', 'Sisältötyyppi'],
    ['nl', 'Soort artikel'],
    ['de', 'Inhaltstyp'],
    ['en', 'Content type'],
  ] as const)('translates a facet key in %s', (language, expected) => {
    expect(titles(facetsHtml(['taxonomy_editorial_type'], language))).toEqual([expected]);
  });

  it('humanises a key it has no translation for, and keeps a readable label', () => {
    const html = facetsHtml(['taxonomy_training_goal', 'Sæson']);
    expect(titles(html)).toEqual(['Training goal', 'Sæson']);
    expect(html).not.toContain('taxonomy_training_goal');
  });

  it("prefers the site's own translation of a facet key", () => {
    const html = searchHtml(
      [{ label: 'taxonomy_training_goal', field: 'goal', options: [option] }],
      { translations: { 'search.facet.taxonomy_training_goal': 'Træningsmål' } },
    );
    expect(titles(html)).toEqual(['Træningsmål']);
  });

  function typeOptions(values: readonly string[], language: typeof site.language): string[] {
    const html = searchHtml(
      [
        {
          label: 'taxonomy_editorial_type',
          field: 'type',
          options: values.map((label) => ({ label, count: 1, active: false })),
        },
      ],
      inLanguage(language),
    );
    return [...html.matchAll(/class="search-facets__option"[^>]*>([^<]*)</g)].map((match) =>
      (match[1] ?? '').trim(),
    );
  }

  it.each([
    ['da', ['Artikel', 'Guide', 'Nyhed', 'E-bog', 'Konkurrence', 'Opskrift', 'Sæson']],
    ['sv', ['Artikel', 'Guide', 'Nyhet', 'E-bok', 'Tävling', 'Recept', 'Sæson']],
    ['fi', ['Artikkeli', 'Opas', 'Uutinen', 'E-kirja', 'Kilpailu', 'Resepti', 'Sæson']],
  ] as const)(
    'names the editorial types and templates of the type facet in %s, other values as sent',
    (language, expected) => {
      expect(
        typeOptions(['Article', 'Guide', 'News', 'e-book', 'Contest', 'recipe', 'Sæson'], language),
      ).toEqual(expected);
    },
  );
});
