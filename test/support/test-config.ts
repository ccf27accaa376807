import { resolve } from 'node:path';
import type { AppConfig } from '../../src/config/app.config';
import { siteFixture } from '../fakes/domain-builders';

/** The build the real renderer reads (npm test builds first). */
export const DIST = resolve(process.cwd(), 'dist');

/**
 * A configuration as `loadConfig` would give it, for the product in process: loopback only, no
 * Redis, no proxies trusted, quiet logs, one Danish site unless `sites` says otherwise.
 */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    production: false,
    trustProxy: false,
    host: '127.0.0.1',
    port: 0,
    metricsHost: '127.0.0.1',
    metricsPort: 0,
    logLevel: 'silent',
    siteIndexHosts: ['localhost', '127.0.0.1'],
    sites: [siteFixture()],
    sitesSource: 'test',
    distDir: DIST,
    redisUrl: null,
    contentWebhookSecret: null,
    cacheMemoryBytes: 16 * 1024 * 1024,
    maxEventLoopDelayMs: 0,
    ...overrides,
  };
}
