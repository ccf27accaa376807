import { join } from 'node:path';
import { buildContentApi } from './api/content-api.app';
import {
  checkedUrl,
  webhookConfigFromEnv,
  type ContentWebhookConfig,
} from './editor/content-webhook';
import { SANDBOX_SITES } from './content/sandbox-sites';
import { syntheticSiteSpecs } from './content/synthetic-sites';
import { buildFavouritesApp, mountFavourites } from './favourites/favourites.app';
import { installFaults } from './faults/fault-injection';
import { isSearchRoutes, type SearchRoutes } from './search/search.routes';
import { buildImageCdn } from './images/image-cdn.app';
import { ImageOriginals } from './images/image-originals.store';
import { buildServicesApp, mountServices } from './services/services.app';
import { DEFAULT_SITE_ORIGIN_TEMPLATE, SandboxStore } from './store/sandbox.store';

export interface SandboxOptions {
  /** Default `127.0.0.1`. */
  readonly host?: string;
  /** The content API (and image originals); `0` picks a free port. Default 4100. */
  readonly port?: number;
  /** The image CDN; `0` picks a free port. Default 4101. */
  readonly cdnPort?: number;
  /** Unused: the content is bundled as TypeScript modules (kept for callers that pass it). */
  readonly dataDir?: string;
  /**
   * Public origin of each site, `{site}` replaced by the site id (canonical and translation
   * links). Default: env `SANDBOX_SITE_ORIGIN_TEMPLATE`, else `http://{site}.localhost:3000`.
   */
  readonly siteOriginTemplate?: string;
  /** Scale mode: this many generated articles more per site, built when asked for (default 0). */
  readonly synthetic?: number;
  /** Scale mode: this many synthetic sites (`syn-001` …, `content/synthetic-sites.ts`; default 0). */
  readonly syntheticSites?: number;
  /**
   * Where the favourites of both variants are kept. Default: env
   * SANDBOX_FAVOURITES_FILE, else `.cognito/sandbox-favourites.json` in the working directory.
   */
  readonly favouritesFile?: string;
  /**
   * The product's content webhook, called after each editor's edit (`/__sandbox/content`).
   * Default: env SANDBOX_CONTENT_WEBHOOK_URL (unset: no call); `null`: no call.
   */
  readonly contentWebhookUrl?: string | null;
  /** Its `x-webhook-secret`. Default: env CONTENT_WEBHOOK_SECRET, else `sandbox-webhook-secret`. */
  readonly contentWebhookSecret?: string;
  /**
   * The search routes of the content API: `both` (default), `post` (no GET route, like the 2022
   * API) or `none`. Default: env SANDBOX_SEARCH_ROUTES, else `both`.
   */
  readonly searchRoutes?: SearchRoutes;
}

export interface RunningSandbox {
  /** e.g. `http://127.0.0.1:4100`; the content API of a site is `{origin}/{site id}/wp-json/`. */
  readonly origin: string;
  /** e.g. `http://127.0.0.1:4101`. */
  readonly cdnOrigin: string;
  close(): Promise<void>;
}

function originOf(host: string, port: number): string {
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

/** The webhook of the options, else of the environment. */
function contentWebhook(options: SandboxOptions): ContentWebhookConfig {
  const url = options.contentWebhookUrl;
  const env = webhookConfigFromEnv(
    url === undefined ? process.env : { ...process.env, SANDBOX_CONTENT_WEBHOOK_URL: undefined },
  );
  return {
    url: url === undefined ? env.url : url === null ? null : checkedUrl(url, 'contentWebhookUrl'),
    secret: options.contentWebhookSecret ?? env.secret,
  };
}

/** The search routes of the options, else of `SANDBOX_SEARCH_ROUTES`; throws on a bad value. */
function searchRoutes(options: SandboxOptions): SearchRoutes {
  const value = options.searchRoutes ?? process.env.SANDBOX_SEARCH_ROUTES ?? 'both';
  if (value === '') return 'both';
  if (!isSearchRoutes(value))
    throw new Error(`SANDBOX_SEARCH_ROUTES must be both, post or none, got "${value}"`);
  return value;
}

/** Starts the sandbox upstreams: the content API of every site and the image CDN. */
export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  const host = options.host ?? '127.0.0.1';
  const template =
    options.siteOriginTemplate ??
    process.env.SANDBOX_SITE_ORIGIN_TEMPLATE ??
    DEFAULT_SITE_ORIGIN_TEMPLATE;
  const store = new SandboxStore(
    [...SANDBOX_SITES, ...syntheticSiteSpecs(SANDBOX_SITES, options.syntheticSites ?? 0)],
    template,
    options.synthetic ?? 0,
  );
  const originals = new ImageOriginals(store.originals());
  const brands = store.brands();
  const api = await buildContentApi({
    store,
    originals,
    brands,
    contentWebhook: contentWebhook(options),
    searchRoutes: searchRoutes(options),
  });
  const cdn = await buildImageCdn({ originals, brands });
  const services = await buildServicesApp(() => originOf(host, port(api)));
  mountServices(api, services);
  const favourites = await buildFavouritesApp(
    options.favouritesFile ??
      process.env.SANDBOX_FAVOURITES_FILE ??
      join(process.cwd(), '.cognito', 'sandbox-favourites.json'),
  );
  mountFavourites(api, favourites);
  installFaults({ api, cdn }); // fault switches: /__sandbox/faults and SANDBOX_FAULTS
  try {
    await api.listen({ host, port: options.port ?? 4100 });
    await cdn.listen({ host, port: options.cdnPort ?? 4101 });
  } catch (error) {
    await Promise.all([api.close(), cdn.close(), services.close(), favourites.close()]);
    throw error;
  }
  const port = (app: typeof api): number => {
    const address = app.server.address();
    if (address === null || typeof address === 'string')
      throw new Error('the sandbox is not listening on TCP');
    return address.port;
  };
  return {
    origin: originOf(host, port(api)),
    cdnOrigin: originOf(host, port(cdn)),
    close: async () => {
      await Promise.all([api.close(), cdn.close(), services.close(), favourites.close()]);
    },
  };
}
