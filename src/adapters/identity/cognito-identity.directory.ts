import type { Site } from '../../domain/site/site.types';
import type { IdentityDirectoryPort, SiteIdentity } from '../../ports/identity.port';
import { CognitoIdentityAdapter, cognitoIssuer } from './cognito-identity.adapter';
import { JwksTokenVerifier } from './jwks-token.verifier';

/**
 * One Cognito client and one cached JWKS verifier per user pool, shared by the sites that use it.
 * A site with sign-in off, or without a pool or app client, has no identity service.
 */
export class CognitoIdentityDirectory implements IdentityDirectoryPort {
  private readonly byPool = new Map<string, SiteIdentity>();

  forSite(site: Site): SiteIdentity | null {
    const { enabled, userPoolId, userPoolWebClientId, region } = site.auth;
    if (!enabled || userPoolId === null || userPoolWebClientId === null) return null;
    const endpoint = site.auth.endpoint ?? null;
    const key = [endpoint ?? '', region, userPoolId, userPoolWebClientId].join('|');
    let found = this.byPool.get(key);
    if (found === undefined) {
      found = {
        identity: new CognitoIdentityAdapter({ region, clientId: userPoolWebClientId, endpoint }),
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
