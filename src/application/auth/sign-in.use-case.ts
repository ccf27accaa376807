import type { Failure } from '../../domain/errors/outcome';
import type { Site } from '../../domain/site/site.types';
import { fieldErrors, type FieldType } from '../../domain/validation/field.rules';
import type { SignInLimiter } from '../../ports/sign-in-limits.port';
import type { SessionService } from './session.service';

/** The sign-in form's fields and their rules. */
const SIGN_IN_FIELDS: Readonly<Record<string, FieldType>> = {
  email: 'email',
  password: 'password',
};

/** The reason a refused attempt is recorded with (`SignInFailed`) when the limits refused it. */
export const RATE_LIMITED = 'RATE_LIMITED';

export interface SignInAttempt {
  readonly site: Site;
  readonly email: string;
  readonly password: string;
  /** Counts this attempt against its client's address, and a failure against its account. */
  readonly limiter: SignInLimiter;
}

/** What a sign-in comes to; the driving adapter turns each into its reply. */
export type SignInAnswer =
  /** A field failed its rule (message keys by field name); nothing was counted or asked. */
  | { readonly kind: 'invalid'; readonly errors: Readonly<Record<string, string>> }
  /** Too many attempts for the account or the address: wait this long. */
  | { readonly kind: 'limited'; readonly retryAfterSeconds: number }
  /** The identity service said no: the message key to show and its own code. */
  | { readonly kind: 'refused'; readonly messageKey: string; readonly code: string }
  /** The identity service (or the session store) did not answer: try again later; its failure. */
  | { readonly kind: 'unavailable'; readonly messageKey: string; readonly failure: Failure }
  /** The new session's id. */
  | { readonly kind: 'signed-in'; readonly sessionId: string };

/** The refusal that says the password was wrong (ADR 14: whether or not the account exists). */
const WRONG_CREDENTIALS = 'NotAuthorizedException';

/**
 * Signing in with e-mail and password: the fields are checked, then the attempt is counted
 * (ADR 11), and only then is the identity service asked; a wrong password counts against the
 * account. Every refusal after the fields is
 * recorded as `SignInFailed` (by `SessionService`), a success as `SignedIn`.
 */
export class SignIn {
  constructor(private readonly sessions: SessionService) {}

  async execute(attempt: SignInAttempt): Promise<SignInAnswer> {
    const { site, email, password } = attempt;
    const errors = fieldErrors({ email, password }, SIGN_IN_FIELDS);
    if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };
    const verdict = await attempt.limiter.attempt(email);
    if (!verdict.allowed) {
      this.sessions.refused(site, RATE_LIMITED);
      return { kind: 'limited', retryAfterSeconds: verdict.retryAfterSeconds };
    }
    const outcome = await this.sessions.signIn(site, email, password);
    if (outcome.ok) return { kind: 'signed-in', sessionId: outcome.value };
    switch (outcome.kind) {
      case 'unavailable':
        // An outage counts against no account.
        return { kind: 'unavailable', messageKey: outcome.messageKey, failure: outcome.failure };
      case 'refused':
        if (outcome.code === WRONG_CREDENTIALS) await attempt.limiter.failed(email);
        return { kind: 'refused', messageKey: outcome.messageKey, code: outcome.code };
    }
  }
}
