/** How often one cause may write a line. */
export const QUIET_LOG_INTERVAL_MS = 1_000;
/** Causes remembered at once (a cause is a code or a message, never a URL or a reader). */
const MAX_CAUSES = 256;

/**
 * At most one log line per cause per interval, however many times it happens: in an outage a
 * stale page served, a request refused or shed happens once per reader, and a line each would
 * flood the logs (SECURITY.md: at most a line a second). The line that is written says how many
 * were left out since the last one (`suppressedSinceLastLine`); metrics count every one.
 */
export class QuietLog {
  private readonly lastLine = new Map<string, { at: number; suppressed: number }>();

  constructor(
    private readonly now: () => number = Date.now,
    private readonly intervalMs: number = QUIET_LOG_INTERVAL_MS,
  ) {}

  /** Calls `write` with the count left out since the last line, or counts this one; true when written. */
  note(cause: string, write: (suppressedSinceLastLine: number) => void): boolean {
    const now = this.now();
    const last = this.lastLine.get(cause);
    if (last !== undefined && now - last.at < this.intervalMs) {
      last.suppressed += 1;
      return false;
    }
    if (last === undefined && this.lastLine.size >= MAX_CAUSES) {
      const oldest = this.lastLine.keys().next().value;
      if (oldest !== undefined) this.lastLine.delete(oldest);
    }
    this.lastLine.delete(cause);
    this.lastLine.set(cause, { at: now, suppressed: 0 });
    write(last?.suppressed ?? 0);
    return true;
  }
}
