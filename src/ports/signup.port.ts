import type { AccountRegistrationResult, NewAccount } from '../domain/services/services.types';
import type { Outcome } from '../domain/errors/outcome';
import type { Site } from '../domain/site/site.types';

/**
 * The brand's sign-up endpoint (`upstreams.signup`), told of every account created through the
 * site besides the identity service. Answers the failure with its code and service when it does
 * not take it, and `skipped` for a site without one (an answer).
 */
export interface SignupPort {
  register(
    site: Site,
    account: NewAccount,
  ): Promise<Outcome<Exclude<AccountRegistrationResult, 'failed'>>>;
}
