import type { Article, Listing, Page, TeaserVariant, Translation } from '../content/content.types';
import { isReaderTagName } from '../content/reader-tags.rules';
import { HREFLANG_BRANDS, LANGUAGE_BY_LOCALE, MARKETS } from '../site/markets';
import type { Site } from '../site/site.types';
import { plainText, truncateWithEllipsis } from './description.rules';
import type { Alternate, PageMeta, ShareWording, TextParams, UiText } from './view-model.types';

export const META_DESCRIPTION_MAX = 152;

/** The robots directive of a page search engines must not list, whose links they may follow. */
export const NOINDEX = 'noindex, follow';

/** hreflang value of the link for readers whose language no alternate matches. */
export const X_DEFAULT = 'x-default';

/** Whether a robots directive keeps the page out of the index (`noindex`, `none`). */
export function isNoindex(robots: string | null): boolean {
  return robots !== null && /(?:^|[\s,])(?:noindex|none)(?:$|[\s,])/i.test(robots);
}

/**
 * The `X-Robots-Tag` header of a page with this robots directive: `noindex` when it keeps the
 * page out of the index, else none, so the header and the `<meta name="robots">` always agree.
 */
export function robotsHeader(robots: string | null): string | null {
  return isNoindex(robots) ? 'noindex' : null;
}

/** The origin (`scheme://host:port`) of the site's public address. */
function siteOrigin(site: Site): string {
  return new URL(site.siteDomain).origin;
}

function parseHttp(url: string): URL | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed : null;
  } catch {
    return null;
  }
}

/**
 * An address of this page on the site's own origin: the upstream's absolute URL when it is on
 * that origin, else the page's own path there (`path`; without one, the URL's path). The content
 * API writes whichever host it was configured with; a canonical or og:url must name the origin
 * this site is served from.
 */
export function onSiteOrigin(site: Site, url: string | null, path: string | null): string | null {
  const origin = siteOrigin(site);
  const parsed = url === null ? null : parseHttp(url);
  if (parsed !== null && parsed.origin === origin) return parsed.toString();
  if (path !== null) return absoluteUrl(site, path);
  return parsed === null ? null : `${origin}${parsed.pathname}${parsed.search}`;
}

/** The meta description, or the fallback text cut at 152 characters plus an ellipsis. */
export function metaDescription(description: string | null, fallbackMarkup: string): string {
  const own = description === null ? '' : plainText(description);
  if (own !== '') return truncateWithEllipsis(own, META_DESCRIPTION_MAX);
  return truncateWithEllipsis(plainText(fallbackMarkup), META_DESCRIPTION_MAX);
}

/** hreflang value for an upstream translation locale (`sv`, `sv-SE`, `nb` …). */
function hreflangFor(locale: string): string | null {
  const code = locale.slice(0, 2).toLowerCase();
  // Norwegian written `no` or `nn` is the Norwegian sites' `nb`.
  const language = code === 'no' || code === 'nn' ? 'nb' : code;
  // Stryker disable next-line BlockStatement: a market's hreflang is its locale, which the next loop finds
  for (const market of Object.values(MARKETS)) {
    if (market.language === language) return market.hreflang;
  }
  for (const [full, short] of Object.entries(LANGUAGE_BY_LOCALE)) {
    if (short === language) return full;
  }
  return null;
}

/** hreflang values of the markets in their order in `MARKETS`. */
const MARKET_HREFLANGS: readonly string[] = Object.values(MARKETS).map((market) => market.hreflang);

/**
 * The `x-default` link of a set of alternates: the version of the brand's home market, the first
 * market in `MARKETS` that has one (Denmark for the Danish-born brands), else the first link.
 * Every page of one cluster must name the same `x-default`; pointing it at each page itself would
 * make every member name a different one. Since every member lists the same versions, each of them
 * picks the same one.
 */
function xDefault(links: readonly Alternate[]): Alternate | null {
  for (const hreflang of MARKET_HREFLANGS) {
    const link = links.find((candidate) => candidate.hreflang === hreflang);
    if (link !== undefined) return { hreflang: X_DEFAULT, href: link.href };
  }
  const first = links[0];
  return first === undefined ? null : { hreflang: X_DEFAULT, href: first.href };
}

/**
 * Alternate-language links, only for the brands in `HREFLANG_BRANDS` and only for a page with an
 * address of its own and a translation: the page itself, each translation with an absolute http(s)
 * address, and `x-default`. (Search engines ignore a set that does not name the page itself.)
 */
export function alternates(
  site: Site,
  selfUrl: string | null,
  translations: readonly Translation[],
): readonly Alternate[] {
  if (!HREFLANG_BRANDS.has(site.brandCode.toUpperCase()) || selfUrl === null) return [];
  const links: Alternate[] = [{ hreflang: MARKETS[site.market].hreflang, href: selfUrl }];
  for (const translation of translations) {
    const hreflang = hreflangFor(translation.locale);
    if (hreflang === null || links.some((link) => link.hreflang === hreflang)) continue;
    const href = parseHttp(translation.link);
    if (href === null) continue;
    links.push({ hreflang, href: href.toString() });
  }
  if (links.length < 2) return [];
  const fallback = xDefault(links);
  return fallback === null ? links : [...links, fallback];
}

/**
 * og:locale:alternate values of a page's alternates (`sv_SE`): every language version but the
 * page's own, without `x-default`.
 */
export function ogLocaleAlternates(meta: Pick<PageMeta, 'lang' | 'alternates'>): string[] {
  const own = meta.lang.toLowerCase();
  const locales: string[] = [];
  for (const alternate of meta.alternates) {
    const hreflang = alternate.hreflang;
    if (hreflang === X_DEFAULT || hreflang.toLowerCase() === own) continue;
    const locale = hreflang.replace('-', '_');
    if (!locales.includes(locale)) locales.push(locale);
  }
  return locales;
}

/** Absolute URL of a site path on the site's public origin. */
export function absoluteUrl(site: Site, path: string): string {
  // One leading slash: `//host/x` is a path here, never another origin.
  return new URL(`/${path.replace(/^[/\\]+/, '')}`, `${siteOrigin(site)}/`).toString();
}

interface MetaInput {
  readonly title: string;
  /** The UI string `title` comes from, for the renderer to translate (`PageMeta.titleKey`). */
  readonly titleKey?: string;
  readonly titleParams?: TextParams;
  /** A UI string after the title (`– side 2`); `title` is then the page's own title. */
  readonly titleSuffix?: UiText;
  readonly description: string;
  readonly descriptionKey?: string;
  readonly descriptionParams?: TextParams;
  readonly descriptionPrefix?: UiText;
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
  const translated = input.titleKey !== undefined || input.titleSuffix !== undefined;
  return {
    title: pageTitle(input.title, brandTitle),
    ...(input.titleKey === undefined ? {} : { titleKey: input.titleKey }),
    ...(input.titleParams === undefined ? {} : { titleParams: input.titleParams }),
    ...(input.titleSuffix === undefined
      ? {}
      : {
          titleSuffix: input.titleSuffix,
          ...(input.titleKey === undefined ? { titleText: input.title } : {}),
        }),
    ...(translated ? { brandTitle } : {}),
    description: input.description,
    ...(input.descriptionKey === undefined ? {} : { descriptionKey: input.descriptionKey }),
    ...(input.descriptionParams === undefined
      ? {}
      : { descriptionParams: input.descriptionParams }),
    ...(input.descriptionPrefix === undefined
      ? {}
      : { descriptionPrefix: input.descriptionPrefix }),
    canonical: input.canonical,
    robots: input.robots ?? null,
    lang: site.locale,
    alternates: alternates(site, input.canonical, input.translations ?? []),
    image: input.image ?? null,
    shareImage: site.shareImage ?? null,
    ogType: input.ogType ?? 'website',
  };
}

/** The meta of a page a search engine must not list: its robots directive made `noindex`. */
export function unlisted(meta: PageMeta): PageMeta {
  return isNoindex(meta.robots) ? meta : { ...meta, robots: NOINDEX };
}

/** A filled-in text of a teaser variant; null when the editors left it empty. */
function filled(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
}

/** The article's own teaser for a channel (`seo`, `facebook`, `twitter`), if editors wrote one. */
function variantOf(article: Article, type: string): TeaserVariant | null {
  return article.teaserVariants?.find((variant) => variant.type === type) ?? null;
}

function wording(variant: TeaserVariant | null): ShareWording | undefined {
  if (variant === null) return undefined;
  const shared = {
    title: filled(variant.title),
    description: filled(variant.description),
    image: variant.image,
  };
  return shared.title === null && shared.description === null && shared.image === null
    ? undefined
    : shared;
}

/**
 * An article's meta: its `seo` teaser's title and description for search engines when editors
 * wrote them (else the title and the description or first text), its `facebook` and `twitter`
 * teasers for the networks' og:* and twitter:* tags.
 */
export function articleMeta(
  site: Site,
  brandTitle: string,
  article: Article,
  path: string | null = null,
): PageMeta {
  const firstText = article.widgets.find((widget) => widget.type === 'text_item');
  const seo = variantOf(article, 'seo');
  const meta = buildMeta(site, brandTitle, {
    title: filled(seo?.title) ?? article.title,
    description: metaDescription(
      filled(seo?.description) ?? article.description,
      firstText?.type === 'text_item' ? firstText.body : '',
    ),
    canonical: onSiteOrigin(site, article.canonicalUrl, path),
    robots: article.robots,
    translations: article.translations,
    image: article.leadImage,
    ogType: 'article',
  });
  const og = wording(variantOf(article, 'facebook'));
  const twitter = wording(variantOf(article, 'twitter'));
  if (og === undefined && twitter === undefined) return meta;
  return {
    ...meta,
    social: { ...(og === undefined ? {} : { og }), ...(twitter === undefined ? {} : { twitter }) },
  };
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
    canonical: onSiteOrigin(site, page.canonicalUrl, path),
    translations: page.translations,
  });
}

/** A listing's title key and plain title, by kind: tags and authors never look like categories. */
function listingTitle(listing: Listing): {
  readonly title: string;
  readonly titleKey?: string;
  readonly titleParams?: TextParams;
} {
  const name = listing.name;
  switch (listing.kind) {
    case 'category':
    case 'subcategory':
      return { title: name };
    case 'tag':
      return { title: name, titleKey: 'listing.tag_title', titleParams: { name } };
    case 'author': {
      const role = listing.author?.title?.trim() ?? '';
      return role === ''
        ? { title: name, titleKey: 'listing.author_title', titleParams: { name } }
        : { title: `${name}, ${role}` };
    }
  }
}

/**
 * A listing's description: its own text (a term's description, an author's biography), else a
 * sentence of its own in the reader's language (`Artikler om {name} fra {brand}.`), never the
 * brand's description, which every other page shares.
 */
function listingDescription(
  site: Site,
  listing: Listing,
  brandDescription: string,
): Pick<MetaInput, 'description' | 'descriptionKey' | 'descriptionParams'> {
  const own = metaDescription(listing.description ?? listing.author?.biography ?? null, '');
  if (own !== '') return { description: own };
  return {
    description: metaDescription(null, brandDescription),
    descriptionKey:
      listing.kind === 'author' ? 'listing.author_description' : 'listing.topic_description',
    descriptionParams: { name: listing.name, brand: site.brandName },
  };
}

/** A tag no reader sees (flagged `internal` by the content API, or a marker tag such as "Premium"). */
export function isInternalTagListing(
  listing: Pick<Listing, 'kind' | 'name'> & { readonly internal?: boolean },
): boolean {
  return listing.kind === 'tag' && (listing.internal === true || !isReaderTagName(listing.name));
}

/**
 * Whether a listing page lies past its last page (`?page=999`): such a page answers the
 * not-found page. Page 1 always exists, empty or not.
 */
export function isPastLastPage(listing: Pick<Listing, 'pagination'>): boolean {
  const { page, totalPages } = listing.pagination;
  return page > 1 && page > totalPages;
}

/**
 * Whether `?page=N` asks a page (a front page) for a page it does not have: past page 1 only
 * its paginating teaser list goes on (`contents:page(N)` turns every list), so a page without
 * one, or whose list has no teasers or fewer pages there, has no page N.
 */
export function isPagePastLast(page: Pick<Page, 'blocks'>, requested: number): boolean {
  if (requested <= 1) return false;
  const paginating = page.blocks.find(
    (block) => block.type === 'teaser_list' && block.list.canPaginate,
  );
  if (paginating?.type !== 'teaser_list') return true;
  const { list } = paginating;
  if (list.teasers.length === 0) return true;
  return list.pagination !== null && requested > list.pagination.totalPages;
}

/**
 * The robots directive of a listing: `noindex, follow` when it lists nothing (an empty category
 * linked from a menu) or is a tag no reader sees; else none.
 */
export function listingRobots(
  listing: Pick<Listing, 'kind' | 'name' | 'teasers'> & { readonly internal?: boolean },
): string | null {
  return listing.teasers.length === 0 || isInternalTagListing(listing) ? NOINDEX : null;
}

/** `url` with `?page=N` set (N > 1), keeping any query it has. */
function withPage(url: string, page: number): string {
  if (page <= 1) return url;
  const parsed = new URL(url);
  parsed.searchParams.set('page', String(page));
  return parsed.toString();
}

/**
 * The meta of a category, tag or author listing. Page N is its own canonical (`?page=N`), titled
 * and described with `– side N` / `Side N:` in the reader's language; only page 1 carries
 * hreflang links, because the translations name the other sites' first pages.
 */
export function listingMeta(
  site: Site,
  brandTitle: string,
  brandDescription: string,
  listing: Listing,
  path: string,
): PageMeta {
  const page = listing.pagination.page;
  const own = onSiteOrigin(site, listing.canonicalUrl, path) ?? absoluteUrl(site, path);
  const canonical = withPage(own, page);
  const title = listingTitle(listing);
  const paged = page > 1;
  return buildMeta(site, brandTitle, {
    ...title,
    ...(paged
      ? {
          titleSuffix: { key: 'listing.page_suffix', params: { page } },
          descriptionPrefix: { key: 'listing.page_description_prefix', params: { page } },
        }
      : {}),
    ...listingDescription(site, listing, brandDescription),
    canonical,
    robots: listingRobots(listing),
    translations: paged ? [] : listing.translations,
    image: listing.image,
  });
}
