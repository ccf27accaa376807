import { describe, expect, it } from 'vitest';
import { validateField } from '../../../src/domain/validation/field.rules';

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
