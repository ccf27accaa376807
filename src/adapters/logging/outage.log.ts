import type { Logger } from 'pino';
import type { Failure } from '../../domain/errors/outcome';
import { QuietLog } from './quiet.log';

/** The part of a logger the outage log writes to (pino's, a Fastify request's). */
export type OutageLogger = Pick<Logger, 'warn' | 'error'>;

/** At most one line per cause in this window; the rest are counted into the next. */
export const OUTAGE_LOG_WINDOW_MS = 1_000;

/** Refusals made without calling the upstream: counted in metrics, never a line of their own. */
const NOT_CALLED: ReadonlySet<string> = new Set([
  'UPSTREAM_CIRCUIT_OPEN',
  'UPSTREAM_BULKHEAD_FULL',
]);

/**
 * The one log of outages, so that an outage stays readable (SECURITY.md: at most a line a second
 * per cause, no stack). It hears of a failure twice, at most once a second each:
 * - `callFailed`: where an upstream call failed (the shared HTTP client, per service), at error.
 *   A call refused by an open breaker or a full bulkhead writes no line (the breaker's state
 *   changes do, once each, and the metrics count every call); the next line says how many
 *   failures and refusals it left out.
 * - `refused`: where a reader's request was refused because of it (the HTTP error handler, per
 *   code), at warn, with how many refusals it left out.
 * Both lines carry the failure as the port answered it: its code, the service, whether to retry.
 */
export class OutageLog {
  private readonly lines: QuietLog;
  private readonly notCalled = new Map<string, number>();

  constructor(now: () => number = Date.now, intervalMs: number = OUTAGE_LOG_WINDOW_MS) {
    this.lines = new QuietLog(now, intervalMs);
  }

  /** Logs (or counts) one failed upstream call; `fields` name the call (route, site, …). */
  callFailed(
    logger: OutageLogger,
    failure: Failure,
    fields: Readonly<Record<string, unknown>>,
    message: string,
  ): void {
    const { service } = failure;
    if (NOT_CALLED.has(failure.code)) {
      this.notCalled.set(service, (this.notCalled.get(service) ?? 0) + 1);
      return;
    }
    this.lines.note(`call ${service}`, (suppressed) => {
      const refused = this.notCalled.get(service) ?? 0;
      this.notCalled.delete(service);
      const summary =
        suppressed + refused > 0
          ? { suppressedSinceLastLine: suppressed, refusedSinceLastLine: refused }
          : {};
      logger.error(
        {
          service,
          ...fields,
          status: failure.detail?.status ?? null,
          code: failure.code,
          retryable: failure.retryable,
          reason: failure.detail?.reason,
          ...summary,
        },
        message,
      );
    });
  }

  /** Logs (or counts) one request refused during an outage, under its code. */
  refused(logger: OutageLogger, code: string, fields: Readonly<Record<string, unknown>>): void {
    this.lines.note(`refused ${code}`, (refusedBefore) => {
      logger.warn(
        { code, ...fields, refusedSinceLastLine: refusedBefore },
        'request refused during an outage',
      );
    });
  }
}
