import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { createLogger } from './adapters/logging/logger';
import { startMetricsServer } from './adapters/metrics/metrics.server';
import { composeApp } from './composition/compose';
import { ID, resolve } from './composition/identifiers';
import { loadConfig, type AppConfig } from './config/app.config';
import { ConfigError } from './config/config-error';

/** After the drain, how long in-flight requests may take before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;
const WARM_UP_BUDGET_MS = 5_000;

function readConfig(): AppConfig {
  try {
    return loadConfig(process.env, process.cwd(), (path) => readFileSync(path, 'utf8'));
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`[magazine] ${error.message}`);
      process.exit(78);
    }
    throw error;
  }
}

/** Process entry: configuration, composition, listen, graceful shutdown on SIGTERM. */
async function main(): Promise<void> {
  const config = readConfig();
  const logger = createLogger(config.logLevel);
  const { app, container, stopBackground } = await composeApp(config, logger);
  const metricsServer = await startMetricsServer(
    resolve(container, ID.prometheus),
    config.metricsHost,
    config.metricsPort,
  );

  const chrome = resolve(container, ID.siteChrome);
  await Promise.race([
    chrome.warmUp(config.sites),
    new Promise((resolve) => setTimeout(resolve, WARM_UP_BUDGET_MS).unref()),
  ]);

  await app.listen({ host: config.host, port: config.port });
  logger.info(
    {
      sites: config.sites.map((site) => `${site.id}: ${site.siteDomain}/`),
      sitesSource: config.sitesSource,
      metrics: `http://${config.metricsHost}:${config.metricsPort}/metrics`,
    },
    'magazine ready',
  );
  installShutdown(app, [app, metricsServer], stopBackground, logger, config.shutdownDrainMs ?? 0);
}

/**
 * SIGTERM: readiness fails at once while the listener keeps answering for `drainMs`, so a
 * balancer that polls /readyz takes the replica out before a request meets a closed port; then
 * stop accepting, finish in-flight requests, close Redis and exit. SIGINT (Ctrl-C on a laptop)
 * skips the drain.
 */
function installShutdown(
  app: FastifyInstance,
  servers: readonly FastifyInstance[],
  stopBackground: () => Promise<void>,
  logger: ReturnType<typeof createLogger>,
  drainMs: number,
): void {
  let closing = false;
  const shutdown = (signal: string): void => {
    if (closing) return;
    closing = true;
    app.drain.start();
    const drain = signal === 'SIGTERM' ? drainMs : 0;
    logger.info({ signal, drainMs: drain }, 'shutting down: readiness fails, draining');
    setTimeout(() => {
      logger.error('shutdown grace period elapsed, exiting');
      process.exit(1);
    }, drain + SHUTDOWN_GRACE_MS).unref();
    setTimeout(() => {
      close();
    }, drain).unref();
  };
  const close = (): void => {
    logger.info('shutting down: closing the listener, finishing in-flight requests');
    // A keep-alive connection whose request finishes after `close` started turns idle later:
    // close idle connections until the servers are closed, so clients are not waited for.
    const sweep = setInterval(() => {
      for (const server of servers) server.server.closeIdleConnections();
    }, 100);
    sweep.unref();
    Promise.all(servers.map((server) => server.close()))
      .finally(() => {
        clearInterval(sweep);
      })
      .then(stopBackground)
      .then(() => {
        logger.info('shut down cleanly');
        process.exit(0);
      })
      .catch((error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  };
  process.on('SIGTERM', () => {
    shutdown('SIGTERM');
  });
  process.on('SIGINT', () => {
    shutdown('SIGINT');
  });
}

main().catch((error: unknown) => {
  console.error('[magazine] failed to start:', error);
  process.exit(1);
});
