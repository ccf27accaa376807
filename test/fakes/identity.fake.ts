import { failed, succeeded, type Failure } from '../../src/domain/errors/outcome';
import type { Site } from '../../src/domain/site/site.types';
import {
  done,
  refused,
  type IdentityAnswer,
  type IdentityDirectoryPort,
  type IdentityPort,
  type IdentityReply,
  type IdentityTokens,
  type SignOutScope,
  type SignUpInput,
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

/** What the real adapter answers when the identity service cannot be reached. */
export const IDENTITY_UNREACHABLE: Failure = {
  code: 'UPSTREAM_UNREACHABLE',
  service: 'identity',
  retryable: true,
};

/** What the real adapter answers when the identity service does not answer within its deadline. */
export const IDENTITY_TIMED_OUT: Failure = {
  code: 'UPSTREAM_DEADLINE_EXCEEDED',
  service: 'identity',
  retryable: true,
};

/** The code the fake identity service sends for every confirmation and reset (as cognito-local). */
export const FAKE_IDENTITY_CODE = '123456';

interface Account {
  password: string;
  confirmed: boolean;
}

/**
 * An identity service in memory: the accounts in `accounts` (confirmed, or waiting for the code
 * `FAKE_IDENTITY_CODE`), the refresh tokens it issued. Refusals are answers, as the port says:
 * wrong credentials are `NotAuthorizedException` whether or not the account exists; `down`:
 * every call fails with `failure`.
 */
export class InMemoryIdentity implements IdentityPort {
  readonly accounts = new Map<string, Account>();
  down = false;
  failure: Failure = IDENTITY_UNREACHABLE;
  /** Every call, as `{operation} {email or token}`. */
  readonly calls: string[] = [];
  /** The account (e-mail) of every id token issued. */
  readonly idTokens = new Map<string, string>();
  private readonly refreshTokens = new Map<string, string>();
  private issued = 0;

  /** A confirmed account, as the seed leaves it. */
  withAccount(email: string, password: string): this {
    this.accounts.set(email, { password, confirmed: true });
    return this;
  }

  signIn(email: string, password: string): Promise<IdentityReply<IdentityTokens>> {
    return this.answer(`signIn ${email}`, () => {
      const account = this.accounts.get(email);
      if (account?.password !== password)
        return refused('NotAuthorizedException', 'Incorrect username or password.');
      if (!account.confirmed) return refused('UserNotConfirmedException');
      this.issued += 1;
      const refreshToken = `refresh-${String(this.issued)}`;
      this.refreshTokens.set(refreshToken, email);
      this.idTokens.set(`id-${String(this.issued)}`, email);
      return done({
        idToken: `id-${String(this.issued)}`,
        accessToken: `access-${String(this.issued)}`,
        refreshToken,
      });
    });
  }

  refresh(refreshToken: string): Promise<IdentityReply<IdentityTokens>> {
    return this.answer(`refresh ${refreshToken}`, () => {
      const email = this.refreshTokens.get(refreshToken);
      if (email === undefined) return refused('NotAuthorizedException', 'Invalid Refresh Token');
      this.issued += 1;
      this.idTokens.set(`id-${String(this.issued)}`, email);
      return done({
        idToken: `id-${String(this.issued)}`,
        accessToken: `access-${String(this.issued)}`,
        refreshToken: null,
      });
    });
  }

  signUp(input: SignUpInput): Promise<IdentityReply<null>> {
    return this.answer(`signUp ${input.email}`, () => {
      if (this.accounts.has(input.email)) return refused('UsernameExistsException');
      this.accounts.set(input.email, { password: input.password, confirmed: false });
      return done(null);
    });
  }

  confirmSignUp(email: string, code: string): Promise<IdentityReply<null>> {
    return this.answer(`confirmSignUp ${email}`, () =>
      this.withCode(email, code, (account) => {
        account.confirmed = true;
      }),
    );
  }

  forgotPassword(email: string): Promise<IdentityReply<null>> {
    return this.answer(`forgotPassword ${email}`, () =>
      this.accounts.has(email) ? done(null) : refused('UserNotFoundException'),
    );
  }

  confirmForgotPassword(
    email: string,
    code: string,
    password: string,
  ): Promise<IdentityReply<null>> {
    return this.answer(`confirmForgotPassword ${email}`, () =>
      this.withCode(email, code, (account) => {
        account.password = password;
      }),
    );
  }

  /** A change a mailed code allows: refused for an unknown account or a wrong code. */
  private withCode(
    email: string,
    code: string,
    change: (account: NonNullable<ReturnType<typeof this.accounts.get>>) => void,
  ): IdentityAnswer<null> {
    const account = this.accounts.get(email);
    if (account === undefined) return refused('UserNotFoundException');
    if (code !== FAKE_IDENTITY_CODE) return refused('CodeMismatchException');
    change(account);
    return done(null);
  }

  /** Revokes this session's refresh token, as cognito-local does (it has no global sign-out). */
  signOut(_accessToken: string, refreshToken: string | null): Promise<IdentityReply<SignOutScope>> {
    return this.answer('signOut', () => {
      if (refreshToken !== null) this.refreshTokens.delete(refreshToken);
      return done<SignOutScope>('this-session');
    });
  }

  private answer<T>(call: string, reply: () => IdentityAnswer<T>): Promise<IdentityReply<T>> {
    this.calls.push(call);
    return Promise.resolve(this.down ? failed(this.failure) : succeeded(reply()));
  }
}

/**
 * An identity service that knows the tokens a test put in `readers` (by default one signed-in
 * reader, `READER_TOKEN`) and refuses everything else: sign-in, sign-up and password calls are
 * refused as `Unknown` (it holds no accounts; the reader gets the generic message), a refresh is
 * refused (`NotAuthorizedException`: it issued no refresh token, so it renews none), a sign-out
 * succeeds everywhere. `forSite` answers `null` for a site with sign-in off, like the real
 * directory.
 */
export class FakeIdentityDirectory implements IdentityDirectoryPort {
  readonly readers = new Map<string, Readonly<Record<string, unknown>>>([
    [READER_TOKEN, READER_CLAIMS],
  ]);
  /** Every token asked about, in order. */
  readonly verified: string[] = [];
  private readonly identity: SiteIdentity;

  constructor() {
    const refuse = (): Promise<IdentityReply<never>> =>
      Promise.resolve(succeeded(refused('Unknown', 'the fake identity service holds no accounts')));
    this.identity = {
      identity: {
        signIn: refuse,
        refresh: () =>
          Promise.resolve(succeeded(refused('NotAuthorizedException', 'Invalid Refresh Token'))),
        signUp: refuse,
        confirmSignUp: refuse,
        forgotPassword: refuse,
        confirmForgotPassword: refuse,
        signOut: () => Promise.resolve(succeeded(done<SignOutScope>('everywhere'))),
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

/**
 * The directory of one `InMemoryIdentity` for every site with sign-in on: its verifier accepts
 * the id tokens that identity issued, as the account's claims (`sub` `sub-{email}`, `email`, an
 * hour to live from the clock of `now`); `keysDown` makes it reject, as a verifier whose signing
 * keys cannot be loaded.
 */
export class InMemoryIdentityDirectory implements IdentityDirectoryPort {
  /** The signing keys cannot be loaded: every verification rejects, as the real verifier does. */
  keysDown = false;

  constructor(
    readonly identity: InMemoryIdentity = new InMemoryIdentity(),
    private readonly now: () => number = Date.now,
  ) {}

  forSite(site: Site): SiteIdentity | null {
    if (!site.auth.enabled) return null;
    return {
      identity: this.identity,
      verifier: {
        verify: (token) => {
          if (this.keysDown)
            return Promise.reject(new Error('the signing keys could not be loaded'));
          const email = this.identity.idTokens.get(token);
          if (email === undefined) return Promise.resolve(null);
          const exp = Math.floor(this.now() / 1000) + 3600;
          return Promise.resolve({ sub: `sub-${email}`, email, exp });
        },
      },
    };
  }
}
