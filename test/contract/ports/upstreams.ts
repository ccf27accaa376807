/**
 * Upstream clients for the adapters under contract: one that reaches the real network (the
 * sandbox or the recorded API on loopback), one whose every call fails without leaving the
 * process (an undici `MockAgent` that refuses to connect) and one whose every call runs past its
 * deadline (a `MockAgent` that answers too late), plus a log that keeps what it is told.
 */
import { MockAgent } from 'undici';
import { UpstreamHttpClient } from '../../../src/adapters/http-client/upstream-http.client';
import { InMemoryMetrics } from '../../fakes/metrics.fake';

export interface KeptLog {
  readonly lines: string[];
  warn(fields: unknown, message?: string): void;
  error(fields: unknown, message?: string): void;
}

export function keptLog(): KeptLog {
  const lines: string[] = [];
  return {
    lines,
    warn: (fields, message) => lines.push(`warn ${message ?? ''} ${JSON.stringify(fields)}`),
    error: (fields, message) => lines.push(`error ${message ?? ''} ${JSON.stringify(fields)}`),
  };
}

/** The deadline of a timing-out client, and how late its upstream answers. */
const DEADLINE_MS = 50;
const SLOW_ANSWER_MS = 1_000;

/** Builds upstream clients and closes them all at the end of the file. */
export class Upstreams {
  readonly metrics = new InMemoryMetrics();
  private readonly dead = new MockAgent();
  private readonly slow = new MockAgent();
  private readonly clients: UpstreamHttpClient[] = [];

  constructor() {
    this.dead.disableNetConnect();
    this.slow.disableNetConnect();
    this.slow
      .get(() => true)
      .intercept({ path: () => true, method: () => true })
      .reply(200, {})
      .delay(SLOW_ANSWER_MS)
      .persist();
  }

  /** A client of `service` over the network. */
  live(service: string): UpstreamHttpClient {
    const client = new UpstreamHttpClient({ metrics: this.metrics, service });
    this.clients.push(client);
    return client;
  }

  /** A client of `service` whose every call fails at once (no connection is ever made). */
  failing(service: string): UpstreamHttpClient {
    return new UpstreamHttpClient({
      metrics: new InMemoryMetrics(),
      service,
      dispatcher: this.dead,
    });
  }

  /** A client of `service` whose every call runs past its deadline (the upstream is too slow). */
  timingOut(service: string): UpstreamHttpClient {
    return new UpstreamHttpClient({
      metrics: new InMemoryMetrics(),
      service,
      dispatcher: this.slow,
      timeouts: { deadlineMs: DEADLINE_MS },
    });
  }

  async close(): Promise<void> {
    await Promise.all(this.clients.map((client) => client.close()));
    await this.dead.close();
    await this.slow.close();
  }
}
