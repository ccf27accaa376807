import { signInOn } from '../domain/site/sign-in.rules';
import type { Listing, MenuItem, Page, Resolved, Teaser } from '../domain/content/content.types';
import { sameSiteLocation } from '../domain/routing/redirect.rules';
import { publicListing, publicPage } from '../domain/content/page.rules';
import {
  absoluteUrl,
  articleMeta,
  buildMeta,
  isPagePastLast,
  isPastLastPage,
  listingMeta,
  NOINDEX,
  pageMeta,
  unlisted,
} from '../domain/page/meta.rules';
import type {
  AccountScreen,
  Chrome,
  Layout,
  PageMeta,
  PageView,
} from '../domain/page/view-model.types';
import { pageNumber } from '../domain/routing/query.rules';
import { pageRequest, type PageRequest } from '../domain/routing/page-request';
import { searchPageQuery } from '../domain/search/search-query.rules';
import { isBlockedPath, redirectsWhenAuthDisabled } from '../domain/routing/paths.rules';
import type { Site } from '../domain/site/site.types';
import { cacheVariant, type UserState } from '../domain/identity/user-state.types';
import { failureError } from '../domain/errors/app-errors';
import type { ContentPort } from '../ports/content.port';
import type { EventPublisherPort } from '../ports/event-bus.port';
import type { PaywallPolicyPort } from '../ports/paywall-policy.port';
import type { ArticleEnrichment } from './article-enrichment.service';
import { readNextTeasers } from '../domain/content/read-next.rules';
import type { ReadNext } from './read-next.service';
import type { PageOutcome } from './page-outcome.types';
import type { SearchService } from './search.service';
import type { SiteChromeService } from './site-chrome.service';

export const NOT_FOUND_POPULAR_COUNT = 6;

/** A page as one reader asks for it. */
export interface ReaderPageRequest {
  /** The request as the edge read it (`pageRequest`): site, path, query, preview, route. */
  readonly page: PageRequest;
  /** An authorised `?purge=cache`: the content API is asked to skip its own cache too. */
  readonly purgeUpstream?: boolean;
  /** Who is reading: the page comes back as this reader's variant (banners, locked content). */
  readonly reader: UserState;
}

/** A screen whose data its route gathers (an account form, the admin overview). */
export interface ScreenRequest {
  readonly site: Site;
  /** The screen's path: its chrome, meta and redirects are those of the page at this path. */
  readonly path: string;
  readonly reader: UserState;
  readonly view: PageView;
}

export interface ResolvePageDeps {
  readonly content: ContentPort;
  /** The search page's results (which records the search). */
  readonly search: SearchService;
  readonly chrome: SiteChromeService;
  /** Video metadata and sponsored teasers for articles; without it articles are as resolved. */
  readonly enrichment?: ArticleEnrichment | null;
  /**
   * Fills an article's read-next from its category when its own related articles are few;
   * without it the article ends with its own related articles only.
   */
  readonly readNext?: ReadNext | null;
  /** Cuts each page for its reader (ADR 9). */
  readonly paywall: PaywallPolicyPort;
  /** Where `PaywallShown` goes when locked content was cut away for a reader. */
  readonly events: EventPublisherPort;
  /** Told how each page resolved, before any reader's cut (the sitemaps learn lead images). */
  readonly onResolved?: ((site: Site, path: string, outcome: PageOutcome) => void) | null;
}

function brandTexts(site: Site, chrome: Chrome): { title: string; description: string } {
  return {
    title: chrome.translations['meta.title'] ?? site.brandName,
    description: chrome.translations['meta.description'] ?? '',
  };
}

/**
 * A category's subcategories: the content API's category route does not include its children,
 * so a listing without them takes the header menu's children of the item that links to it.
 */
function withMenuChildren(listing: Listing, menu: readonly MenuItem[], path: string): Listing {
  if (listing.children.length > 0 || listing.kind === 'tag' || listing.kind === 'author')
    return listing;
  const item = findMenuItem(menu, path);
  if (item === undefined || item.children.length === 0) return listing;
  return {
    ...listing,
    children: item.children
      .filter((child) => child.url.startsWith('/'))
      .map((child) => ({ url: child.url, title: child.title })),
  };
}

function findMenuItem(items: readonly MenuItem[], path: string): MenuItem | undefined {
  for (const item of items) {
    if (item.url === path) return item;
    const child = findMenuItem(item.children, path);
    if (child !== undefined) return child;
  }
  return undefined;
}

/**
 * The resolve-page use case: Host's site + path + reader → the view model as this reader receives
 * it, or a redirect. The response cache stores what it answers per reader variant (ADR 9).
 */
export class ResolvePage {
  private readonly content: ContentPort;
  private readonly search: SearchService;
  private readonly chrome: SiteChromeService;
  private readonly enrichment: ArticleEnrichment | null;
  private readonly readNext: ReadNext | null;
  private readonly paywall: PaywallPolicyPort;
  private readonly events: EventPublisherPort;
  private readonly onResolved: ResolvePageDeps['onResolved'];

  constructor(deps: ResolvePageDeps) {
    this.content = deps.content;
    this.search = deps.search;
    this.chrome = deps.chrome;
    this.enrichment = deps.enrichment ?? null;
    this.readNext = deps.readNext ?? null;
    this.paywall = deps.paywall;
    this.events = deps.events;
    this.onResolved = deps.onResolved ?? null;
  }

  async execute(request: ReaderPageRequest): Promise<PageOutcome> {
    const { page, reader } = request;
    const outcome = await this.resolve(page, request.purgeUpstream === true);
    this.onResolved?.(page.site, page.path, outcome);
    return this.forReader(outcome, { site: page.site, path: page.path, reader });
  }

  /**
   * A screen in the chrome and meta of its path, cut for the reader like every page; the
   * path's redirect when it answers one (sign-in paths while sign-in is off).
   */
  async screen(request: ScreenRequest): Promise<PageOutcome> {
    const { site, path, view, reader } = request;
    const outcome = await this.resolve(pageRequest(site, path, cacheVariant(reader)), false);
    if (outcome.kind === 'redirect') return outcome;
    return this.forReader({ ...outcome, viewModel: { ...outcome.viewModel, view } }, request);
  }

  /**
   * The reader's variant of a page: banners decided and locked content cut (the cache key holds
   * the variant, so this is what gets rendered and stored); `PaywallShown` when content was cut.
   * The response cache answers later readers of the same variant without coming here, so the
   * event counts cut articles produced, not every reader shown one.
   */
  private forReader(
    outcome: PageOutcome,
    request: { readonly site: Site; readonly path: string; readonly reader: UserState },
  ): PageOutcome {
    if (outcome.kind === 'redirect') return outcome;
    const { site, path, reader } = request;
    const viewModel = this.paywall.cut(outcome.viewModel, reader, {
      paywallProviderId: site.paywallProviderId,
      loginPath: site.auth.loginPath,
      path,
    });
    const { view } = viewModel;
    if (view.type === 'article' && view.paywall !== undefined) {
      void this.events.publish({
        type: 'PaywallShown',
        siteId: site.id,
        articleId: view.article.id,
      });
    }
    return { ...outcome, viewModel };
  }

  private async resolve(request: PageRequest, purgeUpstream: boolean): Promise<PageOutcome> {
    const { site, path, app: route } = request;
    // Any path naming sign-in or sign-up, the product's own or the content API's, while sign-in is off.
    if (!signInOn(site) && redirectsWhenAuthDisabled(path))
      return { kind: 'redirect', status: 302, location: '/' };
    switch (route.kind) {
      case 'home':
        // `/?s=` is the site's search: the content API would only say so.
        return request.query.s === undefined
          ? this.resolveContent(request, purgeUpstream)
          : this.searchPage(request);
      case 'content':
        return this.resolveContent(request, purgeUpstream);
      case 'search':
        return this.searchPage(request);
      case 'account':
        return this.account(site, path, route.screen);
      case 'admin-overview':
        return this.simple(site, path, 'admin', { type: 'admin-overview' }, 'admin.title');
      case 'test-page':
        return this.simple(site, path, 'default', { type: 'test-page' }, 'test_page.title');
    }
  }

  /**
   * The not-found page: the site's own 404 page from the content API when it has one, with the
   * popular list. `callUpstream` false keeps blocked paths away from the content API.
   */
  async notFound(
    site: Site,
    callUpstream: boolean,
    page: Page | null = null,
    popularList: Promise<readonly Teaser[]> | null = null,
  ): Promise<PageOutcome> {
    const [chrome, popular] = await Promise.all([
      this.chrome.chrome(site, 'default'),
      popularList ??
        (callUpstream
          ? this.chrome.popular(site)
          : Promise.resolve(this.chrome.popularIfCached(site))),
    ]);
    const brand = brandTexts(site, chrome);
    // The site's own 404 page names itself; otherwise the renderer translates the key.
    const title =
      page?.title ?? chrome.translations['notfound.title'] ?? 'This page could not be found';
    const titleKey = page === null ? 'notfound.title' : undefined;
    return {
      kind: 'page',
      status: 404,
      viewModel: {
        kind: 'site-page',
        chrome,
        meta: buildMeta(site, brand.title, {
          title,
          ...(titleKey === undefined ? {} : { titleKey }),
          description: brand.description,
          canonical: null,
          robots: 'noindex',
        }),
        view: { type: 'not-found', popular: popular.slice(0, NOT_FOUND_POPULAR_COUNT), page },
      },
    };
  }

  private async resolveContent(request: PageRequest, purgeUpstream: boolean): Promise<PageOutcome> {
    const { site, path, query, preview } = request;
    if (isBlockedPath(path)) return this.notFound(site, false);
    // Menus, translation strings and the popular list do not depend on the resolve: they are
    // asked for at the same time (each is cached per site), never after it.
    const popular = this.chrome.popular(site);
    const [answer, chrome] = await Promise.all([
      this.content.resolve(site, {
        path,
        query: purgeUpstream ? { ...query, purge: 'cache' } : query,
        preview,
      }),
      this.chrome.chrome(site, 'default'),
    ]);
    // A failure reaches the error handler as it is: its code, its service (a 503 for readers).
    if (!answer.ok) throw failureError(answer.failure);
    const resolved = answer.value;
    if (resolved.kind === 'not-found') return this.notFound(site, true, resolved.page, popular);
    // `/?page=999`: a front page past its paginating list's last page does not exist.
    if (resolved.kind === 'page' && isPagePastLast(resolved.page, pageNumber(query.page)))
      return this.notFound(site, true, null, popular);
    const outcome = await this.fromResolved(site, path, chrome, resolved, popular);
    // A preview or a cache clear is never listed, whatever the page itself says; a preview is
    // marked as one for the editor.
    if (outcome.kind === 'page' && request.preview.unlisted) {
      const { viewModel } = outcome;
      const preview = request.preview.link ? { preview: true } : {};
      return {
        ...outcome,
        viewModel: { ...viewModel, meta: unlisted(viewModel.meta), ...preview },
      };
    }
    return outcome;
  }

  private async fromResolved(
    site: Site,
    path: string,
    chrome: Chrome,
    resolved: Exclude<Resolved, { kind: 'not-found' }>,
    popular: Promise<readonly Teaser[]> = Promise.resolve([]),
  ): Promise<PageOutcome> {
    const brand = brandTexts(site, chrome);
    switch (resolved.kind) {
      case 'redirect':
        return {
          kind: 'redirect',
          status: resolved.status,
          location: sameSiteLocation(resolved.location),
        };
      case 'article': {
        // The services around the article and the read-next's category fill run at once.
        const [{ article, sponsored }, readNext] = await Promise.all([
          this.enrichment === null
            ? { article: resolved.article, sponsored: [] }
            : this.enrichment.enrich(site, resolved.article),
          this.readNext === null
            ? readNextTeasers(resolved.article)
            : this.readNext.teasers(site, resolved.article, popular),
        ]);
        return this.page(chrome, articleMeta(site, brand.title, article, path), {
          type: 'article',
          article,
          ...(readNext.length > 0 ? { readNext } : {}),
          ...(sponsored.length > 0 ? { sponsored } : {}),
        });
      }
      case 'page': {
        const page = publicPage(resolved.page, await popular);
        const view: PageView =
          page.isFrontPage || path === '/' ? { type: 'home', page } : { type: 'page', page };
        return this.page(chrome, pageMeta(site, brand.title, brand.description, page, path), view);
      }
      case 'listing': {
        const listing = withMenuChildren(publicListing(resolved.listing), chrome.menus.main, path);
        // `?page=999`: a page past the last one does not exist.
        if (isPastLastPage(listing)) return this.notFound(site, true, null, popular);
        return this.page(chrome, listingMeta(site, brand.title, brand.description, listing, path), {
          type: 'listing',
          listing,
        });
      }
    }
  }

  private async searchPage(request: PageRequest): Promise<PageOutcome> {
    const { site } = request;
    const query = searchPageQuery(request.query);
    const [chrome, results] = await Promise.all([
      this.chrome.chrome(site, 'default'),
      this.search.results(site, query),
    ]);
    const brand = brandTexts(site, chrome);
    const meta = buildMeta(site, brand.title, {
      title: chrome.translations['search.title'] ?? 'Search',
      titleKey: 'search.title',
      description: brand.description,
      canonical: absoluteUrl(site, '/search'),
      robots: NOINDEX,
    });
    const view = { type: 'search', query: query.term, results } as const;
    // A term the search could not answer (an outage, or an API without search): the page says so
    // with 503, which no cache keeps and for which an earlier answer may stand in.
    if (results === null && query.term !== '')
      return { kind: 'page', status: 503, viewModel: { kind: 'site-page', chrome, meta, view } };
    return this.page(chrome, meta, view);
  }

  private async account(site: Site, path: string, screen: AccountScreen): Promise<PageOutcome> {
    return this.simple(
      site,
      path,
      'default',
      { type: 'account', screen },
      `account.${screen}.title`,
    );
  }

  private async simple(
    site: Site,
    path: string,
    layout: Layout,
    view: PageView,
    titleKey: string,
  ): Promise<PageOutcome> {
    const chrome = await this.chrome.chrome(site, layout);
    const brand = brandTexts(site, chrome);
    return this.page(
      chrome,
      buildMeta(site, brand.title, {
        // The renderer translates the key with the locale files as the fallback (`titleKey`).
        title: chrome.translations[titleKey] ?? '',
        titleKey,
        description: brand.description,
        canonical: absoluteUrl(site, path),
        robots: 'noindex',
      }),
      view,
    );
  }

  private page(chrome: Chrome, meta: PageMeta, view: PageView): PageOutcome {
    return { kind: 'page', status: 200, viewModel: { kind: 'site-page', chrome, meta, view } };
  }
}
