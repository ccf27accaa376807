import { describe, expect, it } from 'vitest';
import { UpstreamError } from '../../../src/domain/errors/app-errors';
import { errorCause, QuietLog, quietErrorFields } from '../../../src/adapters/logging/quiet.log';

describe('QuietLog', () => {
  it('writes one line per cause a second, saying how many it left out', () => {
    let now = 0;
    const log = new QuietLog(() => now);
    const written: string[] = [];
    const note = (cause: string) =>
      log.note(cause, (left) => written.push(`${cause} ${String(left)}`));

    for (let i = 0; i < 1_000; i += 1) note('stale');
    note('refused');
    now = 999;
    note('stale');
    now = 1_000;
    note('stale');
    note('refused');
    expect(written).toEqual(['stale 0', 'refused 0', 'stale 1000', 'refused 0']);
  });

  it('remembers a bounded number of causes', () => {
    const log = new QuietLog(() => 0);
    let lines = 0;
    for (let i = 0; i < 10_000; i += 1) log.note(`cause ${String(i)}`, () => (lines += 1));
    expect(lines).toBe(10_000);
    // The first causes were forgotten, so they write again; the latest are still quiet.
    expect(log.note('cause 0', () => undefined)).toBe(true);
    expect(log.note('cause 9999', () => undefined)).toBe(false);
  });
});

describe('quiet lines of an error', () => {
  it('name an upstream failure by its code and system, with no stack', () => {
    const error = new UpstreamError('UPSTREAM_UNAVAILABLE', { relatesToSystems: ['content-api'] });
    expect(errorCause(error)).toBe('UPSTREAM_UNAVAILABLE');
    expect(quietErrorFields(error)).toEqual({
      code: 'UPSTREAM_UNAVAILABLE',
      systems: ['content-api'],
      errorType: 'UpstreamError',
      reason: error.message,
    });
  });

  it('name any other error by its type', () => {
    expect(errorCause(new TypeError('x'))).toBe('TypeError');
    expect(quietErrorFields(new TypeError('x'))).toEqual({ errorType: 'TypeError', reason: 'x' });
    expect(errorCause('text')).toBe('string');
    expect(quietErrorFields('text')).toEqual({ errorType: 'string', reason: 'text' });
  });
});
