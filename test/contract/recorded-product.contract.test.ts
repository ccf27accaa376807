/**
 * Contract: the built product, in single-site mode, against the real API's recorded answers
 * (`docs/content-api/recorded/` and the copies derived from them in `test/fixtures/contract/derived/`,
 * served by `test/support/recorded-content-api.ts`). Every assertion
 * is what a reader (or crawler) gets from the product, or what the product asked the API for,
 * as `docs/content-api/wordpress-api.md` says it must.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anchors,
  canonicalUrl,
  elements,
  headLinks,
  jsonLdBlocks,
  jsonLdNodes,
  readerArtefacts,
  renderedMarkup,
  startTags,
  visibleText,
} from '../support/html-reading';
import { iformEnv, startProduct, type ProductProcess } from '../support/product-process';
import {
  REST_NO_ROUTE,
  startRecordedContentApi,
  wordpressJson,
  type RecordedContentApi,
  type RecordedRequest,
} from '../support/recorded-content-api';
import { childText, childrenNamed, parseXml } from '../support/xml-reading';
import {
  LOCKED_CALCULATOR,
  LOCKED_WIDGET_TEXTS,
  Pages,
  describeRequests,
  expectAbsent,
  expectTexts,
  includeSet,
  requestsTo,
} from './contract-helpers';

const ARTICLE = '/traening/styrke/fem-ovelser';
const RECIPE = '/mad/opskrifter/proteinpandekager-med-skyr';
const CURSOR_PAGE_2 = 'eyJwYXJlbnRfaWQiOjIsInBhcmVudF90eXBlIjoicGFnZSIsInBhZ2UiOjJ9';
const CURSOR_PAGE_3 = 'eyJwYXJlbnRfaWQiOjIsInBhcmVudF90eXBlIjoicGFnZSIsInBhZ2UiOjN9';
/** The contract's second call for a composite, with its `related` include (the read-next). */
const COMPOSITE_WITH = ['category', 'contents', 'related', 'tags', 'teasers', 'vocabularies'];
const RELATED = '/traening/styrke/relaterede-artikler';

/** The hrefs of the read-next section (`Læs videre`) and where it starts in the markup. */
function readNext(html: string): { readonly hrefs: string[]; readonly index: number } {
  const markup = renderedMarkup(html);
  const section = elements(markup, 'section').find(
    (element) => element.attributes['aria-label'] === 'Læs videre',
  );
  return {
    hrefs: anchors(section?.inner ?? '').flatMap((anchor) =>
      anchor.attributes.href === undefined ? [] : [anchor.attributes.href],
    ),
    index: section?.index ?? -1,
  };
}

let api: RecordedContentApi;
let product: ProductProcess;
const cleanups: (() => Promise<void>)[] = [];
const pages = new Pages(() => product);

beforeAll(async () => {
  api = await startRecordedContentApi();
  cleanups.push(() => api.close());
  product = await startProduct(iformEnv(api.origin), { host: 'iform.dk' });
  cleanups.unshift(() => product.close());
});

afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

/** The addresses of the page's hreflang alternates. */
function hreflangHrefs(html: string): string[] {
  return headLinks(html)
    .filter((link) => link.rel === 'alternate' && link.hreflang !== undefined)
    .flatMap((link) => (link.href === undefined ? [] : [link.href]));
}

/** The site's own header and footer (the first `<header>` and the last `<footer>`). */
function siteHeader(html: string): string {
  return elements(html, 'header')[0]?.inner ?? '';
}

function siteFooter(html: string): string {
  return elements(html, 'footer').at(-1)?.inner ?? '';
}

describe('an article (resolve composite 36184, then its entity)', () => {
  it("asks for the entity with the contract's with= after resolving the path", async () => {
    await pages.get(ARTICLE);
    const resolves = api
      .requests()
      .filter((request) => request.path === 'app/resolve' && request.query.path === ARTICLE);
    expect(
      resolves,
      `no app/resolve?path=${ARTICLE}:\n${describeRequests(api.requests())}`,
    ).not.toHaveLength(0);
    const entity = requestsTo(api.requests(), 'wp/v2/composites/36184');
    expect(
      entity.map((request) => request.query.with),
      `the product never asked for wp/v2/composites/36184; it asked:\n${describeRequests(api.requests())}`,
    ).not.toHaveLength(0);
    for (const request of entity) {
      expect(includeSet(request.query.with), `with=${request.query.with ?? '(none)'}`).toEqual(
        COMPOSITE_WITH,
      );
    }
  });

  it('shows the body text of its text items, markdown rendered', async () => {
    const page = await pages.ok(ARTICLE);
    expectTexts(
      page,
      [
        'Fem øvelser der gør dig stærk på 20 minutter',
        'Derfor virker protein efter træning',
        'Efter et hårdt træningspas har musklerne brug for protein for at restituere.',
        'læs kostrådene her',
        'vores styrkeøvelser',
        'Dejen skal være helt glat.',
        'Lad dejen hvile i ti minutter',
      ],
      'text_item bodies',
    );
    expect(page.body, 'the "## " heading of the first text item is a heading element').toMatch(
      /<h[2-6]\b[^>]*>\s*Derfor virker protein efter træning\s*<\/h[2-6]>/,
    );
    expectAbsent(page.text, ['## Derfor', '](https://', '{"target"'], 'raw markdown is visible');
  });

  it('shows the recipe: ingredients with Danish unit labels, amounts as sent, nutrients', async () => {
    const page = await pages.ok(ARTICLE);
    expectTexts(
      page,
      [
        'Pandekager',
        'skyr',
        'havregryn',
        'bagepulver',
        'rapsolie til stegning',
        'blåbær',
        'skyr efter smag',
        '½',
        '4,5',
        'Blend skyr, havregryn, æg, bagepulver og salt til en jævn dej.',
        'Dejen kan holde sig et døgn i køleskabet.',
        /1\s*(tsk\.?|teske\w*)\s*bagepulver/i,
        /½\s*(spsk\.?|spiseske\w*)\s*rapsolie til stegning/i,
        /3\s*(stk\.?|styk)?\s*æg/i,
        /1\s*(knivspids|nip|knsp\.?)\s*salt/i,
        /Kulhydrat/i,
        /Fedt/,
        /Energi/i,
        /Kostfibre|Fibre/i,
      ],
      'recipe content',
    );
    expectAbsent(
      page.text,
      [
        /\bteaspoon\b/i,
        /\btablespoon\b/i,
        /\bpiece\b/i,
        /\bpinch\b/i,
        /\bCarbohydrate\b/,
        /\bFiber\b/,
        /\bEnergy\b/,
        /\bFat\b/,
        /(^|\s)-\s+skyr efter smag/,
      ],
      `raw unit or nutrient codes are visible: "${page.text.slice(page.text.indexOf('Pandekager'), page.text.indexOf('Pandekager') + 700)}"`,
    );
  });

  it('shows the gallery captions, the video with its chapters and the product test', async () => {
    const page = await pages.ok(ARTICLE);
    expectTexts(
      page,
      [
        'Trin for trin',
        '1. Find ingredienserne frem',
        '2. Hæld dejen på panden',
        'Vend, når kanterne er faste.',
        'Sådan vender du pandekagen',
        'Dejen',
        'Stegning',
        // Servering has show_in_list_overview false: recorded-transformer-fields checks it.
        'Stegepande med keramisk belægning, 28 cm',
        '449 kr.',
        'Varmefordeling',
        'Slipeevne',
        /Varmefordeling\D{0,40}9/,
        /Slipeevne\D{0,40}8/,
      ],
      'gallery, video and product',
    );
  });

  it('shows the quote, the infobox, the newsletter and the associated teasers', async () => {
    const page = await pages.ok(ARTICLE);
    expectTexts(
      page,
      [
        'Protein til morgenmad holder dig mæt længere',
        'Sofie Lund, klinisk diætist',
        'Godt at vide',
        'indeholder ca. 11 gram protein pr. 100 gram',
        'Vælg naturel skyr uden tilsat sukker',
        'Få ugens opskrifter',
        'Mere proteinrig morgenmad',
        'Overnight oats med bær',
        'Kikærtesalat med feta og mynte',
      ],
      'quote, infobox, newsletter and associated composites',
    );
    const links = anchors(page.body).map((anchor) => anchor.attributes.href);
    expect(links, 'associated teasers link to their paths').toEqual(
      expect.arrayContaining([
        '/mad/opskrifter/overnight-oats-med-baer',
        '/mad/opskrifter/kikaertesalat-med-feta',
      ]),
    );
  });

  it('fills the header from header-primary and the footer from footer-primary', async () => {
    const page = await pages.ok(ARTICLE);
    const header = siteHeader(page.body);
    const footer = siteFooter(page.body);
    expectTexts(
      { path: `${ARTICLE} <header>`, text: visibleText(header) },
      ['Træning', 'Mad', 'Sundhed', 'Bliv abonnent'],
      'header-primary items',
    );
    expectTexts(
      { path: `${ARTICLE} <footer>`, text: visibleText(footer) },
      ['Om I FORM', 'Cookiepolitik'],
      'footer-primary items',
    );
    const headerLinks = anchors(header).map((anchor) => anchor.attributes.href);
    expect(headerLinks).toEqual(expect.arrayContaining(['/traening', '/mad', '/sundhed']));
  });

  it('links the author as a path on its own origin, never on the API host', async () => {
    const page = await pages.ok(ARTICLE);
    const author = anchors(page.body).filter((anchor) => anchor.text.includes('Mette Kjær'));
    expect(author.map((anchor) => anchor.attributes.href)).toContain('/author/mette-kjaer');
    expectAbsent(page.decoded, ['api.iform.dk', '//author'], 'the API host leaks into the HTML');
    const hrefs = startTags(page.body, 'a').map((tag) => tag.attributes.href ?? '');
    expectAbsent(
      hrefs.join('\n'),
      [/^\/\//m],
      'protocol-relative links (the double slash of author.url)',
    );
  });

  it('dates JSON-LD in the site zone, with offsets', async () => {
    const page = await pages.ok(ARTICLE);
    const blocks = jsonLdBlocks(page.body);
    expect(
      blocks.filter((block) => block instanceof Error),
      'JSON-LD that does not parse',
    ).toEqual([]);
    const dated = [...jsonLdNodes(page.body, 'Article'), ...jsonLdNodes(page.body, 'NewsArticle')];
    const node =
      dated[0] ??
      jsonLdNodes(page.body, 'BlogPosting')[0] ??
      jsonLdNodes(page.body, 'Recipe').find((candidate) => 'datePublished' in candidate);
    expect(node, `no Article JSON-LD: ${JSON.stringify(blocks)}`).toBeDefined();
    expect(node?.datePublished).toBe('2022-01-12T06:00:00+01:00');
    expect(node?.dateModified).toBe('2022-01-14T09:32:11+01:00');
  });

  it('shows its estimated_reading_time', async () => {
    expectTexts(await pages.ok(ARTICLE), ['4 min. læsetid'], 'the reading time of 36184');
  });

  it('has its canonical link and hreflang alternates from the translations', async () => {
    const page = await pages.ok(ARTICLE);
    expect(canonicalUrl(page.body)).toBe('https://iform.dk/traening/styrke/fem-ovelser');
    expect(hreflangHrefs(page.body)).toEqual(
      expect.arrayContaining([
        'https://iform.se/traning/styrka/fem-ovningar',
        'https://iform.no/trening/styrke/fem-ovelser',
      ]),
    );
  });
});

describe('an article with related articles (composite 36507, related include)', () => {
  it('ends with its related articles first, without itself or the sponsored one', async () => {
    const page = await pages.ok(RELATED);
    const { hrefs } = readNext(page.body);
    expect(hrefs.slice(0, 3)).toEqual([
      '/traening/styrke/dodloft-sadan-gor-du',
      '/traening/styrke/armbojninger-6-varianter',
      '/traening/styrke/styrketraening-efter-50',
    ]);
    expect(hrefs).not.toContain(RELATED);
    expect(hrefs, 'the sponsored related article (36101)').not.toContain(
      '/traening/styrke/kettlebell-swing',
    );
  });

  it('fills the section from the category’s most read, each article once', async () => {
    const page = await pages.ok(RELATED);
    const { hrefs } = readNext(page.body);
    expect(hrefs.length).toBe(6);
    expect(new Set(hrefs).size).toBe(hrefs.length);
    const popular = api.requests().filter((request) => request.path === 'app/content/popular');
    expect(
      popular.map((request) => request.query.categories),
      describeRequests(api.requests()),
    ).toContain('31');
  });
});

describe("an editor's preview of draft 36510 (markers inside app/resolve's path)", () => {
  const QUERY_STYLE = '/?preview=true&p=36510&post_type=contenthub_composite';
  const PATH_STYLE = '/traening/styrke/kladde-til-mandag?preview=true&preview_id=36510';

  it('shows the draft from the query-style and the path-style link, marked, never cached', async () => {
    for (const link of [QUERY_STYLE, PATH_STYLE]) {
      for (let round = 0; round < 2; round += 1) {
        const response = await product.get(link);
        expect(response.status, `${link}: ${visibleText(response.body).slice(0, 300)}`).toBe(200);
        expect(response.headers['cache-control'], link).toBe('private, no-store');
        expect(response.headers['surrogate-key'], link).toBeUndefined();
        expect(visibleText(response.body), link).toContain('Kladde: Styrketræning til mandag');
        expect(response.body, link).toContain('class="preview-banner"');
        expect(response.body, link).toMatch(/name="robots" content="noindex/);
      }
    }
    const resolves = api
      .requests()
      .filter((request) => request.path === 'app/resolve' && request.query.path?.includes('36510'));
    expect(resolves.map((request) => request.query.path)).toEqual(
      expect.arrayContaining([QUERY_STYLE, PATH_STYLE]),
    );
    // Both calls went to the content API's admin side, uncached, every time (4 links answered).
    expect(resolves.every((request) => request.query.Cache === 'false')).toBe(true);
    expect(requestsTo(api.requests(), 'wp/v2/composites/36510').length).toBeGreaterThanOrEqual(4);
  });

  it("answers the draft's own path without markers as not found", async () => {
    const response = await product.get('/traening/styrke/kladde-til-mandag');
    expect(response.status).toBe(404);
    expect(response.body).not.toContain('Kladde: Styrketræning til mandag');
  });
});

describe('the locked variant of composite 36402, read anonymously', () => {
  let html = '';
  let decoded = '';
  let text = '';

  beforeAll(async () => {
    api.useVariants('locked');
    try {
      const page = await pages.get(RECIPE);
      expect(page.status, page.text.slice(0, 300)).toBe(200);
      ({ body: html, decoded, text } = page);
    } finally {
      api.useVariants();
    }
  });

  it('still shows the open text and the title', () => {
    expectTexts(
      { path: RECIPE, text },
      ['Proteinpandekager med skyr', 'Derfor virker protein efter træning'],
      'open content',
    );
  });

  it('sends none of the locked widgets anywhere in the HTML (JSON-LD and scripts included)', () => {
    expectAbsent(
      decoded,
      LOCKED_WIDGET_TEXTS,
      'locked widget content reached an anonymous reader (locked: true is the only signal)',
    );
    expect(decoded, 'the locked protein calculator is rendered').not.toMatch(LOCKED_CALCULATOR);
  });

  it('shows the paywall box where the locked content begins', () => {
    const markup = renderedMarkup(html);
    const box = /<(aside|div|section)\b[^>]*\bpaywall\b[^>]*>/i.exec(markup);
    expect(box, 'no element marked "paywall" in the page').not.toBeNull();
    const boxAt = box?.index ?? -1;
    const openText = markup.indexOf('Derfor virker protein efter træning');
    expect(openText, 'the open text before the locked widgets').toBeGreaterThan(-1);
    expect(boxAt, 'the paywall box comes after the open text').toBeGreaterThan(openText);
    const after = markup.indexOf('Dejen skal være helt glat');
    if (after >= 0)
      expect(after, 'content after the first locked widget comes after the box').toBeGreaterThan(
        boxAt,
      );
  });

  it('ends with the read-next after the paywall box, linking other articles of the site', () => {
    const markup = renderedMarkup(html);
    const boxAt = /<(aside|div|section)\b[^>]*\bpaywall\b[^>]*>/i.exec(markup)?.index ?? -1;
    const { hrefs, index } = readNext(html);
    expect(hrefs.length, 'no read-next teasers after the locked article').toBeGreaterThan(0);
    expect(index, 'the read-next comes after the paywall box').toBeGreaterThan(boxAt);
    expect(hrefs.every((href) => href.startsWith('/') && href !== RECIPE)).toBe(true);
  });

  it('renders no image for a lead_image that is a bare id', () => {
    expect(decoded).not.toContain('31094512/proteinpandekager.jpg');
    expect(text).not.toMatch(/\b36403\b/);
  });
});

describe('the front page (resolve page 2, then its contents)', () => {
  it('asks for page 2 with its contents', async () => {
    await pages.get('/');
    const entity = requestsTo(api.requests(), 'wp/v2/pages/2');
    expect(entity, describeRequests(api.requests())).not.toHaveLength(0);
    for (const request of entity)
      expect(request.query.with ?? '', 'with= of the page').toMatch(/^contents(:page\(1\))?$/);
  });

  it('shows its teaser lists, featured content, commercial spot and SEO text', async () => {
    const page = await pages.ok('/');
    expectTexts(
      page,
      [
        'Nyeste artikler',
        'Træn med os',
        'Opskrifter',
        'Proteinpandekager: 31 gram protein pr. portion',
        'Derfor skal du sove mere, når du træner',
        'Få mere energi med den rigtige morgenmad',
        'Video: 20 minutters HIIT i stuen',
        'Yoga for løbere: 15 minutter',
        'Overnight oats med bær',
        'Kikærtesalat med feta og mynte',
        'Ugens træning',
        '5 øvelser: Bliv stærk på 20 minutter',
        'Få 3 numre for 99 kr.',
        'Træning, sundhed og sund mad',
        'Alt er skrevet af journalister, trænere og diætister.',
      ],
      'front page contents',
    );
    const hrefs = anchors(page.body).map((anchor) => anchor.attributes.href);
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/traening/styrke/fem-ovelser',
        '/mad/opskrifter/proteinpandekager-med-skyr',
        'https://shop.iform.dk/abonnement?utm_source=iform&utm_campaign=forside',
      ]),
    );
    expect(page.body, 'seo_text description rendered as markdown').toMatch(
      /<(strong|b)\b[^>]*>\s*træningsprogrammer\s*<\/(strong|b)>/,
    );
    expectAbsent(page.text, ['**'], 'raw markdown on the front page');
  });

  it('leaves no hole for the empty banner_placement', async () => {
    const page = await pages.ok('/');
    expectAbsent(
      page.body,
      [/<(section|li|article)\b[^>]*>\s*<\/\1>/],
      'an empty block where banner_placement (content.data: []) is',
    );
    expect(readerArtefacts(page.body)).toEqual([]);
  });

  it('loads more of the paginating list with its cursor, to the last page', async () => {
    const page = await pages.ok('/');
    expect(page.decoded, 'the next cursor of "Opskrifter" is on the page').toContain(CURSOR_PAGE_2);
    const second = await product.get(`/api/teaser-list?cursor=${CURSOR_PAGE_2}`);
    expect(second.status, second.body.slice(0, 300)).toBe(200);
    const body = JSON.parse(second.body) as {
      teasers?: { title?: string }[];
      nextCursor?: unknown;
    };
    expect(body.teasers?.map((teaser) => teaser.title)).toEqual([
      'Bananbrød med havregryn',
      'Grøn smoothie med spinat',
      'Linsesuppe med kokosmælk',
      'Kyllingewraps med hummus',
    ]);
    expect(body.nextCursor).toBe(CURSOR_PAGE_3);
    const upstream = api
      .requests()
      .find(
        (request) =>
          request.path === 'app/widget/teaser-list' && request.query.cursor === CURSOR_PAGE_2,
      );
    expect(upstream, describeRequests(api.requests())).toBeDefined();
    const last = await product.get(`/api/teaser-list?cursor=${CURSOR_PAGE_3}`);
    expect([200, 404], last.body.slice(0, 300)).toContain(last.status);
    if (last.status === 200) {
      const end = JSON.parse(last.body) as { teasers?: unknown[]; nextCursor?: unknown };
      expect(end.teasers ?? []).toEqual([]);
      expect(end.nextCursor ?? null).toBeNull();
    }
  });
});

describe('listings', () => {
  const listingWith = (path: string): RecordedRequest[] => requestsTo(api.requests(), path);

  it('/traening (category 12): teasers and the total from content-teasers-count', async () => {
    const page = await pages.ok('/traening');
    expectTexts(
      page,
      [
        'Træning',
        '5 øvelser: Bliv stærk på 20 minutter',
        'Video: 20 minutters HIIT i stuen',
        'Sådan løber du dine første 5 km',
        'Test: De bedste løbesko til begyndere',
      ],
      'category 12 teasers',
    );
    const requests = listingWith('wp/v2/categories/12');
    expect(requests, describeRequests(api.requests())).not.toHaveLength(0);
    expect
      .soft(includeSet(requests[0]?.query.with), `with=${requests[0]?.query.with ?? ''}`)
      .toEqual(
        includeSet(
          'details,parent,content-teasers:per_page(n):page(1):include_children(true),content-teasers-count:include_children(true)',
        ),
      );
    expect(page.decoded, 'the total 918 (content-teasers-count) reaches the page').toMatch(
      /\b918\b/,
    );
    expect(
      anchors(page.body).filter((anchor) => /[?&]page=2\b/.test(anchor.attributes.href ?? '')),
      'a link to the next page (918 teasers do not fit on one)',
    ).not.toHaveLength(0);
  });

  it("/traening (category 12) has hreflang alternates from the category's own translations", async () => {
    const page = await pages.ok('/traening');
    expect(hreflangHrefs(page.body)).toEqual(
      expect.arrayContaining([
        'https://iform.dk/traening',
        'https://iform.se/traning',
        'https://iform.no/trening',
      ]),
    );
  });

  it("/traening (category 12) shows each article teaser's estimated_reading_time", async () => {
    const page = await pages.ok('/traening');
    expectTexts(
      page,
      ['4 min. læsetid', '6 min. læsetid', '7 min. læsetid'],
      'reading times of 36184, 36250 and 36290',
    );
    expect(page.text, 'no reading time on the workout video 36311').not.toContain('1 min. læsetid');
  });

  it('/traening/styrke (subcategory 31): teasers, parent and total', async () => {
    const page = await pages.ok('/traening/styrke');
    expectTexts(
      page,
      [
        'Styrketræning',
        'Dødløft: Sådan gør du',
        'Kettlebell-swing for begyndere',
        'Armbøjninger: 6 varianter',
        'Styrketræning efter 50',
      ],
      'category 31 teasers',
    );
    const requests = listingWith('wp/v2/categories/31');
    expect(requests, describeRequests(api.requests())).not.toHaveLength(0);
    expect
      .soft(includeSet(requests[0]?.query.with), `with=${requests[0]?.query.with ?? ''}`)
      .toEqual(
        includeSet(
          'details,parent,content-teasers:per_page(n):page(1):include_children(true),content-teasers-count:include_children(true)',
        ),
      );
    expect(page.decoded, 'the total 231 (content-teasers-count) reaches the page').toMatch(
      /\b231\b/,
    );
  });

  it('/tags/squat (tag 512) lists its teasers', async () => {
    const page = await pages.ok('/tags/squat');
    expectTexts(
      page,
      ['Squat', '5 øvelser: Bliv stærk på 20 minutter', 'Dødløft: Sådan gør du'],
      'tag 512 teasers',
    );
    const requests = listingWith('wp/v2/tags/512');
    expect(requests, describeRequests(api.requests())).not.toHaveLength(0);
    expect
      .soft(includeSet(requests[0]?.query.with), `with=${requests[0]?.query.with ?? ''}`)
      .toEqual(includeSet('content-teasers:per_page(n):page(1),content-teasers-count'));
  });

  it('/author/mette-kjaer (user 57) lists her teasers', async () => {
    const page = await pages.ok('/author/mette-kjaer');
    expectTexts(
      page,
      [
        'Mette Kjær',
        'Mette skriver om styrketræning',
        '5 øvelser: Bliv stærk på 20 minutter',
        'Armbøjninger: 6 varianter',
      ],
      'author 57 teasers',
    );
    const requests = listingWith('wp/v2/users/57');
    expect(requests, describeRequests(api.requests())).not.toHaveLength(0);
    expect
      .soft(includeSet(requests[0]?.query.with), `with=${requests[0]?.query.with ?? ''}`)
      .toEqual(includeSet('content-teasers:per_page(n):page(1)'));
  });
});

describe('redirects and not found', () => {
  it('answers a resolved redirect (HTTP 200, meta.status 301) with 301 and its location', async () => {
    const response = await product.get('/traening/5-ovelser-til-en-staerk-krop');
    expect(response.status).toBe(301);
    expect([
      '/traening/styrke/fem-ovelser',
      'https://iform.dk/traening/styrke/fem-ovelser',
    ]).toContain(response.headers.location);
  });

  it("answers a 404 with a page body with 404 and that page's title and text", async () => {
    const page = await pages.get('/traening/findes-ikke');
    expect(page.status).toBe(404);
    expectTexts(
      page,
      ['Siden blev ikke fundet', 'Beklager – vi kunne ikke finde den side, du ledte efter.'],
      "the site's 404 page",
    );
    expect(readerArtefacts(page.body)).toEqual([]);
  });

  it("answers a 404 with data [] with 404 and the product's own not-found page", async () => {
    const page = await pages.get('/traening/findes-slet-ikke');
    expect(page.status).toBe(404);
    expect(page.body).toMatch(/<h1\b/);
    expect(page.text).not.toContain('Beklager – vi kunne ikke finde den side');
    expect(readerArtefacts(page.body)).toEqual([]);
  });
});

describe('sitemaps', () => {
  const indexLocs = async (): Promise<string[]> => {
    const response = await product.get('/sitemap.xml');
    expect(response.status, response.body.slice(0, 300)).toBe(200);
    expect(response.headers['content-type']).toMatch(/xml/);
    const root = parseXml(response.body);
    expect(root.name).toBe('sitemapindex');
    return childrenNamed(root, 'sitemap').map((entry) => childText(entry, 'loc') ?? '');
  };

  it('lists a child sitemap on the public host for every page of every type', async () => {
    const locs = await indexLocs();
    const expected: Record<string, number> = {
      category: 1,
      contenthub_composite: 6,
      page: 1,
      post_tag: 2,
    };
    for (const loc of locs) expect(loc).toMatch(/^https:\/\/iform\.dk\/sitemaps\//);
    for (const [type, count] of Object.entries(expected)) {
      expect(
        locs.filter((loc) => new RegExp(`/sitemaps/[^?]*\\b${type}\\b`).test(loc)),
        `${type}: ${locs.join(' ')}`,
      ).toHaveLength(count);
    }
  });

  it('answers a child with a urlset of public locs and offset lastmods', async () => {
    const locs = await indexLocs();
    const composites = locs.filter((loc) => loc.includes('contenthub_composite'));
    const before = api.requests().length;
    const found: string[] = [];
    const lastmods: string[] = [];
    for (const loc of composites) {
      const url = new URL(loc);
      const response = await product.get(`${url.pathname}${url.search}`);
      if (response.status !== 200) continue;
      const root = parseXml(response.body);
      expect(root.name).toBe('urlset');
      for (const entry of childrenNamed(root, 'url')) {
        found.push(childText(entry, 'loc') ?? '');
        lastmods.push(childText(entry, 'lastmod') ?? '');
      }
    }
    // One content API call per sitemap page, none per URL (no resolve, no entity).
    const asked = api.requests().slice(before);
    expect(
      asked.filter(
        (request) => request.path === 'app/resolve' || request.path.startsWith('wp/v2/'),
      ),
      describeRequests(asked),
    ).toEqual([]);
    expect(
      asked.filter((request) => request.path.startsWith('app/sitemaps/')).length,
    ).toBeLessThanOrEqual(composites.length);
    expect(found).toEqual(
      expect.arrayContaining([
        'https://iform.dk/mad/opskrifter/proteinpandekager-med-skyr',
        'https://iform.dk/traening/styrke/fem-ovelser',
      ]),
    );
    // Listed by the API (its sitemap holds published content only), kept as listed even though
    // the recordings have no page for it: a sitemap page never resolves its entries one by one.
    expect(found).toContain('https://iform.dk/traening/kondition/hiit-i-stuen');
    for (const loc of found) expect(loc).toMatch(/^https:\/\/iform\.dk\//);
    for (const lastmod of lastmods)
      expect(lastmod).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d)?(Z|[+-]\d\d:\d\d)$/);
  });

  it('answers a malformed upstream sitemap with 503 XML and logs why', async () => {
    const locs = await indexLocs();
    const tags = locs.filter((loc) => loc.includes('post_tag'));
    const logStart = product.logLines().length;
    const statuses: number[] = [];
    for (const loc of tags) {
      const url = new URL(loc);
      const response = await product.get(`${url.pathname}${url.search}`);
      statuses.push(response.status);
      if (response.status === 503) {
        expect(response.headers['content-type']).toMatch(/xml/);
        expect(() => parseXml(response.body)).not.toThrow();
      }
    }
    expect(statuses.sort()).toEqual([200, 503]);
    const lines = product.logLines().slice(logStart);
    const named = lines.filter(
      (line) =>
        Number(line.level) >= 40 &&
        /sitemap/i.test(JSON.stringify(line)) &&
        /reason|err|error/.test(Object.keys(line).join(' ')),
    );
    expect(
      named,
      `log lines after the request:\n${lines.map((l) => JSON.stringify(l)).join('\n')}`,
    ).not.toHaveLength(0);
  });
});

describe('search', () => {
  it('renders hits with <strong> highlights as <mark>, facets translated, pages from total', async () => {
    const page = await pages.ok('/search?s=protein');
    expectTexts(
      page,
      [
        'Proteinpandekager: 31 gram protein pr. portion',
        '5 øvelser: Bliv stærk på 20 minutter',
        'Derfor skal du sove mere, når du træner',
        /\b23\b/,
      ],
      'search hits',
    );
    const searched = api
      .requests()
      .filter(
        (request) =>
          request.path.startsWith('app/search/query/protein') ||
          (request.method === 'POST' && request.path === 'app/search'),
      );
    expect(searched, describeRequests(api.requests())).not.toHaveLength(0);
    expect(page.body).toMatch(/<mark\b[^>]*>\s*protein\s*<\/mark>/i);
    expectAbsent(
      page.text,
      ['<strong>', '</strong>', 'taxonomy_editorial_type', 'bod-taxo'],
      'raw highlight markup or facet keys are visible',
    );
    const next = anchors(page.body).filter((anchor) => {
      const href = anchor.attributes.href ?? '';
      return /[?&]page=2\b/.test(href) && /[?&]s=protein\b/.test(href);
    });
    expect(
      next,
      'a link to page 2 of 3 (23 hits, 10 per page; total_pages is always 0)',
    ).not.toHaveLength(0);
    expect(readerArtefacts(page.body)).toEqual([]);
  });

  it('says search is unavailable, not "no results", when the upstream search fails', async () => {
    const page = await pages.get('/search?s=fejlsoegning');
    expect(page.text).not.toMatch(/Ingen resultater|\b0 resultater/i);
    expect(
      page.status >= 500 ||
        /ikke tilgængelig|utilgængelig|virker ikke|unavailable|prøv igen/i.test(page.text),
      `the page reads: ${page.text.slice(0, 600)}`,
    ).toBe(true);
  });
});

describe('every page above', () => {
  it('shows no raw JSON, [object Object], NaN, undefined or null text', async () => {
    const paths = [
      ARTICLE,
      '/',
      '/traening',
      '/traening/styrke',
      '/tags/squat',
      '/author/mette-kjaer',
      '/search?s=protein',
    ];
    const problems: string[] = [];
    for (const path of paths) {
      const page = await pages.get(path);
      problems.push(...readerArtefacts(page.body).map((problem) => `${path}: ${problem}`));
    }
    expect(problems).toEqual([]);
  });
});

describe('parallel fetching', () => {
  it('fetches menus and translation strings in parallel with the resolve, not after it', async () => {
    // Own API and product: their chrome cache starts cold (the warm-up finds no menu route), so
    // the first page must fetch menus and strings itself, and the log shows when.
    const cold = await startRecordedContentApi();
    cleanups.push(() => cold.close());
    const chromeRoutes = ['app/menus', 'app/translation-strings', 'app/content/popular'];
    const noRoute = chromeRoutes.map((path) =>
      cold.override({ path, status: 404, text: wordpressJson(REST_NO_ROUTE), name: 'warm-up 404' }),
    );
    const second = await startProduct(iformEnv(cold.origin), { host: 'iform.dk' });
    cleanups.unshift(() => second.close());
    for (const remove of noRoute) remove();
    cold.clearRequests();
    // The site's popular list is chrome; a category's (`categories=`, the read-next's fill)
    // depends on the article's category, so it can only follow the entity.
    const isChrome = (request: RecordedRequest): boolean =>
      request.query.categories === undefined &&
      chromeRoutes.some((route) => request.path === route || request.path.startsWith(`${route}/`));
    const isResolve = (request: RecordedRequest): boolean =>
      request.path === 'app/resolve' && request.query.path === ARTICLE;
    cold.delay((request) => isResolve(request) || isChrome(request), 150);

    const response = await second.get(ARTICLE);
    expect(response.status).toBe(200);
    const log = cold.requests();
    const resolve = log.find(isResolve);
    const chrome = log.filter(isChrome);
    expect(resolve, describeRequests(log)).toBeDefined();
    expect(
      chrome.map((request) => request.path),
      `menus and translation strings were not fetched for the page:\n${describeRequests(log)}`,
    ).toEqual(expect.arrayContaining(['app/menus', 'app/translation-strings']));
    const resolveStart = resolve?.receivedAt ?? 0;
    const resolveEnd = resolve?.respondedAt ?? 0;
    for (const request of chrome) {
      const timing = `${request.path} ${request.receivedAt.toFixed(0)}–${String(request.respondedAt?.toFixed(0))} ms, resolve ${resolveStart.toFixed(0)}–${resolveEnd.toFixed(0)} ms`;
      expect(request.receivedAt, `${timing}: started after the resolve finished`).toBeLessThan(
        resolveEnd,
      );
      expect(resolveStart, `${timing}: the resolve started after it finished`).toBeLessThan(
        request.respondedAt ?? Number.POSITIVE_INFINITY,
      );
    }
  });
});
