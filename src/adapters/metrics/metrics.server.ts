import Fastify, { type FastifyInstance } from 'fastify';
import type { PrometheusMetrics } from './prometheus.metrics';

/** Prometheus exposition on its own port (METRICS_PORT), away from reader traffic. */
export async function startMetricsServer(
  metrics: PrometheusMetrics,
  host: string,
  port: number,
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: false,
    // A scrape is a small GET: slow or idle scrapers are cut off like any client.
    requestTimeout: 10_000,
    connectionTimeout: 60_000,
    keepAliveTimeout: 5_000,
    bodyLimit: 1024,
  });
  app.get('/metrics', async (_request, reply) => {
    const { contentType, body } = await metrics.exposition();
    return reply.type(contentType).header('cache-control', 'no-store').send(body);
  });
  await app.listen({ host, port });
  return app;
}
