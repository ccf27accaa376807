import { describe, expect, it } from 'vitest';
import type { PageBlock } from '../../../src/domain/content/content.types';
import { DISPLAY_HINTS, type DisplayHint } from '../../../src/domain/teasers/display-hints';
import { contractFeatured, contractSpot } from '../contract-content.fixture';
import { chrome, image, page, sitePage, teaser, teaserList } from '../view-model.fixture';
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
      '<aside class="banner banner--panorama" aria-label="Annonce" data-banner="panorama" data-banner-state="pending" data-banner-fill="house">',
    );
  });

  it('renders nothing for unsupported blocks', () => {
    expect(html).not.toContain('quote_teaser');
  });
});

function blocksHtml(blocks: readonly PageBlock[], subscriber = false): string {
  return renderBody(
    sitePage(
      { type: 'home', page: page({ blocks }) },
      subscriber ? { chrome: { ...chrome, userState: 'subscriber' } } : {},
    ),
  );
}

const featured = contractFeatured;
const spot = contractSpot;

describe('featured content', () => {
  it('shows one large teaser under the editor label, linked to the article', () => {
    const html = blocksHtml([featured]);
    expect(html).toContain(
      '<section class="feature feature--default" aria-label="Ugens træning"><p class="feature__label">Ugens træning</p><article class="teaser teaser--large">',
    );
    expect(html).toContain(
      '<h2 class="teaser__title"><a class="teaser__link" href="/traening/styrke/fem-ovelser">5 øvelser: Bliv stærk på 20 minutter</a></h2>',
    );
    expect(html).toContain('src="https://images.wom.dk/files/squat-teaser.jpg');
  });

  it('uses the block image over the teaser image when the editor chose one', () => {
    const html = blocksHtml([
      {
        ...featured,
        image: image({ url: 'http://127.0.0.1:4100/files/feature.jpg', alt: 'Eget billede' }),
      },
    ]);
    expect(html).toContain('src="https://images.wom.dk/files/feature.jpg');
    expect(html).not.toContain('squat-teaser.jpg');
  });

  it('shows nothing for a draft teaser', () => {
    const draft = { ...featured, teaser: teaser(1, { status: 'draft' }) } as PageBlock;
    expect(blocksHtml([draft])).not.toContain('class="feature');
  });
});

describe('a commercial spot', () => {
  it('shows title, description, image and the disclosure label', () => {
    const html = blocksHtml([{ type: 'commercial_spot', key: 's', spot }]);
    expect(html).toContain('<p class="spot__label">Annonce</p>');
    expect(html).toMatch(/<h2 class="spot__title" id="[^"]+">Få 3 numre for 99 kr\.<\/h2>/);
    expect(html).toContain(
      '<p class="spot__description">Træningsprogrammer, opskrifter og test – leveret til døren hver måned.</p>',
    );
    expect(html).toContain('src="https://images.wom.dk/files/abonnement-spot.jpg');
  });

  it('links out as sponsored, with the link title as its text', () => {
    const html = blocksHtml([{ type: 'commercial_spot', key: 's', spot }]);
    expect(html).toContain(
      '<a class="button spot__link" href="https://shop.iform.dk/abonnement?utm_source=iform&amp;utm_campaign=forside" rel="noopener sponsored">Se tilbuddet</a>',
    );
  });

  it('opens in the target the editor gave', () => {
    const blank = blocksHtml([
      {
        type: 'commercial_spot',
        key: 's',
        spot: { ...spot, link: { ...spot.link!, target: '_blank', rel: 'nofollow' } },
      },
    ]);
    expect(blank).toContain('target="_blank" rel="noopener sponsored nofollow"');
  });

  it('spans the container when wide and is a card otherwise', () => {
    expect(blocksHtml([{ type: 'commercial_spot', key: 's', spot }])).toContain(
      'class="spot spot--wide spot--linked"',
    );
    const card = blocksHtml([
      { type: 'commercial_spot', key: 's', spot: { ...spot, displayHint: 'default' } },
    ]);
    expect(card).toContain('class="spot spot--default spot--linked"');
  });

  it('is always disclosed, in the language, even without a label', () => {
    const html = blocksHtml([
      { type: 'commercial_spot', key: 's', spot: { ...spot, label: null, link: null } },
    ]);
    expect(html).toContain('<p class="spot__label">Annonce</p>');
    expect(html).toContain('class="spot spot--wide"');
    expect(html).not.toContain('spot__link');
  });

  it("is shown to subscribers too: it is the page's content, not a banner", () => {
    expect(blocksHtml([{ type: 'commercial_spot', key: 's', spot }], true)).toContain(
      'spot__title',
    );
  });
});

describe('seo text', () => {
  const seo = {
    type: 'seo_text',
    key: 'seo',
    title: 'Træning, sundhed og sund mad',
    body: 'Her finder du **træningsprogrammer**.\n\nAlt er skrevet af journalister.',
    image: image({ url: 'http://127.0.0.1:4100/files/om-iform.jpg', alt: '' }),
    imagePosition: 'after',
    link: { url: '/om-iform', title: null, target: '_self', rel: 'follow' },
  } as const;

  it('puts the image after the text when asked, and links to more', () => {
    const html = blocksHtml([seo]);
    expect(html).toContain('<section class="seo-text seo-text--image-after">');
    const section = /<section class="seo-text[^"]*">.*?<\/section>/s.exec(html)?.[0] ?? '';
    expect(section.indexOf('<strong>træningsprogrammer</strong>')).toBeLessThan(
      section.indexOf('om-iform.jpg'),
    );
    expect(section).toContain(
      '<p class="seo-text__more"><a class="seo-text__link" href="/om-iform" target="_self">Læs mere</a></p>',
    );
  });

  it('puts the image before the text when asked', () => {
    const html = blocksHtml([{ ...seo, imagePosition: 'before' }]);
    expect(html).toContain('<section class="seo-text seo-text--image-before">');
    const section = /<section class="seo-text[^"]*">.*?<\/section>/s.exec(html)?.[0] ?? '';
    expect(section.indexOf('om-iform.jpg')).toBeGreaterThan(section.indexOf('seo-text__title'));
    expect(section.indexOf('om-iform.jpg')).toBeLessThan(section.indexOf('træningsprogrammer'));
  });

  it('uses the link title when there is one', () => {
    const html = blocksHtml([
      { ...seo, link: { url: '/om-iform', title: 'Om iForm', target: null, rel: null } },
    ]);
    expect(html).toContain('<a class="seo-text__link" href="/om-iform">Om iForm</a>');
  });
});

describe('the newsletter block of a page', () => {
  it('renders the newsletter sign-up with its source code and consent text', () => {
    const html = blocksHtml([
      {
        type: 'newsletter',
        key: 'n',
        sourceCode: '100234',
        permissionText: 'Ja tak, jeg vil gerne modtage nyhedsbreve.',
      },
    ]);
    expect(html).toContain('data-slot="newsletter" data-source-code="100234"');
    expect(html).toContain('<h2 class="newsletter-slot__title">Tilmeld nyhedsbrev</h2>');
    expect(html).toContain('data-island="NewsletterForm"');
    expect(html).toContain('Ja tak, jeg vil gerne modtage nyhedsbreve.');
    expect(html).toContain('&quot;position&quot;:&quot;all page&quot;');
  });
});

describe('an empty banner placement', () => {
  it('leaves no hole: nothing between the blocks around it', () => {
    const html = blocksHtml([
      { type: 'teaser_list', key: 'a', list: teaserList() },
      { type: 'banner_placement', key: 'b', position: 'content' },
      { type: 'teaser_list', key: 'c', list: teaserList({ title: 'Opskrifter' }) },
    ]);
    expect(html).not.toContain('class="banner');
    expect(html).toMatch(/<\/section><section class="teaser-list[^"]*" aria-label="Opskrifter">/);
  });

  it('leaves no hole for subscribers either', () => {
    const html = blocksHtml([{ type: 'banner_placement', key: 'b', position: 'middle' }], true);
    expect(html).toContain('<div class="page-blocks"></div>');
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

describe('the page text', () => {
  it('shows the page body as markdown between the title and the blocks', () => {
    const html = renderBody(
      sitePage({
        type: 'page',
        page: page({
          title: 'Om os',
          isFrontPage: false,
          body: 'Vi er **redaktionen**.\r\n\r\nSkriv til os.',
        }),
      }),
    );
    expect(html).toContain(
      '<div class="page-content__body prose"><p>Vi er <strong>redaktionen</strong>.</p>\n<p>Skriv til os.</p>',
    );
    expect(html.indexOf('page-content__title')).toBeLessThan(html.indexOf('page-content__body'));
    expect(html.indexOf('page-content__body')).toBeLessThan(html.indexOf('page-blocks'));
  });

  it('shows nothing for a page without text', () => {
    expect(renderBody(sitePage({ type: 'page', page: page({ body: '  ' }) }))).not.toContain(
      'page-content__body',
    );
  });
});

describe('teaser list display hints', () => {
  function listHtml(displayHint: DisplayHint, count = 5): string {
    const teasers = Array.from({ length: count }, (_, index) => teaser(index + 1));
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
    expect(listHtml(hint, 12)).toContain(`<ul class="teaser-grid teaser-grid--cols-${columns}">`);
  });

  it('leaves no hole in a grid: narrower for fewer teasers, whole rows only', () => {
    const three = listHtml('4col', 3);
    expect(three).toContain('<ul class="teaser-grid teaser-grid--cols-3">');
    expect(count(three, 'class="teaser-grid__item"')).toBe(3);
    const five = listHtml('4col', 5);
    expect(five).toContain('<ul class="teaser-grid teaser-grid--cols-4">');
    expect(count(five, 'class="teaser-grid__item"')).toBe(4);
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
      '<div class="teaser-slider teaser-slider--columns" role="region" aria-label="Mest læste" aria-roledescription="carousel" data-slider="" data-bullet-label="Gå til slide {{index}}" data-slide-label="{{index}} af {{slidesLength}}" data-first-label="Du er ved begyndelsen" data-last-label="Du er ved slutningen">',
    );
    expect(html).toContain('<div class="teaser-slider__viewport" tabindex="0">');
    expect(html).toContain('<div class="teaser-slider__controls" hidden="">');
    expect(html).toContain('aria-label="Forrige"');
    expect(html).toContain('aria-label="Næste"');
    expect(html).not.toContain('Slider');
  });

  it('puts the large teaser last for 2plus1 and 4plus1', () => {
    for (const hint of ['2plus1', '4plus1'] as const) {
      const html = listHtml(hint);
      expect(html).toContain('teaser-split--lead-last');
      expect(html.indexOf('teaser--large')).toBeGreaterThan(html.indexOf('teaser-4"'));
    }
  });

  it('puts the large teaser first for 1plus2 and 1plus4', () => {
    for (const hint of ['1plus2', '1plus4'] as const) {
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

  it.each(['1plus4', '4plus1'] as const)(
    'shows 5 teasers of a paginating %s list and lets load-more add the others, 4 a step',
    (displayHint) => {
      const teasers = Array.from({ length: 7 }, (_, index) => teaser(index + 1));
      const html = renderBody(
        sitePage({
          type: 'page',
          page: page({
            blocks: [
              {
                type: 'teaser_list',
                key: 'a',
                list: teaserList({ displayHint, teasers, canPaginate: true, nextCursor: 'abc' }),
              },
            ],
          }),
        }),
      );
      const [shown, island] = html.split('data-island="LoadMore"');
      expect(count(shown ?? '', '<article')).toBe(5);
      const props = /data-island-props="([^"]*)"/.exec(island ?? '')?.[1] ?? '';
      const source = (
        JSON.parse(props.replaceAll('&quot;', '"').replaceAll('&amp;', '&')) as {
          source: { step: number; held: { id: number }[] };
        }
      ).source;
      expect(source.step).toBe(4);
      expect(source.held.map((held) => held.id)).toEqual([6, 7]);
    },
  );

  it.each(Object.keys(DISPLAY_HINTS) as DisplayHint[])(
    'lays out a paginating %s list, its columns and its load-more as its DISPLAY_HINTS entry says',
    (displayHint) => {
      const { layout, paging } = DISPLAY_HINTS[displayHint];
      const teasers = Array.from({ length: 12 }, (_, index) => teaser(index + 1));
      const html = renderBody(
        sitePage({
          type: 'page',
          page: page({
            blocks: [
              {
                type: 'teaser_list',
                key: 'a',
                list: teaserList({ displayHint, teasers, canPaginate: true, nextCursor: 'abc' }),
              },
            ],
          }),
        }),
      );
      expect(html).toContain(`class="teaser-list teaser-list--${layout.kind} `);
      if ('columns' in layout) {
        expect(html).toContain(`<ul class="teaser-grid teaser-grid--cols-${layout.columns}">`);
      }
      const [shown, island] = html.split('data-island="LoadMore"');
      if (paging === null) {
        expect(island).toBeUndefined();
        return;
      }
      const first = teasers.filter((given) => (shown ?? '').includes(`teaser-${given.id}"`));
      expect(first).toHaveLength(paging.firstPage ?? 12);
      const props = /data-island-props="([^"]*)"/.exec(island ?? '')?.[1] ?? '';
      const given = JSON.parse(props.replaceAll('&quot;', '"').replaceAll('&amp;', '&')) as {
        columns: number;
        source: { step: number };
      };
      expect(given.columns).toBe(paging.columns);
      expect(given.source.step).toBe(paging.step);
    },
  );

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

describe('the page’s lead image and kickers', () => {
  function pageHtml(blocks: readonly PageBlock[]): string {
    return renderBody(sitePage({ type: 'home', page: page({ blocks }) }));
  }

  it('loads the first image of the page eagerly with high priority and every other lazily', () => {
    const html = pageHtml([
      { type: 'banner_placement', key: 'top', position: 'panorama' },
      {
        type: 'teaser_list',
        key: 'a',
        list: teaserList({ displayHint: '3col', teasers: [teaser(1), teaser(2), teaser(3)] }),
      },
      {
        type: 'teaser_list',
        key: 'b',
        list: teaserList({ displayHint: '2col', teasers: [teaser(4), teaser(5)] }),
      },
    ]);
    const images = html.match(/<img class="teaser__image"[^>]*>/g) ?? [];
    expect(images).toHaveLength(5);
    expect(images[0]).toContain('loading="eager"');
    expect(images[0]).toContain('fetchPriority="high"');
    for (const other of images.slice(1)) {
      expect(other).toContain('loading="lazy"');
      expect(other).not.toContain('fetchPriority');
    }
  });

  it('leaves out a teaser’s category when it repeats the section heading', () => {
    const recipes = [1, 2, 3].map((id) => teaser(id, { categoryName: 'Opskrifter' }));
    const html = pageHtml([
      {
        type: 'teaser_list',
        key: 'r',
        list: teaserList({ title: 'Nye opskrifter', displayHint: '3col', teasers: recipes }),
      },
      {
        type: 'teaser_list',
        key: 's',
        list: teaserList({
          title: 'Ugens øvelser',
          displayHint: '2col',
          teasers: [teaser(4, { categoryName: 'Styrke' }), teaser(5, { categoryName: 'Styrke' })],
        }),
      },
    ]);
    expect(html).not.toContain('<span class="teaser__category">Opskrifter</span>');
    expect(count(html, '<span class="teaser__category">Styrke</span>')).toBe(2);
  });

  it('shows a label and a category that say the same word once', () => {
    const html = pageHtml([
      {
        type: 'teaser_list',
        key: 'r',
        list: teaserList({
          title: 'Seneste',
          displayHint: '1col',
          teasers: [teaser(1, { label: 'Opskrift', categoryName: 'Opskrifter' })],
        }),
      },
    ]);
    expect(html).toContain(
      '<p class="teaser__kicker"><span class="teaser__label">Opskrift</span></p>',
    );
  });

  it('says "Annonce" once in a commercial list of that name, and still discloses each card', () => {
    const html = pageHtml([
      {
        type: 'teaser_list',
        key: 'ad',
        list: teaserList({
          title: 'Annonce',
          displayHint: 'commercial_spot',
          teasers: [teaser(1, { label: 'Annonce', commercialType: 'advertorial' })],
        }),
      },
    ]);
    expect(html).not.toContain('commercial-spot__label');
    expect(html).not.toContain('<span class="teaser__label">Annonce</span>');
    expect(html).toContain('<span class="teaser__category">Annoncørbetalt</span>');
  });

  it('always discloses a sponsored teaser, whatever the heading', () => {
    const html = pageHtml([
      {
        type: 'teaser_list',
        key: 'c',
        list: teaserList({
          title: 'Annoncørbetalt',
          displayHint: '3col',
          teasers: [teaser(1, { commercialType: 'content_marketing' })],
        }),
      },
    ]);
    expect(html).toContain('<span class="teaser__category">Annoncørbetalt</span>');
  });
});
