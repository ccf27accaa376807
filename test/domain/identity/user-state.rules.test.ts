import { describe, expect, it } from 'vitest';
import {
  allEntitlements,
  isAdmin,
  readerFromClaims,
  safeReturnUri,
  userStateFor,
} from '../../../src/domain/identity/user-state.rules';

const claims = {
  sub: 'u-1',
  email: 'a@b.test',
  given_name: 'Ann',
  'cognito:groups': ['admin'],
  'custom:subscribed_brands': 'cos, wom',
  'custom:brand_subs_numbers': 'BOM-123',
};

describe('user state from token claims', () => {
  it('reads the reader and every entitlement from the id token', () => {
    expect(readerFromClaims(claims)).toEqual({
      id: 'u-1',
      email: 'a@b.test',
      name: 'Ann',
      groups: ['admin'],
    });
    expect(allEntitlements(claims)).toEqual(['cos', 'wom', 'BOM-123']);
  });

  it('is anonymous without a subject', () => {
    expect(readerFromClaims({ email: 'a@b.test' })).toBeNull();
    expect(userStateFor(null, ['WOM'], 'WOM', true)).toEqual({ kind: 'anonymous' });
  });

  it('is a subscriber when an entitlement contains the brand code, compared case-insensitively', () => {
    const reader = readerFromClaims(claims);
    expect(userStateFor(reader, ['bod-wom-2024'], 'WOM', false).kind).toBe('subscriber');
    expect(userStateFor(reader, ['COS'], 'WOM', false).kind).toBe('just-register');
  });

  it('is a subscriber when the subscription service confirms one', () => {
    expect(userStateFor(readerFromClaims(claims), [], 'WOM', true).kind).toBe('subscriber');
  });

  it('knows an admin by the admin group', () => {
    const reader = readerFromClaims(claims);
    expect(isAdmin(userStateFor(reader, [], 'WOM', false))).toBe(true);
    expect(isAdmin({ kind: 'anonymous' })).toBe(false);
  });
});

describe('returnUri', () => {
  it.each([
    ['/profile?x=1', '/profile?x=1'],
    ['//evil.test/x', '/'],
    ['/\\evil.test', '/'],
    ['https://evil.test/', '/'],
    ['javascript:alert(1)', '/'],
    ['/a\nb', '/'],
    [undefined, '/'],
  ])('accepts only same-site relative paths: %s → %s', (input, expected) => {
    expect(safeReturnUri(input)).toBe(expected);
  });
});
