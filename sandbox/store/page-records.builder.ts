import type {
  MarketText,
  MenuLocation,
  MenuSpec,
  PageItemSpec,
  PageSpec,
  PageText,
  TeaserSource,
} from '../content/content-pack.schema';
import { required } from './article-records.builder';
import type {
  ArticleRecord,
  AuthorRecord,
  CategoryRecord,
  ImageRecord,
  MenuItemRecord,
  PageItemRecord,
  PageRecord,
  TagRecord,
  TeaserListSource,
} from './site-model.types';

const TEASER_LIST_ID_OFFSET = 700;
const MENU_ITEM_ID_OFFSET = 900;
/** A featured video's media library id: past the images' ids (`IMAGE_ID_OFFSET` 5000). */
const FEATURED_VIDEO_ID_OFFSET = 5_000;
/** Pages were set up when the site launched; their dates do not move with the articles. */
const PAGE_PUBLISHED_AT = '2024-01-15 10:00:00';

/**
 * The newsletter list's signup source of a site's forms: an integer per site, as upstream sends
 * it (`source_code`): the article widget's, and the page form's one above it.
 */
export function newsletterSourceCode(idBase: number, where: 'article' | 'page'): number {
  return 100_000 + idBase / 100 + (where === 'page' ? 1 : 0);
}

export interface PageBuildContext {
  readonly siteId: string;
  readonly idBase: number;
  readonly text: MarketText;
  /** The site's hand-written articles, drafts included (scale mode's are all older). */
  readonly articles: readonly ArticleRecord[];
  readonly categories: ReadonlyMap<string, CategoryRecord>;
  readonly tags: ReadonlyMap<string, TagRecord>;
  readonly images: ReadonlyMap<string, ImageRecord>;
  readonly authors: ReadonlyMap<string, AuthorRecord>;
}

/** Local date-times compare as plain strings (`YYYY-MM-DD HH:mm:ss`); no locale rules needed. */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function byNewest(a: ArticleRecord, b: ArticleRecord): number {
  return compareText(b.publishedAt, a.publishedAt) || b.id - a.id;
}

export function byMostRead(a: ArticleRecord, b: ArticleRecord): number {
  return b.views - a.views || b.id - a.id;
}

interface ArticleOrders {
  /** Published, newest first. */
  readonly newest: readonly ArticleRecord[];
  /** Published, most read first. */
  readonly mostRead: readonly ArticleRecord[];
  /** Every article (drafts too) by catalogue key. */
  readonly byKey: ReadonlyMap<string, ArticleRecord>;
}

/** Sorted once per site: a page has 20 lists. */
const ORDERS = new WeakMap<readonly ArticleRecord[], ArticleOrders>();

function ordersOf(articles: readonly ArticleRecord[]): ArticleOrders {
  const done = ORDERS.get(articles);
  if (done !== undefined) return done;
  const published = articles.filter((article) => article.status === 'publish');
  const orders: ArticleOrders = {
    newest: [...published].sort(byNewest),
    mostRead: [...published].sort(byMostRead),
    byKey: new Map(articles.map((article) => [article.key, article])),
  };
  ORDERS.set(articles, orders);
  return orders;
}

/** A content pack's teaser source with its category key resolved to ids. */
function resolveSource(source: TeaserSource, context: PageBuildContext): TeaserListSource {
  switch (source.kind) {
    case 'articles':
    case 'latest':
      return { kind: source.kind };
    case 'popular':
      return { kind: 'popular', count: source.count };
    case 'category': {
      const category = required(context.categories, source.category, 'category');
      return {
        kind: 'category',
        categoryIds: [category.id, ...category.childIds],
        count: source.count,
      };
    }
    case 'template':
      return { kind: 'template', template: source.template, count: source.count };
  }
}

/** The articles a rule chooses (`articles`: the keys picked by hand, drafts too). */
function selectArticles(
  source: TeaserListSource,
  articles: readonly ArticleRecord[],
  keys: readonly string[],
): readonly ArticleRecord[] {
  const orders = ordersOf(articles);
  switch (source.kind) {
    case 'articles':
      return keys.flatMap((key) => {
        const article = orders.byKey.get(key);
        return article === undefined ? [] : [article];
      });
    case 'latest':
      return orders.newest;
    case 'popular':
      return orders.mostRead.slice(0, source.count);
    case 'category': {
      const ids = new Set(source.categoryIds);
      return firstMatching(orders.newest, (article) => ids.has(article.categoryId), source.count);
    }
    case 'template':
      return firstMatching(
        orders.newest,
        (article) => article.template === source.template,
        source.count,
      );
  }
}

function firstMatching(
  articles: readonly ArticleRecord[],
  matches: (article: ArticleRecord) => boolean,
  count: number,
): ArticleRecord[] {
  const found: ArticleRecord[] = [];
  for (const article of articles) {
    if (found.length >= count) break;
    if (matches(article)) found.push(article);
  }
  return found;
}

function pageItem(spec: PageItemSpec, text: PageText, context: PageBuildContext): PageItemRecord {
  const where = `${context.siteId} page "${text.title}"`;
  switch (spec.type) {
    case 'teaser_list': {
      const listText = text.lists?.[spec.key];
      if (listText === undefined)
        throw new Error(`sandbox content: no text for list "${spec.key}" of ${where}`);
      const linked =
        spec.linkCategory === undefined
          ? null
          : required(context.categories, spec.linkCategory, 'category');
      const source = resolveSource(spec.source, context);
      const keys = spec.source.kind === 'articles' ? spec.source.keys : [];
      return {
        type: 'teaser_list',
        list: {
          id: context.idBase + TEASER_LIST_ID_OFFSET + spec.n,
          key: spec.key,
          title: listText.title,
          description: listText.description ?? null,
          link:
            linked === null
              ? null
              : {
                  url: linked.path,
                  title: listText.linkTitle ?? linked.name,
                  categoryId: listText.linkTitle === undefined ? linked.id : null,
                },
          displayHint: spec.displayHint,
          theme: spec.theme ?? null,
          perPage: spec.paginate?.perPage ?? null,
          articleIds: selectArticles(source, context.articles, keys).map((article) => article.id),
          source,
          latest: spec.source.kind === 'latest',
        },
      };
    }
    case 'featured_content': {
      const article = ordersOf(context.articles).byKey.get(spec.article);
      const label = text.featured?.[spec.key]?.label;
      if (article === undefined || label === undefined)
        throw new Error(
          `sandbox content: featured "${spec.key}" of ${where} lacks its article or label`,
        );
      return {
        type: 'featured_content',
        label,
        displayHint: spec.displayHint,
        articleId: article.id,
        video:
          spec.video === true
            ? {
                id: article.id + FEATURED_VIDEO_ID_OFFSET,
                path: `/wp-content/uploads/videos/${article.slug}.mp4`,
                title: article.title,
              }
            : null,
      };
    }
    case 'quote_teaser': {
      const article = ordersOf(context.articles).byKey.get(spec.article);
      const quote = article?.widgets.flatMap((widget) =>
        widget.type === 'block' && widget.block.type === 'quote' ? [widget.block] : [],
      )[0];
      if (article === undefined || quote === undefined)
        throw new Error(`sandbox content: quote of ${where} lacks an article with a quote`);
      return {
        type: 'quote_teaser',
        quote: quote.quote,
        author: quote.author,
        articleId: article.id,
      };
    }
    case 'taxonomy_teaser_list': {
      const listText = text.lists?.[spec.key];
      return {
        type: 'taxonomy_teaser_list',
        title: listText?.title ?? null,
        description: listText?.description ?? null,
        displayHint: spec.displayHint,
        categoryIds: spec.categories.map((key) => required(context.categories, key, 'category').id),
      };
    }
    case 'author_overview':
      return {
        type: 'author_overview',
        authorIds: [...context.authors.values()].map((author) => author.id),
      };
    case 'commercial_spot': {
      const spot = text.spots?.[spec.key];
      const url = 'url' in spec.link ? spec.link.url : context.text.pages[spec.link.page]?.path;
      if (spot === undefined || url == null)
        throw new Error(`sandbox content: spot "${spec.key}" of ${where} lacks its text or page`);
      return {
        type: 'commercial_spot',
        title: spot.title,
        description: spot.description,
        displayHint: spec.displayHint,
        image: required(context.images, spec.image, 'image'),
        link: { url, title: spot.linkTitle },
        label: spot.label,
      };
    }
    case 'seo_text': {
      const seo = text.seo?.[spec.key];
      if (seo === undefined)
        throw new Error(`sandbox content: no seo text "${spec.key}" in ${where}`);
      const linked = spec.linkPage === undefined ? null : context.text.pages[spec.linkPage]?.path;
      if (linked === undefined)
        throw new Error(`sandbox content: seo text "${spec.key}" of ${where} links to no page`);
      return {
        type: 'seo_text',
        title: seo.title,
        body: seo.body,
        image: spec.image === undefined ? null : required(context.images, spec.image, 'image'),
        link: linked,
      };
    }
    case 'newsletter': {
      const permissionText = text.newsletter?.permissionText;
      if (permissionText === undefined)
        throw new Error(`sandbox content: no newsletter permission text in ${where}`);
      return {
        type: 'newsletter',
        sourceCode: newsletterSourceCode(context.idBase, 'page'),
        permissionText,
      };
    }
    case 'banner_placement':
      return { type: 'banner_placement', position: spec.position };
  }
}

export function buildPage(spec: PageSpec, context: PageBuildContext): PageRecord {
  const text = context.text.pages[spec.key];
  if (text === undefined)
    throw new Error(`sandbox content: ${context.siteId} has no text for page "${spec.key}"`);
  const newest = ordersOf(context.articles).newest[0];
  return {
    id: context.idBase + spec.n,
    key: spec.key,
    role: spec.role,
    status: 'publish',
    title: text.title,
    description: text.description ?? null,
    path: text.path,
    items: spec.items.map((item) => pageItem(item, text, context)),
    publishedAt: PAGE_PUBLISHED_AT,
    updatedAt: newest?.publishedAt ?? PAGE_PUBLISHED_AT,
  };
}

function menuItem(
  spec: MenuSpec,
  context: PageBuildContext,
  pages: readonly PageRecord[],
): MenuItemRecord {
  const ref = spec.ref;
  const item = (
    type: MenuItemRecord['type'],
    id: number,
    title: string,
    url: string,
  ): Omit<MenuItemRecord, 'children'> => ({
    id,
    type,
    title,
    ownTitle: false,
    url,
    external: false,
    className: null,
    description: null,
  });
  let fields: Omit<MenuItemRecord, 'children'>;
  if ('category' in ref) {
    const category = required(context.categories, ref.category, 'category (in a menu)');
    fields = item('category', category.id, category.name, category.path);
  } else if ('tag' in ref) {
    const tag = required(context.tags, ref.tag, 'tag (in a menu)');
    fields = item('post_tag', tag.id, tag.name, tag.path);
  } else if ('page' in ref) {
    const page = pages.find((candidate) => candidate.key === ref.page);
    if (page?.path == null) throw new Error(`sandbox content: menu page "${ref.page}" has no path`);
    fields = { ...item('page', page.id, page.title, page.path), description: page.description };
  } else if ('article' in ref) {
    const article = ordersOf(context.articles).byKey.get(ref.article);
    if (article === undefined)
      throw new Error(`sandbox content: ${context.siteId} has no menu article "${ref.article}"`);
    fields = item('contenthub_composite', article.id, article.postTitle, article.path);
  } else {
    const label = context.text.menuLabels[ref.label];
    if (label === undefined)
      throw new Error(`sandbox content: ${context.siteId} has no menu label "${ref.label}"`);
    // A custom link has no object: its id is the menu item's own, and so is its title.
    fields = {
      ...item('custom', context.idBase + MENU_ITEM_ID_OFFSET + spec.n, label, ref.url),
      ownTitle: true,
      external: ref.external ?? false,
      className: ref.className ?? null,
    };
  }
  return {
    ...fields,
    children: (spec.children ?? []).map((child) => menuItem(child, context, pages)),
  };
}

/**
 * The pages with their rule-chosen teaser lists chosen again from `articles` (the site's
 * hand-written articles after an editor published, unpublished or deleted one); hand-picked and
 * "latest" lists stay as they are (they are read through the site index when serialised).
 */
export function refreshTeaserLists(
  pages: readonly PageRecord[],
  articles: readonly ArticleRecord[],
): PageRecord[] {
  return pages.map((page) => ({
    ...page,
    items: page.items.map((item) => {
      if (item.type !== 'teaser_list') return item;
      const source = item.list.source;
      if (source.kind === 'articles' || source.kind === 'latest') return item;
      const articleIds = selectArticles(source, articles, []).map((article) => article.id);
      return { ...item, list: { ...item.list, articleIds } };
    }),
  }));
}

export function buildMenus(
  menus: Readonly<Record<MenuLocation, readonly MenuSpec[]>>,
  context: PageBuildContext,
  pages: readonly PageRecord[],
): Record<MenuLocation, readonly MenuItemRecord[]> {
  const build = (location: MenuLocation): readonly MenuItemRecord[] =>
    menus[location].map((item) => menuItem(item, context, pages));
  return {
    'header-primary': build('header-primary'),
    'header-secondary': build('header-secondary'),
    'footer-primary': build('footer-primary'),
    'user-menu': build('user-menu'),
  };
}
