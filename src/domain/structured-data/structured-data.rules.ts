import type { Article } from '../content/content.types';
import type { PaywallView } from '../paywall/paywall-view.types';
import { articleStructuredData } from './article.structured-data';
import { breadcrumbStructuredData, type BreadcrumbEntry } from './breadcrumb.structured-data';
import { faqStructuredData } from './faq.structured-data';
import { siteOrigin, siteUrl, type JsonLdNode, type StructuredDataContext } from './json-ld.types';
import { productStructuredData } from './product.structured-data';
import { recipeStructuredData } from './recipe.structured-data';
import { videoStructuredData } from './video.structured-data';

/**
 * The breadcrumb trail of an article: front page, parent category, category, the article. Every
 * crumb is on the site's own origin; a category without a readable link is left out.
 */
export function articleTrail(article: Article, context: StructuredDataContext): BreadcrumbEntry[] {
  const trail: BreadcrumbEntry[] = [{ name: context.brandName, url: `${siteOrigin(context)}/` }];
  const category = article.category;
  for (const crumb of [category?.parent, category]) {
    const url = crumb?.url == null ? null : siteUrl(crumb.url, context);
    if (crumb != null && url !== null) trail.push({ name: crumb.name, url });
  }
  trail.push({ name: article.title, url: context.pageUrl });
  return trail;
}

/**
 * Every JSON-LD block of an article page: the (News)Article, its BreadcrumbList, a FAQPage, and
 * one block per recipe (WOM only), video (UUID ids only) and product widget it shows. Locked
 * widgets are left out: their content is not on the page. Behind a paywall (`paywall`), the
 * article and each recipe the paywall cut (its cover only, `recipeCover`) are marked as not free.
 */
export function articleStructuredDataBlocks(
  article: Article,
  context: StructuredDataContext,
  paywall?: Pick<PaywallView, 'lockedRecipes'>,
): JsonLdNode[] {
  const main = articleStructuredData(article, context);
  const blocks: (JsonLdNode | null)[] = [
    paywall === undefined ? main : { ...main, ...LOCKED_PART },
    breadcrumbStructuredData(articleTrail(article, context)),
    faqStructuredData(article.faq),
  ];
  for (const recipe of paywall?.lockedRecipes ?? []) {
    const cover = recipeStructuredData(recipe, article, context);
    if (cover !== null) blocks.push({ ...cover, ...LOCKED_PART });
  }
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

/**
 * How a page says its content is paywalled (Google's subscription and paywalled content
 * markup): not free, and the part a reader without access does not get is the paywall box
 * (`.paywall`) standing where it begins; the product cuts the locked part on the server.
 */
export const LOCKED_PART: JsonLdNode = {
  isAccessibleForFree: false,
  hasPart: { '@type': 'WebPageElement', isAccessibleForFree: false, cssSelector: '.paywall' },
};
