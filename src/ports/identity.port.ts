import type { Outcome } from '../domain/errors/outcome';
import type { Site } from '../domain/site/site.types';

/** The identity service: sign-in with username and password, sign-up, password reset. */
export interface IdentityTokens {
  readonly idToken: string;
  readonly accessToken: string;
  /** Absent on a refresh: the refresh token stays the same. */
  readonly refreshToken: string | null;
}

export interface SignUpInput {
  readonly email: string;
  readonly password: string;
  readonly givenName: string | null;
  readonly brand: string;
}

/**
 * The refusals of the identity service the application tells apart (Cognito's exception names):
 * an answer the service meant, not an outage. Any other refusal is `Unknown` (its own name goes
 * to the refusal's `reason`, for logs). `ChallengeNotSupported`: the service asked for a
 * challenge (a new password, a second factor) the product does not offer.
 */
export const IDENTITY_REFUSALS = [
  'NotAuthorizedException',
  'UserNotFoundException',
  'UserNotConfirmedException',
  'PasswordResetRequiredException',
  'UsernameExistsException',
  'InvalidPasswordException',
  'InvalidParameterException',
  'CodeMismatchException',
  'ExpiredCodeException',
  'LimitExceededException',
  'ChallengeNotSupported',
  'Unknown',
] as const;

export type IdentityRefusal = (typeof IDENTITY_REFUSALS)[number];

/**
 * What the identity service answered: done, with the value, or refused (a wrong password, an
 * existing account, a wrong or expired code, …). An outage (a timeout, a refused connection, a
 * 5xx or throttling, the breaker open) is not an answer: the port's `Outcome` fails with the
 * registry's code, service `identity` (ADR 28).
 */
export type IdentityAnswer<T> =
  | { readonly kind: 'done'; readonly value: T }
  | {
      readonly kind: 'refused';
      readonly code: IdentityRefusal;
      /** What the service said, for logs (its own exception name and message). */
      readonly reason?: string;
    };

export function done<T>(value: T): IdentityAnswer<T> {
  return { kind: 'done', value };
}

export function refused(code: IdentityRefusal, reason?: string): IdentityAnswer<never> {
  return reason === undefined ? { kind: 'refused', code } : { kind: 'refused', code, reason };
}

/** What a call of the identity port comes to: its answer, or the failure of an outage. */
export type IdentityReply<T> = Outcome<IdentityAnswer<T>>;

/** What a sign-out ended: every session of the account, or only this one. */
export type SignOutScope = 'everywhere' | 'this-session';

/**
 * Every call answers an `Outcome`: a failure for an outage of the identity service (never thrown),
 * else its answer, done or refused.
 */
export interface IdentityPort {
  /**
   * USER_PASSWORD_AUTH; the brand travels in the validation data and client metadata. Wrong
   * credentials are refused as `NotAuthorizedException` whether or not the account exists
   * (ADR 14).
   */
  signIn(email: string, password: string, brand: string): Promise<IdentityReply<IdentityTokens>>;
  refresh(refreshToken: string): Promise<IdentityReply<IdentityTokens>>;
  signUp(input: SignUpInput): Promise<IdentityReply<null>>;
  confirmSignUp(email: string, code: string): Promise<IdentityReply<null>>;
  forgotPassword(email: string, brand: string): Promise<IdentityReply<null>>;
  confirmForgotPassword(
    email: string,
    code: string,
    password: string,
  ): Promise<IdentityReply<null>>;
  /**
   * Signs the reader out at the identity service: every session of the account (global sign-out)
   * where the service can; where it cannot, this session's refresh token is revoked instead.
   * Answers which of the two happened.
   */
  signOut(accessToken: string, refreshToken: string | null): Promise<IdentityReply<SignOutScope>>;
}

/** Verifies identity tokens against the identity service's published keys. */
export interface TokenVerifierPort {
  /**
   * The verified claims, or null when the token is invalid; 'expired' when only its time ran out.
   * Rejects only when the service's signing keys cannot be loaded (an outage, not a bad token).
   */
  verify(token: string): Promise<Readonly<Record<string, unknown>> | 'expired' | null>;
}

/** The identity service of one site. */
export interface SiteIdentity {
  readonly identity: IdentityPort;
  readonly verifier: TokenVerifierPort;
}

/** Identity services by site; null when the site has sign-in off or no user pool configured. */
export interface IdentityDirectoryPort {
  forSite(site: Site): SiteIdentity | null;
}
