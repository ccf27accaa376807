import { SingleFlight } from '../../domain/memo/single-flight';
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
  IDENTITY_UNAVAILABLE,
  IdentityError,
  type IdentityDirectoryPort,
  type SignOutScope,
  type SiteIdentity,
} from '../../ports/identity.port';
import {
  accountKey,
  type SessionStorePort,
  type StoredSession,
} from '../../ports/session-store.port';
import type { BoundedMap, BoundedMaps } from '../../ports/bounded-map.port';
import type { EventPublisherPort } from '../../ports/event-bus.port';
import type { SubscriptionPort } from '../../ports/subscription.port';

export interface ResolvedSession {
  readonly state: UserState;
  readonly entitlements: readonly string[];
  /**
   * Whether the cookie names no live session, so it is cleared: `'gone'` when the store holds
   * none (signed out, ended everywhere, expired: the reader is simply anonymous), `'refused'` when
   * the identity service refused to renew it (the reader is asked to sign in again). False for a
   * live session, and for a store or identity service that could not answer (the reader is
   * anonymous for this request, the cookie stays).
   */
  readonly ended: false | 'gone' | 'refused';
}

/** The identity outcome of a form: done, or the message key to show. */
export type IdentityOutcome<T> =
  | { readonly ok: true; readonly value: T }
  | { readonly ok: false; readonly messageKey: string; readonly code: string };

const NO_SESSION: ResolvedSession = { state: ANONYMOUS, entitlements: [], ended: false };
const GONE: ResolvedSession = { ...NO_SESSION, ended: 'gone' };
const REFUSED: ResolvedSession = { ...NO_SESSION, ended: 'refused' };
const SUBSCRIPTION_TTL_MS = 60_000;
const SUBSCRIPTION_CACHE_MAX = 10_000;
/** An id token is refreshed this long before its time runs out (clock skew, a slow request). */
const REFRESH_EARLY_MS = 60_000;
/**
 * While the identity service cannot refresh a session, the reader keeps the state last verified
 * for at most this long after the id token ran out; then they are anonymous until it answers.
 */
const OUTAGE_GRACE_MS = 24 * 60 * 60_000;
/** Identity codes that say the session itself is over (not that the service is away). */
const SESSION_OVER: ReadonlySet<string> = new Set([
  'NotAuthorizedException',
  'UserNotFoundException',
  'UserNotConfirmedException',
  'PasswordResetRequiredException',
]);

/**
 * Sessions (ADR 25): the browser holds a session id; the tokens and the claims verified from them
 * live in the session store. A session is read on each request, its id token refreshed through
 * the store when its time runs out, and ended there at sign-out (every session of the account
 * when the identity service signed out everywhere, or an admin asks for it). The identity flows
 * map their errors to message keys (`identityErrorKey`).
 */
export class SessionService {
  /** The subscription service's answers by site and reader, a minute each. */
  private readonly subscriptions: BoundedMap<{ value: boolean; until: number }>;
  /** Refreshes under way, by session id: concurrent requests of one reader share one. */
  private readonly refreshing = new SingleFlight<ResolvedSession>();

  constructor(
    private readonly directory: IdentityDirectoryPort,
    private readonly store: SessionStorePort,
    private readonly subscription: SubscriptionPort,
    private readonly events: EventPublisherPort,
    private readonly now: () => number,
    maps: BoundedMaps,
  ) {
    this.subscriptions = maps(SUBSCRIPTION_CACHE_MAX);
  }

  /**
   * The reader of a session id. Rejects when the store does not answer (the caller treats the
   * reader as anonymous for the request and keeps the cookie).
   */
  async resolve(site: Site, sessionId: string | null): Promise<ResolvedSession> {
    const identity = this.directory.forSite(site);
    if (identity === null || sessionId === null) return NO_SESSION;
    const session = await this.store.read(sessionId);
    if (session?.siteId !== site.id) return GONE;
    if (this.now() < session.expiresAt - REFRESH_EARLY_MS) return this.readerOf(site, session);
    return this.refreshing.run(sessionId, () => this.refreshed(site, identity, sessionId, session));
  }

  private async refreshed(
    site: Site,
    identity: SiteIdentity,
    sessionId: string,
    session: StoredSession,
  ): Promise<ResolvedSession> {
    if (session.refreshToken === null) return this.over(sessionId);
    let renewed: StoredSession;
    try {
      const tokens = await identity.identity.refresh(session.refreshToken);
      const claims = await identity.verifier.verify(tokens.idToken);
      if (claims === null || claims === 'expired') return await this.over(sessionId);
      renewed = {
        ...session,
        idToken: tokens.idToken,
        accessToken: tokens.accessToken,
        refreshToken: tokens.refreshToken ?? session.refreshToken,
        claims,
        expiresAt: expiryOf(claims, this.now()),
      };
    } catch (error) {
      if (error instanceof IdentityError && SESSION_OVER.has(error.code))
        return this.over(sessionId);
      // The identity service is away: the state last verified, for a while.
      if (this.now() < session.expiresAt + OUTAGE_GRACE_MS) return this.readerOf(site, session);
      return NO_SESSION;
    }
    await this.store.replace(sessionId, renewed);
    return this.readerOf(site, renewed);
  }

  private async over(sessionId: string): Promise<ResolvedSession> {
    await this.store.end(sessionId).catch(() => undefined);
    return REFUSED;
  }

  private async readerOf(site: Site, session: StoredSession): Promise<ResolvedSession> {
    const reader = readerFromClaims(session.claims);
    const entitlements = allEntitlements(session.claims);
    const confirmed =
      reader !== null
        ? await this.confirmedSubscriber(site, reader.id, session.accessToken)
        : false;
    return {
      state: userStateFor(reader, entitlements, site.brandCode, confirmed),
      entitlements,
      ended: false,
    };
  }

  /** Signs in at the identity service and keeps the session: the outcome is its id. */
  async signIn(site: Site, email: string, password: string): Promise<IdentityOutcome<string>> {
    const outcome = await this.run(site, async (identity, verifier) => {
      const tokens = await identity.signIn(
        signInEmail(email),
        password,
        signInBrand(site.brandCode),
      );
      const claims = await verifier.verify(tokens.idToken);
      if (claims === null || claims === 'expired')
        throw new IdentityError('InvalidTokenException', 'the identity service issued a bad token');
      const reader = readerFromClaims(claims);
      const now = this.now();
      try {
        return await this.store.create({
          siteId: site.id,
          account: accountKey(reader?.email ?? email),
          idToken: tokens.idToken,
          accessToken: tokens.accessToken,
          refreshToken: tokens.refreshToken,
          claims,
          expiresAt: expiryOf(claims, now),
          createdAt: now,
        });
      } catch (error) {
        throw new IdentityError(IDENTITY_UNAVAILABLE, `the session store failed: ${String(error)}`);
      }
    });
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
   * Ends the session in the store, then signs out at the identity service: where that signed the
   * account out everywhere (`SignOutScope`), every session of the account here ends too. A failure
   * there still ends this session. `null`: there was no session. Rejects when the store could not
   * end the session (the caller says so; the cookie is cleared anyway).
   */
  async signOut(site: Site, sessionId: string | null): Promise<SignOutScope | null> {
    const identity = this.directory.forSite(site);
    if (identity === null || sessionId === null) return null;
    const session = await this.store.read(sessionId).catch(() => null);
    await this.store.end(sessionId);
    if (session === null) return null;
    void this.events.publish({ type: 'SignedOut', siteId: site.id });
    let scope: SignOutScope;
    try {
      scope = await identity.identity.signOut(session.accessToken, session.refreshToken);
    } catch {
      return 'this-session';
    }
    if (scope === 'everywhere') await this.store.endAccount(session.account);
    return scope;
  }

  /**
   * An admin's "sign out everywhere" for the account of an e-mail address: every session of it
   * ends on the next request of each browser. Answers how many sessions there were.
   */
  endAccount(email: string): Promise<number> {
    return this.store.endAccount(accountKey(email));
  }

  private async run<T>(
    site: Site,
    action: (identity: SiteIdentity['identity'], verifier: SiteIdentity['verifier']) => Promise<T>,
  ): Promise<IdentityOutcome<T>> {
    const identity = this.directory.forSite(site);
    if (identity === null)
      return {
        ok: false,
        messageKey: identityErrorKey('AuthDisabled'),
        code: 'AuthDisabled',
      };
    try {
      return { ok: true, value: await action(identity.identity, identity.verifier) };
    } catch (error) {
      const code = error instanceof IdentityError ? error.code : 'Unknown';
      return { ok: false, messageKey: identityErrorKey(code), code };
    }
  }

  private async confirmedSubscriber(site: Site, id: string, accessToken: string): Promise<boolean> {
    const service = site.upstreams.subscription;
    if (service === null) return false;
    const key = `${site.id}:${id}`;
    const cached = this.subscriptions.get(key);
    if (cached !== undefined && cached.until > this.now()) return cached.value;
    const answer = await this.subscription.isSubscriber(service, id, accessToken);
    // The service could not answer (the adapter logged its failure): the reader keeps the last
    // answer it gave (a subscriber is not shown the paywall for a blip), else is not subscribed;
    // nothing is kept, so the next request asks again.
    if (!answer.ok) return cached?.value ?? false;
    const { value } = answer;
    this.subscriptions.set(key, { value, until: this.now() + SUBSCRIPTION_TTL_MS });
    return value;
  }
}

/** When a token's time runs out (`exp`, epoch ms); a token without one is refreshed at once. */
function expiryOf(claims: Readonly<Record<string, unknown>>, now: number): number {
  return typeof claims.exp === 'number' ? claims.exp * 1000 : now;
}
