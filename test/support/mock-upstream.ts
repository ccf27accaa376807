import { MockAgent } from 'undici';
import {
  UpstreamHttpClient,
  type UpstreamHttpClientOptions,
} from '../../src/adapters/http-client/upstream-http.client';
import { InMemoryMetrics } from '../fakes/metrics.fake';

/**
 * An upstream behind undici's MockAgent (no network), the metrics and the lines an adapter logs,
 * for adapter tests over the real `UpstreamHttpClient`. Close `agent` after each test.
 */
export function mockUpstream() {
  const agent = new MockAgent();
  agent.disableNetConnect();
  const metrics = new InMemoryMetrics();
  const logged: string[] = [];
  const logger = {
    warn: (_fields: unknown, message?: string) => logged.push(`warn ${message ?? ''}`),
    error: (_fields: unknown, message?: string) => logged.push(`error ${message ?? ''}`),
  };
  const client = (
    service: string,
    options: Omit<UpstreamHttpClientOptions, 'metrics' | 'service' | 'dispatcher'> = {},
  ): UpstreamHttpClient =>
    new UpstreamHttpClient({ ...options, metrics, service, dispatcher: agent });
  return { agent, metrics, logged, logger, client };
}
