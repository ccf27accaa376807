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

export const FALLBACK_IDENTITY_ERROR_KEY = 'signup.credentials_form.signup_error';

export type IdentityFlow = 'sign-in' | 'sign-up' | 'forgot-password' | 'new-password';

/**
 * The message key for an identity error code. On sign-in, a wrong password is bad credentials:
 * cognito-local answers InvalidPasswordException where Cognito answers NotAuthorizedException.
 */
export function identityErrorKey(code: string, flow: IdentityFlow): string {
  if (
    flow === 'sign-in' &&
    (code === 'InvalidPasswordException' || code === 'UserNotFoundException')
  ) {
    return IDENTITY_ERROR_KEYS.NotAuthorizedException ?? FALLBACK_IDENTITY_ERROR_KEY;
  }
  return IDENTITY_ERROR_KEYS[code] ?? FALLBACK_IDENTITY_ERROR_KEY;
}
