import { describe, expect, it } from 'vitest';
import {
  AccessError,
  failureError,
  OperationalError,
  ProgrammerError,
  UpstreamError,
  ValidationError,
} from '../../../src/domain/errors/app-errors';
import {
  errorCodeEntry,
  FRAMEWORK_STATUS_TEXT,
  READER_TEXT_FALLBACKS,
} from '../../../src/domain/errors/error-codes';

describe('what the logs say about an error', () => {
  it('names each kind of error in its log line', () => {
    expect(String(new OperationalError('NOT_FOUND'))).toMatch(/^OperationalError: /);
    expect(String(new AccessError('SIGN_IN_REQUIRED'))).toMatch(/^AccessError: /);
    expect(String(new ValidationError('BAD_REQUEST'))).toMatch(/^ValidationError: /);
    expect(String(new ProgrammerError('a broken invariant'))).toBe(
      'ProgrammerError: a broken invariant',
    );
  });

  it('logs why a port failed, and the code’s message when the failure says no reason', () => {
    const withReason = failureError({
      code: 'UPSTREAM_BAD_STATUS',
      service: 'content-api',
      retryable: true,
      detail: { operation: 'resolve', reason: 'status 502' },
    });
    expect(withReason.message).toBe('status 502');
    expect(withReason.relatesToSystems).toEqual(['content-api']);
    expect(withReason.code).toBe('UPSTREAM_BAD_STATUS');

    const withoutReason = failureError({
      code: 'UPSTREAM_TIMEOUT',
      service: 'search',
      retryable: true,
      detail: { operation: 'query' },
    });
    expect(withoutReason.message).toBe(errorCodeEntry('UPSTREAM_TIMEOUT').message);
    expect(withoutReason.relatesToSystems).toEqual(['search']);
  });
});

describe('whether trying again may help', () => {
  it('goes by the failure when there is one, else by the code', () => {
    const failure = { code: 'UPSTREAM_TIMEOUT' as const, service: 'content-api', retryable: false };
    expect(new UpstreamError('UPSTREAM_TIMEOUT', {}, failure).retryable).toBe(false);
    expect(new UpstreamError('UPSTREAM_TIMEOUT').retryable).toBe(true);
    expect(new UpstreamError('UPSTREAM_INVALID_JSON').retryable).toBe(false);
    expect(
      new UpstreamError(
        'UPSTREAM_INVALID_JSON',
        {},
        { ...failure, code: 'UPSTREAM_INVALID_JSON', retryable: true },
      ).retryable,
    ).toBe(true);
  });
});

describe('what a caller is told', () => {
  it('passes on the detail written for the caller, and none when there is none', () => {
    expect(
      new ValidationError('BAD_WEBHOOK_PAYLOAD', { detail: 'id must be a number' }).detail,
    ).toBe('id must be a number');
    expect(new ValidationError('BAD_WEBHOOK_PAYLOAD').detail).toBeNull();
  });

  it("answers readers in the site's words: an outage, a bad request, a missing page", () => {
    expect(errorCodeEntry('UPSTREAM_UNAVAILABLE').answer).toEqual({ translated: 'errors.server' });
    expect(errorCodeEntry('BAD_REQUEST').answer).toEqual({ translated: 'errors.bad_request' });
    expect(errorCodeEntry('URL_TOO_LONG').answer).toEqual({ translated: 'errors.bad_request' });
    expect(errorCodeEntry('NOT_FOUND').answer).toEqual({ translated: 'notfound.title' });
    expect(errorCodeEntry('UNKNOWN_SITE').answer).toEqual({ translated: 'notfound.title' });
  });

  it('says something readable on a site whose translations lack the text', () => {
    for (const text of Object.values(READER_TEXT_FALLBACKS))
      expect(text.length).toBeGreaterThan(10);
    expect(READER_TEXT_FALLBACKS['notfound.title']).toMatch(/not be found/);
  });

  it("words the framework's own bad requests and missing pages as the product's", () => {
    expect(FRAMEWORK_STATUS_TEXT[400]).toBe('errors.bad_request');
    expect(FRAMEWORK_STATUS_TEXT[414]).toBe('errors.bad_request');
    expect(FRAMEWORK_STATUS_TEXT[404]).toBe('notfound.title');
  });
});
