import type { Counter, Histogram } from 'prom-client';

/**
 * Per-request metric updates kept in plain numbers and folded into prom-client when it is
 * scraped (each metric's `collect()`), so a request costs an array increment instead of
 * prom-client's label hashing and validation (docs/adr/0018-prebuilt-cache-hits.md). The
 * exposition shows the same series and values as observing each request directly.
 */

/** One label set of a histogram: observations since the last scrape, bucket by bucket. */
export class HistogramSeries {
  /** Observations per bucket (not cumulative), the last one past every bound (`+Inf`). */
  private readonly counts: Float64Array;
  private sum = 0;
  private count = 0;

  constructor(
    readonly labels: Readonly<Record<string, string>>,
    private readonly bounds: readonly number[],
  ) {
    this.counts = new Float64Array(bounds.length + 1);
  }

  /** One observation, in the first bucket whose bound is at least the value (as prom-client). */
  observe(value: number): void {
    if (!Number.isFinite(value)) throw new TypeError(`Value is not a valid number: ${value}`);
    const bounds = this.bounds;
    let bucket = 0;
    while (bucket < bounds.length && value > (bounds[bucket] ?? Infinity)) bucket += 1;
    this.counts[bucket] = (this.counts[bucket] ?? 0) + 1;
    this.sum += value;
    this.count += 1;
  }

  /** Whether anything was observed since the last fold. */
  get pending(): boolean {
    return this.count > 0;
  }

  /** Adds what was observed since the last fold to prom-client's values, and starts again. */
  foldInto(values: HistogramValues): void {
    this.bounds.forEach((bound, index) => {
      values.bucketValues[bound] = (values.bucketValues[bound] ?? 0) + (this.counts[index] ?? 0);
    });
    values.sum += this.sum;
    values.count += this.count;
    this.counts.fill(0);
    this.sum = 0;
    this.count = 0;
  }
}

/** prom-client's values of one label set (`Histogram#hashMap`, version 15). */
interface HistogramValues {
  readonly labels: object;
  readonly bucketValues: Record<number, number>;
  sum: number;
  count: number;
}

/** The parts of a prom-client 15 Histogram a fold writes to (not in its typings). */
interface HistogramInternals {
  readonly hashMap: Readonly<Record<string, HistogramValues>>;
  readonly upperBounds: readonly number[];
}

function internalsOf(histogram: Histogram): HistogramInternals {
  const internals = histogram as unknown as Partial<HistogramInternals>;
  if (
    typeof internals.hashMap !== 'object' ||
    !Array.isArray(internals.upperBounds) ||
    typeof (histogram as Partial<Histogram>).zero !== 'function'
  ) {
    throw new Error(
      'prom-client Histogram no longer has hashMap and upperBounds: update scrape-fold.metrics.ts',
    );
  }
  return internals as HistogramInternals;
}

/**
 * A histogram whose observations are counted in `HistogramSeries` and folded into the
 * prom-client Histogram on scrape: call `fold()` from the Histogram's `collect()`. The fold is
 * one addition per bucket and label set, whatever the number of requests.
 */
export class FoldedHistogram<L extends string> {
  private readonly series = new Map<string, HistogramSeries>();
  /** prom-client's values each series adds to, until `reset()` replaces prom-client's map. */
  private readonly values = new Map<HistogramSeries, HistogramValues>();
  private valuesOf: HistogramInternals['hashMap'] | null = null;
  private readonly internals: HistogramInternals;

  constructor(private readonly histogram: Histogram<L>) {
    this.internals = internalsOf(histogram);
  }

  /**
   * The series of one label set (`id` names it, e.g. the label values joined); keep it to
   * observe without a lookup.
   */
  seriesOf(id: string, labels: () => Readonly<Record<L, string>>): HistogramSeries {
    let found = this.series.get(id);
    if (found === undefined) {
      found = new HistogramSeries(labels(), this.internals.upperBounds);
      this.series.set(id, found);
    }
    return found;
  }

  fold(): void {
    if (this.valuesOf !== this.internals.hashMap) {
      // First scrape, or prom-client was reset: its values are new objects.
      this.values.clear();
      this.valuesOf = this.internals.hashMap;
    }
    for (const series of this.series.values()) {
      if (series.pending) series.foldInto(this.valuesFor(series));
    }
  }

  /** prom-client's values of the series' label set, made at zero when it has none yet. */
  private valuesFor(series: HistogramSeries): HistogramValues {
    const known = this.values.get(series);
    if (known !== undefined) return known;
    const find = () =>
      Object.values(this.internals.hashMap).find((values) =>
        sameLabels(values.labels, series.labels),
      );
    let values = find();
    if (values === undefined) {
      this.histogram.zero(series.labels as Partial<Record<L, string>>);
      values = find();
    }
    if (values === undefined)
      throw new Error('prom-client Histogram#zero added no values: update scrape-fold.metrics.ts');
    this.values.set(series, values);
    return values;
  }
}

function sameLabels(a: object, b: object): boolean {
  const left = Object.entries(a);
  return (
    left.length === Object.keys(b).length &&
    left.every(([name, value]) => (b as Record<string, unknown>)[name] === value)
  );
}

/** A counter whose increments are summed per label set and added to prom-client on scrape. */
export class FoldedCounter<L extends string> {
  private readonly pending = new Map<string, { labels: Record<L, string>; amount: number }>();

  constructor(private readonly counter: Counter<L>) {}

  /** `id` names the label set (one string per set, e.g. the label values joined). */
  inc(id: string, labels: () => Record<L, string>, amount = 1): void {
    const known = this.pending.get(id);
    if (known !== undefined) known.amount += amount;
    else this.pending.set(id, { labels: labels(), amount });
  }

  fold(): void {
    for (const entry of this.pending.values()) {
      if (entry.amount === 0) continue;
      this.counter.inc(entry.labels, entry.amount);
      entry.amount = 0;
    }
  }
}
