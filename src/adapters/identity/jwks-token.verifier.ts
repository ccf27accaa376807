import {
  createLocalJWKSet,
  errors,
  jwtVerify,
  type JSONWebKeySet,
  type JWK,
  type JWSHeaderParameters,
  type JWTPayload,
} from 'jose';
import { UpstreamError } from '../../domain/errors/app-errors';
import type { TokenVerifierPort } from '../../ports/identity.port';

export interface JwksVerifierOptions {
  /** `{issuer}/.well-known/jwks.json` holds the keys; tokens must carry this `iss`. */
  readonly issuer: string;
  /** The app client: an id token's `aud`, an access token's `client_id`. */
  readonly clientId: string;
  /**
   * How long fetched keys are reused (default 1 hour); an unknown `kid` refetches sooner, but
   * never more often than every 30 seconds.
   */
  readonly cacheMs?: number;
  /** The longest wait for the JWKS, answer read included (default 2 s). */
  readonly fetchTimeoutMs?: number;
  readonly now?: () => number;
  readonly fetchKeys?: (url: string) => Promise<unknown>;
}

type Claims = Readonly<Record<string, unknown>>;
type KeySet = ReturnType<typeof createLocalJWKSet>;

const DEFAULT_CACHE_MS = 60 * 60_000;
/** Never refetch for unknown key ids more often than this (a forged kid must not hammer the JWKS). */
const MIN_REFETCH_MS = 30_000;
const DEFAULT_FETCH_TIMEOUT_MS = 2_000;

async function fetchJson(url: string, timeoutMs: number): Promise<unknown> {
  const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
  if (!response.ok) throw new Error(`JWKS ${url} answered ${response.status}`);
  return response.json();
}

/**
 * The issuer's keys could not be loaded: an outage, not a bad token (503 where nothing catches
 * it).
 */
export class JwksUnavailableError extends UpstreamError {
  constructor(url: string, cause: unknown) {
    super('UPSTREAM_UNAVAILABLE', {
      message: `JWKS ${url} could not be loaded`,
      relatesToSystems: ['identity'],
      cause,
    });
    this.name = 'JwksUnavailableError';
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The RSA keys with a key id: the only ones an RS256 token naming its `kid` can use. */
function rsaKeys(document: unknown, url: string): JSONWebKeySet {
  const list = isObject(document) ? document.keys : null;
  if (!Array.isArray(list)) throw new Error(`JWKS ${url} holds no keys`);
  const keys = list.filter(
    (jwk): jwk is JWK => isObject(jwk) && jwk.kty === 'RSA' && typeof jwk.kid === 'string',
  );
  return { keys };
}

/**
 * Verifies RS256 identity tokens (`token_use: id`, audience the app client) against the issuer's
 * JWKS with jose, the keys fetched here and cached.
 *
 * A bad token gives null (or 'expired' when only its time ran out) and never throws. A JWKS that
 * cannot be fetched does throw: that is an outage, not a bad token, and the session check treats
 * the reader as anonymous for the request without clearing the session cookies.
 */
export class JwksTokenVerifier implements TokenVerifierPort {
  private keys: KeySet = createLocalJWKSet({ keys: [] });
  private kids: ReadonlySet<string> = new Set();
  private fetchedAt = Number.NEGATIVE_INFINITY;
  private failedAt = Number.NEGATIVE_INFINITY;
  private pending: Promise<void> | null = null;

  constructor(private readonly options: JwksVerifierOptions) {}

  async verify(token: string): Promise<Claims | 'expired' | null> {
    const key = async (header: JWSHeaderParameters) => {
      // A token without a key id is refused rather than tried against every key.
      if (typeof header.kid !== 'string') throw new errors.JWKSNoMatchingKey();
      try {
        await this.load(header.kid);
      } catch (cause) {
        throw new JwksUnavailableError(this.keysUrl(), cause);
      }
      return this.keys(header);
    };
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: ['RS256'],
        issuer: this.options.issuer,
        audience: this.options.clientId,
        requiredClaims: ['exp'],
        currentDate: new Date(this.now()),
      });
      return this.isIdToken(payload) ? payload : null;
    } catch (error) {
      if (error instanceof JwksUnavailableError) throw error;
      // jose checks the signature, issuer and audience before the time: a token that fails only
      // on its time is 'expired' when it is an identity token, and refused when it is not.
      if (error instanceof errors.JWTExpired && this.isIdToken(error.payload)) return 'expired';
      return null;
    }
  }

  /**
   * The session carries the identity token: an access token (token_use "access", audience in
   * client_id) is refused where the id token belongs, as is an audience list.
   */
  private isIdToken(payload: JWTPayload): boolean {
    return payload.token_use === 'id' && payload.aud === this.options.clientId;
  }

  private keysUrl(): string {
    return `${this.options.issuer}/.well-known/jwks.json`;
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  /**
   * Refetches the keys when they are stale, or for an unknown `kid` at most every 30 seconds.
   * A token whose key is known never waits for the JWKS: stale keys go on serving while they are
   * refetched in the background. Only a token naming a key not yet known waits for the refetch
   * (at most the fetch timeout; a rotated key is found that way). While the JWKS cannot be
   * fetched, the keys already known go on serving, and a new attempt is made at most every 30
   * seconds (an outage must not turn every request into a JWKS call).
   */
  private async load(kid: string): Promise<void> {
    const now = this.now();
    const age = now - this.fetchedAt;
    const stale = age > (this.options.cacheMs ?? DEFAULT_CACHE_MS);
    const known = this.kids.has(kid);
    if (!stale && (known || age <= MIN_REFETCH_MS)) return;
    if (now - this.failedAt < MIN_REFETCH_MS) {
      if (this.kids.size === 0) throw new Error('JWKS failed less than 30 s ago');
      return;
    }
    const refreshing = this.refresh();
    if (known) {
      // Its failure is recorded by refresh(); the known key answers now.
      refreshing.catch(() => undefined);
      return;
    }
    try {
      await refreshing;
    } catch (error) {
      if (this.kids.size === 0) throw error;
    }
  }

  /** Concurrent refreshes share one fetch; a failed one is remembered for the 30-second pause. */
  private refresh(): Promise<void> {
    this.pending ??= this.fetchKeys()
      .catch((error: unknown) => {
        this.failedAt = this.now();
        throw error;
      })
      .finally(() => {
        this.pending = null;
      });
    return this.pending;
  }

  private async fetchKeys(): Promise<void> {
    const url = this.keysUrl();
    const timeoutMs = this.options.fetchTimeoutMs ?? DEFAULT_FETCH_TIMEOUT_MS;
    const fetchKeys = this.options.fetchKeys ?? ((at: string) => fetchJson(at, timeoutMs));
    const set = rsaKeys(await fetchKeys(url), url);
    this.keys = createLocalJWKSet(set);
    this.kids = new Set(set.keys.map((jwk) => jwk.kid ?? ''));
    this.fetchedAt = this.now();
  }
}
