import { PATHS, CSRF_HEADER } from '../../domain/routing/route-paths';
/**
 * The browser's side of the CSRF check: a token from `GET /api/csrf-token` (cached pages carry
 * none), asked for once per page and sent as `x-csrf-token` with every state-changing call. A
 * refused call (403: the secret cookie expired or was cleared) asks for a new token and tries once
 * more.
 */
export const CSRF_TOKEN_PATH = PATHS.csrfToken;
export { CSRF_HEADER };

let token: Promise<string> | null = null;

function freshToken(): Promise<string> {
  token = fetch(CSRF_TOKEN_PATH, {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
  })
    .then(async (response) => {
      if (!response.ok) {
        await response.body?.cancel();
        return '';
      }
      const body = (await response.json()) as { token?: unknown };
      return typeof body.token === 'string' ? body.token : '';
    })
    .catch(() => '');
  return token;
}

/** Asks for the token ahead of the first call (a click then costs one request, not two). */
export function prefetchCsrfToken(): void {
  if (token === null) void freshToken();
}

/** `fetch` with the CSRF token; one retry with a new token when the server refuses the old one. */
export async function fetchWithCsrf(url: string, init: RequestInit = {}): Promise<Response> {
  const send = async (csrf: string) => {
    const headers = new Headers(init.headers);
    headers.set(CSRF_HEADER, csrf);
    return fetch(url, { ...init, credentials: 'same-origin', headers });
  };
  const first = await send(await (token ?? freshToken()));
  if (first.status !== 403) return first;
  await first.body?.cancel();
  return send(await freshToken());
}
