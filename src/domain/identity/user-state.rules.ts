import { isSameSitePath } from '../routing/redirect.rules';
import { attributeList, hasBrandEntitlement } from './entitlements.rules';
import type { Reader, UserState } from './user-state.types';

type Claims = Readonly<Record<string, unknown>>;

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/** The reader an id token describes; null when it names no subject. */
export function readerFromClaims(claims: Claims): Reader | null {
  const id = text(claims.sub);
  if (id === null) return null;
  const groups = Array.isArray(claims['cognito:groups'])
    ? claims['cognito:groups'].filter((group): group is string => typeof group === 'string')
    : [];
  return {
    id,
    email: text(claims.email) ?? '',
    name: text(claims.given_name) ?? text(claims.name),
    groups,
    postalCode: text(claims['custom:postal_code']),
    subscriptionNumber: text(claims['custom:subscription_number']),
  };
}

/** Every entitlement the token carries: subscribed brands and brand subscription numbers. */
export function allEntitlements(claims: Claims): readonly string[] {
  return [
    ...attributeList(text(claims['custom:subscribed_brands'])),
    ...attributeList(text(claims['custom:brand_subs_numbers'])),
  ];
}

/**
 * Anonymous without a reader; Subscriber when an entitlement contains the brand code or the
 * subscription service confirms one; JustRegister otherwise.
 */
export function userStateFor(
  reader: Reader | null,
  entitlements: readonly string[],
  brandCode: string,
  confirmedBySubscriptionService: boolean,
): UserState {
  if (reader === null) return { kind: 'anonymous' };
  return hasBrandEntitlement(entitlements, brandCode) || confirmedBySubscriptionService
    ? { kind: 'subscriber', reader }
    : { kind: 'just-register', reader };
}

export function isAdmin(state: UserState): boolean {
  return state.kind !== 'anonymous' && state.reader.groups.includes('admin');
}

/**
 * Where a reader may be sent back to after signing in or out: a same-site path only
 * (`isSameSitePath`: never `//host`, `/\host` or their percent-encoded forms), else `/`.
 */
export function safeReturnUri(value: unknown): string {
  if (typeof value !== 'string') return '/';
  const uri = value.trim();
  return isSameSitePath(uri) && !uri.includes('\\') ? uri : '/';
}
