/**
 * Upstream clients for the adapters under contract: one that reaches the real network (the
 * sandbox or the recorded API on loopback) and one whose every call fails without leaving the
 * process (an undici `MockAgent` that refuses to connect), plus a log that keeps what it is told.
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

/** Builds upstream clients and closes them all at the end of the file. */
export class Upstreams {
  readonly metrics = new InMemoryMetrics();
  private readonly dead = new MockAgent();
  private readonly clients: UpstreamHttpClient[] = [];

  constructor() {
    this.dead.disableNetConnect();
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

  async close(): Promise<void> {
    await Promise.all(this.clients.map((client) => client.close()));
    await this.dead.close();
  }
}
