import { resolve } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { buildApp } from '../../../src/adapters/http/app';
import { PrometheusMetrics } from '../../../src/adapters/metrics/prometheus.metrics';
import { VikePageRenderer } from '../../../src/adapters/render/vike-page.renderer';
import { ErrorPage } from '../../../src/application/error-page';
import { ListingTeasers } from '../../../src/application/listing-teasers.use-case';
import { ResolvePage } from '../../../src/application/resolve-page.use-case';
import { SiteChromeService } from '../../../src/application/site-chrome.service';
import type { AppConfig } from '../../../src/config/app.config';
import type { PageRendererPort } from '../../../src/ports/page-renderer.port';
import { InMemoryContent } from '../../fakes/content.fake';
import { siteFixture } from '../../fakes/domain-builders';

export const DIST = resolve(process.cwd(), 'dist');

let sharedRenderer: VikePageRenderer | null = null;

/** The real Vike renderer over the build in dist/ (npm test builds first). */
export async function realRenderer(): Promise<VikePageRenderer> {
  if (sharedRenderer === null) {
    const renderer = new VikePageRenderer(DIST);
    await renderer.load();
    sharedRenderer = renderer;
  }
  return sharedRenderer;
}

export interface TestApp {
  readonly app: FastifyInstance;
  readonly content: InMemoryContent;
  readonly metrics: PrometheusMetrics;
}

export async function testApp(
  options: { production?: boolean; renderer?: PageRendererPort } = {},
): Promise<TestApp> {
  const sites = [
    siteFixture(),
    siteFixture({
      id: 'wom-se',
      market: 'se',
      locale: 'sv-SE',
      language: 'sv',
      brandPrefix: 'bse',
      hosts: ['wom-se.localhost'],
      siteDomain: 'http://wom-se.localhost:3000',
    }),
  ];
  const config: AppConfig = {
    production: options.production ?? false,
    host: '127.0.0.1',
    port: 0,
    metricsHost: '127.0.0.1',
    metricsPort: 0,
    logLevel: 'silent',
    siteIndexHosts: ['localhost', '127.0.0.1'],
    sites,
    sitesSource: 'test',
    distDir: DIST,
  };
  const content = new InMemoryContent();
  const chrome = new SiteChromeService(content, { ttlMs: 60_000, now: Date.now });
  const metrics = new PrometheusMetrics({ defaultMetrics: false });
  const app = await buildApp(
    {
      config,
      resolvePage: new ResolvePage(content, content, chrome),
      listingTeasers: new ListingTeasers(content),
      errorPage: new ErrorPage(chrome, config.production),
      renderer: options.renderer ?? (await realRenderer()),
      metrics,
    },
    pino({ level: 'silent' }),
  );
  return { app, content, metrics };
}
