import { PATHS } from '../../src/domain/routing/route-paths';
/**
 * The current user on the page, looked up once: `POST /api/authservice` (the identity cookie is
 * HttpOnly, so the server reads it) answers the user, or `data: null` when nobody is signed in.
 *
 * The contract the page's scripts rely on:
 * - a user already known is returned with no lookup;
 * - concurrent callers share one lookup;
 * - after the lookup, whether it succeeded or failed (then the user is null), `userChecked` is
 *   true and every listener waiting for it (`whenUserChecked`) is called, once.
 */

export const AUTH_SERVICE_PATH = PATHS.authService;

export interface CurrentUser {
  readonly id: string;
  readonly email: string | null;
  readonly givenName: string | null;
  readonly userState: string;
}

export type UserLookup = () => Promise<CurrentUser | null>;
type Listener = (user: CurrentUser | null) => void;

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/** The user in an answer of the session API (`AUTH_SERVICE_PATH`), or null. */
export function userOf(body: unknown): CurrentUser | null {
  if (typeof body !== 'object' || body === null || !('data' in body)) return null;
  const { data } = body;
  if (typeof data !== 'object' || data === null) return null;
  const fields = data as Record<string, unknown>;
  const id = text(fields.id);
  if (id === null) return null;
  return {
    id,
    email: text(fields.email),
    givenName: text(fields.givenName),
    userState: text(fields.userState) ?? 'anonymous',
  };
}

/** The lookup over HTTP; a failure (network, non-2xx, bad JSON) rejects. */
export const fetchCurrentUser: UserLookup = async () => {
  const response = await fetch(AUTH_SERVICE_PATH, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: '{}',
  });
  if (!response.ok) {
    await response.body?.cancel();
    throw new Error(`${AUTH_SERVICE_PATH} answered ${String(response.status)}`);
  }
  return userOf(await response.json());
};

export class CurrentUserState {
  private known: CurrentUser | null = null;
  private checked = false;
  private pending: Promise<CurrentUser | null> | null = null;
  private readonly listeners: Listener[] = [];

  constructor(private readonly lookup: UserLookup = fetchCurrentUser) {}

  /** True once a lookup has ended, whatever its outcome. */
  get userChecked(): boolean {
    return this.checked;
  }

  get user(): CurrentUser | null {
    return this.known;
  }

  /** The current user: the known one at once, else one shared lookup (null when it fails). */
  current(): Promise<CurrentUser | null> {
    if (this.known !== null) return Promise.resolve(this.known);
    this.pending ??= this.lookup()
      .catch(() => null)
      .then((user) => {
        this.known = user;
        this.checked = true;
        this.pending = null;
        for (const listener of this.listeners.splice(0)) listener(user);
        return user;
      });
    return this.pending;
  }

  /** Calls `listener` once the user is checked: now when it already is, else after the lookup. */
  whenUserChecked(listener: Listener): void {
    if (this.checked) listener(this.known);
    else this.listeners.push(listener);
  }
}

/** The page's one current-user state, shared by its scripts. */
export const currentUser = new CurrentUserState();
