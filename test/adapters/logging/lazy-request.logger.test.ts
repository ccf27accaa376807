import { Writable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { createLogger } from '../../../src/adapters/logging/logger';
import {
  LazyRequestLogger,
  lazyChildLoggerFactory,
  writesLevel,
} from '../../../src/adapters/logging/lazy-request.logger';

function capture(level: string): { logger: FastifyBaseLogger; lines: () => unknown[] } {
  const chunks: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk.toString());
      callback();
    },
  });
  const logger = createLogger(level, sink);
  return {
    logger,
    lines: () =>
      chunks
        .join('')
        .split('\n')
        .filter((line) => line !== '')
        .map((line): unknown => JSON.parse(line)),
  };
}

describe('the lazy request logger', () => {
  it('makes no pino child while nothing is written at an enabled level', () => {
    const { logger, lines } = capture('warn');
    const child = vi.spyOn(logger, 'child');
    const request = lazyChildLoggerFactory(logger, { reqId: 'r-1' }, {});
    request.info('below the level');
    request.debug({ a: 1 }, 'below the level');
    expect(child).not.toHaveBeenCalled();
    expect(lines()).toEqual([]);
  });

  it('writes enabled lines through one child that carries the request id, redaction intact', () => {
    const { logger, lines } = capture('info');
    const child = vi.spyOn(logger, 'child');
    const request = lazyChildLoggerFactory(logger, { reqId: 'r-2' }, {});
    request.info({ headers: { authorization: 'Bearer secret' } }, 'first');
    request.warn('second');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines()).toMatchObject([
      { reqId: 'r-2', level: 30, msg: 'first', headers: { authorization: '[redacted]' } },
      { reqId: 'r-2', level: 40, msg: 'second' },
    ]);
  });

  it('keeps children lazy and writes their bindings with the parent ones', () => {
    const { logger, lines } = capture('info');
    const child = vi.spyOn(logger, 'child');
    const request = lazyChildLoggerFactory(logger, { reqId: 'r-4' }, {}).child({ site: 'wom-dk' });
    request.debug('below the level');
    expect(child).not.toHaveBeenCalled();
    request.info('written');
    expect(lines()).toMatchObject([{ reqId: 'r-4', site: 'wom-dk', msg: 'written' }]);
  });

  it('answers level questions like pino', () => {
    const { logger } = capture('warn');
    const request = new LazyRequestLogger(logger, { reqId: 'r-3' }, {});
    expect(request.level).toBe('warn');
    expect(request.isLevelEnabled('error')).toBe(true);
    expect(request.isLevelEnabled('info')).toBe(false);
    expect(writesLevel(logger, 'warn')).toBe(true);
    expect(writesLevel(logger, 'no-such-level')).toBe(false);
  });
});
