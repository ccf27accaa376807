import { describe, expect, it } from 'vitest';
import { OUTAGE_LOG_WINDOW_MS, OutageLog } from '../../../src/adapters/logging/outage.log';
import type { Failure } from '../../../src/domain/errors/outcome';

function failure(code: Failure['code']): Failure {
  return {
    code,
    service: 'content-api',
    retryable: true,
    detail: {
      operation: 'resolve',
      ...(code === 'UPSTREAM_BAD_STATUS' ? { status: 500 } : {}),
      reason: `content-api resolve: ${code}`,
    },
  };
}

function recorder() {
  const lines: { level: string; fields: Record<string, unknown>; message: string }[] = [];
  const logger = {
    warn: (fields: Record<string, unknown>, message: string) =>
      lines.push({ level: 'warn', fields, message }),
    error: (fields: Record<string, unknown>, message: string) =>
      lines.push({ level: 'error', fields, message }),
  };
  return { lines, logger: logger as never };
}

describe('OutageLog', () => {
  it('writes no line for calls an open breaker or a full bulkhead refused', () => {
    const { lines, logger } = recorder();
    const log = new OutageLog(() => 0);
    for (let call = 0; call < 1_000; call += 1) {
      log.callFailed(logger, failure('UPSTREAM_CIRCUIT_OPEN'), {}, 'content API call failed');
      log.callFailed(logger, failure('UPSTREAM_BULKHEAD_FULL'), {}, 'content API call failed');
    }
    expect(lines).toEqual([]);
  });

  it('writes at most one failed-call line a second, carrying what it left out since the last one', () => {
    const { lines, logger } = recorder();
    let now = 0;
    const log = new OutageLog(() => now);
    // 60 s of an outage: 50 failed calls and 500 refusals a second
    for (let second = 0; second < 60; second += 1) {
      for (let call = 0; call < 50; call += 1) {
        now = second * OUTAGE_LOG_WINDOW_MS + call;
        log.callFailed(logger, failure('UPSTREAM_BAD_STATUS'), { route: 'app/resolve' }, 'x');
        for (let refusal = 0; refusal < 10; refusal += 1)
          log.callFailed(logger, failure('UPSTREAM_CIRCUIT_OPEN'), {}, 'x');
      }
    }
    expect(lines).toHaveLength(60);
    expect(lines[0]).toMatchObject({ level: 'error' });
    expect(lines[0]?.fields).toMatchObject({
      service: 'content-api',
      route: 'app/resolve',
      status: 500,
      code: 'UPSTREAM_BAD_STATUS',
      retryable: true,
    });
    expect(lines[0]?.fields).not.toHaveProperty('suppressedSinceLastLine');
    expect(lines[1]?.fields).toMatchObject({
      suppressedSinceLastLine: 49,
      refusedSinceLastLine: 500,
    });
  });

  it('writes a refused request at warn once a second per code, beside the failed-call lines', () => {
    const { lines, logger } = recorder();
    let now = 0;
    const log = new OutageLog(() => now);
    log.callFailed(logger, failure('UPSTREAM_TIMEOUT'), {}, 'content API call failed');
    for (let request = 0; request < 30; request += 1) {
      log.refused(logger, 'UPSTREAM_TIMEOUT', { status: 503, systems: ['content-api'] });
    }
    now = OUTAGE_LOG_WINDOW_MS;
    log.refused(logger, 'UPSTREAM_TIMEOUT', { status: 503 });

    expect(lines.map((line) => [line.level, line.message])).toEqual([
      ['error', 'content API call failed'],
      ['warn', 'request refused during an outage'],
      ['warn', 'request refused during an outage'],
    ]);
    expect(lines[1]?.fields).toMatchObject({
      code: 'UPSTREAM_TIMEOUT',
      systems: ['content-api'],
      refusedSinceLastLine: 0,
    });
    expect(lines[2]?.fields).toMatchObject({ refusedSinceLastLine: 29 });
  });
});
