import type {
  MetricsPort,
  UpstreamObservation,
  UpstreamOutcome,
} from '../../src/ports/metrics.port';

/** An in-memory `MetricsPort`: tests assert on what it holds. */
export class InMemoryMetrics implements MetricsPort {
  readonly upstream: UpstreamObservation[] = [];
  readonly renders: { readonly pageType: string; readonly durationSeconds: number }[] = [];

  observeUpstream(observation: UpstreamObservation): void {
    this.upstream.push(observation);
  }

  readonly shapeErrors: { readonly resource: string; readonly field: string }[] = [];

  observeRender(pageType: string, durationSeconds: number): void {
    this.renders.push({ pageType, durationSeconds });
  }

  observeShapeError(resource: string, field: string): void {
    this.shapeErrors.push({ resource, field });
  }

  /** The outcomes observed for one operation, in order. */
  outcomesOf(operation: string): UpstreamOutcome[] {
    return this.upstream.filter((o) => o.operation === operation).map((o) => o.outcome);
  }
}
