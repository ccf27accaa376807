import { withOffset } from '../time/zoned-time.rules';
import type { Article, Author } from '../content/content.types';
import { readerTags } from '../content/reader-tags.rules';
import {
  compact,
  SCHEMA_CONTEXT,
  siteOrigin,
  siteUrl,
  type JsonLdNode,
  type StructuredDataContext,
} from './json-ld.types';

/** An author as a Person, with the author's page on the site's own origin. */
export function person(author: Author, context: StructuredDataContext): JsonLdNode {
  return compact({
    '@type': 'Person',
    name: author.name,
    url: author.url === null ? null : siteUrl(author.url, context),
    jobTitle: author.title,
  });
}

/** The brand as an Organization: its front page and logo. */
export function publisher(context: StructuredDataContext): JsonLdNode {
  return compact({
    '@type': 'Organization',
    name: context.brandName,
    url: siteOrigin(context),
    logo:
      context.logoUrl === null ? null : compact({ '@type': 'ImageObject', url: context.logoUrl }),
  });
}

/** NewsArticle for news, Article otherwise: headline, author, language, dates, image, publisher. */
export function articleStructuredData(
  article: Article,
  context: StructuredDataContext,
): JsonLdNode {
  const authors = [article.author, ...article.otherAuthors]
    .filter((author): author is Author => author !== null)
    .map((author) => person(author, context));
  const image = article.leadImage;
  return compact({
    '@context': SCHEMA_CONTEXT,
    '@type': article.isNews ? 'NewsArticle' : 'Article',
    headline: article.title.slice(0, 110),
    description: article.description,
    inLanguage: context.inLanguage,
    mainEntityOfPage: compact({ '@type': 'WebPage', '@id': context.pageUrl }),
    url: context.pageUrl,
    datePublished: withOffset(article.publishedAt, context.timeZone),
    dateModified: withOffset(article.updatedAt ?? article.publishedAt, context.timeZone),
    author:
      authors.length > 0 ? authors : compact({ '@type': 'Organization', name: context.brandName }),
    publisher: publisher(context),
    image:
      image === null
        ? null
        : [
            context.imageUrl(image.url, 1200, 630),
            context.imageUrl(image.url, 1200, 900),
            context.imageUrl(image.url, 1200, 1200),
          ],
    articleSection: article.category?.name ?? null,
    wordCount: article.wordCount,
    keywords: readerTags(article.tags)
      .map((tag) => tag.name)
      .join(', '),
  });
}
