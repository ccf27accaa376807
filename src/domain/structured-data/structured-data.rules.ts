import type { Article } from '../content/content.types';
import { articleStructuredData } from './article.structured-data';
import { breadcrumbStructuredData, type BreadcrumbEntry } from './breadcrumb.structured-data';
import { faqStructuredData } from './faq.structured-data';
import type { JsonLdNode, StructuredDataContext } from './json-ld.types';
import { productStructuredData } from './product.structured-data';
import { recipeStructuredData } from './recipe.structured-data';
import { videoStructuredData } from './video.structured-data';

/** The breadcrumb trail of an article: front page, parent category, category, the article. */
export function articleTrail(article: Article, context: StructuredDataContext): BreadcrumbEntry[] {
  const absolute = (url: string) => new URL(url, `${context.siteDomain}/`).toString();
  // Stryker disable next-line StringLiteral: '' and '/' both resolve to the front page here
  const trail: BreadcrumbEntry[] = [{ name: context.brandName, url: absolute('/') }];
  const category = article.category;
  if (category?.parent != null && category.parent.url !== null)
    trail.push({ name: category.parent.name, url: absolute(category.parent.url) });
  if (category != null && category.url !== null)
    trail.push({ name: category.name, url: absolute(category.url) });
  trail.push({ name: article.title, url: context.pageUrl });
  return trail;
}

/**
 * Every JSON-LD block of an article page: the (News)Article, its BreadcrumbList, a FAQPage, and
 * one block per recipe (WOM only), video (UUID ids only) and product widget it shows. Locked
 * widgets are left out: their content is not on the page.
 */
export function articleStructuredDataBlocks(
  article: Article,
  context: StructuredDataContext,
): JsonLdNode[] {
  const blocks: (JsonLdNode | null)[] = [
    articleStructuredData(article, context),
    breadcrumbStructuredData(articleTrail(article, context)),
    faqStructuredData(article.faq),
  ];
  for (const widget of article.widgets) {
    if (widget.locked) continue;
    if (widget.type === 'recipe')
      blocks.push(recipeStructuredData(widget.recipe, article, context));
    else if (widget.type === 'video')
      blocks.push(
        videoStructuredData(
          widget.video,
          { clips: widget.clips, seekToAction: widget.seekToAction },
          context,
        ),
      );
    else if (widget.type === 'qbrick_video')
      blocks.push(videoStructuredData(widget.video, { clips: [], seekToAction: false }, context));
    else if (widget.type === 'product')
      blocks.push(productStructuredData(widget.product, article, context));
  }
  return blocks.filter((block): block is JsonLdNode => block !== null);
}
