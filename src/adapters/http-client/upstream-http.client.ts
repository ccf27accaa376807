import { Agent, type Dispatcher } from 'undici';
import type { EventPublisherPort } from '../../ports/event-bus.port';
import type { MetricsPort, UpstreamOutcome } from '../../ports/metrics.port';
import {
  DEFAULT_BREAKER_OPTIONS,
  DEFAULT_BULKHEAD_OPTIONS,
  OriginGuard,
  type BreakerState,
  type BulkheadOptions,
  type CircuitBreakerOptions,
  type Guarded,
} from './circuit-breaker';
import {
  DEFAULT_MAX_BODY_BYTES,
  DEFAULT_TIMEOUTS,
  type Reading,
  type UpstreamBytesRequest,
  type UpstreamCall,
  type UpstreamRequest,
  type UpstreamResponse,
  type UpstreamResult,
  type UpstreamTimeouts,
} from './upstream-http.types';
import type { AdapterLogger } from './adapter-logger';
import { OutageLog } from '../logging/outage.log';
import { exchange, NOT_JSON, parseJson, textOf, type Exchange } from './upstream.transport';
import type { Failure } from '../../domain/errors/outcome';
import {
  classifyTransportError,
  failureOf,
  UpstreamServiceError,
  type UpstreamErrorCode,
  type UpstreamFailureOutcome,
} from './upstream.errors';

/** A response that arrived with a status below 500. */
type Answered = Extract<Exchange, { ok: true }>;
/** How one kind of call turns an answered response into its result. */
type Interpret<T> = (transport: Answered, seconds: number) => UpstreamResult<T>;

export const DEFAULT_USER_AGENT = 'magazine-platform/0.1 (+server-side renderer)';

export interface UpstreamHttpClientOptions {
  readonly metrics: MetricsPort;
  /** Upstream service name in metrics and errors, e.g. `content-api`. */
  readonly service: string;
  /** Defaults to one keep-alive `Agent` built with `timeouts`; tests pass a `MockAgent`. */
  readonly dispatcher?: Dispatcher;
  readonly timeouts?: Partial<UpstreamTimeouts>;
  /** The largest body read, JSON or bytes (default 32 MiB); a longer one fails the call. */
  readonly maxBodyBytes?: number;
  readonly breaker?: Partial<CircuitBreakerOptions>;
  /** Concurrent calls and queue per origin (cockatiel bulkhead). */
  readonly bulkhead?: Partial<BulkheadOptions>;
  readonly userAgent?: string;
  /** A monotonic clock in milliseconds (durations; breaker cool-downs use the wall clock). */
  readonly now?: () => number;
  /** Where `UpstreamFailed`, `UpstreamRecovered` and `BreakerStateChanged` go (ADR 12). */
  readonly events?: EventPublisherPort;
  /** The outage log its failures go to (one of its own unless the composition shares one). */
  readonly outages?: OutageLog;
}

/**
 * The shared outgoing HTTP client of the upstream adapters: timeouts, a per-call deadline, JSON
 * parsing, duration measurement, outcome classification reported to `MetricsPort.observeUpstream`,
 * and per origin a circuit breaker and a bulkhead (cockatiel, see `OriginGuard`). Redirects are never followed. It never throws: every call
 * answers an `UpstreamResult`.
 */
export class UpstreamHttpClient {
  readonly service: string;
  private readonly metrics: MetricsPort;
  private readonly dispatcher: Dispatcher;
  private readonly ownsDispatcher: boolean;
  private readonly timeouts: UpstreamTimeouts;
  private readonly maxBodyBytes: number;
  private readonly breakerOptions: CircuitBreakerOptions;
  private readonly bulkheadOptions: BulkheadOptions;
  private readonly userAgent: string;
  private readonly now: () => number;
  private readonly breakers = new Map<string, OriginGuard>();
  private readonly outages: OutageLog;
  private readonly events: EventPublisherPort | null;
  /** Operations whose last call failed: their next success is published as a recovery. */
  private readonly failing = new Set<string>();

  constructor(options: UpstreamHttpClientOptions) {
    this.service = options.service;
    this.metrics = options.metrics;
    this.timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
    this.maxBodyBytes = options.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES;
    this.breakerOptions = { ...DEFAULT_BREAKER_OPTIONS, ...options.breaker };
    this.bulkheadOptions = { ...DEFAULT_BULKHEAD_OPTIONS, ...options.bulkhead };
    this.userAgent = options.userAgent ?? DEFAULT_USER_AGENT;
    this.now = options.now ?? (() => performance.now());
    this.outages = options.outages ?? new OutageLog(this.now);
    this.events = options.events ?? null;
    this.ownsDispatcher = options.dispatcher === undefined;
    this.dispatcher =
      options.dispatcher ??
      new Agent({
        connectTimeout: this.timeouts.connectMs,
        headersTimeout: this.timeouts.headersMs,
        bodyTimeout: this.timeouts.bodyMs,
        keepAliveTimeout: 10_000,
      });
  }

  /**
   * Logs a failed call for an adapter in the outage log, sampled so an outage stays readable
   * (`OutageLog`): refusals by an open breaker are counted, not written. Answers the failure as
   * the adapter's port answers it.
   */
  logFailure(
    logger: AdapterLogger,
    error: UpstreamServiceError,
    fields: Readonly<Record<string, unknown>>,
    message: string,
  ): Failure {
    const failure = failureOf(error);
    this.outages.callFailed(logger, failure, fields, message);
    return failure;
  }

  /** The breaker state of an origin (`closed` for an origin never called). */
  breakerState(origin: string): BreakerState {
    return this.breakers.get(origin)?.state ?? 'closed';
  }

  /** A call whose body is JSON: `read` gets it parsed (a 2xx body that is not JSON fails). */
  send<T>(call: UpstreamRequest<T>): Promise<UpstreamResult<T>> {
    return this.guarded(call, (transport, seconds) => this.interpretJson(call, transport, seconds));
  }

  /**
   * A call whose body is read as bytes (a file), with the same deadline, size cap, breaker and
   * metrics as `send`; `accept` is any type unless the call names one.
   */
  sendForBytes<T>(call: UpstreamBytesRequest<T>): Promise<UpstreamResult<T>> {
    const asked = { ...call, accept: call.accept ?? '*/*' };
    return this.guarded(asked, (transport, seconds) =>
      this.conclude(call, transport.status, seconds, () =>
        call.read({ status: transport.status, headers: transport.headers, bytes: transport.bytes }),
      ),
    );
  }

  private async guarded<T>(
    call: UpstreamCall,
    interpret: Interpret<T>,
  ): Promise<UpstreamResult<T>> {
    const guarded = await this.breakerFor(call.url.origin).execute(() =>
      this.attempt(call, interpret),
    );
    if (guarded.made) return guarded.value;
    const open = guarded.refusal === 'circuit-open';
    return this.fail(call, 0, {
      outcome: 'error',
      code: open ? 'UPSTREAM_CIRCUIT_OPEN' : 'UPSTREAM_BULKHEAD_FULL',
      status: null,
      detail: open
        ? `circuit open for ${call.url.origin}`
        : `too many concurrent calls to ${call.url.origin}`,
    });
  }

  /**
   * One call over the wire; transport failures and 5xx count against the origin's breaker (a
   * body over the size cap does not: the origin answered).
   */
  private async attempt<T>(
    call: UpstreamCall,
    interpret: Interpret<T>,
  ): Promise<Guarded<UpstreamResult<T>>> {
    const started = this.now();
    const transport = await exchange(call, {
      dispatcher: this.dispatcher,
      timeouts: this.timeouts,
      userAgent: this.userAgent,
      maxBodyBytes: this.maxBodyBytes,
    });
    const seconds = (this.now() - started) / 1000;

    if (!transport.ok) {
      const { outcome, code, detail } = classifyTransportError(transport.error);
      const value = this.fail<T>(call, seconds, {
        outcome,
        code,
        status: null,
        detail,
        cause: transport.error,
      });
      return { value, failed: outcome !== 'invalid' };
    }
    if (transport.status >= 500) {
      const value = this.fail<T>(call, seconds, {
        outcome: 'error',
        code: 'UPSTREAM_BAD_STATUS',
        status: transport.status,
        detail: `status ${transport.status}`,
      });
      return { value, failed: true };
    }
    return { value: interpret(transport, seconds), failed: false };
  }

  /** Closes the default agent; an injected dispatcher belongs to the caller. */
  async close(): Promise<void> {
    if (this.ownsDispatcher) await this.dispatcher.close();
  }

  private breakerFor(origin: string): OriginGuard {
    let guard = this.breakers.get(origin);
    if (guard === undefined) {
      guard = new OriginGuard(this.breakerOptions, this.bulkheadOptions, (state) => {
        // Metrics and the log follow the event (metrics.subscriber.ts, event-log.subscriber.ts).
        void this.events?.publish({
          type: 'BreakerStateChanged',
          service: this.service,
          origin,
          state,
        });
      });
      this.breakers.set(origin, guard);
    }
    return guard;
  }

  private interpretJson<T>(
    call: UpstreamRequest<T>,
    transport: Answered,
    seconds: number,
  ): UpstreamResult<T> {
    const { status } = transport;
    const success = status >= 200 && status < 300;
    const body = parseJson(textOf(transport.bytes));
    if (body === NOT_JSON && success) {
      return this.fail(call, seconds, {
        outcome: 'invalid',
        code: 'UPSTREAM_INVALID_JSON',
        status,
        detail: 'the body is not JSON',
      });
    }
    const response: UpstreamResponse = {
      status,
      headers: transport.headers,
      body: body === NOT_JSON ? undefined : body,
    };
    return this.conclude(call, status, seconds, () => call.read(response));
  }

  /** The caller's reading of an answered call, observed and turned into a result. */
  private conclude<T>(
    call: UpstreamCall,
    status: number,
    seconds: number,
    read: () => Reading<T>,
  ): UpstreamResult<T> {
    let reading: Reading<T>;
    try {
      reading = read();
    } catch (error) {
      const detail = error instanceof Error ? error.message : String(error);
      reading = { outcome: 'invalid', reason: `reading failed: ${detail}` };
    }
    switch (reading.outcome) {
      case 'ok':
      case 'not_found':
        this.observe(call, reading.outcome, seconds);
        this.answered(call.operation);
        return { ok: true, outcome: reading.outcome, status, value: reading.value };
      case 'invalid':
        return this.fail(call, seconds, {
          outcome: 'invalid',
          code: 'UPSTREAM_INVALID_RESPONSE',
          status,
          detail: reading.reason,
        });
      case 'error':
        return this.fail(call, seconds, {
          outcome: 'error',
          code: 'UPSTREAM_BAD_STATUS',
          status,
          detail: reading.reason,
        });
    }
  }

  private fail<T>(
    call: UpstreamCall,
    seconds: number,
    failure: {
      readonly outcome: UpstreamFailureOutcome;
      readonly code: UpstreamErrorCode;
      readonly status: number | null;
      readonly detail: string;
      readonly cause?: unknown;
    },
  ): UpstreamResult<T> {
    this.observe(call, failure.outcome, seconds);
    this.failing.add(call.operation);
    void this.events?.publish({
      type: 'UpstreamFailed',
      service: this.service,
      operation: call.operation,
      outcome: failure.outcome,
      code: failure.code,
    });
    const error = new UpstreamServiceError(`${this.service} ${call.operation}: ${failure.detail}`, {
      code: failure.code,
      outcome: failure.outcome,
      service: this.service,
      operation: call.operation,
      status: failure.status,
      cause: failure.cause,
    });
    return { ok: false, error };
  }

  /** A call answered: after failures, the operation has recovered. */
  private answered(operation: string): void {
    if (!this.failing.delete(operation)) return;
    void this.events?.publish({ type: 'UpstreamRecovered', service: this.service, operation });
  }

  private observe(call: UpstreamCall, outcome: UpstreamOutcome, seconds: number): void {
    this.metrics.observeUpstream({
      service: this.service,
      operation: call.operation,
      outcome,
      durationSeconds: seconds,
    });
  }
}
