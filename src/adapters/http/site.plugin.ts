import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hostName, siteTable } from '../../domain/site/site-lookup';
import type { Site } from '../../domain/site/site.types';

declare module 'fastify' {
  interface FastifyRequest {
    /** The site chosen by Host; null for an unknown host. */
    site: Site | null;
    /** True when the host serves the index of all sites. */
    isSiteIndexHost: boolean;
  }
}

export interface SitePluginOptions {
  readonly sites: readonly Site[];
  readonly siteIndexHosts: readonly string[];
}

/** Host → Site on every request; `null` for a host no site lists (ADR 3). */
export const sitePlugin = fp<SitePluginOptions>(
  (app: FastifyInstance, options) => {
    const lookup = siteTable(options.sites);
    const indexHosts = new Set(options.siteIndexHosts);
    app.decorateRequest('site', null);
    app.decorateRequest('isSiteIndexHost', false);
    app.addHook('onRequest', (request, _reply, done) => {
      request.site = lookup(request.headers.host);
      request.isSiteIndexHost =
        request.site === null && indexHosts.has(hostName(request.headers.host));
      if (request.site !== null) request.log = request.log.child({ site: request.site.id });
      done();
    });
  },
  { name: 'site' },
);
