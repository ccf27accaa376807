import { QuietLog } from '../logging/quiet.log';
import type { AdapterLogger } from './adapter-logger';
import type { UpstreamServiceError } from './upstream.errors';

/** At most one failure line per service in this window; the rest are counted into the next. */
export const FAILURE_LOG_WINDOW_MS = 1_000;

/** Refusals made without calling the upstream: counted in metrics, never a line of their own. */
const REFUSALS: ReadonlySet<string> = new Set(['UPSTREAM_CIRCUIT_OPEN', 'UPSTREAM_BULKHEAD_FULL']);

/**
 * The failure log of one upstream service, so that an outage stays readable: a call refused by an
 * open breaker or a full bulkhead writes no line (the breaker's state changes do, once each, and
 * the metrics count every call); other failures write at most one line a second, carrying how many
 * failures and refusals were left out since the last line.
 */
export class UpstreamFailureLog {
  private readonly lines: QuietLog;
  private refused = 0;

  constructor(
    private readonly service: string,
    now: () => number = () => Date.now(),
  ) {
    this.lines = new QuietLog(now, FAILURE_LOG_WINDOW_MS);
  }

  /** Logs (or counts) one failed call; `fields` name the call (route, operation, …). */
  failed(
    logger: AdapterLogger,
    error: UpstreamServiceError,
    fields: Readonly<Record<string, unknown>>,
    message: string,
  ): void {
    if (REFUSALS.has(error.code)) {
      this.refused += 1;
      return;
    }
    this.lines.note(this.service, (suppressed) => {
      const summary =
        suppressed + this.refused > 0
          ? { suppressedSinceLastLine: suppressed, refusedSinceLastLine: this.refused }
          : {};
      this.refused = 0;
      logger.error(
        {
          service: this.service,
          ...fields,
          status: error.status,
          code: error.code,
          outcome: error.outcome,
          reason: error.message,
          ...summary,
        },
        message,
      );
    });
  }
}
