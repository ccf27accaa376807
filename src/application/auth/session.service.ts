import { SingleFlight } from '../../domain/memo/single-flight';
import { errorCodeEntry } from '../../domain/errors/error-codes';
import type { Failure } from '../../domain/errors/outcome';
import { IDENTITY_OUTAGE_KEY, identityErrorKey } from '../../domain/identity/identity-errors.rules';
import { signInBrand, signInEmail } from '../../domain/identity/entitlements.rules';
import {
  allEntitlements,
  readerFromClaims,
  userStateFor,
} from '../../domain/identity/user-state.rules';
import { ANONYMOUS, type UserState } from '../../domain/identity/user-state.types';
import type { Site } from '../../domain/site/site.types';
import type {
  IdentityDirectoryPort,
  IdentityRefusal,
  IdentityReply,
  SignOutScope,
  SiteIdentity,
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

/**
 * What an account form comes to: done; refused, the reader's to put right (the identity service's
 * code, or the product's own: `DoublePasswordSignUpException`, `InvalidTokenException`,
 * `AuthDisabled`); or unavailable, an outage of the identity service or the session store (its
 * failure): try again later. Each failure carries the message key to show.
 */
export type IdentityOutcome<T> =
  | { readonly ok: true; readonly value: T }
  | {
      readonly ok: false;
      readonly kind: 'refused';
      readonly code: string;
      readonly messageKey: string;
    }
  | {
      readonly ok: false;
      readonly kind: 'unavailable';
      readonly failure: Failure;
      readonly messageKey: string;
    };

function refusedWith(code: string): IdentityOutcome<never> {
  return { ok: false, kind: 'refused', code, messageKey: identityErrorKey(code) };
}

function unavailable(failure: Failure): IdentityOutcome<never> {
  return { ok: false, kind: 'unavailable', failure, messageKey: IDENTITY_OUTAGE_KEY };
}

/** The identity port's reply as a form's outcome: its value, its refusal, or its outage. */
function outcomeOf<T>(reply: IdentityReply<T>): IdentityOutcome<T> {
  if (!reply.ok) return unavailable(reply.failure);
  const answer = reply.value;
  return answer.kind === 'done' ? { ok: true, value: answer.value } : refusedWith(answer.code);
}

/**
 * A service the sign-in needs did not answer (the session store could not keep the new session,
 * the identity service's signing keys could not be loaded): an outage, not the reader's to put
 * right.
 */
function outage(service: string, operation: string, reason: string, error: unknown): Failure {
  return {
    code: 'UPSTREAM_UNAVAILABLE',
    service,
    retryable: errorCodeEntry('UPSTREAM_UNAVAILABLE').retryable,
    detail: { operation, reason: `${reason}: ${String(error)}` },
  };
}

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
/** Refusals that say the session itself is over (not that the service is away). */
const SESSION_OVER: ReadonlySet<IdentityRefusal> = new Set<IdentityRefusal>([
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
 * map the identity service's refusals to message keys (`identityErrorKey`); its outages (the
 * port's failures) and the session store's ask the reader to try again later.
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
    const reply = await identity.identity.refresh(session.refreshToken);
    const answer = reply.ok ? reply.value : null;
    if (answer?.kind === 'refused' && SESSION_OVER.has(answer.code)) return this.over(sessionId);
    // The identity service is away (or refused for a reason of its own): the state last
    // verified, for a while.
    if (answer?.kind !== 'done') return this.lastVerified(site, session);
    const tokens = answer.value;
    let renewed: StoredSession;
    try {
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
    } catch {
      // The issuer's keys could not be loaded: an outage too.
      return this.lastVerified(site, session);
    }
    await this.store.replace(sessionId, renewed);
    return this.readerOf(site, renewed);
  }

  /** While the session cannot be renewed: the state last verified, for a while; then anonymous. */
  private lastVerified(site: Site, session: StoredSession): Promise<ResolvedSession> {
    if (this.now() < session.expiresAt + OUTAGE_GRACE_MS) return this.readerOf(site, session);
    return Promise.resolve(NO_SESSION);
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
    const outcome = await this.run<string>(site, async (identity, verifier) => {
      const signedIn = outcomeOf(
        await identity.signIn(signInEmail(email), password, signInBrand(site.brandCode)),
      );
      if (!signedIn.ok) return signedIn;
      const tokens = signedIn.value;
      let claims: Awaited<ReturnType<typeof verifier.verify>>;
      try {
        claims = await verifier.verify(tokens.idToken);
      } catch (error) {
        // The verifier never rejects a bad token: its keys could not be loaded, an outage.
        return unavailable(
          outage('identity', 'verify', 'the signing keys could not be loaded', error),
        );
      }
      // The identity service issued a token that does not verify.
      if (claims === null || claims === 'expired') return refusedWith('InvalidTokenException');
      const reader = readerFromClaims(claims);
      const now = this.now();
      try {
        const sessionId = await this.store.create({
          siteId: site.id,
          account: accountKey(reader?.email ?? email),
          idToken: tokens.idToken,
          accessToken: tokens.accessToken,
          refreshToken: tokens.refreshToken,
          claims,
          expiresAt: expiryOf(claims, now),
          createdAt: now,
        });
        return { ok: true, value: sessionId };
      } catch (error) {
        return unavailable(outage('session-store', 'create', 'the session store failed', error));
      }
    });
    void this.events.publish(
      outcome.ok
        ? { type: 'SignedIn', siteId: site.id }
        : {
            type: 'SignInFailed',
            siteId: site.id,
            reason: outcome.kind === 'refused' ? outcome.code : outcome.failure.code,
          },
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
      if (input.password !== input.repeat) return refusedWith('DoublePasswordSignUpException');
      return outcomeOf(
        await identity.signUp({
          email: signInEmail(input.email),
          password: input.password,
          givenName: input.givenName,
          brand: signInBrand(site.brandCode),
        }),
      );
    });
  }

  confirmSignUp(site: Site, email: string, code: string): Promise<IdentityOutcome<null>> {
    return this.run(site, async (identity) =>
      outcomeOf(await identity.confirmSignUp(signInEmail(email), code.trim())),
    );
  }

  forgotPassword(site: Site, email: string): Promise<IdentityOutcome<null>> {
    return this.run(site, async (identity) =>
      outcomeOf(await identity.forgotPassword(signInEmail(email), signInBrand(site.brandCode))),
    );
  }

  newPassword(
    site: Site,
    email: string,
    code: string,
    password: string,
  ): Promise<IdentityOutcome<null>> {
    return this.run(site, async (identity) =>
      outcomeOf(await identity.confirmForgotPassword(signInEmail(email), code.trim(), password)),
    );
  }

  /**
   * Ends the session in the store, then signs out at the identity service: where that signed the
   * account out everywhere (`SignOutScope`), every session of the account here ends too. A
   * refusal or an outage there still ends this session. `null`: there was no session. Rejects
   * when the store could not end the session (the caller says so; the cookie is cleared anyway).
   */
  async signOut(site: Site, sessionId: string | null): Promise<SignOutScope | null> {
    const identity = this.directory.forSite(site);
    if (identity === null || sessionId === null) return null;
    const session = await this.store.read(sessionId).catch(() => null);
    await this.store.end(sessionId);
    if (session === null) return null;
    void this.events.publish({ type: 'SignedOut', siteId: site.id });
    const reply = await identity.identity.signOut(session.accessToken, session.refreshToken);
    if (!reply.ok || reply.value.kind === 'refused') return 'this-session';
    const scope = reply.value.value;
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

  /**
   * An account form at the site's identity service: `AuthDisabled` where sign-in is off. The
   * port answers its outages as failures; what still throws (the issuer's keys, a defect) is
   * answered as the refusal `Unknown`, the generic message.
   */
  private async run<T>(
    site: Site,
    action: (
      identity: SiteIdentity['identity'],
      verifier: SiteIdentity['verifier'],
    ) => Promise<IdentityOutcome<T>>,
  ): Promise<IdentityOutcome<T>> {
    const identity = this.directory.forSite(site);
    if (identity === null) return refusedWith('AuthDisabled');
    try {
      return await action(identity.identity, identity.verifier);
    } catch {
      return refusedWith('Unknown');
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
