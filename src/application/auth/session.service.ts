import { identityErrorKey } from '../../domain/identity/identity-errors.rules';
import { signInBrand, signInEmail } from '../../domain/identity/entitlements.rules';
import {
  allEntitlements,
  readerFromClaims,
  userStateFor,
} from '../../domain/identity/user-state.rules';
import { ANONYMOUS, type UserState } from '../../domain/identity/user-state.types';
import type { Site } from '../../domain/site/site.types';
import {
  IdentityError,
  type IdentityDirectoryPort,
  type IdentityTokens,
  type SignOutScope,
  type SiteIdentity,
} from '../../ports/identity.port';
import type { EventPublisherPort } from '../../ports/event-bus.port';
import type { SubscriptionPort } from '../../ports/subscription.port';

/** The tokens a browser holds in its cookies. */
export interface SessionTokens {
  readonly idToken: string | null;
  readonly accessToken: string | null;
  readonly refreshToken: string | null;
}

export interface ResolvedSession {
  readonly state: UserState;
  readonly entitlements: readonly string[];
  /** New tokens after a refresh (set them as cookies); 'clear' when the session is gone. */
  readonly renewed: IdentityTokens | 'clear' | null;
}

/** The identity outcome of a form: done, or the message key to show. */
export type IdentityOutcome<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly messageKey: string; readonly code: string };

const NO_SESSION: ResolvedSession = { state: ANONYMOUS, entitlements: [], renewed: null };
const SUBSCRIPTION_TTL_MS = 60_000;
const SUBSCRIPTION_CACHE_MAX = 10_000;

/**
 * Sessions: the reader's state from verified tokens, refreshed when the id token has expired,
 * and the identity flows with their errors mapped to message keys (`identityErrorKey`).
 */
export class SessionService {
  private readonly subscriptions = new Map<string, { value: boolean; until: number }>();

  constructor(
    private readonly directory: IdentityDirectoryPort,
    private readonly subscription: SubscriptionPort,
    private readonly events: EventPublisherPort,
    private readonly now: () => number = Date.now,
  ) {}

  enabled(site: Site): boolean {
    return this.directory.forSite(site) !== null;
  }

  async resolve(site: Site, tokens: SessionTokens): Promise<ResolvedSession> {
    const identity = this.directory.forSite(site);
    if (identity === null || (tokens.idToken === null && tokens.refreshToken === null))
      return NO_SESSION;
    let renewed: IdentityTokens | null = null;
    let claims =
      tokens.idToken === null ? 'expired' : await identity.verifier.verify(tokens.idToken);
    let accessToken = tokens.accessToken;
    if (claims === 'expired' && tokens.refreshToken !== null) {
      renewed = await this.refresh(identity, tokens.refreshToken);
      claims = renewed === null ? null : await identity.verifier.verify(renewed.idToken);
      accessToken = renewed?.accessToken ?? null;
    }
    if (claims === null || claims === 'expired') return { ...NO_SESSION, renewed: 'clear' };
    const reader = readerFromClaims(claims);
    const entitlements = allEntitlements(claims);
    const confirmed =
      reader !== null && accessToken !== null
        ? await this.confirmedSubscriber(site, reader.id, accessToken)
        : false;
    return {
      state: userStateFor(reader, entitlements, site.brandCode, confirmed),
      entitlements,
      renewed,
    };
  }

  async signIn(
    site: Site,
    email: string,
    password: string,
  ): Promise<IdentityOutcome<IdentityTokens>> {
    const outcome = await this.run(site, (identity) =>
      identity.signIn(signInEmail(email), password, signInBrand(site.brandCode)),
    );
    void this.events.publish(
      outcome.ok
        ? { type: 'SignedIn', siteId: site.id }
        : { type: 'SignInFailed', siteId: site.id, reason: outcome.code },
    );
    return outcome;
  }

  /** A sign-in refused before the identity service was asked (too many attempts). */
  refused(site: Site, reason: string): void {
    void this.events.publish({ type: 'SignInFailed', siteId: site.id, reason });
  }

  signUp(
    site: Site,
    input: { email: string; password: string; repeat: string; givenName: string | null },
  ): Promise<IdentityOutcome<null>> {
    return this.run(site, async (identity) => {
      if (input.password !== input.repeat)
        throw new IdentityError('DoublePasswordSignUpException', 'the passwords differ');
      await identity.signUp({
        email: signInEmail(input.email),
        password: input.password,
        givenName: input.givenName,
        brand: signInBrand(site.brandCode),
      });
      return null;
    });
  }

  confirmSignUp(site: Site, email: string, code: string): Promise<IdentityOutcome<null>> {
    return this.run(site, async (identity) => {
      await identity.confirmSignUp(signInEmail(email), code.trim());
      return null;
    });
  }

  forgotPassword(site: Site, email: string): Promise<IdentityOutcome<null>> {
    return this.run(site, async (identity) => {
      await identity.forgotPassword(signInEmail(email), signInBrand(site.brandCode));
      return null;
    });
  }

  newPassword(
    site: Site,
    email: string,
    code: string,
    password: string,
  ): Promise<IdentityOutcome<null>> {
    return this.run(site, async (identity) => {
      await identity.confirmForgotPassword(signInEmail(email), code.trim(), password);
      return null;
    });
  }

  /**
   * Signs out at the identity service (every session where it can, else this one: `SignOutScope`);
   * a failure there still ends the local session. `null`: nothing was signed out there.
   */
  async signOut(
    site: Site,
    accessToken: string | null,
    refreshToken: string | null = null,
  ): Promise<SignOutScope | null> {
    const identity = this.directory.forSite(site);
    if (identity === null || accessToken === null) return null;
    void this.events.publish({ type: 'SignedOut', siteId: site.id });
    try {
      return await identity.identity.signOut(accessToken, refreshToken);
    } catch {
      // The cookies are cleared whatever the identity service answers.
      return null;
    }
  }

  private async run<T>(
    site: Site,
    action: (identity: SiteIdentity['identity']) => Promise<T>,
  ): Promise<IdentityOutcome<T>> {
    const identity = this.directory.forSite(site);
    if (identity === null)
      return {
        ok: false,
        messageKey: identityErrorKey('AuthDisabled'),
        code: 'AuthDisabled',
      };
    try {
      return { ok: true, value: await action(identity.identity) };
    } catch (error) {
      const code = error instanceof IdentityError ? error.code : 'Unknown';
      return { ok: false, messageKey: identityErrorKey(code), code };
    }
  }

  private async refresh(
    identity: SiteIdentity,
    refreshToken: string,
  ): Promise<IdentityTokens | null> {
    try {
      return await identity.identity.refresh(refreshToken);
    } catch {
      return null;
    }
  }

  private async confirmedSubscriber(site: Site, id: string, accessToken: string): Promise<boolean> {
    const service = site.upstreams.subscription;
    if (service === null) return false;
    const key = `${site.id}:${id}`;
    const cached = this.subscriptions.get(key);
    if (cached !== undefined && cached.until > this.now()) return cached.value;
    const value = await this.subscription.isSubscriber(service, id, accessToken);
    // The service could not answer: the reader keeps the last answer it gave (a subscriber is not
    // shown the paywall for a blip), else is not subscribed; nothing is kept, so the next request
    // asks again.
    if (value === null) return cached?.value ?? false;
    if (this.subscriptions.size >= SUBSCRIPTION_CACHE_MAX) this.subscriptions.clear();
    this.subscriptions.set(key, { value, until: this.now() + SUBSCRIPTION_TTL_MS });
    return value;
  }
}
