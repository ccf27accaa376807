import { describe, expect, it } from 'vitest';
import type { AdminDashboardView } from '../../../src/domain/identity/account-view.types';
import type { Author, PageBlock } from '../../../src/domain/content/content.types';
import { chrome, image, listing, page, sitePage, teaser } from '../view-model.fixture';
import { count, renderBody } from '../render-body';

function blocksHtml(blocks: readonly PageBlock[]): string {
  return renderBody(sitePage({ type: 'home', page: page({ blocks }) }));
}

function author(name: string, overrides: Partial<Author> = {}): Author {
  return {
    id: 57,
    name,
    url: '/author/mette-kjaer',
    title: 'Journalist og personlig træner',
    biography: 'Mette skriver om **styrketræning**.',
    avatar: { url: 'https://images.example/mette.jpg', caption: null },
    ...overrides,
  };
}

describe('a quote teaser', () => {
  const quote = {
    type: 'quote_teaser',
    key: 'q',
    quote: 'Protein til morgenmad holder dig mæt længere.',
    author: 'Sofie Lund, klinisk diætist',
    teaser: teaser(7, { title: 'Proteinpandekager med skyr', link: '/mad/pandekager' }),
    link: null,
  } as const;

  it('shows the quote, who said it and the article it leads to', () => {
    const html = blocksHtml([quote]);
    expect(html).toContain(
      '<blockquote class="quote-teaser__quote"><p>Protein til morgenmad holder dig mæt længere.</p></blockquote>',
    );
    expect(html).toContain(
      '<figcaption class="quote-teaser__author">Sofie Lund, klinisk diætist</figcaption>',
    );
    expect(html).toContain('<span class="quote-teaser__kicker">Fra artiklen</span>');
    expect(html).toContain(
      '<a class="quote-teaser__link" href="/mad/pandekager">Proteinpandekager med skyr</a>',
    );
  });

  it("leads to the editor's link with its label when it has no article", () => {
    const html = blocksHtml([
      {
        ...quote,
        teaser: null,
        link: { url: 'https://example.org/x', title: 'Se mere', target: '_blank', rel: null },
      },
    ]);
    expect(html).toMatch(
      /<a class="quote-teaser__link" href="https:\/\/example.org\/x" target="_blank"[^>]*>Se mere<\/a>/,
    );
    expect(html).not.toContain('Fra artiklen');
  });

  it('shows the quote alone when it leads nowhere', () => {
    const html = blocksHtml([{ ...quote, teaser: null }]);
    expect(html).toContain('quote-teaser__quote');
    expect(html).not.toContain('quote-teaser__link');
  });
});

describe('a taxonomy teaser list', () => {
  const list = {
    type: 'taxonomy_teaser_list',
    key: 't',
    title: 'Træning',
    description: 'Find dit **emne**.',
    image: null,
    label: 'Temaer',
    displayHint: 'default',
    terms: [
      { id: 12, name: 'Træning', url: '/traening' },
      { id: 31, name: 'Styrketræning', url: '/traening/styrke' },
    ],
  } as const;

  it('shows its title, label and text and links every term as a chip', () => {
    const html = blocksHtml([list]);
    expect(html).toMatch(/<h2 class="taxonomy-list__title" id="[^"]+">Træning<\/h2>/);
    expect(html).toContain('<p class="taxonomy-list__label">Temaer</p>');
    expect(html).toContain('Find dit <strong>emne</strong>.');
    expect(html).toContain('<a class="chip" href="/traening">Træning</a>');
    expect(html).toContain('<a class="chip" href="/traening/styrke">Styrketræning</a>');
  });

  it('shows presentation lists as tiles, named by the product when untitled', () => {
    const html = blocksHtml([{ ...list, title: null, displayHint: 'presentation' }]);
    expect(html).toMatch(/<h2 class="taxonomy-list__title" id="[^"]+">Emner<\/h2>/);
    expect(count(html, 'class="taxonomy-list__tile-link"')).toBe(2);
  });

  it('leaves no empty section when no term can be linked', () => {
    expect(blocksHtml([{ ...list, terms: [] }])).not.toContain('taxonomy-list');
  });
});

describe('an author overview', () => {
  it('shows each author with portrait, linked name, title and biography', () => {
    const html = blocksHtml([
      {
        type: 'author_overview',
        key: 'a',
        description: 'Mød **redaktionen**.',
        authors: [author('Mette Kjær'), author('Sofie Lund', { id: 61, url: null, avatar: null })],
      },
    ]);
    expect(html).toMatch(/<h2 class="author-overview__title" id="[^"]+">Redaktionen<\/h2>/);
    expect(html).toContain('Mød <strong>redaktionen</strong>.');
    expect(html).toContain(
      '<h3 class="author-card__name"><a href="/author/mette-kjaer">Mette Kjær</a></h3>',
    );
    expect(html).toContain('<h3 class="author-card__name">Sofie Lund</h3>');
    expect(html).toContain('<p class="author-card__role">Journalist og personlig træner</p>');
    expect(html).toMatch(/<img[^>]*alt="Mette Kjær"/);
    expect(count(html, 'class="author-card"')).toBe(2);
  });
});

describe('featured content with a video', () => {
  it('plays the video with the picture as its poster, and the teaser shows no picture twice', () => {
    const html = blocksHtml([
      {
        type: 'featured_content',
        key: 'f',
        label: 'Ugens video',
        displayHint: 'default',
        teaser: teaser(7, { title: 'Pandekager' }),
        image: image(),
        video: {
          url: 'https://videos.example/pandekager.mp4',
          title: 'Sådan vender du pandekagen',
          caption: 'Video: Testkøkkenet',
          description: null,
        },
      },
    ]);
    expect(html).toMatch(
      /<video class="video__player" src="https:\/\/videos.example\/pandekager.mp4" poster="[^"]+squat.jpg[^"]*" controls="" preload="none" playsinline="" aria-label="Afspil video: Sådan vender du pandekagen">/i,
    );
    expect(html).toContain('<figcaption class="video__caption">Video: Testkøkkenet</figcaption>');
    expect(html).toContain('Pandekager');
    // The one picture is the video's poster, under its play button; the teaser shows none.
    expect(count(html, '<img')).toBe(1);
    expect(html).toMatch(
      /<button type="button" class="video__poster" data-video-poster="" aria-label="Afspil video: Sådan vender du pandekagen"><img class="video__poster-image" src="[^"]+squat.jpg[^"]*"/,
    );
    expect(html).toContain(
      '<a class="teaser__link" href="/traening/styrke/teaser-7">Pandekager</a>',
    );
  });
});

describe("a category's longer text", () => {
  const body = '## Om styrke\n\nLøft **tungt**.';

  it('reads below the teasers on the first page', () => {
    const html = renderBody(sitePage({ type: 'listing', listing: listing({ body }) }));
    expect(html).toContain(
      '<section class="listing__body" aria-label="Om Styrke"><div class="prose"><h2 id="om-styrke">Om styrke</h2>',
    );
    expect(html.indexOf('listing__body')).toBeGreaterThan(html.lastIndexOf('teaser-1'));
  });

  it('is not repeated on later pages', () => {
    const html = renderBody(
      sitePage({
        type: 'listing',
        listing: listing({ body, pagination: { page: 2, perPage: 4, total: 12, totalPages: 3 } }),
      }),
    );
    expect(html).not.toContain('listing__body');
  });
});

describe('the admin overview', () => {
  const dashboard: AdminDashboardView = {
    csrfToken: 'token',
    purged: false,
    sessionsEnded: null,
    health: {
      site: 'WOM DK (wom-dk)',
      uptimeMs: 60_000,
      memoryBytes: 1024 * 1024,
      runtime: 'v22.11.0',
      sitesServed: 1,
      sharedCache: false,
    },
    upstreams: [],
    cacheHitRatio: null,
    events: [],
    shapesDropped: [
      {
        siteId: 'wom-dk',
        resource: 'page',
        field: 'block.poll',
        reason: 'unknown block type: nothing renders it',
        count: 1234,
        lastSeen: '2026-11-28T08:15:00.000Z',
      },
    ],
  };
  const render = (view: AdminDashboardView) =>
    renderBody(
      sitePage(
        { type: 'admin-overview', dashboard: view },
        { chrome: { ...chrome, layout: 'admin' } },
      ),
    );

  it('lists the content shapes dropped in the last hour', () => {
    const html = render(dashboard);
    expect(html).toContain('Indhold der ikke kunne vises (seneste time)');
    expect(html).toMatch(
      /<tr data-shape-dropped="block.poll"><td>wom-dk<\/td><td>page<\/td><td><code>block.poll<\/code><\/td><td class="admin-table__reason">unknown block type: nothing renders it<\/td><td>1\.234<\/td><td><time dateTime="2026-11-28T09:15:00\+01:00">09:15:00<\/time><\/td><\/tr>/,
    );
  });

  it('says so when nothing was dropped', () => {
    const html = render({ ...dashboard, shapesDropped: [] });
    expect(html).toContain('Intet er sorteret fra den seneste time.');
    expect(html).not.toContain('data-shape-dropped');
  });
});

describe('the author page', () => {
  it("shows the author's education under their title", () => {
    const html = renderBody(
      sitePage({
        type: 'listing',
        listing: listing({
          kind: 'author',
          name: 'Mette Kjær',
          author: author('Mette Kjær', { education: 'Cand.scient. i idræt' }),
        }),
      }),
    );
    expect(html).toContain(
      '<p class="listing-header__role">Journalist og personlig træner</p><p class="listing-header__education">Cand.scient. i idræt</p>',
    );
  });
});
