import { describe, expect, it } from 'vitest';
import {
  FAILURE_LOG_WINDOW_MS,
  UpstreamFailureLog,
} from '../../../src/adapters/http-client/upstream-failure.log';
import {
  UpstreamServiceError,
  type UpstreamErrorCode,
} from '../../../src/adapters/http-client/upstream.errors';

function failure(code: UpstreamErrorCode): UpstreamServiceError {
  return new UpstreamServiceError(`content-api resolve: ${code}`, {
    code,
    outcome: 'error',
    operation: 'resolve',
    status: code === 'UPSTREAM_BAD_STATUS' ? 500 : null,
    service: 'content-api',
  });
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

describe('UpstreamFailureLog', () => {
  it('writes no line for calls an open breaker or a full bulkhead refused', () => {
    const { lines, logger } = recorder();
    const log = new UpstreamFailureLog('content-api', () => 0);
    for (let call = 0; call < 1_000; call += 1) {
      log.failed(logger, failure('UPSTREAM_CIRCUIT_OPEN'), {}, 'content API call failed');
      log.failed(logger, failure('UPSTREAM_BULKHEAD_FULL'), {}, 'content API call failed');
    }
    expect(lines).toEqual([]);
  });

  it('writes at most one line a second, carrying what it left out since the last one', () => {
    const { lines, logger } = recorder();
    let now = 0;
    const log = new UpstreamFailureLog('content-api', () => now);
    // 60 s of an outage: 50 failed calls and 500 refusals a second
    for (let second = 0; second < 60; second += 1) {
      for (let call = 0; call < 50; call += 1) {
        now = second * FAILURE_LOG_WINDOW_MS + call;
        log.failed(logger, failure('UPSTREAM_BAD_STATUS'), { route: 'app/resolve' }, 'x');
        for (let refusal = 0; refusal < 10; refusal += 1)
          log.failed(logger, failure('UPSTREAM_CIRCUIT_OPEN'), {}, 'x');
      }
    }
    expect(lines).toHaveLength(60);
    expect(lines[0]?.fields).toMatchObject({
      service: 'content-api',
      route: 'app/resolve',
      status: 500,
      code: 'UPSTREAM_BAD_STATUS',
    });
    expect(lines[0]?.fields).not.toHaveProperty('suppressedSinceLastLine');
    expect(lines[1]?.fields).toMatchObject({
      suppressedSinceLastLine: 49,
      refusedSinceLastLine: 500,
    });
  });
});
