import { describe, expect, it } from 'vitest';
import {
  AccessError,
  AppError,
  isOperationalError,
  NotFoundError,
  OperationalError,
  ProgrammerError,
  UpstreamError,
  ValidationError,
} from '../../../src/domain/errors/app-errors';
import { OPERATIONAL_ERROR_CODES } from '../../../src/domain/errors/error-codes';

describe('the error hierarchy', () => {
  it.each([
    [new UpstreamError('SEARCH_UNAVAILABLE'), 'UpstreamError', 'upstream'],
    [new AccessError('SIGN_IN_REQUIRED'), 'AccessError', 'access'],
    [new ValidationError('MISSING_TERM'), 'ValidationError', 'validation'],
    [new NotFoundError('UNKNOWN_SITE'), 'NotFoundError', 'not-found'],
  ] as const)('%s is an operational AppError of its family', (error, name, family) => {
    expect(error).toBeInstanceOf(Error);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toBeInstanceOf(OperationalError);
    expect(error.name).toBe(name);
    expect(error.family).toBe(family);
    expect(error.operational).toBe(true);
    expect(isOperationalError(error)).toBe(true);
    expect(error.message).toBe(OPERATIONAL_ERROR_CODES[error.code].message);
  });

  it('knows the family from the code when thrown as the base class', () => {
    const error = new OperationalError('UPSTREAM_UNAVAILABLE');
    expect(error.family).toBe('upstream');
    expect(error.code).toBe('UPSTREAM_UNAVAILABLE');
  });

  it('keeps the message, the systems and the cause it is given', () => {
    const cause = new Error('connect ECONNREFUSED');
    const error = new UpstreamError('UPSTREAM_UNAVAILABLE', {
      message: 'JWKS could not be loaded',
      relatesToSystems: ['identity'],
      cause,
    });
    expect(error.message).toBe('JWKS could not be loaded');
    expect(error.relatesToSystems).toEqual(['identity']);
    expect(error.cause).toBe(cause);
    expect(new NotFoundError('NOT_FOUND').relatesToSystems).toEqual([]);
    expect('cause' in new NotFoundError('NOT_FOUND')).toBe(false);
  });

  it('treats a ProgrammerError and any other error as not operational', () => {
    const bug = new ProgrammerError('a broken invariant');
    expect(bug).toBeInstanceOf(AppError);
    expect(bug.operational).toBe(false);
    expect(bug.code).toBe('PROGRAMMER_ERROR');
    expect(isOperationalError(bug)).toBe(false);
    expect(isOperationalError(new TypeError('x is undefined'))).toBe(false);
    expect(isOperationalError(Object.assign(new Error('x'), { code: 'NOT_FOUND' }))).toBe(false);
    expect(isOperationalError('NOT_FOUND')).toBe(false);
  });

  it('gives every code a family and a message', () => {
    for (const entry of Object.values(OPERATIONAL_ERROR_CODES)) {
      expect(['upstream', 'access', 'validation', 'not-found']).toContain(entry.family);
      expect(entry.message).not.toBe('');
    }
  });
});
