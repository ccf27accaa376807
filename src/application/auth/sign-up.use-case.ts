import { signInEmail } from '../../domain/identity/entitlements.rules';
import type { Site } from '../../domain/site/site.types';
import type { SignupPort } from '../../ports/signup.port';
import type { IdentityOutcome, SessionService } from './session.service';

export interface SignUpInput {
  readonly email: string;
  readonly password: string;
  readonly repeat: string;
  readonly givenName: string | null;
}

/** The account was created; `registered` false: the brand's sign-up endpoint did not take it. */
export interface SignedUp {
  readonly registered: boolean;
}

/**
 * Sign-up: the account at the identity service, then the brand's sign-up endpoint told of it
 * (`SignupPort`). The endpoint only hears of an account the identity service created, and its
 * failure never undoes that account: the answer says the account exists, and that the endpoint
 * did not take it, so the reader is told without losing anything.
 */
export class SignUp {
  constructor(
    private readonly sessions: Pick<SessionService, 'signUp'>,
    private readonly signup: SignupPort,
  ) {}

  async execute(site: Site, input: SignUpInput): Promise<IdentityOutcome<SignedUp>> {
    const created = await this.sessions.signUp(site, input);
    if (!created.ok) return created;
    const result = await this.signup.register(site, {
      email: signInEmail(input.email),
      givenName: input.givenName,
    });
    // A failure was logged by the adapter; the account itself exists, so the reader is signed up.
    return { ok: true, value: { registered: result.ok } };
  }
}
