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

/** A failure the identity service reported, with its error code (e.g. NotAuthorizedException). */
export class IdentityError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'IdentityError';
  }
}

/**
 * The code of an identity failure that is an outage, not an answer: a timeout, a refused
 * connection, a 5xx, the breaker open (or the session store away). Readers are asked to try again
 * later; it never counts as a wrong password.
 */
export const IDENTITY_UNAVAILABLE = 'IdentityUnavailable';

/** What a sign-out ended: every session of the account, or only this one. */
export type SignOutScope = 'everywhere' | 'this-session';

export interface IdentityPort {
  /**
   * USER_PASSWORD_AUTH; the brand travels in the validation data and client metadata. Wrong
   * credentials are `NotAuthorizedException` whether or not the account exists (ADR 14).
   */
  signIn(email: string, password: string, brand: string): Promise<IdentityTokens>;
  refresh(refreshToken: string): Promise<IdentityTokens>;
  signUp(input: SignUpInput): Promise<void>;
  confirmSignUp(email: string, code: string): Promise<void>;
  forgotPassword(email: string, brand: string): Promise<void>;
  confirmForgotPassword(email: string, code: string, password: string): Promise<void>;
  /**
   * Signs the reader out at the identity service: every session of the account (global sign-out)
   * where the service can; where it cannot, this session's refresh token is revoked instead.
   * Answers which of the two happened.
   */
  signOut(accessToken: string, refreshToken: string | null): Promise<SignOutScope>;
}

/** Verifies identity tokens against the identity service's published keys. */
export interface TokenVerifierPort {
  /** The verified claims, or null when the token is invalid; 'expired' when only its time ran out. */
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
