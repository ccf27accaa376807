/** JSON over fetch with a timeout; null on any failure (favourites failures never break a page). */
export async function fetchJson(
  url: string,
  init: { method: 'GET' | 'POST'; body?: unknown; timeoutMs?: number },
  fetchImpl: typeof fetch = fetch,
): Promise<{ status: number; body: unknown } | null> {
  try {
    const response = await fetchImpl(url, {
      method: init.method,
      headers: {
        accept: 'application/json',
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      signal: AbortSignal.timeout(init.timeoutMs ?? 3_000),
    });
    const text = await response.text();
    return { status: response.status, body: text === '' ? null : (JSON.parse(text) as unknown) };
  } catch {
    return null;
  }
}

export function contentApiBase(contentApi: string): string {
  return `${contentApi.replace(/\/+$/, '')}/wp-json`;
}
