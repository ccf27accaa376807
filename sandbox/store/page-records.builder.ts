import type {
  MarketText,
  MenuSpec,
  PageItemSpec,
  PageSpec,
  PageText,
  TeaserSource,
} from '../content/content-pack.types';
import { required } from './article-records.builder';
import type {
  ArticleRecord,
  CategoryRecord,
  MenuItemRecord,
  PageItemRecord,
  PageRecord,
  TagRecord,
} from './site-model.types';

const TEASER_LIST_ID_OFFSET = 700;
const MENU_ITEM_ID_OFFSET = 900;

export interface PageBuildContext {
  readonly siteId: string;
  readonly idBase: number;
  readonly text: MarketText;
  /** All articles of the site, drafts included. */
  readonly articles: readonly ArticleRecord[];
  readonly categories: ReadonlyMap<string, CategoryRecord>;
  readonly tags: ReadonlyMap<string, TagRecord>;
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

/** Sorted once per site: scale mode has 100 000 articles and a page has 20 lists. */
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

function selectArticles(source: TeaserSource, context: PageBuildContext): readonly ArticleRecord[] {
  const orders = ordersOf(context.articles);
  switch (source.kind) {
    case 'articles':
      return source.keys.flatMap((key) => {
        const article = orders.byKey.get(key);
        return article === undefined ? [] : [article];
      });
    case 'latest':
      return orders.newest;
    case 'popular':
      return orders.mostRead.slice(0, source.count);
    case 'category': {
      const category = required(context.categories, source.category, 'category');
      const ids = new Set([category.id, ...category.childIds]);
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
      return {
        type: 'teaser_list',
        list: {
          id: context.idBase + TEASER_LIST_ID_OFFSET + spec.n,
          key: spec.key,
          title: listText.title,
          description: listText.description ?? null,
          link:
            linked === null ? null : { url: linked.path, title: listText.linkTitle ?? linked.name },
          displayHint: spec.displayHint,
          theme: spec.theme ?? null,
          perPage: spec.paginate?.perPage ?? null,
          articleIds: selectArticles(spec.source, context).map((article) => article.id),
        },
      };
    }
    case 'seo_text': {
      const seo = text.seo?.[spec.key];
      if (seo === undefined)
        throw new Error(`sandbox content: no seo text "${spec.key}" in ${where}`);
      return { type: 'seo_text', title: seo.title, body: seo.body };
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
    title: text.title,
    description: text.description ?? null,
    path: text.path,
    items: spec.items.map((item) => pageItem(item, text, context)),
    updatedAt: newest?.publishedAt ?? '2025-01-01 00:00:00',
  };
}

function menuItem(
  spec: MenuSpec,
  context: PageBuildContext,
  pages: readonly PageRecord[],
): MenuItemRecord {
  const ref = spec.ref;
  let title: string;
  let url: string;
  let external = false;
  if ('category' in ref) {
    const category = required(context.categories, ref.category, 'category (in a menu)');
    ({ name: title, path: url } = category);
  } else if ('tag' in ref) {
    const tag = required(context.tags, ref.tag, 'tag (in a menu)');
    ({ name: title, path: url } = tag);
  } else if ('page' in ref) {
    const page = pages.find((candidate) => candidate.key === ref.page);
    if (page?.path == null) throw new Error(`sandbox content: menu page "${ref.page}" has no path`);
    title = page.title;
    url = page.path;
  } else {
    const label = context.text.menuLabels[ref.label];
    if (label === undefined)
      throw new Error(`sandbox content: ${context.siteId} has no menu label "${ref.label}"`);
    title = label;
    url = ref.url;
    external = ref.external ?? false;
  }
  return {
    id: context.idBase + MENU_ITEM_ID_OFFSET + spec.n,
    title,
    url,
    external,
    children: (spec.children ?? []).map((child) => menuItem(child, context, pages)),
  };
}

export function buildMenus(
  menus: Readonly<Record<string, readonly MenuSpec[]>>,
  context: PageBuildContext,
  pages: readonly PageRecord[],
): Record<string, readonly MenuItemRecord[]> {
  return Object.fromEntries(
    Object.entries(menus).map(([location, items]) => [
      location,
      items.map((item) => menuItem(item, context, pages)),
    ]),
  );
}
