import { LRUCache } from 'lru-cache';
import { AppError } from '../../domain/errors/app-errors';

/** How often one cause may write a line. */
export const QUIET_LOG_INTERVAL_MS = 1_000;
/**
 * Causes remembered at once (a cause is a code or a message, never a URL or a reader); the cause
 * that wrote longest ago makes way for a new one.
 */
const MAX_CAUSES = 256;

/**
 * At most one log line per cause per interval, however many times it happens: in an outage a
 * stale page served, a request refused or shed happens once per reader, and a line each would
 * flood the logs (SECURITY.md: at most a line a second). The line that is written says how many
 * were left out since the last one (`suppressedSinceLastLine`); metrics count every one.
 */
export class QuietLog {
  private readonly lastLine = new LRUCache<string, { at: number; suppressed: number }>({
    max: MAX_CAUSES,
  });

  constructor(
    private readonly now: () => number = Date.now,
    private readonly intervalMs: number = QUIET_LOG_INTERVAL_MS,
  ) {}

  /** Calls `write` with the count left out since the last line, or counts this one; true when written. */
  note(cause: string, write: (suppressedSinceLastLine: number) => void): boolean {
    const now = this.now();
    // `peek` and `set`: a cause counts as recent when it writes, not when it is left out.
    const last = this.lastLine.peek(cause);
    if (last !== undefined && now - last.at < this.intervalMs) {
      last.suppressed += 1;
      return false;
    }
    this.lastLine.set(cause, { at: now, suppressed: 0 });
    write(last?.suppressed ?? 0);
    return true;
  }
}

/**
 * What a quiet line says of an error, with no stack: its code and the systems it concerns when it
 * has them (an upstream that failed or refused: `UPSTREAM_UNAVAILABLE`, `content-api`), its type
 * and message. Flat fields, not pino's `err` (whose serializer would name a plain object's type
 * `Object` and add a stack).
 */
export function quietErrorFields(error: unknown): Readonly<Record<string, unknown>> {
  if (!(error instanceof Error)) return { errorType: typeof error, reason: String(error) };
  const code = 'code' in error && typeof error.code === 'string' ? { code: error.code } : {};
  const systems =
    error instanceof AppError && error.relatesToSystems.length > 0
      ? { systems: error.relatesToSystems }
      : {};
  return { ...code, ...systems, errorType: error.name, reason: error.message };
}

/** The cause a quiet log counts an error under: its code, else its type. */
export function errorCause(error: unknown): string {
  if (!(error instanceof Error)) return typeof error;
  return 'code' in error && typeof error.code === 'string' ? error.code : error.name;
}
