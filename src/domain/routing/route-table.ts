import type { AccountScreen } from '../page/view-model.types';
import { PATHS } from './route-paths';

/**
 * The product's route table: every path the server answers, once, with what it is, whether it
 * needs a known site and how it stands to the page cache. The HTTP adapter registers its routes
 * with these paths and refuses to start with a route the table does not hold
 * (`src/adapters/http/site.plugin.ts`); the cache mode, the cache-hit fast path and resolve-page's
 * app routes (`paths.rules.ts`) are derived from it.
 *
 * Paths use the router's syntax: static segments, a `:name` parameter for one segment, a trailing
 * `*` for everything below.
 */

/** What a route is. */
export type RouteKind =
  /** The catch-all page route and the pages it resolves (home, search, content). */
  | 'page'
  /** Sign-in, sign-up and password forms, the signed-in screens, sign-out. */
  | 'account'
  /** The admin area (admins only). */
  | 'admin'
  /** JSON for islands and scripts. */
  | 'api'
  /** A plain HTML form that works without JavaScript (calculators, newsletter). */
  | 'form'
  /** Calls from other systems, authenticated with a shared secret (cache purges). */
  | 'webhook'
  /** Built browser files. */
  | 'asset'
  /** Files for crawlers: robots.txt and sitemaps. */
  | 'seo'
  /** Liveness and readiness. */
  | 'health';

/**
 * How a route stands to the page cache (ADR 6):
 * - `shared`: answered through the page cache, one entry per key shared by every reader of it;
 * - `private`: personal (account and admin screens): never looked up in or stored by any cache;
 * - `none`: not a page; the page cache is never asked and the route sets its own Cache-Control.
 */
export type CacheRule = 'shared' | 'private' | 'none';

export type RouteMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** What resolve-page makes of a path; everything not named here is the content API's. */
export type AppRoute =
  | { readonly kind: 'home' }
  | { readonly kind: 'search' }
  | { readonly kind: 'account'; readonly screen: AccountScreen }
  | { readonly kind: 'admin-overview' }
  | { readonly kind: 'test-page' }
  | { readonly kind: 'content' };

interface EntryBase {
  readonly path: string;
  readonly kind: RouteKind;
  readonly cache: CacheRule;
  /** What resolve-page makes of this path when the page route answers it (or renders its chrome). */
  readonly app?: AppRoute;
}

/** A route registered with the router. */
export interface RouterEntry extends EntryBase {
  /** The methods registered for the path (a GET route answers HEAD too). */
  readonly methods: readonly [RouteMethod, ...RouteMethod[]];
  /**
   * True: a site route, answered for a host a site lists; any other host gets the one
   * unknown-site answer before the handler runs. False: answers on any host.
   */
  readonly needsSite: boolean;
}

/** A path the page route answers (no route of its own), with a rule of its own. */
export interface PageRouteEntry extends EntryBase {
  readonly methods: readonly [];
  /** Other spellings of the same path. */
  readonly aliases?: readonly string[];
  /** The path and every path below it (`/users`, `/users/…`), unless another entry names it. */
  readonly area?: boolean;
  /** Matched in any case: `/Users/x` is as personal as `/users/x`. */
  readonly anyCase?: boolean;
}

export type RouteEntry = RouterEntry | PageRouteEntry;

const GET = ['GET'] as const;
const POST = ['POST'] as const;
const FORM = ['GET', 'POST'] as const;

function screen(path: string, name: AccountScreen, methods: RouterEntry['methods']): RouterEntry {
  return {
    path,
    kind: 'account',
    methods,
    needsSite: true,
    cache: 'private',
    app: { kind: 'account', screen: name },
  };
}

export const ROUTES = {
  // Pages: the catch-all route and what it resolves.
  /** Every other GET: a content page of the site (on an unknown host: the site index or a 404). */
  page: { path: '/*', kind: 'page', methods: GET, needsSite: false, cache: 'shared' },
  home: { path: PATHS.home, kind: 'page', methods: [], cache: 'shared', app: { kind: 'home' } },
  search: {
    path: PATHS.search,
    aliases: ['/Search'],
    kind: 'page',
    methods: [],
    cache: 'shared',
    app: { kind: 'search' },
  },
  testPage: {
    path: '/cypress-testing',
    kind: 'page',
    methods: [],
    cache: 'shared',
    app: { kind: 'test-page' },
  },

  // Accounts (registered when accounts are configured; resolve-page renders their chrome).
  signIn: screen(PATHS.signIn, 'sign-in', FORM),
  signUp: screen(PATHS.signUp, 'sign-up', FORM),
  forgotPassword: screen(PATHS.forgotPassword, 'forgot-password', FORM),
  newPassword: screen(PATHS.newPassword, 'new-password', FORM),
  profile: screen(PATHS.profile, 'profile', GET),
  settings: screen(PATHS.settings, 'settings', GET),
  favouritesScreen: screen(PATHS.favouritesScreen, 'favourites', GET),
  signOut: {
    path: PATHS.signOut,
    kind: 'account',
    methods: POST,
    needsSite: true,
    cache: 'private',
  },
  /** Where the identity service sends the reader after signing out: clears cookies on any host. */
  signedOut: {
    path: '/users/sign_in/logout',
    kind: 'account',
    methods: GET,
    needsSite: false,
    cache: 'private',
  },
  adminOverview: {
    path: PATHS.adminOverview,
    kind: 'admin',
    methods: GET,
    needsSite: true,
    cache: 'private',
    app: { kind: 'admin-overview' },
  },
  adminPurge: {
    path: PATHS.adminPurge,
    kind: 'admin',
    methods: POST,
    needsSite: true,
    cache: 'private',
  },
  /** "Sign out everywhere" for an account, by its e-mail (`email` field; ADR 25). */
  adminEndSessions: {
    path: PATHS.adminEndSessions,
    kind: 'admin',
    methods: POST,
    needsSite: true,
    cache: 'private',
  },
  /** A stored file of the content API by its key (`?key=`), saved by the editor's browser. */
  adminDownload: {
    path: '/admin-dashboard/download',
    kind: 'admin',
    methods: GET,
    needsSite: true,
    cache: 'private',
  },

  // JSON.
  csrfToken: {
    path: PATHS.csrfToken,
    kind: 'api',
    methods: GET,
    needsSite: false,
    cache: 'none',
  },
  listingTeasers: {
    path: PATHS.listingTeasers,
    kind: 'api',
    methods: GET,
    needsSite: true,
    cache: 'none',
  },
  teaserList: {
    path: PATHS.teaserList,
    kind: 'api',
    methods: GET,
    needsSite: true,
    cache: 'none',
  },
  searchResults: {
    path: PATHS.searchResults,
    kind: 'api',
    methods: GET,
    needsSite: true,
    cache: 'none',
  },
  searchRelay: { path: '/api/search', kind: 'api', methods: GET, needsSite: true, cache: 'none' },
  newsletterPermission: {
    path: PATHS.newsletterPermission,
    kind: 'api',
    methods: GET,
    needsSite: true,
    cache: 'none',
  },
  newsletterSignUp: {
    path: PATHS.newsletterSignUp,
    kind: 'api',
    methods: POST,
    needsSite: true,
    cache: 'none',
  },
  favourites: {
    path: PATHS.favourites,
    kind: 'api',
    methods: GET,
    needsSite: true,
    cache: 'none',
  },
  favourite: {
    path: '/api/favourites/:id',
    kind: 'api',
    methods: ['PUT', 'DELETE'],
    needsSite: true,
    cache: 'none',
  },
  authService: {
    path: PATHS.authService,
    kind: 'api',
    methods: POST,
    needsSite: true,
    cache: 'none',
  },
  validation: {
    path: '/api/validation',
    kind: 'api',
    methods: POST,
    needsSite: true,
    cache: 'none',
  },

  // Forms without JavaScript.
  newsletterForm: {
    path: PATHS.newsletterForm,
    kind: 'form',
    methods: POST,
    needsSite: true,
    cache: 'none',
  },
  /** The favourite heart without JavaScript: add or remove, then back to the page (GET: usersArea). */
  favouriteForm: {
    path: PATHS.favouriteForm,
    kind: 'form',
    methods: POST,
    needsSite: true,
    cache: 'none',
  },
  /**
   * Back from the sign-in a heart sent a signed-out reader to: saves the article that heart named
   * (a pending-favourite cookie only the heart's form sets), then back to the page, at the heart.
   */
  favouriteResume: {
    path: '/users/favourites/resume',
    kind: 'form',
    methods: GET,
    needsSite: true,
    cache: 'none',
  },
  calculator: {
    path: '/calculators/:code',
    kind: 'form',
    methods: FORM,
    needsSite: true,
    cache: 'none',
  },

  // Other systems (the site comes from the body or from Host).
  contentWebhook: {
    path: '/api/webhooks/content',
    kind: 'webhook',
    methods: POST,
    needsSite: false,
    cache: 'none',
  },
  adminCachePurge: {
    path: '/api/admin/cache/purge',
    kind: 'webhook',
    methods: POST,
    needsSite: false,
    cache: 'none',
  },

  // Files.
  assets: { path: '/assets/*', kind: 'asset', methods: GET, needsSite: false, cache: 'none' },
  robots: { path: '/robots.txt', kind: 'seo', methods: GET, needsSite: true, cache: 'none' },
  sitemapIndex: { path: '/sitemap.xml', kind: 'seo', methods: GET, needsSite: true, cache: 'none' },
  sitemap: { path: '/sitemaps/:file', kind: 'seo', methods: GET, needsSite: true, cache: 'none' },
  /**
   * Google News: the site's news articles of the last two days. A static path, so the router
   * answers it before `sitemap`'s `/sitemaps/:file`.
   */
  newsSitemap: {
    path: '/sitemaps/news.xml',
    kind: 'seo',
    methods: GET,
    needsSite: true,
    cache: 'none',
  },
  liveness: { path: '/healthz', kind: 'health', methods: GET, needsSite: false, cache: 'none' },
  readiness: { path: '/readyz', kind: 'health', methods: GET, needsSite: false, cache: 'none' },

  // Areas: paths the page route answers that are never shared pages, below other routes' paths
  // (an unknown `/api/…`, a GET of `/newsletter/sign-up`) and in the personal areas.
  apiArea: { path: '/api', area: true, kind: 'api', methods: [], cache: 'none' },
  calculatorsArea: { path: '/calculators', area: true, kind: 'form', methods: [], cache: 'none' },
  newsletterArea: { path: '/newsletter', area: true, kind: 'form', methods: [], cache: 'none' },
  sitemapsArea: { path: '/sitemaps', area: true, kind: 'seo', methods: [], cache: 'none' },
  accountArea: {
    path: '/account',
    area: true,
    anyCase: true,
    kind: 'account',
    methods: [],
    cache: 'private',
  },
  usersArea: {
    path: PATHS.usersArea,
    area: true,
    anyCase: true,
    kind: 'account',
    methods: [],
    cache: 'private',
  },
  adminArea: {
    path: '/admin',
    area: true,
    anyCase: true,
    kind: 'admin',
    methods: [],
    cache: 'private',
  },
} as const satisfies Readonly<Record<string, RouteEntry>>;

const ENTRIES: readonly RouteEntry[] = Object.values(ROUTES);

/** The routes registered with the router. */
export const ROUTER_ENTRIES: readonly RouterEntry[] = ENTRIES.filter(
  (entry): entry is RouterEntry => entry.methods.length > 0,
);

const PAGE_ROUTE_ENTRIES: readonly PageRouteEntry[] = ENTRIES.filter(
  (entry): entry is PageRouteEntry => entry.methods.length === 0,
);

/** A GET route answers HEAD too. */
function answers(entry: RouterEntry, method: string): boolean {
  const asked = method === 'HEAD' ? 'GET' : method;
  return entry.methods.some((registered) => registered === asked);
}

/** The router entry registered for `method` at `path` (as written in the table), if any. */
export function routerEntry(method: string, path: string): RouterEntry | null {
  return ROUTER_ENTRIES.find((entry) => entry.path === path && answers(entry, method)) ?? null;
}

function isStatic(pattern: string): boolean {
  return !pattern.includes(':') && !pattern.endsWith('*');
}

/** A pattern with `:name` segments: each matches one segment (possibly empty). */
function matchesParameters(pattern: string, path: string): boolean {
  const wanted = pattern.split('/');
  const given = path.split('/');
  if (wanted.length !== given.length) return false;
  return wanted.every((segment, index) => segment.startsWith(':') || segment === given[index]);
}

/**
 * The router's choice among the table's routes for `method path`: a static path before a
 * parametric one, a parametric one before a wildcard, and of wildcards the longest prefix.
 */
function routed(method: string, path: string): RouterEntry | null {
  const candidates = ROUTER_ENTRIES.filter((entry) => answers(entry, method));
  const exact = candidates.find((entry) => isStatic(entry.path) && entry.path === path);
  if (exact !== undefined) return exact;
  const parametric = candidates.find(
    (entry) => entry.path.includes(':') && matchesParameters(entry.path, path),
  );
  if (parametric !== undefined) return parametric;
  let wildcard: RouterEntry | null = null;
  for (const entry of candidates) {
    if (!entry.path.endsWith('*')) continue;
    const prefix = entry.path.slice(0, -1);
    if (!path.startsWith(prefix)) continue;
    if (wildcard === null || prefix.length > wildcard.path.length - 1) wildcard = entry;
  }
  return wildcard;
}

function samePath(entry: PageRouteEntry | RouterEntry, path: string): boolean {
  if (entry.path === path) return true;
  return 'aliases' in entry && entry.aliases?.includes(path) === true;
}

function inArea(entry: PageRouteEntry, path: string): boolean {
  const base = entry.anyCase === true ? entry.path.toLowerCase() : entry.path;
  const given = entry.anyCase === true ? path.toLowerCase() : path;
  return given === base || given.startsWith(`${base}/`);
}

/** What the page route makes of a path: a named app path, an area, or the page route itself. */
function pageRouteEntry(path: string): RouteEntry {
  const named = ENTRIES.find((entry) => entry.app !== undefined && samePath(entry, path));
  if (named !== undefined) return named;
  const area = PAGE_ROUTE_ENTRIES.find((entry) => entry.area === true && inArea(entry, path));
  return area ?? ROUTES.page;
}

/**
 * The entry that answers `method path` (the path without its query): the route the router
 * picks, and for the page route the entry it resolves the path to. `null`: no route answers
 * (the not-found handler does).
 */
export function routeFor(method: string, path: string): RouteEntry | null {
  const entry = routed(method, path);
  return entry === ROUTES.page ? pageRouteEntry(path) : entry;
}

/** How a GET of `path` stands to the page cache. */
export function cacheRuleOf(path: string): CacheRule {
  return routeFor('GET', path)?.cache ?? 'none';
}

/** What resolve-page makes of a path (the app routes of the table; anything else is content). */
export function appRouteOf(path: string): AppRoute {
  return (
    ENTRIES.find((entry) => entry.app !== undefined && samePath(entry, path))?.app ?? {
      kind: 'content',
    }
  );
}
