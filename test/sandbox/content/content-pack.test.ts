import { describe, expect, it } from 'vitest';
import { SANDBOX_SITES } from '../../../sandbox/content/sandbox-sites';
import { SandboxStore } from '../../../sandbox/store/sandbox.store';
import { DISPLAY_HINTS } from '../../../src/domain/teasers/display-hints';
import { resolveRoute, SITE_ORIGIN_TEMPLATE, useSandbox } from '../sandbox.harness';

const { api } = useSandbox();
const store = new SandboxStore(SANDBOX_SITES, SITE_ORIGIN_TEMPLATE);
const WOM_CATALOGUE = SANDBOX_SITES.find((site) => site.id === 'wom-dk')!.catalogue;
const WOM_SITES = ['wom-dk', 'wom-se', 'wom-no', 'wom-fi', 'wom-nl'];
const COS_SITES = ['cos-dk', 'cos-se'];
const ALL_SITES = [...WOM_SITES, ...COS_SITES];
/** Every display hint a teaser list can carry; each site's front page shows them all. */
const DISPLAY_HINT_NAMES = Object.keys(DISPLAY_HINTS);

function siteOf(id: string) {
  const site = store.site(id);
  if (site === undefined) throw new Error(`no site ${id}`);
  return site;
}

/** Site paths linked from markdown: `[text](/a/b)`. */
function markdownSitePaths(markdown: string): string[] {
  return [...markdown.matchAll(/\]\((\/[^)\s]*)/g)].flatMap((match) =>
    match[1] === undefined ? [] : [match[1]],
  );
}

describe('the WOM content pack', () => {
  it.each(WOM_SITES)(
    'gives %s every article, category, tag, author and page of the catalogue',
    (id) => {
      const { model } = siteOf(id);
      expect(model.articles.map((article) => article.key)).toEqual(
        WOM_CATALOGUE.articles.map((article) => article.key),
      );
      expect(model.categories.length).toBeGreaterThanOrEqual(8);
      const topLevel = model.categories.filter((category) => category.parentId === null);
      expect(topLevel.length).toBeGreaterThanOrEqual(2);
      const topIds = new Set(topLevel.map((category) => category.id));
      for (const category of model.categories) {
        if (category.parentId !== null) expect(topIds.has(category.parentId)).toBe(true);
      }
      expect(model.tags.length).toBeGreaterThanOrEqual(15);
      expect(model.tags.map((tag) => tag.name)).toEqual(
        expect.arrayContaining(['Bannerblock', 'Aboblock', 'Newsletterblock', 'Content Marketing']),
      );
      expect(model.tags.filter((tag) => tag.internal).length).toBeGreaterThanOrEqual(1);
      expect(model.authors).toHaveLength(4);
      expect(model.pages.map((page) => page.role).sort()).toEqual([
        'front',
        'not-found',
        'plain',
        'plain',
      ]);
    },
  );

  it.each(WOM_SITES)('gives %s every kind of article the product renders', (id) => {
    const site = siteOf(id);
    const published = site.published.slice();
    expect(published.length).toBeGreaterThanOrEqual(10);
    expect(
      published.some((article) => article.template === 'recipe' && article.recipe !== null),
    ).toBe(true);
    expect(
      published.some((article) => article.template === 'exercise-video' && article.video !== null),
    ).toBe(true);
    expect(published.some((article) => article.widgets.some((widget) => widget.locked))).toBe(true);
    const training = site.model.categories.find((category) => category.key === 'training');
    if (training === undefined) throw new Error('no training category');
    expect(site.categoryArticles(training, true).length).toBeGreaterThan(24);
  });

  it.each(WOM_SITES)(
    'links every article of %s to its counterparts in the four other markets',
    (id) => {
      const site = siteOf(id);
      for (const article of site.published.slice()) {
        const languages = store
          .translations(site, 'article', article.key)
          .map((link) => link.language);
        expect(languages, article.key).toHaveLength(4);
        expect(languages).not.toContain(site.model.language);
      }
    },
  );

  it.each(ALL_SITES)('only links to paths of %s that resolve', async (id) => {
    const { model } = siteOf(id);
    const bodies = [
      ...model.articles.flatMap((article) =>
        article.widgets.flatMap((widget) => (widget.type === 'text_item' ? [widget.body] : [])),
      ),
      ...model.pages.flatMap((page) =>
        page.items.flatMap((item) => (item.type === 'seo_text' ? [item.body] : [])),
      ),
    ];
    const paths = [...new Set(bodies.flatMap(markdownSitePaths))];
    expect(paths.length).toBeGreaterThan(0);
    for (const path of paths) {
      const { status } = await api(id, resolveRoute(path));
      expect(status, `${id} ${path}`).toBe(200);
    }
  });

  it.each(ALL_SITES)('resolves every menu link of %s', async (id) => {
    const { model } = siteOf(id);
    const urls = Object.values(model.menus)
      .flatMap((items) => items.flatMap((item) => [item, ...item.children]))
      .map((item) => item.url)
      .filter((url) => url.startsWith('/'));
    for (const url of new Set(urls)) {
      const { status } = await api(id, resolveRoute(url));
      expect(status, `${id} ${url}`).toBe(200);
    }
  });
});

describe('the teaser titles of every site', () => {
  it.each(ALL_SITES)('of %s are headlines, never a single word', (id) => {
    const { model } = siteOf(id);
    expect(model.articles.length).toBeGreaterThan(0);
    const singleWords = model.articles
      .filter((article) => article.postTitle.trim().split(/\s+/).length < 2)
      .map((article) => `${article.key}: ${article.postTitle}`);
    expect(singleWords).toEqual([]);
  });
});

describe('the front page of every site', () => {
  function frontLists(id: string) {
    const front = siteOf(id).model.pages.find((page) => page.role === 'front');
    if (front === undefined) throw new Error(`${id} has no front page`);
    return front.items.flatMap((item) => (item.type === 'teaser_list' ? [item.list] : []));
  }

  it('covers all seven sites', () => {
    expect(ALL_SITES).toHaveLength(7);
    expect(new Set(ALL_SITES)).toEqual(new Set(SANDBOX_SITES.map((site) => site.id)));
  });

  it.each(ALL_SITES)('of %s uses every display hint', (id) => {
    const hints = frontLists(id).map((list) => list.displayHint);
    expect([...new Set(hints)].sort()).toEqual([...DISPLAY_HINT_NAMES].sort());
  });

  it.each(ALL_SITES)('of %s gives every list a title and at least one published teaser', (id) => {
    const { model } = siteOf(id);
    const published = new Set(
      model.articles.filter((article) => article.status === 'publish').map((article) => article.id),
    );
    for (const list of frontLists(id)) {
      expect(list.title, `${id} ${list.key}`).not.toBe('');
      expect(
        list.articleIds.some((articleId) => published.has(articleId)),
        `${id} ${list.key}`,
      ).toBe(true);
    }
  });

  it.each(ALL_SITES)('of %s mixes a draft teaser into its lists', (id) => {
    const { model } = siteOf(id);
    const drafts = new Set(
      model.articles.filter((article) => article.status === 'draft').map((article) => article.id),
    );
    const listed = frontLists(id).flatMap((list) => list.articleIds);
    expect(listed.some((articleId) => drafts.has(articleId))).toBe(true);
  });

  it.each(COS_SITES)('of %s links a recipe and the gallery article', (id) => {
    const { model } = siteOf(id);
    const listed = new Set(frontLists(id).flatMap((list) => list.articleIds));
    const linked = model.articles.filter(
      (article) => article.status === 'publish' && listed.has(article.id),
    );
    expect(linked.some((article) => article.template === 'recipe')).toBe(true);
    expect(
      linked.some((article) =>
        article.widgets.some(
          (widget) => widget.type === 'block' && widget.block.type === 'gallery',
        ),
      ),
    ).toBe(true);
  });
});

describe('the COS content pack', () => {
  it.each(COS_SITES)('gives %s its own brand, taxonomy, people and pages', (id) => {
    const site = siteOf(id);
    const model = site.model;
    const published = site.published.slice();
    expect(model.brand).toMatchObject({ code: 'COS', name: 'COS', slug: 'cos' });
    expect(model.brand.colours.primary).not.toBe(WOM_CATALOGUE.brand.colours.primary);
    expect(published.length).toBeGreaterThanOrEqual(12);
    expect(model.articles.some((article) => article.status === 'draft')).toBe(true);
    expect(model.categories.length).toBeGreaterThanOrEqual(8);
    expect(model.categories.filter((category) => category.parentId === null)).toHaveLength(3);
    expect(model.tags.length).toBeGreaterThanOrEqual(15);
    expect(model.tags.filter((tag) => tag.hidden).map((tag) => tag.name)).toEqual(
      expect.arrayContaining(['Bannerblock', 'Aboblock', 'Newsletterblock', 'Content Marketing']),
    );
    expect(model.authors).toHaveLength(4);
    expect(model.pages.map((page) => page.role).sort()).toEqual([
      'front',
      'not-found',
      'plain',
      'plain',
    ]);
    expect(published.some((article) => article.template === 'recipe')).toBe(true);
    expect(published.some((article) => article.widgets.some((widget) => widget.locked))).toBe(true);
  });

  it.each(COS_SITES)('links every article of %s to its counterpart in the other market', (id) => {
    const site = siteOf(id);
    for (const article of site.published.slice()) {
      const links = store.translations(site, 'article', article.key);
      expect(links, article.key).toHaveLength(1);
      expect(links[0]?.language).not.toBe(site.model.language);
    }
  });

  it('keeps COS and WOM apart: no translation links across brands', () => {
    const cos = siteOf('cos-dk');
    const wom = siteOf('wom-dk');
    expect(store.translations(cos, 'category', 'food').map((link) => link.language)).toEqual([
      'sv',
    ]);
    expect(store.translations(wom, 'category', 'food')).toHaveLength(4);
  });
});

describe('the shapes the content pack makes the API send', () => {
  const blocks = (id: string) =>
    siteOf(id).model.articles.flatMap((article) =>
      article.widgets.flatMap((widget) => (widget.type === 'block' ? [widget] : [])),
    );

  it.each(WOM_SITES)(
    'gives %s a free article (no premium tag, a free editorial type) with a locked product and recipe',
    (id) => {
      const site = siteOf(id);
      const article = site.publishedArticleWithKey('chicken-salad');
      if (article === undefined) throw new Error('no chicken salad');
      const tags = article.tagIds.map((tagId) => site.tag(tagId)?.key);
      expect(tags).not.toContain('premium');
      expect(article.editorialType).toBe('article');
      expect(article.template).toBe('recipe');
      const locked = article.widgets.flatMap((widget) =>
        widget.type === 'block' && widget.locked ? [widget.block.type] : [],
      );
      expect(locked).toEqual(expect.arrayContaining(['recipe', 'product']));
      expect(article.path).toMatch(/^\/[^/]+\/[^/]+\/[^/]+$/);
    },
  );

  it.each(ALL_SITES)('sends both product shapes and recipe tags in %s', (id) => {
    const widgets = blocks(id).map((widget) => widget.block);
    const products = widgets.flatMap((block) => (block.type === 'product' ? [block] : []));
    expect(products.some((product) => 'rating' in product)).toBe(true);
    expect(products.some((product) => 'maxPoints' in product)).toBe(true);
    const recipes = widgets.flatMap((block) => (block.type === 'recipe' ? [block] : []));
    expect(recipes.length).toBeGreaterThan(0);
  });

  it.each(WOM_SITES)(
    'sends both video shapes, a locked video and a list with a hole in %s',
    (id) => {
      const widgets = blocks(id);
      const videos = widgets.flatMap((widget) =>
        widget.block.type === 'video' ? [{ block: widget.block, locked: widget.locked }] : [],
      );
      expect(new Set(videos.map((video) => video.block.form))).toEqual(
        new Set(['chapters', 'clips']),
      );
      expect(videos.some((video) => video.locked)).toBe(true);
      const recipes = widgets.flatMap((widget) =>
        widget.block.type === 'recipe' ? [widget.block] : [],
      );
      expect(recipes.some((recipe) => recipe.tagsAsList === true)).toBe(true);
      expect(recipes.some((recipe) => recipe.tagsAsList !== true)).toBe(true);
      expect(
        recipes.some((recipe) => recipe.ingredients.some(([, items]) => items.includes(null))),
      ).toBe(true);
    },
  );

  it.each(ALL_SITES)(
    'gives %s the four menu locations, a subscribe item and footer pages',
    (id) => {
      const { menus } = siteOf(id).model;
      expect(Object.keys(menus).sort()).toEqual(
        ['footer-primary', 'header-primary', 'header-secondary', 'user-menu'].sort(),
      );
      expect(
        menus['header-primary'].some(
          (item) => item.type === 'custom' && item.className === 'menu-highlight',
        ),
      ).toBe(true);
      expect(menus['footer-primary'].filter((item) => item.type === 'page')).toHaveLength(2);
    },
  );

  it.each(ALL_SITES)('puts every kind of page item on the front page of %s', (id) => {
    const front = siteOf(id).model.pages.find((page) => page.role === 'front');
    const kinds = new Set(front?.items.map((item) => item.type));
    // WOM's front pages also carry a pull quote and a list of categories.
    const wom = (WOM_SITES as readonly string[]).includes(id);
    expect(kinds).toEqual(
      new Set([
        'banner_placement',
        'featured_content',
        'teaser_list',
        'commercial_spot',
        'newsletter',
        'seo_text',
        ...(wom ? ['quote_teaser', 'taxonomy_teaser_list'] : []),
      ]),
    );
    const spots = front?.items.flatMap((item) =>
      item.type === 'commercial_spot' ? [item.displayHint] : [],
    );
    expect(spots?.sort()).toEqual(['default', 'wide']);
  });
});
