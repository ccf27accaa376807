import { concatSequences, type Sequence } from './article-sequence';
import { byMostRead, byNewest, refreshTeaserLists } from './page-records.builder';
import type {
  ArticleRecord,
  AuthorRecord,
  CategoryRecord,
  MenuItemRecord,
  PageRecord,
  SiteModel,
  TagRecord,
} from './site-model.types';
import type { MenuLocation } from '../content/content-pack.schema';

/** The fields of an article an editor can change (`sandbox/editor/`). */
export type ArticleChange = Partial<
  Pick<
    ArticleRecord,
    'title' | 'postTitle' | 'description' | 'updatedAt' | 'publishedAt' | 'status'
  >
>;

/** What changed on a site, for whoever keeps something derived from it (the search index). */
export type SiteChange =
  | {
      readonly kind: 'article';
      /** As it was; as it is now (`undefined`: deleted). */
      readonly before: ArticleRecord;
      readonly after: ArticleRecord | undefined;
    }
  | { readonly kind: 'category'; readonly before: CategoryRecord; readonly after: CategoryRecord }
  | { readonly kind: 'tag' | 'author' | 'page' | 'menu' };

function indexBy<T, K>(items: readonly T[], key: (item: T) => K): ReadonlyMap<K, T> {
  return new Map(items.map((item) => [key(item), item]));
}

function replaced<T extends { readonly id: number }>(items: readonly T[], next: T): T[] {
  return items.map((item) => (item.id === next.id ? next : item));
}

/**
 * Lookups and derived lists over one site's content. Drafts only ever appear in page lists.
 * Every list is the hand-written articles, then the synthetic ones of scale mode (all older and
 * less read, so the order holds), computed when asked for.
 *
 * Editors change the content through the `edit…`, `replace…` and `remove…` methods: the site
 * gets a new model with the changed record, its lookups and the rule-chosen page teaser lists
 * are rebuilt (a few dozen hand-written records; scale mode's articles keep their edits apart,
 * `SyntheticArticles.edit`), and the listeners hear of it before the method returns, so every
 * answer after it shows the change.
 */
export class SiteIndex {
  private current: SiteModel;
  private articlesById: ReadonlyMap<number, ArticleRecord> = new Map();
  private articlesByPath: ReadonlyMap<string, ArticleRecord> = new Map();
  private articlesByKey: ReadonlyMap<string, ArticleRecord> = new Map();
  private categoriesById: ReadonlyMap<number, CategoryRecord> = new Map();
  private categoriesByPath: ReadonlyMap<string, CategoryRecord> = new Map();
  private tagsById: ReadonlyMap<number, TagRecord> = new Map();
  private tagsBySlug: ReadonlyMap<string, TagRecord> = new Map();
  private authorsById: ReadonlyMap<number, AuthorRecord> = new Map();
  private authorsBySlug: ReadonlyMap<string, AuthorRecord> = new Map();
  private pagesById: ReadonlyMap<number, PageRecord> = new Map();
  private pagesByPath: ReadonlyMap<string, PageRecord> = new Map();
  /** Published hand-written articles, newest first. */
  private written: readonly ArticleRecord[] = [];
  /** Published articles, newest first: the hand-written ones, then the synthetic ones. */
  private publishedSequence: Sequence<ArticleRecord> = [];
  private readonly listeners = new Set<(change: SiteChange) => void>();

  constructor(model: SiteModel) {
    this.current = model;
    this.reindex();
  }

  /** The site's content as it is now (a new object after each edit). */
  get model(): SiteModel {
    return this.current;
  }

  /** Published articles, newest first: the hand-written ones, then the synthetic ones. */
  get published(): Sequence<ArticleRecord> {
    return this.publishedSequence;
  }

  /**
   * Published articles as upstream's sitemap lists them: without the hand-written no-index
   * (commercial) ones. Synthetic articles keep their places: scale mode finds them by position.
   */
  get inSitemap(): Sequence<ArticleRecord> {
    return concatSequences(
      this.written.filter((article) => article.commercial === null),
      this.current.synthetic,
    );
  }

  private reindex(): void {
    const model = this.current;
    this.articlesById = indexBy(model.articles, (article) => article.id);
    this.articlesByPath = indexBy(model.articles, (article) => article.path);
    this.articlesByKey = indexBy(model.articles, (article) => article.key);
    this.categoriesById = indexBy(model.categories, (category) => category.id);
    this.categoriesByPath = indexBy(model.categories, (category) => category.path);
    this.tagsById = indexBy(model.tags, (tag) => tag.id);
    this.tagsBySlug = indexBy(model.tags, (tag) => tag.slug);
    this.authorsById = indexBy(model.authors, (author) => author.id);
    this.authorsBySlug = indexBy(model.authors, (author) => author.slug);
    this.pagesById = indexBy(model.pages, (page) => page.id);
    this.pagesByPath = new Map(
      model.pages.flatMap((page) =>
        page.path === null || page.status !== 'publish' ? [] : [[page.path, page] as const],
      ),
    );
    this.written = model.articles.filter((article) => article.status === 'publish').sort(byNewest);
    this.publishedSequence = concatSequences(this.written, model.synthetic);
  }

  private changed(model: SiteModel, change: SiteChange): void {
    this.current = model;
    this.reindex();
    for (const listener of this.listeners) listener(change);
  }

  /** Calls `listener` after every edit; answers the function that stops it. */
  onChange(listener: (change: SiteChange) => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /**
   * Changes an article (hand-written or synthetic, drafts too): `{ before, after }`, or
   * `undefined` when the site has no article with `id`.
   */
  editArticle(
    id: number,
    change: ArticleChange,
  ): { before: ArticleRecord; after: ArticleRecord } | undefined {
    const before = this.article(id);
    if (before === undefined) return undefined;
    const written = this.articlesById.get(id);
    let after: ArticleRecord;
    let model = this.current;
    if (written === undefined) {
      // Scale mode: kept beside the numbers (a synthetic article keeps its date).
      const kept = Object.fromEntries(
        Object.entries(change).filter(([field]) => field !== 'publishedAt'),
      ) as ArticleChange;
      after = this.current.synthetic.edit(id, kept) ?? before;
    } else {
      after = { ...written, ...change };
      const articles = replaced(model.articles, after);
      const pages =
        after.status === written.status ? model.pages : refreshTeaserLists(model.pages, articles);
      model = { ...model, articles, pages };
    }
    this.changed(model, { kind: 'article', before, after });
    return { before, after };
  }

  /** Deletes an article for good: the article as it was, or `undefined` when there was none. */
  removeArticle(id: number): ArticleRecord | undefined {
    const before = this.article(id);
    if (before === undefined) return undefined;
    let model = this.current;
    if (this.articlesById.has(id)) {
      const articles = model.articles.filter((article) => article.id !== id);
      model = { ...model, articles, pages: refreshTeaserLists(model.pages, articles) };
    } else {
      this.current.synthetic.delete(id);
    }
    this.changed(model, { kind: 'article', before, after: undefined });
    return before;
  }

  replaceCategory(next: CategoryRecord): void {
    const before = this.category(next.id);
    if (before === undefined) throw new Error(`sandbox: no category ${String(next.id)}`);
    const categories = replaced(this.current.categories, next);
    this.changed({ ...this.current, categories }, { kind: 'category', before, after: next });
  }

  replaceTag(next: TagRecord): void {
    const tags = replaced(this.current.tags, next);
    this.changed({ ...this.current, tags }, { kind: 'tag' });
  }

  replaceAuthor(next: AuthorRecord): void {
    const authors = replaced(this.current.authors, next);
    this.changed({ ...this.current, authors }, { kind: 'author' });
  }

  replacePage(next: PageRecord): void {
    const pages = replaced(this.current.pages, next);
    this.changed({ ...this.current, pages }, { kind: 'page' });
  }

  /** Deletes a page for good: the page as it was, or `undefined` when there was none. */
  removePage(id: number): PageRecord | undefined {
    const before = this.page(id);
    if (before === undefined) return undefined;
    const pages = this.current.pages.filter((page) => page.id !== id);
    this.changed({ ...this.current, pages }, { kind: 'page' });
    return before;
  }

  replaceMenu(location: MenuLocation, items: readonly MenuItemRecord[]): void {
    const menus = { ...this.current.menus, [location]: items };
    this.changed({ ...this.current, menus }, { kind: 'menu' });
  }

  /** Published articles passing `matches`, a test on what synthetic articles copy (see `where`). */
  private publishedWhere(matches: (article: ArticleRecord) => boolean): Sequence<ArticleRecord> {
    return concatSequences(this.written.filter(matches), this.model.synthetic.where(matches));
  }

  /** How many published articles pass `matches` (a test on category, tags, authors or type). */
  publishedCount(matches: (article: ArticleRecord) => boolean): number {
    return this.publishedWhere(matches).length;
  }

  /** The latest `updatedAt` of the published articles, `null` without any. */
  lastUpdated(): string | null {
    const synthetic = this.model.synthetic;
    return [...this.written, ...synthetic.slice(0, 1), ...synthetic.edited()].reduce<string | null>(
      (latest, article) =>
        latest === null || article.updatedAt > latest ? article.updatedAt : latest,
      null,
    );
  }

  /** Any article by id, drafts included (teasers need them). */
  article(id: number): ArticleRecord | undefined {
    return this.articlesById.get(id) ?? this.model.synthetic.atId(id);
  }

  publishedArticle(id: number): ArticleRecord | undefined {
    const article = this.article(id);
    return article?.status === 'publish' ? article : undefined;
  }

  publishedArticleAt(path: string): ArticleRecord | undefined {
    const article = this.articlesByPath.get(path) ?? this.model.synthetic.atPath(path);
    return article?.status === 'publish' ? article : undefined;
  }

  /** The published article with a catalogue key (the same in every market of the brand). */
  publishedArticleWithKey(key: string): ArticleRecord | undefined {
    const article = this.articlesByKey.get(key) ?? this.model.synthetic.atKey(key);
    return article?.status === 'publish' ? article : undefined;
  }

  category(id: number): CategoryRecord | undefined {
    return this.categoriesById.get(id);
  }

  categoryAt(path: string): CategoryRecord | undefined {
    return this.categoriesByPath.get(path);
  }

  tag(id: number): TagRecord | undefined {
    return this.tagsById.get(id);
  }

  tagBySlug(slug: string): TagRecord | undefined {
    return this.tagsBySlug.get(slug);
  }

  author(id: number): AuthorRecord | undefined {
    return this.authorsById.get(id);
  }

  authorBySlug(slug: string): AuthorRecord | undefined {
    return this.authorsBySlug.get(slug);
  }

  /** Any page by id, unpublished ones too (previews, the admin host). */
  page(id: number): PageRecord | undefined {
    return this.pagesById.get(id);
  }

  publishedPage(id: number): PageRecord | undefined {
    const page = this.pagesById.get(id);
    return page?.status === 'publish' ? page : undefined;
  }

  /** The published page at a path. */
  pageAt(path: string): PageRecord | undefined {
    return this.pagesByPath.get(path);
  }

  /** The published page with a role (the front page, the 404 page). */
  pageWithRole(role: PageRecord['role']): PageRecord | undefined {
    return this.model.pages.find((page) => page.role === role && page.status === 'publish');
  }

  /** Published articles of a category (and of its subcategories with `includeChildren`). */
  categoryArticles(category: CategoryRecord, includeChildren: boolean): Sequence<ArticleRecord> {
    const ids = new Set(includeChildren ? [category.id, ...category.childIds] : [category.id]);
    return this.publishedWhere((article) => ids.has(article.categoryId));
  }

  tagArticles(tag: TagRecord): Sequence<ArticleRecord> {
    return this.publishedWhere((article) => article.tagIds.includes(tag.id));
  }

  authorArticles(author: AuthorRecord): Sequence<ArticleRecord> {
    return this.publishedWhere(
      (article) => article.authorId === author.id || article.otherAuthorIds.includes(author.id),
    );
  }

  /** The `count` most read; `categoryIds` also matches their subcategories. */
  popular(categoryIds: readonly number[] | null, count: number): readonly ArticleRecord[] {
    const wanted =
      categoryIds === null
        ? null
        : new Set(
            categoryIds.flatMap((id) => [id, ...(this.categoriesById.get(id)?.childIds ?? [])]),
          );
    const matches = (article: ArticleRecord): boolean =>
      wanted === null || wanted.has(article.categoryId);
    const written = this.written.filter(matches).sort(byMostRead).slice(0, count);
    return [...written, ...this.model.synthetic.mostRead(matches, count - written.length)];
  }

  /** Other published articles of the same category, newest first. */
  related(article: ArticleRecord, count: number): readonly ArticleRecord[] {
    return this.publishedWhere((other) => other.categoryId === article.categoryId)
      .slice(0, count + 1)
      .filter((other) => other.id !== article.id)
      .slice(0, count);
  }
}
