import type { Teaser } from '../content/content.types';
import type { UserStateKind } from './user-state.types';

/**
 * What an account screen shows besides its title (view-model data). Account pages are
 * `private, no-store`: never cached, so they may carry the reader's own e-mail and name.
 */
export interface AccountFormView {
  /** The double-submit CSRF token every form posts back as `_csrf`. */
  readonly csrfToken: string;
  /** Where to go after the form succeeds (same-site relative). */
  readonly returnUri: string;
  /** Field values to show again (never passwords). */
  readonly values: Readonly<Record<string, string>>;
  /** Field name → message key. */
  readonly errors: Readonly<Record<string, string>>;
  /** A message key for the whole form (a refused sign-in, too many attempts). */
  readonly messageKey: string | null;
  /** A message key that reports success (code sent, password changed). */
  readonly noticeKey: string | null;
  /** Sign-up has two steps: the account, then the e-mailed code. */
  readonly step: 'details' | 'confirm';
  /** Validation debounce for the field islands (ms; 0 allowed). */
  readonly debounceMs: number;
  /** Fields with a debounce of their own (ms; 0 allowed); unset: `FIELD_DEBOUNCE_MS`. */
  readonly fieldDebounceMs?: Readonly<Record<string, number>>;
}

export interface AccountProfileView {
  readonly email: string;
  readonly name: string | null;
  readonly state: UserStateKind;
  /** From the identity profile (`custom:postal_code`, `custom:subscription_number`). */
  readonly postalCode?: string | null;
  readonly subscriptionNumber?: string | null;
}

export interface AccountExtras {
  readonly form?: AccountFormView;
  readonly profile?: AccountProfileView;
  /** The reader's favourites on /users/favourites, as teasers. */
  readonly favourites?: readonly Teaser[];
  /** /users/favourites after the heart's form removed one there (no JavaScript): says so. */
  readonly favouriteRemoved?: boolean;
}

export interface UpstreamStatusView {
  readonly service: string;
  readonly state: string;
  /** Mean latency in milliseconds; null when never called. */
  readonly latencyMs: number | null;
  readonly requests: number;
}

/**
 * The site and this process on the admin overview, as names, numbers and flags: the renderer
 * words and formats them in the site's language.
 */
export interface AdminHealthView {
  /** The site by its names, e.g. `WOM DK (wom-dk)`. */
  readonly site: string;
  readonly uptimeMs: number;
  /** Resident set size. */
  readonly memoryBytes: number;
  /** The runtime's version, e.g. `v22.11.0`. */
  readonly runtime: string;
  /** How many sites this replica serves. */
  readonly sitesServed: number;
  /** Whether caches and sign-in counts are shared through Redis. */
  readonly sharedCache: boolean;
  /**
   * The site's content API root as asked when the overview was drawn: `answers` with the name it
   * gave, or `silent`; absent when it was not asked.
   */
  readonly contentApi?:
    { readonly state: 'answers'; readonly name: string | null } | { readonly state: 'silent' };
}

export interface AdminDashboardView {
  readonly csrfToken: string;
  readonly health: AdminHealthView;
  readonly upstreams: readonly UpstreamStatusView[];
  /** 0..1, null when nothing was served yet. */
  readonly cacheHitRatio: number | null;
  readonly events: readonly {
    readonly at: string;
    readonly type: string;
    readonly detail: string;
  }[];
  /** Content the API sent that the product could not read, in the last hour (newest first). */
  readonly shapesDropped?: readonly {
    readonly siteId: string;
    readonly resource: string;
    readonly field: string;
    readonly reason: string;
    readonly count: number;
    readonly lastSeen: string;
  }[];
  readonly purged: boolean;
  /** After "sign out everywhere": the sessions ended, or 'missing' when no e-mail was given. */
  readonly sessionsEnded: number | 'missing' | null;
}
