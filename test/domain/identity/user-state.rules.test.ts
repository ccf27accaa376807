import { describe, expect, it } from 'vitest';
import {
  allEntitlements,
  isAdmin,
  readerFromClaims,
  safeReturnUri,
  userStateFor,
} from '../../../src/domain/identity/user-state.rules';
import { cacheVariant } from '../../../src/domain/identity/user-state.types';

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
      postalCode: null,
      subscriptionNumber: null,
    });
    expect(allEntitlements(claims)).toEqual(['cos', 'wom', 'BOM-123']);
  });

  it("reads the profile's postal code and subscription number", () => {
    const reader = readerFromClaims({
      ...claims,
      'custom:postal_code': '2100',
      'custom:subscription_number': 'WOM-778812',
    });
    expect(reader).toMatchObject({ postalCode: '2100', subscriptionNumber: 'WOM-778812' });
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
    ['  /profile  ', '/profile'],
    [undefined, '/'],
  ])('accepts only same-site relative paths: %s → %s', (input, expected) => {
    expect(safeReturnUri(input)).toBe(expected);
  });
});

describe('readerFromClaims, odd claims', () => {
  it('takes a blank subject as none', () => {
    expect(readerFromClaims({ sub: '  ', email: 'a@b.test' })).toBeNull();
    expect(readerFromClaims({ sub: 42 })).toBeNull();
  });

  it('keeps only the text groups, and none when the claim is not a list', () => {
    expect(readerFromClaims({ sub: 'u-1', 'cognito:groups': ['admin', 3, null] })?.groups).toEqual([
      'admin',
    ]);
    expect(readerFromClaims({ sub: 'u-1', 'cognito:groups': 'admin' })?.groups).toEqual([]);
  });

  it('has an empty email and no name when the token carries none', () => {
    expect(readerFromClaims({ sub: 'u-1' })).toEqual({
      id: 'u-1',
      email: '',
      name: null,
      groups: [],
      postalCode: null,
      subscriptionNumber: null,
    });
  });

  it('takes the name when the given name is blank', () => {
    expect(readerFromClaims({ sub: 'u-1', given_name: ' ', name: 'Ann Berg' })?.name).toBe(
      'Ann Berg',
    );
  });
});

describe('cacheVariant', () => {
  it('shares a page between readers of the same kind', () => {
    const reader = { id: 'u-1', email: '', name: null, groups: [] };
    expect(cacheVariant({ kind: 'anonymous' })).toBe('anonymous');
    expect(cacheVariant({ kind: 'subscriber', reader })).toBe('subscriber');
    expect(cacheVariant({ kind: 'just-register', reader })).toBe('just-register');
  });
});
