import type { FastifyBaseLogger } from 'fastify';
import { levels, type Bindings, type ChildLoggerOptions, type Level } from 'pino';

type LogArgs = [obj: unknown, msg?: string, ...args: unknown[]];

/** Whether a logger writes lines of `level` (pino's `isLevelEnabled`, for any pino-like logger). */
export function writesLevel(logger: FastifyBaseLogger, level: string): boolean {
  const wanted = levels.values[level];
  const current = levels.values[logger.level];
  return wanted !== undefined && current !== undefined && wanted >= current;
}

/**
 * A request's logger that becomes a real pino child (with the request id bound) only when a line
 * at an enabled level is written. Fastify makes a child logger for every request; a pino child
 * with redaction serialises its bindings at once, which costs a cache hit about as much as our
 * own code does. Most requests write no line at the production level, so most never pay for it.
 */
export class LazyRequestLogger {
  private materialised: FastifyBaseLogger | null = null;

  constructor(
    private readonly root: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  get level(): string {
    return this.root.level;
  }

  set level(level: string) {
    this.real().level = level;
  }

  fatal(...args: LogArgs): void {
    this.write('fatal', args);
  }

  error(...args: LogArgs): void {
    this.write('error', args);
  }

  warn(...args: LogArgs): void {
    this.write('warn', args);
  }

  info(...args: LogArgs): void {
    this.write('info', args);
  }

  debug(...args: LogArgs): void {
    this.write('debug', args);
  }

  trace(...args: LogArgs): void {
    this.write('trace', args);
  }

  silent(): void {
    // writes nothing, like pino's
  }

  isLevelEnabled(level: string): boolean {
    return writesLevel(this.root, level);
  }

  /** Lazy too: the bindings are merged and a pino child is made only when a line is written. */
  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    const merged = { ...this.bindings, ...bindings };
    const lazy: unknown = new LazyRequestLogger(this.root, merged, { ...this.options, ...options });
    return lazy as FastifyBaseLogger;
  }

  private real(): FastifyBaseLogger {
    this.materialised ??= this.root.child(this.bindings, this.options);
    return this.materialised;
  }

  private write(level: Level, args: LogArgs): void {
    if (!writesLevel(this.root, level)) return;
    const logger = this.real();
    const write: (...rest: LogArgs) => void = logger[level];
    write.apply(logger, args);
  }
}

/** Fastify's `childLoggerFactory`: a lazy child per request (see `LazyRequestLogger`). */
export function lazyChildLoggerFactory(
  logger: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  const lazy: unknown = new LazyRequestLogger(logger, bindings, options);
  return lazy as FastifyBaseLogger;
}
