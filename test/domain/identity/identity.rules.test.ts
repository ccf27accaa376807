import { describe, expect, it } from 'vitest';
import {
  attributeList,
  hasBrandEntitlement,
  signInBrand,
  signInEmail,
} from '../../../src/domain/identity/entitlements.rules';
import { identityErrorKey } from '../../../src/domain/identity/identity-errors.rules';

describe('identityErrorKey', () => {
  it.each([
    ['UsernameExistsException', 'signup.credentials_form.email_in_use'],
    ['DoublePasswordSignUpException', 'signup.credentials_form.double_password'],
    ['InvalidPasswordException', 'signup.credentials_form.password_help'],
    ['ExpiredCodeException', 'password_reset.form.verification_code_expired'],
    ['CodeMismatchException', 'password_reset.form.verification_code_expired'],
    ['UserNotFoundException', 'password_reset.form.email_error'],
    ['NotAuthorizedException', 'views.base.login.submit_error'],
    ['LimitExceededException', 'signup.credentials_form.signup_error'],
  ])('maps %s to %s', (code, key) => {
    expect(identityErrorKey(code)).toBe(key);
  });

  it('gives no key a code inherits from Object', () => {
    expect(identityErrorKey('constructor')).toBe('signup.credentials_form.signup_error');
  });
});

describe('entitlements', () => {
  it('makes a subscriber when an entitlement contains the brand code in any case', () => {
    expect(hasBrandEntitlement(['bod-wom-digital'], 'WOM')).toBe(true);
    expect(hasBrandEntitlement(['BOD-COS-PRINT'], 'cos')).toBe(true);
    expect(hasBrandEntitlement(['bod-cos-print'], 'WOM')).toBe(false);
    expect(hasBrandEntitlement(['anything'], '')).toBe(false);
  });

  it('splits comma-separated attribute lists', () => {
    expect(attributeList('WOM, COS,,')).toEqual(['WOM', 'COS']);
    expect(attributeList(undefined)).toEqual([]);
  });

  it('lower-cases and trims the sign-in email and defaults the brand to PAS', () => {
    expect(signInEmail('  Anna@Example.DK ')).toBe('anna@example.dk');
    expect(signInBrand(null)).toBe('PAS');
    expect(signInBrand('WOM')).toBe('WOM');
  });
});

describe('entitlements, spelling', () => {
  it('reads the brand code trimmed, and finds it in any of the entitlements', () => {
    expect(hasBrandEntitlement(['bod-cos-print', 'bod-wom-digital'], ' WOM ')).toBe(true);
    expect(hasBrandEntitlement(['wom'], '   ')).toBe(false);
  });

  it('trims the configured sign-in brand and takes PAS for a blank one', () => {
    expect(signInBrand(' WOM ')).toBe('WOM');
    expect(signInBrand('  ')).toBe('PAS');
    expect(signInBrand(undefined)).toBe('PAS');
  });
});
