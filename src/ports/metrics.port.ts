export type UpstreamOutcome = 'ok' | 'not_found' | 'error' | 'timeout' | 'invalid';

export interface UpstreamObservation {
  /** Upstream service, e.g. `content-api`. */
  readonly service: string;
  /** Operation, e.g. `resolve`. */
  readonly operation: string;
  readonly outcome: UpstreamOutcome;
  readonly durationSeconds: number;
}

/** What the application and adapters report; the metrics adapter decides how it is exported. */
export interface MetricsPort {
  observeUpstream(observation: UpstreamObservation): void;
  observeRender(pageType: string, durationSeconds: number): void;
  /**
   * An upstream field or item that did not fit its schema and was dropped while the rest of the
   * answer was kept, by resource (e.g. `composite`) and field (e.g. `contents.product`).
   */
  observeShapeError?(resource: string, field: string): void;
}
