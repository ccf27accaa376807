import type { UpstreamStatusView } from '../domain/identity/account-view.types';

/** This process as the operating system sees it. */
export interface ProcessStatus {
  readonly uptimeMs: number;
  /** Resident set size. */
  readonly memoryBytes: number;
  /** The runtime and its version, e.g. `v22.11.0`. */
  readonly runtime: string;
}

/** What the traffic so far says: the upstream services and the response cache. */
export interface TrafficStatus {
  /** Requests, mean latency and breaker state per upstream service, by service name. */
  readonly upstreams: readonly UpstreamStatusView[];
  /** Requests answered from the cache (0..1); null before any lookup. */
  readonly cacheHitRatio: number | null;
}

/** How this replica is doing, for the admin overview. */
export interface OperationsStatusPort {
  process(): ProcessStatus;
  traffic(): Promise<TrafficStatus>;
}
