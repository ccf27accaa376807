import { describe, expect, it } from 'vitest';
import {
  fieldDebounceMs,
  fieldErrors,
  validateField,
} from '../../../src/domain/validation/field.rules';

describe('validateField', () => {
  it('rejects empty values with the field type message', () => {
    expect(validateField('email', ' ')).toEqual({
      valid: false,
      message: 'signup.credentials_form.email_error',
    });
    expect(validateField('password', '')).toEqual({
      valid: false,
      message: 'signup.credentials_form.password_help',
    });
    expect(validateField('search', '')).toEqual({ valid: false, message: null });
    expect(validateField('text', '')).toEqual({ valid: false, message: 'Something went wrong!' });
  });

  it('accepts a basic address and refuses one without @, host or with spaces', () => {
    expect(validateField('email', 'anna@wom.dk').valid).toBe(true);
    expect(validateField('email', 'anna.wom.dk').valid).toBe(false);
    expect(validateField('email', 'anna@').valid).toBe(false);
    expect(validateField('email', 'an na@wom.dk').valid).toBe(false);
  });

  it('needs at least 6 characters of password', () => {
    expect(validateField('password', '12345').valid).toBe(false);
    expect(validateField('password', '123456').valid).toBe(true);
  });
});

describe('validateField, blanks and short values', () => {
  it('takes a value of blanks as empty, for every type', () => {
    expect(validateField('text', '   ')).toEqual({
      valid: false,
      message: 'Something went wrong!',
    });
    expect(validateField('search', ' ')).toEqual({ valid: false, message: null });
  });

  it('reads an address with blanks around it, and refuses anything after it', () => {
    expect(validateField('email', ' anna@wom.dk ').valid).toBe(true);
    expect(validateField('email', 'anna@wom.dk x').valid).toBe(false);
    expect(validateField('email', 'anna@wom@dk').valid).toBe(false);
  });

  it('asks only passwords for a length', () => {
    expect(validateField('text', 'ab').valid).toBe(true);
    expect(validateField('search', 'ab').valid).toBe(true);
  });
});

describe('fieldErrors', () => {
  it('names the message of each field that fails, and nothing for valid ones', () => {
    expect(
      fieldErrors(
        { email: 'anna.wom.dk', password: '123456', code: '' },
        { email: 'email', password: 'password', code: 'text' },
      ),
    ).toEqual({
      email: 'signup.credentials_form.email_error',
      code: 'Something went wrong!',
    });
    expect(fieldErrors({ email: 'anna@wom.dk' }, { email: 'email' })).toStrictEqual({});
  });

  it('takes a missing value as empty', () => {
    expect(fieldErrors({}, { code: 'text' })).toEqual({ code: 'Something went wrong!' });
  });

  it('names no message for a search field, which shows none', () => {
    expect(fieldErrors({ s: '' }, { s: 'search' })).toStrictEqual({});
  });
});

describe('fieldDebounceMs', () => {
  it("takes the field's own delay, 0 included, else the form's", () => {
    expect(fieldDebounceMs('code', 300)).toBe(0);
    expect(fieldDebounceMs('email', 300)).toBe(300);
    expect(fieldDebounceMs('email', 0)).toBe(0);
    expect(fieldDebounceMs('email', 300, { email: 120 })).toBe(120);
  });

  it('counts a negative, fractional or inherited delay as none', () => {
    expect(fieldDebounceMs('email', 300, { email: -1 })).toBe(300);
    expect(fieldDebounceMs('email', 300, { email: 0.5 })).toBe(300);
    expect(fieldDebounceMs('email', Number.NaN)).toBe(300);
    expect(fieldDebounceMs('constructor', 200, {})).toBe(200);
  });
});
