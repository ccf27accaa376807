import { failed, succeeded, type Outcome } from '../../src/domain/errors/outcome';
import type {
  AccountRegistrationResult,
  NewAccount,
} from '../../src/domain/services/services.types';
import type { Site } from '../../src/domain/site/site.types';
import type { SignupPort } from '../../src/ports/signup.port';

/**
 * An in-memory sign-up endpoint: registrations kept per brand and address (a repeat is
 * `registered` again), `skipped` for a site without `upstreams.signup`; `down` fails every call.
 */
export class InMemorySignup implements SignupPort {
  down = false;
  /** Every account it was told of, in order (also the failed ones). */
  readonly told: NewAccount[] = [];
  readonly registered = new Set<string>();

  register(
    site: Site,
    account: NewAccount,
  ): Promise<Outcome<Exclude<AccountRegistrationResult, 'failed'>>> {
    if (site.upstreams.signup === null) return Promise.resolve(succeeded('skipped'));
    this.told.push(account);
    if (this.down) {
      return Promise.resolve(
        failed({ code: 'UPSTREAM_UNREACHABLE', service: 'signup', retryable: true }),
      );
    }
    this.registered.add(`${site.brandCode}:${account.email}`);
    return Promise.resolve(succeeded('registered'));
  }
}
