import type { Site } from '../../src/domain/site/site.types';
import {
  IdentityError,
  type IdentityDirectoryPort,
  type SiteIdentity,
} from '../../src/ports/identity.port';

/** The id token the fake identity service accepts as a signed-in reader. */
export const READER_TOKEN = 'valid-reader-token';

/** The claims of that reader. */
export const READER_CLAIMS: Readonly<Record<string, unknown>> = {
  sub: 'reader-1',
  email: 'reader@example.test',
  given_name: 'Rea',
};

/**
 * An identity service that knows the tokens a test put in `readers` (by default one signed-in
 * reader, `READER_TOKEN`) and refuses everything else: sign-in, sign-up and password calls reject
 * as an unreachable service would, a refresh is refused (NotAuthorizedException), a sign-out
 * succeeds. `forSite` answers `null` for a site with
 * sign-in off, like the real directory.
 */
export class FakeIdentityDirectory implements IdentityDirectoryPort {
  readonly readers = new Map<string, Readonly<Record<string, unknown>>>([
    [READER_TOKEN, READER_CLAIMS],
  ]);
  /** Every token asked about, in order. */
  readonly verified: string[] = [];
  private readonly identity: SiteIdentity;

  constructor() {
    const refuse = (): Promise<never> =>
      Promise.reject(new Error('identity service not reachable'));
    // It issued no refresh token, so it renews none.
    const refuseRefresh = (): Promise<never> =>
      Promise.reject(new IdentityError('NotAuthorizedException', 'Invalid Refresh Token'));
    this.identity = {
      identity: {
        signIn: refuse,
        refresh: refuseRefresh,
        signUp: refuse,
        confirmSignUp: refuse,
        forgotPassword: refuse,
        confirmForgotPassword: refuse,
        signOut: () => Promise.resolve('everywhere' as const),
      },
      verifier: {
        verify: (token) => {
          this.verified.push(token);
          return Promise.resolve(this.readers.get(token) ?? null);
        },
      },
    };
  }

  forSite(site: Site): SiteIdentity | null {
    return site.auth.enabled ? this.identity : null;
  }
}
