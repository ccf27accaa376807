import {
  createPublicKey,
  verify as verifySignature,
  type JsonWebKey,
  type KeyObject,
} from 'node:crypto';
import type { TokenVerifierPort } from '../../ports/identity.port';

export interface JwksVerifierOptions {
  /** `{issuer}/.well-known/jwks.json` holds the keys; tokens must carry this `iss`. */
  readonly issuer: string;
  /** The app client: an id token's `aud`, an access token's `client_id`. */
  readonly clientId: string;
  /** How long fetched keys are reused (default 1 hour); an unknown `kid` refetches at once. */
  readonly cacheMs?: number;
  readonly now?: () => number;
  readonly fetchKeys?: (url: string) => Promise<unknown>;
}

type Claims = Readonly<Record<string, unknown>>;

const DEFAULT_CACHE_MS = 60 * 60_000;
/** Never refetch for unknown key ids more often than this (a forged kid must not hammer the JWKS). */
const MIN_REFETCH_MS = 30_000;

function decodeSegment(segment: string): Claims | null {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(segment, 'base64url').toString('utf8'));
    return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Claims)
      : null;
  } catch {
    return null;
  }
}

async function fetchJson(url: string): Promise<unknown> {
  const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
  if (!response.ok) throw new Error(`JWKS ${url} answered ${response.status}`);
  return response.json();
}

/**
 * Verifies RS256 identity tokens (`token_use: id`, audience the app client) against the issuer's
 * JWKS, with the keys cached by `kid`.
 */
export class JwksTokenVerifier implements TokenVerifierPort {
  private keys = new Map<string, KeyObject>();
  private fetchedAt = Number.NEGATIVE_INFINITY;
  private pending: Promise<void> | null = null;

  constructor(private readonly options: JwksVerifierOptions) {}

  async verify(token: string): Promise<Claims | 'expired' | null> {
    const [head, body, signature, extra] = token.split('.');
    if (head === undefined || body === undefined || signature === undefined || extra !== undefined)
      return null;
    const header = decodeSegment(head);
    const claims = decodeSegment(body);
    if (header === null || claims === null || header.alg !== 'RS256') return null;
    const kid = typeof header.kid === 'string' ? header.kid : '';
    const key = await this.key(kid);
    if (key === null) return null;
    const valid = verifySignature(
      'RSA-SHA256',
      Buffer.from(`${head}.${body}`),
      key,
      Buffer.from(signature, 'base64url'),
    );
    if (!valid || claims.iss !== this.options.issuer) return null;
    // The session carries the identity token: an access token (token_use "access", audience in
    // client_id) is refused where the id token belongs.
    if (claims.token_use !== 'id' || claims.aud !== this.options.clientId) return null;
    const now = (this.options.now ?? Date.now)() / 1000;
    if (typeof claims.exp !== 'number') return null;
    return claims.exp <= now ? 'expired' : claims;
  }

  private async key(kid: string): Promise<KeyObject | null> {
    const now = (this.options.now ?? Date.now)();
    const age = now - this.fetchedAt;
    const stale = age > (this.options.cacheMs ?? DEFAULT_CACHE_MS);
    if (stale || (!this.keys.has(kid) && age > MIN_REFETCH_MS)) await this.refresh();
    return this.keys.get(kid) ?? null;
  }

  private async refresh(): Promise<void> {
    this.pending ??= this.load().finally(() => {
      this.pending = null;
    });
    await this.pending;
  }

  private async load(): Promise<void> {
    const url = `${this.options.issuer}/.well-known/jwks.json`;
    const document = await (this.options.fetchKeys ?? fetchJson)(url);
    const list =
      document !== null && typeof document === 'object' && 'keys' in document
        ? document.keys
        : null;
    if (!Array.isArray(list)) throw new Error(`JWKS ${url} holds no keys`);
    const keys = new Map<string, KeyObject>();
    for (const jwk of list as JsonWebKey[]) {
      if (jwk.kty !== 'RSA' || typeof jwk.kid !== 'string') continue;
      keys.set(jwk.kid, createPublicKey({ key: jwk, format: 'jwk' }));
    }
    this.keys = keys;
    this.fetchedAt = (this.options.now ?? Date.now)();
  }
}
