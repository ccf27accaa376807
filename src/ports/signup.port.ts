import type { AccountRegistrationResult, NewAccount } from '../domain/services/services.types';
import type { Site } from '../domain/site/site.types';

/**
 * The brand's sign-up endpoint (`upstreams.signup`), told of every account created through the
 * site besides the identity service. Answers `failed` when it does not take it, whatever the
 * failure, and `skipped` for a site without one.
 */
export interface SignupPort {
  register(site: Site, account: NewAccount): Promise<AccountRegistrationResult>;
}
