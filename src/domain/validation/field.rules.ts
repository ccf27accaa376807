/** Form field rules, shared by the server's form checks and the `ValidatedField` island. */
export type FieldType = 'email' | 'password' | 'search' | 'text';

export const DEFAULT_DEBOUNCE_MS = 300;

/**
 * Fields whose debounce is not the form's: a one-time code is pasted or typed in one go, so it
 * is checked on every change (0).
 */
export const FIELD_DEBOUNCE_MS: Readonly<Record<string, number>> = { code: 0 };

function isDelay(value: number | undefined): value is number {
  return value !== undefined && Number.isInteger(value) && value >= 0;
}

/**
 * The validation debounce of one field: its own when it has one (0 allowed: checked at once),
 * else the form's, else 300 ms; a negative or fractional delay counts as none.
 */
export function fieldDebounceMs(
  name: string,
  formMs: number,
  perField: Readonly<Record<string, number>> = FIELD_DEBOUNCE_MS,
): number {
  const own = Object.hasOwn(perField, name) ? perField[name] : undefined;
  if (isDelay(own)) return own;
  return isDelay(formMs) ? formMs : DEFAULT_DEBOUNCE_MS;
}
export const PASSWORD_MIN_LENGTH = 6;
/** Something, an at-sign, a host; no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+$/;

export const GENERIC_FIELD_ERROR = 'Something went wrong!';

export type FieldResult =
  | { readonly valid: true }
  /** `message` is a translation key, the generic text, or null (search shows no message). */
  | { readonly valid: false; readonly message: string | null };

function errorFor(type: FieldType): FieldResult {
  switch (type) {
    case 'email':
      return { valid: false, message: 'signup.credentials_form.email_error' };
    case 'password':
      return { valid: false, message: 'signup.credentials_form.password_help' };
    case 'search':
      return { valid: false, message: null };
    case 'text':
      return { valid: false, message: GENERIC_FIELD_ERROR };
  }
}

export function validateField(type: FieldType, value: string): FieldResult {
  if (value.trim() === '') return errorFor(type);
  if (type === 'email' && !EMAIL_PATTERN.test(value.trim())) return errorFor(type);
  if (type === 'password' && value.length < PASSWORD_MIN_LENGTH) return errorFor(type);
  return { valid: true };
}

/** The message of every field that fails its rule, by field name; empty when the form is valid. */
export function fieldErrors(
  values: Readonly<Record<string, string | undefined>>,
  fields: Readonly<Record<string, FieldType>>,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [name, type] of Object.entries(fields)) {
    const result = validateField(type, values[name] ?? '');
    if (!result.valid && result.message !== null) errors[name] = result.message;
  }
  return errors;
}
