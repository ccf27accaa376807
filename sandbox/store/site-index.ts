import { concatSequences, type Sequence } from './article-sequence';
import { byMostRead, byNewest } from './page-records.builder';
import type {
  ArticleRecord,
  AuthorRecord,
  CategoryRecord,
  PageRecord,
  SiteModel,
  TagRecord,
} from './site-model.types';

function indexBy<T, K>(items: readonly T[], key: (item: T) => K): ReadonlyMap<K, T> {
  return new Map(items.map((item) => [key(item), item]));
}

/**
 * Lookups and derived lists over one site's content. Drafts only ever appear in page lists.
 * Every list is the hand-written articles, then the synthetic ones of scale mode (all older and
 * less read, so the order holds), computed when asked for.
 */
export class SiteIndex {
  private readonly articlesById: ReadonlyMap<number, ArticleRecord>;
  private readonly articlesByPath: ReadonlyMap<string, ArticleRecord>;
  private readonly articlesByKey: ReadonlyMap<string, ArticleRecord>;
  private readonly categoriesById: ReadonlyMap<number, CategoryRecord>;
  private readonly categoriesByPath: ReadonlyMap<string, CategoryRecord>;
  private readonly tagsById: ReadonlyMap<number, TagRecord>;
  private readonly tagsBySlug: ReadonlyMap<string, TagRecord>;
  private readonly authorsById: ReadonlyMap<number, AuthorRecord>;
  private readonly authorsBySlug: ReadonlyMap<string, AuthorRecord>;
  private readonly pagesById: ReadonlyMap<number, PageRecord>;
  private readonly pagesByPath: ReadonlyMap<string, PageRecord>;
  /** Published hand-written articles, newest first. */
  private readonly written: readonly ArticleRecord[];
  /** Published articles, newest first: the hand-written ones, then the synthetic ones. */
  readonly published: Sequence<ArticleRecord>;

  constructor(readonly model: SiteModel) {
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
      model.pages.flatMap((page) => (page.path === null ? [] : [[page.path, page] as const])),
    );
    this.written = model.articles.filter((article) => article.status === 'publish').sort(byNewest);
    this.published = concatSequences(this.written, model.synthetic);
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
    return [...this.written, ...this.model.synthetic.slice(0, 1)].reduce<string | null>(
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

  page(id: number): PageRecord | undefined {
    return this.pagesById.get(id);
  }

  pageAt(path: string): PageRecord | undefined {
    return this.pagesByPath.get(path);
  }

  pageWithRole(role: PageRecord['role']): PageRecord | undefined {
    return this.model.pages.find((page) => page.role === role);
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
