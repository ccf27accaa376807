/**
 * Who is reading, as the server decides it for one request (the "user state").
 * The response cache keys HTML by `cacheVariant`, so nothing personal may be derived from `reader`
 * into cached HTML: names, e-mails and favourites reach the page through islands, not the server HTML.
 */
export interface Reader {
  /** The identity service's subject (`sub`). */
  readonly id: string;
  readonly email: string;
  readonly name: string | null;
  /** Identity groups, e.g. `admin`. */
  readonly groups: readonly string[];
  /** The profile's `custom:postal_code`; null or absent when it has none. */
  readonly postalCode?: string | null;
  /** The profile's `custom:subscription_number`; null or absent when it has none. */
  readonly subscriptionNumber?: string | null;
}

export type UserState =
  | { readonly kind: 'anonymous' }
  | { readonly kind: 'just-register'; readonly reader: Reader }
  | { readonly kind: 'subscriber'; readonly reader: Reader };

export type UserStateKind = UserState['kind'];

export const ANONYMOUS: UserState = { kind: 'anonymous' };

/** HTML is shared by every reader with the same variant. */
export function cacheVariant(state: UserState): UserStateKind {
  return state.kind;
}
