import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { orNull } from '../../support/outcome';
import { pathSegment, searchUrl } from '../../../src/adapters/wordpress/wordpress-search.adapter';
import { isSearchable } from '../../../src/domain/search/search-query.rules';
import { readHighlights } from '../../../src/adapters/wordpress/wordpress-search.mappers';
import { siteFixture } from '../../fakes/domain-builders';
import {
  emptySearchAnswer,
  proteinHits,
  searchAnswerFixture,
} from '../../fixtures/manual/wordpress/search.fixture';
import { emptyImageFixture } from '../../fixtures/manual/wordpress/scalars.fixture';
import { teaserFixture } from '../../fixtures/manual/wordpress/teaser.fixture';
import {
  API,
  contentApiHarness,
  SITE_ORIGIN,
  type ContentApiHarness,
  type HarnessOptions,
} from './content-api.harness';

const SEARCH = `${API}/app/search/query`;

describe('WordPressSearchAdapter', () => {
  let harness: ContentApiHarness | undefined;

  afterEach(async () => {
    await harness?.close();
  });

  function open(options: HarnessOptions = {}): ContentApiHarness {
    harness = contentApiHarness(options);
    return harness;
  }

  describe('the GET route', () => {
    it('puts the query, page size, page and facets in the path, each segment encoded whole', async () => {
      const h = open();
      const upstream = { 'bod-taxo-cat-top': ['Træning'], 'bod-taxo-editorial-type': ['Guide'] };
      h.reply(
        `${SEARCH}/${encodeURIComponent('stærke ben/arme')}/per_page/10/page/2/facets/${encodeURIComponent(JSON.stringify(upstream))}`,
        { body: searchAnswerFixture() },
      );

      const results = orNull(
        await h.search.search(h.site, {
          query: 'stærke ben/arme',
          page: 2,
          perPage: 10,
          facets: { category: ['Træning'], type: ['Guide'] },
        }),
      );

      expect(results).not.toBeNull();
      expect(h.onlyRequest().method).toBe('GET');
      expect(Object.fromEntries(h.onlyRequest().url.searchParams)).toEqual({
        with: 'category',
        lang: 'da',
      });
    });

    it('leaves the facets segment out when there are no facets', async () => {
      const h = open();
      h.reply(`${SEARCH}/protein/per_page/10/page/1`, { body: searchAnswerFixture() });

      orNull(await h.search.search(h.site, { query: 'protein', page: 1, perPage: 10 }));

      expect(h.onlyRequest().url.pathname).toBe(
        '/wp-json/app/search/query/protein/per_page/10/page/1',
      );
    });
  });

  describe('the older POST app/search', () => {
    it("posts {query, page, per_page, facets, sorting} when the site's API has only that", async () => {
      const h = open({ site: { contentSearch: 'post' } });
      h.reply(`${API}/app/search`, { method: 'POST', body: searchAnswerFixture() });

      const results = orNull(
        await h.search.search(h.site, {
          query: 'protein',
          page: 2,
          perPage: 10,
          facets: { category: ['Mad'] },
        }),
      );

      const request = h.onlyRequest();
      expect(request.method).toBe('POST');
      expect(request.url.pathname).toBe('/wp-json/app/search');
      expect(Object.fromEntries(request.url.searchParams)).toEqual({ lang: 'da' });
      expect(request.headers['content-type']).toMatch(/application\/json/);
      expect(request.body).toEqual({
        query: 'protein',
        page: 2,
        per_page: 10,
        facets: { 'bod-taxo-cat-top': ['Mad'] },
        sorting: null,
      });
      expect(results?.teasers.map((teaser) => teaser.id)).toEqual([36402, 36184, 36333]);
      expect(h.metrics.outcomesOf('search')).toEqual(['ok']);
    });

    it('posts empty facets as {}', async () => {
      const h = open({ site: { contentSearch: 'post' } });
      h.reply(`${API}/app/search`, { method: 'POST', body: emptySearchAnswer() });

      const results = orNull(
        await h.search.search(h.site, { query: 'zzkvx', page: 1, perPage: 10 }),
      );

      expect(h.onlyRequest().body).toMatchObject({ facets: {} });
      expect(results).toMatchObject({ teasers: [], pagination: { total: 0, totalPages: 0 } });
    });

    it('answers the failure with its code and logs the route when the POST fails', async () => {
      const h = open({ site: { contentSearch: 'post' } });
      h.reply(`${API}/app/search`, {
        method: 'POST',
        status: 500,
        body: { code: 'internal_server_error', message: 'The search backend did not answer.' },
      });

      expect(await h.search.search(h.site, { query: 'fejl', page: 1, perPage: 10 })).toMatchObject({
        ok: false,
        failure: {
          code: 'UPSTREAM_BAD_STATUS',
          service: 'content-api',
          retryable: true,
          detail: { operation: 'search', status: 500 },
        },
      });
      expect(h.errors()[0]).toMatchObject({ route: 'app/search', status: 500 });
    });
  });

  describe('mapping the hits', () => {
    it('maps hits, facets and pagination; pages come from total and per_page (total_pages is 0)', async () => {
      const h = open();
      h.reply(`${SEARCH}/protein/per_page/10/page/2`, {
        body: searchAnswerFixture(proteinHits(), { total: 23, per_page: 10, current_page: 2 }),
      });

      const results = orNull(
        await h.search.search(h.site, { query: 'protein', page: 2, perPage: 10 }),
      );

      expect(results).toMatchObject({
        query: 'protein',
        pagination: { page: 2, perPage: 10, total: 23, totalPages: 3 },
        facets: [
          {
            label: 'taxonomy_editorial_type',
            field: 'type',
            options: [
              { label: 'Opskrift', count: 9, active: false },
              { label: 'Artikel', count: 14, active: true },
            ],
          },
          { label: 'Kategori', field: 'category' },
        ],
      });
    });

    it("keeps a facet field that is not the site's brand prefix and a known taxonomy as it came", async () => {
      const h = open({ site: { brandPrefix: 'bse' } });
      h.reply(`${SEARCH}/protein/per_page/10/page/1`, { body: searchAnswerFixture(proteinHits()) });

      const results = orNull(
        await h.search.search(h.site, { query: 'protein', page: 1, perPage: 10 }),
      );

      expect(results?.facets.map((facet) => facet.field)).toEqual([
        'bod-taxo-editorial-type',
        'bod-taxo-cat-top',
      ]);
    });

    it('reads hits that are not WordPress teasers: null kind, status and template, UTC dates', async () => {
      const h = open();
      h.reply(`${SEARCH}/protein/per_page/10/page/1`, { body: searchAnswerFixture() });

      const results = orNull(
        await h.search.search(h.site, { query: 'protein', page: 1, perPage: 10 }),
      );

      expect(results?.teasers[0]).toMatchObject({
        id: 36402,
        kind: null,
        status: 'publish',
        template: 'default',
        link: '/mad/opskrifter/proteinpandekager-med-skyr',
        publishedAt: '2022-02-01T06:00:00+00:00',
        recipeMeta: { time: 20, timeUnit: 'm', energy: 412, energyUnit: 'kcal' },
      });
    });

    it('strips the <strong> highlight markup into highlights, decoding entities', async () => {
      const h = open();
      h.reply(`${SEARCH}/protein/per_page/10/page/1`, { body: searchAnswerFixture() });

      const results = orNull(
        await h.search.search(h.site, { query: 'protein', page: 1, perPage: 10 }),
      );

      expect(results?.teasers[0]).toMatchObject({
        description: 'Pandekager til morgenmad? Ja tak – med skyr, havregryn og masser af protein.',
        highlights: ['protein'],
      });
      expect(results?.teasers[1]).toMatchObject({
        description: 'Byg muskler med protein & fem øvelser.',
        highlights: ['protein', 'øvelser'],
      });
      expect(JSON.stringify(results)).not.toMatch(/<\/?strong>/);
    });

    it('keeps a hit whose image is the empty image object (url null), without an image', async () => {
      const h = open();
      const [first] = proteinHits();
      h.reply(`${SEARCH}/protein/per_page/10/page/1`, {
        body: searchAnswerFixture([{ ...first, image: emptyImageFixture() }]),
      });

      const results = orNull(
        await h.search.search(h.site, { query: 'protein', page: 1, perPage: 10 }),
      );

      expect(results?.teasers).toEqual([expect.objectContaining({ id: 36402, image: null })]);
      expect(h.warnings()).toEqual([]);
    });

    it('drops draft hits', async () => {
      const h = open();
      const [first, second] = proteinHits();
      h.reply(`${SEARCH}/protein/per_page/10/page/1`, {
        body: searchAnswerFixture([first!, { ...second, status: 'draft' }]),
      });

      const results = orNull(
        await h.search.search(h.site, { query: 'protein', page: 1, perPage: 10 }),
      );

      expect(results?.teasers.map((teaser) => teaser.id)).toEqual([36402]);
    });

    it('answers no hits for data []', async () => {
      const h = open();
      h.reply(`${SEARCH}/zzkvx/per_page/10/page/1`, { body: emptySearchAnswer() });

      const results = orNull(
        await h.search.search(h.site, { query: 'zzkvx', page: 1, perPage: 10 }),
      );

      expect(results).toEqual({
        query: 'zzkvx',
        teasers: [],
        pagination: { page: 1, perPage: 10, total: 0, totalPages: 0 },
        facets: [],
      });
    });
  });

  describe('terms that never reach the upstream', () => {
    it.each(['', '  ', '.', '..', ' ... '])(
      'answers no results for %j without a call',
      async (query) => {
        const h = open();

        const results = orNull(await h.search.search(h.site, { query, page: 1, perPage: 10 }));

        expect(results).toEqual({
          query,
          teasers: [],
          pagination: { page: 1, perPage: 10, total: 0, totalPages: 0 },
          facets: [],
        });
        expect(orNull(await h.search.relay(h.site, { query, page: 1, perPage: 10 }))).toBeNull();
        expect(h.requests).toEqual([]);
        expect(h.metrics.upstream).toEqual([]);
      },
    );

    it('sends a term with dots among other characters', async () => {
      const h = open();
      h.reply(`${SEARCH}/${encodeURIComponent('b12.vitamin')}/per_page/10/page/1`, {
        body: emptySearchAnswer(),
      });

      orNull(await h.search.search(h.site, { query: 'b12.vitamin', page: 1, perPage: 10 }));

      expect(h.requests).toHaveLength(1);
    });
  });

  it("calls the site's own /api/search when vertex search is on", async () => {
    const h = open({ site: { vertexSearch: true, contentSearch: 'post' } });
    h.reply('/api/search', {
      origin: SITE_ORIGIN,
      body: searchAnswerFixture([teaserFixture(), teaserFixture({ id: 36311 })]),
    });

    const results = orNull(
      await h.search.search(h.site, { query: 'stærke ben', page: 3, perPage: 12 }),
    );

    const { url, method } = h.onlyRequest();
    expect(method).toBe('GET');
    expect(url.origin).toBe(SITE_ORIGIN);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      s: 'stærke ben',
      page: '3',
      per_page: '12',
      lang: 'da',
    });
    expect(results?.teasers).toHaveLength(2);
    expect(h.metrics.outcomesOf('vertex-search')).toEqual(['ok']);
  });

  it('relays the GET answer as it came', async () => {
    const h = open();
    const answer = searchAnswerFixture();
    h.reply(`${SEARCH}/protein/per_page/10/page/1`, { body: answer });

    expect(
      orNull(await h.search.relay(h.site, { query: 'protein', page: 1, perPage: 10 })),
    ).toEqual(answer);
  });

  it('relays through POST app/search on a site whose API has only that', async () => {
    const h = open({ site: { contentSearch: 'post', vertexSearch: true } });
    const answer = searchAnswerFixture();
    h.reply(`${API}/app/search`, { method: 'POST', body: answer });

    expect(
      orNull(await h.search.relay(h.site, { query: 'protein', page: 1, perPage: 10 })),
    ).toEqual(answer);
    expect(h.onlyRequest()).toMatchObject({
      method: 'POST',
      body: { query: 'protein', page: 1, per_page: 10, facets: {}, sorting: null },
    });
  });

  it('answers the failure with its code and logs when the search fails', async () => {
    const h = open();
    h.reply(`${SEARCH}/protein/per_page/10/page/1`, { status: 502, body: { message: 'boom' } });

    const results = await h.search.search(h.site, { query: 'protein', page: 1, perPage: 10 });

    expect(results).toMatchObject({
      ok: false,
      failure: { code: 'UPSTREAM_BAD_STATUS', service: 'content-api', detail: { status: 502 } },
    });
    expect(h.metrics.outcomesOf('search')).toEqual(['error']);
    expect(h.errors()[0]).toMatchObject({ route: 'app/search/query', status: 502 });
  });
});

describe('readHighlights', () => {
  it('reads <strong>, <em> and <mark> as highlights and removes every tag', () => {
    expect(
      readHighlights('<p>Mere <strong>protein</strong>, <em>fibre</em> og <mark>søvn</mark></p>'),
    ).toEqual({ text: 'Mere protein, fibre og søvn', highlights: ['protein', 'fibre', 'søvn'] });
  });

  it('decodes entities and does not let markup through as text', () => {
    expect(readHighlights('&lt;script&gt; &amp; <strong>A&amp;B</strong> &#229;')).toEqual({
      text: '<script> & A&B å',
      highlights: ['A&B'],
    });
  });
});

describe('the upstream search URL stays under its route', () => {
  const site = siteFixture();
  const ROUTE = '/wom-dk/wp-json/app/search/query/';

  /** The URL's path after the route, split into its segments, and what the term segment reads. */
  function segmentsOf(url: URL): string[] {
    expect(url.origin).toBe('http://content.test');
    expect(url.pathname.startsWith(ROUTE)).toBe(true);
    return url.pathname.slice(ROUTE.length).split('/');
  }

  it.each([
    '../x',
    '../../wp-admin',
    '%2e%2e',
    '%2e%2e%2fx',
    '.%2e',
    'a/../../b',
    '/',
    '?',
    '#',
    '\\',
    '..\\..',
    '?per_page=999#',
    'a b+c&d=e',
    '\t..\n',
    '\uD800..',
    'ü€😀',
  ])('encodes %j as one segment', (term) => {
    const url = searchUrl(site, { query: term, page: 2, perPage: 10 });
    const segments = segmentsOf(url);
    expect(segments).toHaveLength(5);
    expect(segments.slice(1)).toEqual(['per_page', '10', 'page', '2']);
    expect(decodeURIComponent(segments[0] ?? '')).toBe(
      term.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/g, '\uFFFD'),
    );
    expect([...url.searchParams.keys()]).toEqual(['with', 'lang']);
  });

  it.each(['', '.', '..'])('refuses to build a segment of dots only (%j)', (value) => {
    expect(() => pathSegment(value)).toThrow(RangeError);
  });

  it('keeps any searchable term and any facets inside their segments', () => {
    const nasty = fc.constantFrom(
      '/',
      '\\',
      '%',
      '.',
      '..',
      '?',
      '#',
      ';',
      '&',
      '=',
      '%2e',
      '%2f',
      'ü',
      '😀',
      '\t',
      '\n',
      '\u0000',
      '<',
      '"',
    );
    const text = fc
      .array(fc.oneof(nasty, fc.string({ maxLength: 3 })), { maxLength: 12 })
      .map((parts) => parts.join(''));
    fc.assert(
      fc.property(text, fc.array(text, { maxLength: 3 }), (term, values) => {
        fc.pre(isSearchable(term));
        const facets: Record<string, string[]> = values.length > 0 ? { category: values } : {};
        const url = searchUrl(site, { query: term, page: 1, perPage: 10, facets });
        const segments = segmentsOf(url);
        expect(segments).toHaveLength(values.length > 0 ? 7 : 5);
        expect(segments.slice(1, 5)).toEqual(['per_page', '10', 'page', '1']);
        if (values.length > 0) {
          expect(segments[5]).toBe('facets');
          expect(JSON.parse(decodeURIComponent(segments[6] ?? ''))).toEqual({
            'bod-taxo-cat-top': values,
          });
        }
        expect([...url.searchParams.keys()]).toEqual(['with', 'lang']);
      }),
      { numRuns: 500 },
    );
  });
});
