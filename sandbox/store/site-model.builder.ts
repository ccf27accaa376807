import type { SandboxSiteSpec } from '../content/sandbox-sites';
import { uiStrings } from '../content/ui-strings';
import {
  ARTICLE_ID_OFFSET,
  buildArticle,
  required,
  type ArticleBuildContext,
} from './article-records.builder';
import { buildMenus, buildPage, type PageBuildContext } from './page-records.builder';
import { SyntheticArticles } from './synthetic-articles.builder';
import type {
  ArticleRecord,
  AuthorRecord,
  CategoryRecord,
  ImageRecord,
  SiteModel,
  TagRecord,
} from './site-model.types';

const AUTHOR_ID_OFFSET = 10;
const CATEGORY_ID_OFFSET = 100;
const TAG_ID_OFFSET = 200;
const IMAGE_ID_OFFSET = 5000;

function slugify(name: string): string {
  return name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function buildImages(spec: SandboxSiteSpec): Map<string, ImageRecord> {
  const images = new Map<string, ImageRecord>();
  Object.entries(spec.catalogue.images).forEach(([key, image], index) => {
    const text = spec.text.images[key];
    images.set(key, {
      id: spec.idBase + IMAGE_ID_OFFSET + index,
      path: image.path,
      width: image.width,
      height: image.height,
      focal: image.focal,
      title: text?.title ?? image.label,
      alt: text?.alt ?? image.label,
      caption: text?.caption ?? null,
      copyright: image.copyright,
    });
  });
  return images;
}

function buildCategories(
  spec: SandboxSiteSpec,
  images: ReadonlyMap<string, ImageRecord>,
): Map<string, CategoryRecord> {
  const specs = spec.catalogue.categories;
  const categories = new Map<string, CategoryRecord>();
  const build = (key: string): CategoryRecord => {
    const done = categories.get(key);
    if (done !== undefined) return done;
    const category = specs.find((candidate) => candidate.key === key);
    const text = spec.text.categories[key];
    if (category === undefined || text === undefined) {
      throw new Error(`sandbox content: ${spec.id} has no category "${key}" (catalogue and text)`);
    }
    const parent = category.parent === undefined ? null : build(category.parent);
    const record: CategoryRecord = {
      id: spec.idBase + CATEGORY_ID_OFFSET + category.n,
      key,
      name: text.name,
      slug: text.slug,
      path: `${parent?.path ?? ''}/${text.slug}`,
      description: text.description,
      body: text.body ?? '',
      parentId: parent?.id ?? null,
      childIds: specs
        .filter((child) => child.parent === key)
        .map((child) => spec.idBase + CATEGORY_ID_OFFSET + child.n),
      image: category.image === undefined ? null : required(images, category.image, 'image'),
    };
    categories.set(key, record);
    return record;
  };
  for (const category of specs) build(category.key);
  return categories;
}

function buildTags(spec: SandboxSiteSpec): Map<string, TagRecord> {
  return new Map(
    spec.catalogue.tags.map((tag) => {
      const text = spec.text.tags[tag.key];
      const name = tag.fixedName ?? text?.name;
      if (name === undefined)
        throw new Error(`sandbox content: ${spec.id} has no text for tag "${tag.key}"`);
      const slug = text?.slug ?? slugify(name);
      const record: TagRecord = {
        id: spec.idBase + TAG_ID_OFFSET + tag.n,
        key: tag.key,
        name,
        slug,
        path: `/tags/${slug}`,
        internal: tag.internal ?? false,
        hidden: tag.hidden ?? false,
      };
      return [tag.key, record];
    }),
  );
}

function buildAuthors(
  spec: SandboxSiteSpec,
  images: ReadonlyMap<string, ImageRecord>,
): Map<string, AuthorRecord> {
  return new Map(
    spec.catalogue.authors.map((author) => {
      const text = spec.text.authors[author.key];
      if (text === undefined)
        throw new Error(`sandbox content: ${spec.id} has no text for author "${author.key}"`);
      const record: AuthorRecord = {
        id: spec.idBase + AUTHOR_ID_OFFSET + author.n,
        key: author.key,
        ...text,
        path: `/author/${text.slug}`,
        avatar: required(images, author.avatar, 'image'),
      };
      return [author.key, record];
    }),
  );
}

function assertUniquePaths(siteId: string, paths: readonly string[]): void {
  const seen = new Set<string>();
  for (const path of paths) {
    if (seen.has(path)) throw new Error(`sandbox content: ${siteId} has two entities at ${path}`);
    seen.add(path);
  }
}

/** Joins a brand catalogue with one market's text into the site the routes serve. */
export function buildSiteModel(
  spec: SandboxSiteSpec,
  origin: string,
  synthetic = 0,
  startedAt = Date.now(),
): SiteModel {
  const images = buildImages(spec);
  const categories = buildCategories(spec, images);
  const tags = buildTags(spec);
  const authors = buildAuthors(spec, images);
  const articleContext: ArticleBuildContext = {
    siteId: spec.id,
    idBase: spec.idBase,
    images,
    categories,
    tags,
    authors,
    timeZone: spec.timezone,
    startedAt,
    articleIds: new Map(
      spec.catalogue.articles.flatMap((article) =>
        spec.text.articles[article.key] === undefined
          ? []
          : [[article.key, spec.idBase + ARTICLE_ID_OFFSET + article.n] as const],
      ),
    ),
  };
  const written: ArticleRecord[] = spec.catalogue.articles.flatMap((article) => {
    const text = spec.text.articles[article.key];
    return text === undefined ? [] : [buildArticle(article, text, articleContext)];
  });
  const articles = written;
  const pageContext: PageBuildContext = {
    siteId: spec.id,
    idBase: spec.idBase,
    text: spec.text,
    articles,
    categories,
    tags,
    images,
    authors,
  };
  const pages = spec.catalogue.pages.map((page) => buildPage(page, pageContext));
  const redirects = new Map(
    spec.text.redirects.map((redirect) => {
      const to = redirect.to;
      const location =
        'path' in to ? to.path : articles.find((article) => article.key === to.article)?.path;
      if (location === undefined)
        throw new Error(`sandbox content: ${spec.id} redirect ${redirect.from} has no target`);
      return [redirect.from, location];
    }),
  );
  assertUniquePaths(spec.id, [
    ...articles.map((article) => article.path),
    ...[...categories.values()].map((category) => category.path),
    ...pages.flatMap((page) => (page.path === null ? [] : [page.path])),
    ...redirects.keys(),
  ]);
  return {
    id: spec.id,
    brand: spec.catalogue.brand,
    market: spec.market,
    language: spec.language,
    timezone: spec.timezone,
    origin,
    name: spec.name,
    articles,
    synthetic: new SyntheticArticles(spec.id, spec.idBase, written, synthetic),
    categories: [...categories.values()],
    tags: [...tags.values()],
    authors: [...authors.values()],
    pages,
    menus: buildMenus(spec.catalogue.menus, pageContext, pages),
    redirects,
    strings: uiStrings(spec.language, spec.text.strings),
    servesStrings: spec.text.strings !== undefined,
    idBase: spec.idBase,
    mappings: {
      de: uiStrings('de', spec.catalogue.mappings.de),
      en: uiStrings('en', spec.catalogue.mappings.en),
    },
  };
}
