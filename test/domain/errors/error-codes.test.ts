import { describe, expect, it } from 'vitest';
import {
  OPERATIONAL_ERROR_CODES,
  READER_TEXT_FALLBACKS,
  errorCodeEntry,
  type ErrorCodeEntry,
  type OperationalCode,
} from '../../../src/domain/errors/error-codes';

const CODES = Object.keys(OPERATIONAL_ERROR_CODES) as OperationalCode[];
/** Every field an entry has; the compiler asks for each (`satisfies ErrorCodeEntry`). */
const FIELDS: readonly (keyof ErrorCodeEntry)[] = [
  'family',
  'message',
  'status',
  'answer',
  'retryable',
  'logLevel',
];

describe('the one registry of error codes', () => {
  it.each(CODES)(
    'gives %s every field: family, message, status, answer, retry, log level',
    (code) => {
      const entry = errorCodeEntry(code);
      expect(Object.keys(entry).sort()).toEqual([...FIELDS].sort());
      expect(['upstream', 'access', 'validation', 'not-found']).toContain(entry.family);
      expect(entry.message).not.toBe('');
      expect(entry.status).toBeGreaterThanOrEqual(400);
      expect(entry.status).toBeLessThan(600);
      expect(['info', 'warn']).toContain(entry.logLevel);
      if (typeof entry.answer === 'object' && 'translated' in entry.answer) {
        expect(Object.keys(READER_TEXT_FALLBACKS)).toContain(entry.answer.translated);
      }
    },
  );

  it('answers every failure of an upstream as an outage: a 5xx, written at warn', () => {
    for (const code of CODES.filter((each) => errorCodeEntry(each).family === 'upstream')) {
      expect(errorCodeEntry(code).status, code).toBeGreaterThanOrEqual(500);
      expect(errorCodeEntry(code).logLevel, code).toBe('warn');
    }
  });

  it('says a timeout is worth trying again and an answer that breaks the contract is not', () => {
    expect(errorCodeEntry('UPSTREAM_TIMEOUT').retryable).toBe(true);
    expect(errorCodeEntry('UPSTREAM_CIRCUIT_OPEN').retryable).toBe(true);
    expect(errorCodeEntry('UPSTREAM_BAD_STATUS').retryable).toBe(true);
    expect(errorCodeEntry('UPSTREAM_INVALID_RESPONSE').retryable).toBe(false);
    expect(errorCodeEntry('NOT_FOUND').retryable).toBe(false);
  });

  it('writes refusals that are not outages at info', () => {
    for (const code of CODES.filter((each) => errorCodeEntry(each).family !== 'upstream')) {
      expect(errorCodeEntry(code).logLevel, code).toBe('info');
    }
  });
});
