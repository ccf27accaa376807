/** Identity error codes (Cognito exception names) to translation keys of the form messages. */
const IDENTITY_ERROR_KEYS: Readonly<Record<string, string>> = {
  UsernameExistsException: 'signup.credentials_form.email_in_use',
  DoublePasswordSignUpException: 'signup.credentials_form.double_password',
  InvalidPasswordException: 'signup.credentials_form.password_help',
  ExpiredCodeException: 'password_reset.form.verification_code_expired',
  CodeMismatchException: 'password_reset.form.verification_code_expired',
  UserNotFoundException: 'password_reset.form.email_error',
  NotAuthorizedException: 'views.base.login.submit_error',
};

/**
 * The message key of an outage (the identity service or the session store did not answer): try
 * again later, never a wrong password.
 */
export const IDENTITY_OUTAGE_KEY = 'form.try_again_later';

export const FALLBACK_IDENTITY_ERROR_KEY = 'signup.credentials_form.signup_error';

/**
 * The message key for an identity error code, the same table for every flow. The sign-in never
 * receives a code that tells whether an account exists: the identity adapter answers wrong
 * credentials as NotAuthorizedException either way (ADR 14).
 */
export function identityErrorKey(code: string): string {
  return Object.hasOwn(IDENTITY_ERROR_KEYS, code)
    ? (IDENTITY_ERROR_KEYS[code] ?? FALLBACK_IDENTITY_ERROR_KEY)
    : FALLBACK_IDENTITY_ERROR_KEY;
}
