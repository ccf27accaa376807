/**
 * Contract: one test per item of "Shapes that trip adapters" (items 1–18 of
 * `docs/content-api/wordpress-api.md`), each against the built product in single-site mode
 * on the recorded content API, asserting what a reader gets (or what the product asks for) when
 * the API answers in that shape. Paths are distinct per shape: the product caches pages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anchors,
  canonicalUrl,
  headLinks,
  jsonLdNodes,
  readerArtefacts,
  startTags,
} from '../support/html-reading';
import { iformEnv, startProduct, type ProductProcess } from '../support/product-process';
import { startRecordedContentApi, type RecordedContentApi } from '../support/recorded-content-api';
import {
  LOCKED_CALCULATOR,
  LOCKED_WIDGET_TEXTS,
  Pages,
  describeRequests,
  expectAbsent,
  expectTexts,
  type Page,
} from './contract-helpers';

const ARTICLE = '/traening/styrke/fem-ovelser';
const RECIPE = '/mad/opskrifter/proteinpandekager-med-skyr';

let api: RecordedContentApi;
let product: ProductProcess;
const pages = new Pages(() => product);

beforeAll(async () => {
  api = await startRecordedContentApi({ variants: ['shared-menu-ids'] });
  product = await startProduct(iformEnv(api.origin), { host: 'iform.dk' });
});

afterAll(async () => {
  // Either may be missing when beforeAll failed half-way.
  await (product as ProductProcess | undefined)?.close();
  await (api as RecordedContentApi | undefined)?.close();
});

/** The JSON-LD node of the article (any Article type, or the node that carries its dates). */
function articleNode(page: Page): Record<string, unknown> | undefined {
  for (const type of ['Article', 'NewsArticle', 'BlogPosting', 'Recipe', 'WebPage']) {
    const node = jsonLdNodes(page.body, type).find((candidate) => 'datePublished' in candidate);
    if (node !== undefined) return node;
  }
  return undefined;
}

const ISO_WITH_OFFSET = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/;

function expectInstant(value: unknown, instant: string, what: string): void {
  expect(value, `${what}: an ISO 8601 date-time with an offset`).toMatch(ISO_WITH_OFFSET);
  expect(new Date(String(value)).toISOString(), `${what}: the instant`).toBe(instant);
}

function imageSources(page: Page): string[] {
  return startTags(page.body, 'img').flatMap((tag) => [
    tag.attributes.src ?? '',
    tag.attributes.srcset ?? '',
  ]);
}

function hrefsOf(page: Page, text: string | RegExp): string[] {
  return anchors(page.body)
    .filter((anchor) =>
      typeof text === 'string' ? anchor.text.includes(text) : text.test(anchor.text),
    )
    .map((anchor) => anchor.attributes.href ?? '');
}

describe('Shapes that trip adapters', () => {
  it('1. Dates are serialised PHP DateTime objects (timezone_type 3, 2 and 1)', async () => {
    const zoned = await pages.ok(ARTICLE);
    const node = articleNode(zoned);
    expect(node, 'JSON-LD with datePublished').toBeDefined();
    expect(node?.datePublished, 'timezone_type 3, Europe/Copenhagen').toBe(
      '2022-01-12T06:00:00+01:00',
    );
    expect(node?.dateModified).toBe('2022-01-14T09:32:11+01:00');
    expectTexts(zoned, ['12. januar 2022'], 'the published date in local time');

    const offsets = await pages.ok('/traening/styrke/morgentraening');
    const other = articleNode(offsets);
    expect(other, 'JSON-LD with datePublished').toBeDefined();
    expectInstant(other?.datePublished, '2022-01-12T05:00:00.000Z', 'timezone_type 1 "+01:00"');
    expectInstant(other?.dateModified, '2022-01-14T08:32:11.000Z', 'timezone_type 2 "Z"');
  });

  it('2. HTTP status and meta.status disagree (redirect 200 + 301/302, 404 with a page)', async () => {
    const permanent = await product.get('/traening/5-ovelser-til-en-staerk-krop');
    expect(permanent.status).toBe(301);
    expect(permanent.headers.location).toMatch(
      /^(https:\/\/iform\.dk)?\/traening\/styrke\/fem-ovelser$/,
    );
    const temporary = await product.get('/kampagner/sommer');
    expect(temporary.status).toBe(302);
    expect(temporary.headers.location).toMatch(/^(https:\/\/iform\.dk)?\/mad\/opskrifter$/);
    const missing = await pages.get('/traening/findes-ikke');
    expect(missing.status, 'HTTP 404 with a page body is an answer, not a failure').toBe(404);
    expectTexts(missing, ['Siden blev ikke fundet'], "the 404 page's title");
    expect((await pages.get(ARTICLE)).status, 'a composite resolve: meta.status 200').toBe(200);
  });

  it('3. data: [] for redirect, search, a 404 without a page and banner_placement', async () => {
    const bare = await pages.get('/traening/findes-slet-ikke');
    expect(bare.status, 'a 404 with data [] is not found, not broken').toBe(404);
    expect(readerArtefacts(bare.body)).toEqual([]);
    const empty = await pages.get('/search?s=zzkvx');
    expect(empty.status).toBe(200);
    expect(empty.text, 'no hits (data: []) reads as no results').toMatch(
      /Ingen resultater|\b0 resultater/i,
    );
    const front = await pages.ok('/');
    expectTexts(front, ['Nyeste artikler', 'Opskrifter'], 'the lists around banner_placement');
    expect(readerArtefacts(front.body)).toEqual([]);
  });

  it('4. Includes are sibling keys wrapped in {data}; an empty include is missing', async () => {
    const bare = await pages.ok('/traening/styrke/uden-kategori');
    expectTexts(
      bare,
      ['Stræk ud efter løbeturen', 'Derfor virker protein efter træning'],
      'an article without category, tags and teasers keys',
    );
    expect(readerArtefacts(bare.body)).toEqual([]);
    const front = await pages.ok('/');
    expectTexts(
      front,
      ['Træn med os', 'Yoga for løbere: 15 minutter'],
      'lists next to a teaser list without a teasers key',
    );
    const category = await pages.ok('/traening/styrke');
    expect(category.decoded, 'content-teasers-count (a bare integer) as the total').toMatch(
      /\b231\b/,
    );
    expect(hrefsOf(category, 'Træning'), 'the parent include').toContain('/traening');
  });

  it('5. Composite widgets are flat; page widgets are nested in content.data', async () => {
    const article = await pages.ok(ARTICLE);
    expectTexts(
      article,
      ['Derfor virker protein efter træning', 'Godt at vide', 'Sofie Lund, klinisk diætist'],
      'flat composite widgets',
    );
    const front = await pages.ok('/');
    expectTexts(
      front,
      [
        'Overnight oats med bær',
        'Video: 20 minutters HIIT i stuen',
        'Få 3 numre for 99 kr.',
        'Ugens træning',
      ],
      'nested page widgets (content.data, teasers in content.data.teasers.data)',
    );
  });

  it('6. uuid changes on every request: never a key of anything the reader gets', async () => {
    const first = await pages.ok(ARTICLE);
    const second = await pages.ok('/traening/styrke/fem-ovelser-igen');
    const uuids = api
      .requests()
      .filter((request) => request.path === 'wp/v2/composites/36184')
      .flatMap((request) => request.uuids);
    expect(uuids.length, describeRequests(api.requests())).toBeGreaterThan(0);
    expect(second.text, 'the same article, fetched twice with other uuids, reads the same').toBe(
      first.text,
    );
    expectAbsent(`${first.decoded}\n${second.decoded}`, uuids, 'widget uuids are used in the HTML');
  });

  it('7. Locking is inconsistent upstream: locked: true is the only signal', async () => {
    api.useVariants('shared-menu-ids', 'locked');
    let page: Page;
    try {
      page = await pages.ok(RECIPE);
    } finally {
      api.useVariants('shared-menu-ids');
    }
    expectTexts(page, ['Derfor virker protein efter træning'], 'the open text');
    expectAbsent(page.decoded, LOCKED_WIDGET_TEXTS, 'locked widget content reached the reader');
    expect(page.decoded).not.toMatch(LOCKED_CALCULATOR);
    expect(page.body, 'a paywall box').toMatch(/<(aside|div|section)\b[^>]*\bpaywall\b/i);
  });

  it('8. lead_image is an image object, or a bare integer id', async () => {
    const withImage = await pages.ok(ARTICLE);
    expect(imageSources(withImage).join(' '), 'the lead image object is shown').toContain(
      'squat-stue',
    );
    const bareId = await pages.ok('/traening/styrke/lead-image-id');
    expectTexts(
      bareId,
      ['Træn balancen på ét ben', 'Derfor virker protein efter træning'],
      'the article',
    );
    expect(bareId.decoded, 'no image from a bare id').not.toContain('squat-stue');
    expect(bareId.text).not.toMatch(/\b36190\b/);
  });

  it('9. Ids are ints, many numbers are strings (amounts, times, prices, durations)', async () => {
    const page = await pages.ok(ARTICLE);
    expectTexts(
      page,
      [
        '4,5',
        '½',
        '449 kr.',
        /\b8\s*pandekager/,
        /Forberedelse\D{0,12}10\b/,
        /Tilberedning\D{0,12}10\b/,
        /(^|\D)0?2:45\b|\b2 min/,
      ],
      'string numbers as sent',
    );
    expect(page.body, 'NaN in an attribute (aspectratio, sizes)').not.toMatch(/="[^"]*\bNaN\b/);
    expect(readerArtefacts(page.body)).toEqual([]);
    const front = await pages.ok('/');
    expectTexts(front, [/(^|\D)21:30\b/, /\b20\s*min/], 'teaser durations and recipe times');
    expect(readerArtefacts(front.body)).toEqual([]);
  });

  it('10. Units and enums are codes: a reader sees translated labels', async () => {
    const page = await pages.ok(ARTICLE);
    expectTexts(
      page,
      [
        /1\s*(tsk\.?|teske\w*)\s*bagepulver/i,
        /½\s*(spsk\.?|spiseske\w*)\s*rapsolie/i,
        /1\s*(knivspids|nip|knsp\.?)\s*salt/i,
        /Kulhydrat/i,
        /Kostfibre|Fibre/i,
        /Forberedelse\D{0,4}10\s*(min|minutter)\b/i,
      ],
      'translated units, nutrients and time units',
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
        /\b\d+\s?m\b/,
        /(^|\s)-\s+skyr efter smag/,
      ],
      'codes are visible',
    );
  });

  it('11. URLs: paths, absolute canonicals, the author double slash, &amp; in video URLs', async () => {
    const page = await pages.ok(ARTICLE);
    const hrefs = anchors(page.body).map((anchor) => anchor.attributes.href ?? '');
    expect(hrefsOf(page, 'Mette Kjær'), 'author.url becomes a path').toContain(
      '/author/mette-kjaer',
    );
    expectAbsent(hrefs.join('\n'), [/^\/\//m, /api\.iform\.dk/, /127\.0\.0\.1/], 'bad hrefs');
    expect(canonicalUrl(page.body)).toBe('https://iform.dk/traening/styrke/fem-ovelser');
    expect(
      headLinks(page.body)
        .filter((link) => link.rel === 'alternate' && link.hreflang !== undefined)
        .map((link) => link.href),
    ).toContain('https://iform.se/traning/styrka/fem-ovningar');
    const ownHost = hrefsOf(page, 'vores styrkeøvelser');
    expect(ownHost, 'the markdown link to the own public host').toHaveLength(1);
    expect(['/traening/styrke', 'https://iform.dk/traening/styrke']).toContain(ownHost[0]);
    expect(page.body, 'a literal &amp; is escaped once, never twice').not.toContain('&amp;amp;');
    const front = await pages.ok('/');
    const frontHrefs = anchors(front.body).map((anchor) => anchor.attributes.href ?? '');
    expect(frontHrefs, 'teaser links are paths').toEqual(
      expect.arrayContaining([
        '/sundhed/sovn-og-traening',
        '/mad/opskrifter/overnight-oats-med-baer',
      ]),
    );
    expect(
      hrefsOf(front, 'Bliv abonnent').every((href) =>
        ['/abonnement', 'https://iform.dk/abonnement'].includes(href),
      ),
      `custom menu item on the own host: ${hrefsOf(front, 'Bliv abonnent').join(' ')}`,
    ).toBe(true);
  });

  it('12. Markdown links carry attribute JSON; ~text~ is a citation', async () => {
    const page = await pages.ok(ARTICLE);
    const external = anchors(page.body).find((anchor) => anchor.text === 'læs kostrådene her');
    expect(external?.attributes).toMatchObject({
      href: 'https://www.sst.dk/da/viden/ernaering/kostraad',
      target: '_blank',
    });
    expect(external?.attributes.rel ?? '').toMatch(/\bnofollow\b/);
    const titled = anchors(page.body).find(
      (anchor) => anchor.text === 'vores test af stavblendere',
    );
    expect(titled?.attributes.title).toBe('Stavblendere i test');
    expect(titled?.attributes.href).toMatch(/^(https:\/\/iform\.dk)?\/mad\/test-stavblendere$/);
    expectAbsent(
      page.text,
      ['{"', '"target"', '~Tip', 'testkøkkenet~'],
      'attribute JSON or citation marks',
    );
    expect(anchors(page.body).map((anchor) => anchor.attributes.href ?? '')).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/%7B|\{/)]),
    );
    expect(page.body, '~Tip fra testkøkkenet~ as a citation element').toMatch(
      /<(cite|q|blockquote)\b[^>]*>\s*Tip fra testkøkkenet\s*<\/(cite|q|blockquote)>/,
    );
  });

  it('13. Empty, default and null differ by field (template, guide_meta, details, images)', async () => {
    const article = await pages.ok(ARTICLE);
    expect(readerArtefacts(article.body), 'template "" and guide_meta of nulls').toEqual([]);
    const category = await pages.ok('/traening/styrke');
    const search = await pages.ok('/search?s=protein');
    const campaign = await pages.ok('/kampagne');
    for (const page of [category, search, campaign]) {
      expect(readerArtefacts(page.body), page.path).toEqual([]);
      const broken = startTags(page.body, 'img').filter((tag) => {
        const src = tag.attributes.src ?? '';
        return src === '' || /\bnull\b|undefined/.test(src);
      });
      expect(broken, `${page.path}: images without a URL (url: null)`).toEqual([]);
    }
    expectTexts(
      search,
      ['Derfor skal du sove mere, når du træner'],
      'a hit whose image url is null',
    );
    expect(category.body, 'an empty box for details.description ""').not.toMatch(
      /<(p|div)\b[^>]*class="[^"]*description[^"]*"[^>]*>\s*<\/(p|div)>/,
    );
  });

  it('14. Lists may be objects with holes ({"0":…,"2":…})', async () => {
    const holes = await pages.ok('/traening/styrke/huller');
    expectTexts(
      holes,
      [
        'Pandekager på farten',
        'Derfor virker protein efter træning',
        'Godt at vide',
        'bagepulver',
        'rapsolie til stegning',
        'Skyr, havregryn, æg og bagepulver.',
        'Vend, når kanterne er faste.',
        // Chapter "0" (its description; "2", Servering, is kept out of the list by its editor).
        'Blend alle ingredienser',
      ],
      'items of object-encoded lists (contents, ingredients, gallery, chapters)',
    );
    expect(holes.decoded).not.toMatch(LOCKED_CALCULATOR);
    expect(readerArtefacts(holes.body)).toEqual([]);
    const campaign = await pages.ok('/kampagne');
    expectTexts(
      campaign,
      [
        'Proteinpandekager: 31 gram protein pr. portion',
        'Få mere energi med den rigtige morgenmad',
        'Træn med os',
      ],
      'page contents and teasers encoded as objects',
    );
    const tagsList = await pages.ok('/traening/styrke/recipe-tags-liste');
    expectTexts(tagsList, ['morgenmad', 'proteinrig', 'vegetar'], 'recipe_tags sent as a list');
    expect(readerArtefacts(tagsList.body)).toEqual([]);
  });

  it('15. Three pagination shapes: cursor, search paginator, count include', async () => {
    const front = await pages.ok('/');
    const next = 'eyJwYXJlbnRfaWQiOjIsInBhcmVudF90eXBlIjoicGFnZSIsInBhZ2UiOjJ9';
    expect(front.decoded, 'teasers.meta.cursor.next').toContain(next);
    const more = await product.get(`/api/teaser-list?cursor=${next}`);
    expect(more.status).toBe(200);
    expect(more.body).toContain('Bananbrød med havregryn');
    const search = await pages.ok('/search?s=protein');
    expect(
      anchors(search.body).filter((anchor) => /[?&]page=2\b/.test(anchor.attributes.href ?? '')),
      'search: 23 hits at 10 a page make 3 pages although total_pages is 0',
    ).not.toHaveLength(0);
    const category = await pages.ok('/traening/styrke');
    expect(
      anchors(category.body).filter((anchor) => /[?&]page=2\b/.test(anchor.attributes.href ?? '')),
      'category: no pagination meta, 231 teasers from content-teasers-count',
    ).not.toHaveLength(0);
  });

  it('16. Search hits are not WordPress teasers (null kind/status, <strong>, raw facet keys)', async () => {
    const page = await pages.ok('/search?s=protein');
    expectTexts(
      page,
      [
        'Proteinpandekager: 31 gram protein pr. portion',
        '5 øvelser: Bliv stærk på 20 minutter',
        'Derfor skal du sove mere, når du træner',
      ],
      'hits with status null (not drafts)',
    );
    expect(page.body).toMatch(/<mark\b[^>]*>\s*protein\s*<\/mark>/i);
    expectAbsent(
      page.text,
      ['<strong>', 'taxonomy_editorial_type', 'bod-taxo-cat-top', 'bod-taxo'],
      'raw highlight markup or facet keys',
    );
  });

  it("17. Menu item id is the linked object's id; children is always an array", async () => {
    const page = await pages.ok(ARTICLE);
    expectTexts(
      page,
      ['Træning', 'Styrke', 'Løb', 'Kondition', 'Sundhed', 'Alt om træning', 'Om I FORM'],
      'menu items, two of them sharing id 12',
    );
    expect(hrefsOf(page, 'Alt om træning')).toContain('/traening');
    expect(hrefsOf(page, /^Træning$/)).toContain('/traening');
    expect(hrefsOf(page, 'Kondition')).toContain('/traening/kondition');
  });

  it('18. Newer API fields the 2022 code lacks, and back: both forms are read', async () => {
    const spec = await pages.ok('/traening/styrke/spec-felter');
    expectTexts(
      spec,
      [
        'Stegepande med keramisk belægning, 28 cm',
        '449 kr.',
        'Fordeler varmen jævnt',
        'Slipper uden fedtstof',
        'Håndtaget bliver varmt',
        /\b9\b\D{0,12}\b10\b/,
        'Sådan vender du pandekagen',
        'Dejen røres',
        'Pandekagen vendes',
        'Kan man bruge metalredskaber på en keramisk pande?',
      ],
      "the newer API's product (rating, pros, cons), video (clip_items) and faq_meta",
    );
    const old = await pages.ok(ARTICLE);
    expectTexts(
      old,
      [/Varmefordeling\D{0,40}9/, 'Dejen', 'Stegning', 'Samlet vurdering'],
      "the 2022 form's product (items, details_items) and video (chapter_items)",
    );
  });

  it("18. The newer API's featured_on: the article says when it was featured", async () => {
    const spec = await pages.ok('/traening/styrke/spec-felter');
    expect(
      startTags(spec.body, 'time').map((tag) => tag.attributes.datetime),
      'featured_on 2022-01-13 07:00 Europe/Copenhagen as a dated time element',
    ).toContain('2022-01-13T07:00:00+01:00');
    expectTexts(spec, ['Fremhævet 13. januar 2022'], 'the featured date in Danish');
    expect((await pages.ok(ARTICLE)).text, 'the 2022 form has no featured_on').not.toContain(
      'Fremhævet',
    );
  });
});
