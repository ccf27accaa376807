import { describe, expect, it } from 'vitest';
import { isSessionId, SESSION_LIFETIME_MS } from '../../../src/domain/identity/session.rules';

const ID = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-AbCd'; // 42 + 1 below
const SESSION = `${ID}e`; // 43 base64url characters

describe('session lifetime', () => {
  it('keeps a reader signed in for thirty days at most', () => {
    expect(SESSION_LIFETIME_MS).toBe(30 * 86_400_000);
  });
});

describe('isSessionId', () => {
  it('accepts 43 base64url characters (256 random bits)', () => {
    expect(SESSION).toHaveLength(43);
    expect(isSessionId(SESSION)).toBe(true);
  });

  it('never looks up a value of another length', () => {
    expect(isSessionId(ID)).toBe(false);
    expect(isSessionId(`${SESSION}x`)).toBe(false);
    expect(isSessionId('a')).toBe(false);
    expect(isSessionId('')).toBe(false);
  });

  it('never looks up a value with characters outside base64url, wherever they are', () => {
    expect(isSessionId(`;${SESSION}`)).toBe(false);
    expect(isSessionId(`${SESSION};`)).toBe(false);
    expect(isSessionId(`${ID}=`)).toBe(false);
    expect(isSessionId('/'.repeat(43))).toBe(false);
  });
});
