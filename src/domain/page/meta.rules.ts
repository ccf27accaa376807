import type { Article, Listing, Page, Translation } from '../content/content.types';
import { HREFLANG_BRANDS, LANGUAGE_BY_LOCALE, MARKETS } from '../site/markets';
import type { Site } from '../site/site.types';
import { plainText, truncateWithEllipsis } from './description.rules';
import type { Alternate, PageMeta } from './view-model.types';

export const META_DESCRIPTION_MAX = 152;

/** The meta description, or the fallback text cut at 152 characters plus an ellipsis. */
export function metaDescription(description: string | null, fallbackMarkup: string): string {
  const own = description === null ? '' : plainText(description);
  if (own !== '') return truncateWithEllipsis(own, META_DESCRIPTION_MAX);
  return truncateWithEllipsis(plainText(fallbackMarkup), META_DESCRIPTION_MAX);
}

/** hreflang value for an upstream translation locale (`sv`, `sv-SE`, `nb` …). */
function hreflangFor(locale: string): string | null {
  const language = locale.slice(0, 2).toLowerCase();
  // Stryker disable next-line BlockStatement: a market's hreflang is its locale, which the next loop finds
  for (const market of Object.values(MARKETS)) {
    if (market.language === language) return market.hreflang;
  }
  for (const [full, short] of Object.entries(LANGUAGE_BY_LOCALE)) {
    if (short === language) return full;
  }
  return null;
}

/** Alternate-language links, only for the brands in `HREFLANG_BRANDS`. */
export function alternates(
  site: Site,
  selfUrl: string | null,
  translations: readonly Translation[],
): readonly Alternate[] {
  if (!HREFLANG_BRANDS.has(site.brandCode.toUpperCase()) || translations.length === 0) return [];
  const links: Alternate[] = [];
  if (selfUrl !== null) links.push({ hreflang: MARKETS[site.market].hreflang, href: selfUrl });
  for (const translation of translations) {
    const hreflang = hreflangFor(translation.locale);
    if (hreflang === null || links.some((link) => link.hreflang === hreflang)) continue;
    links.push({ hreflang, href: translation.link });
  }
  return links;
}

/** Absolute URL of a site path on the site's public origin. */
export function absoluteUrl(site: Site, path: string): string {
  return new URL(path, `${site.siteDomain}/`).toString();
}

interface MetaInput {
  readonly title: string;
  /** The UI string `title` comes from, for the renderer to translate (`PageMeta.titleKey`). */
  readonly titleKey?: string;
  readonly description: string;
  readonly canonical: string | null;
  readonly robots?: string | null;
  readonly translations?: readonly Translation[];
  readonly image?: PageMeta['image'];
  readonly ogType?: PageMeta['ogType'];
}

/** A page's title with the brand after it (`Log ind | WOM`); the brand alone for no title. */
export function pageTitle(title: string, brandTitle: string): string {
  return title === '' || title === brandTitle ? brandTitle : `${title} | ${brandTitle}`;
}

export function buildMeta(site: Site, brandTitle: string, input: MetaInput): PageMeta {
  return {
    title: pageTitle(input.title, brandTitle),
    ...(input.titleKey === undefined ? {} : { titleKey: input.titleKey, brandTitle }),
    description: input.description,
    canonical: input.canonical,
    robots: input.robots ?? null,
    lang: site.locale,
    alternates: alternates(site, input.canonical, input.translations ?? []),
    image: input.image ?? null,
    ogType: input.ogType ?? 'website',
  };
}

export function articleMeta(site: Site, brandTitle: string, article: Article): PageMeta {
  const firstText = article.widgets.find((widget) => widget.type === 'text_item');
  return buildMeta(site, brandTitle, {
    title: article.title,
    description: metaDescription(
      article.description,
      firstText?.type === 'text_item' ? firstText.body : '',
    ),
    canonical: article.canonicalUrl,
    robots: article.robots,
    translations: article.translations,
    image: article.leadImage,
    ogType: 'article',
  });
}

export function pageMeta(
  site: Site,
  brandTitle: string,
  brandDescription: string,
  page: Page,
  path: string,
): PageMeta {
  return buildMeta(site, brandTitle, {
    title: page.isFrontPage ? brandTitle : page.title,
    description: metaDescription(page.description, brandDescription),
    canonical: page.canonicalUrl ?? absoluteUrl(site, path),
    translations: page.translations,
  });
}

export function listingMeta(
  site: Site,
  brandTitle: string,
  brandDescription: string,
  listing: Listing,
  path: string,
): PageMeta {
  const canonical = listing.canonicalUrl ?? absoluteUrl(site, path);
  return buildMeta(site, brandTitle, {
    title: listing.name,
    description: metaDescription(
      listing.description ?? listing.author?.biography ?? null,
      brandDescription,
    ),
    canonical:
      listing.pagination.page > 1 ? `${canonical}?page=${listing.pagination.page}` : canonical,
    translations: listing.translations,
    image: listing.image,
  });
}
