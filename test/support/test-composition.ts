import type { FastifyInstance } from 'fastify';
import type { Container } from 'inversify';
import { pino, type Logger } from 'pino';
import { PrometheusMetrics } from '../../src/adapters/metrics/prometheus.metrics';
import { DocumentPageRenderer } from '../../src/adapters/render/document-page.renderer';
import { composeApp, override, type Override } from '../../src/composition/compose';
import { ID } from '../../src/composition/identifiers';
import type { AppConfig } from '../../src/config/app.config';
import { DIST } from './test-config';

let sharedRenderer: DocumentPageRenderer | null = null;

/** The product's renderer over the client build in dist/, loaded once per test file. */
export async function realRenderer(): Promise<DocumentPageRenderer> {
  if (sharedRenderer === null) {
    const renderer = new DocumentPageRenderer(DIST);
    await renderer.load();
    sharedRenderer = renderer;
  }
  return sharedRenderer;
}

export interface ComposedTestApp {
  readonly app: FastifyInstance;
  readonly container: Container;
  readonly metrics: PrometheusMetrics;
  readonly stop: () => Promise<void>;
}

/**
 * The product as `npm start` composes it (src/composition), with the given ports replaced. By
 * default only what a test cannot share is replaced: metrics without process collectors, and the
 * renderer loaded once per file.
 */
export async function composeTestApp(
  config: AppConfig,
  overrides: readonly Override[] = [],
  logger: Logger = pino({ level: 'silent' }),
): Promise<ComposedTestApp> {
  const metrics = new PrometheusMetrics({ defaultMetrics: false });
  const defaults = [override(ID.prometheus, metrics), override(ID.renderer, await realRenderer())];
  const replaced = new Set(overrides.map((entry) => entry.identifier));
  const composed = await composeApp(config, logger, [
    ...defaults.filter((entry) => !replaced.has(entry.identifier)),
    ...overrides,
  ]);
  return {
    app: composed.app,
    container: composed.container,
    metrics: composed.container.get<PrometheusMetrics>(ID.prometheus),
    stop: composed.stop,
  };
}
