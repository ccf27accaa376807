import { signInOn } from '../../domain/site/sign-in.rules';
import type { Site } from '../../domain/site/site.types';
import type { EventPublisherPort } from '../../ports/event-bus.port';
import type { IdentityDirectoryPort, SiteIdentity } from '../../ports/identity.port';
import type { MetricsPort } from '../../ports/metrics.port';
import type { CircuitBreakerOptions } from '../http-client/circuit-breaker';
import { CognitoIdentityAdapter, cognitoIssuer } from './cognito-identity.adapter';
import { JwksTokenVerifier } from './jwks-token.verifier';

export interface IdentityDirectoryOptions {
  /** Breaker changes of every pool, as service `identity` (metrics and the log follow them). */
  readonly events?: EventPublisherPort;
  /** Every call's duration and outcome, as service `identity`. */
  readonly metrics?: MetricsPort;
  /** Per call (default 3 s). */
  readonly timeoutMs?: number;
  readonly breaker?: Partial<CircuitBreakerOptions>;
}

/**
 * One Cognito client, with its deadline and circuit breaker, and one cached JWKS verifier per user
 * pool, shared by the sites that use it. A site with sign-in off, or without a pool or app
 * client, has no identity service.
 */
export class CognitoIdentityDirectory implements IdentityDirectoryPort {
  private readonly byPool = new Map<string, SiteIdentity>();

  constructor(private readonly options: IdentityDirectoryOptions = {}) {}

  forSite(site: Site): SiteIdentity | null {
    if (!signInOn(site)) return null;
    const { userPoolId, userPoolWebClientId, region } = site.auth;
    // The configuration refuses sign-in without both (`missingSignInSetting`).
    if (userPoolId === null || userPoolWebClientId === null)
      throw new Error(`site ${site.id} has sign-in on without a user pool and app client`);
    const endpoint = site.auth.endpoint ?? null;
    const key = [endpoint ?? '', region, userPoolId, userPoolWebClientId].join('|');
    let found = this.byPool.get(key);
    if (found === undefined) {
      found = {
        identity: new CognitoIdentityAdapter({
          ...this.options,
          region,
          clientId: userPoolWebClientId,
          endpoint,
        }),
        verifier: new JwksTokenVerifier({
          issuer: cognitoIssuer({ region, userPoolId, endpoint }),
          clientId: userPoolWebClientId,
        }),
      };
      this.byPool.set(key, found);
    }
    return found;
  }
}
