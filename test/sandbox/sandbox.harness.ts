import { afterAll, beforeAll } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../sandbox/sandbox';

export const SITE_ORIGIN_TEMPLATE = 'http://{site}.localhost:3000';

export interface JsonResponse {
  readonly status: number;
  readonly headers: Headers;
  readonly body: unknown;
}

export interface SandboxHarness {
  /** The running sandbox (available inside tests). */
  readonly sandbox: () => RunningSandbox;
  /** GET `{origin}/{site}/wp-json/{route}` without following redirects. */
  readonly api: (site: string, route: string) => Promise<JsonResponse>;
  /** GET an absolute URL (no redirects followed). */
  readonly get: (url: string, headers?: Record<string, string>) => Promise<Response>;
}

/** Starts the sandbox on free loopback ports for the test file and closes it afterwards. */
export function useSandbox(
  options: { readonly synthetic?: number; readonly syntheticSites?: number } = {},
): SandboxHarness {
  let running: RunningSandbox | null = null;
  beforeAll(async () => {
    running = await startSandbox({
      port: 0,
      cdnPort: 0,
      siteOriginTemplate: SITE_ORIGIN_TEMPLATE,
      ...options,
    });
  });
  afterAll(async () => {
    await running?.close();
  });
  const sandbox = (): RunningSandbox => {
    if (running === null) throw new Error('the sandbox is not running');
    return running;
  };
  const get = (url: string, headers: Record<string, string> = {}): Promise<Response> =>
    fetch(url, { headers, redirect: 'manual' });
  const api = async (site: string, route: string): Promise<JsonResponse> => {
    const response = await get(`${sandbox().origin}/${site}/wp-json/${route}`);
    return { status: response.status, headers: response.headers, body: await response.json() };
  };
  return { sandbox, api, get };
}

/** Reads a nested value of parsed JSON: `dig(body, 'data', 'contents', 'data', 0, 'type')`. */
export function dig(value: unknown, ...keys: readonly (string | number)[]): unknown {
  let current = value;
  for (const key of keys) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}

/** `dig`, asserting the value is an array. */
export function list(value: unknown, ...keys: readonly (string | number)[]): unknown[] {
  const found = dig(value, ...keys);
  if (!Array.isArray(found))
    throw new Error(`expected an array at ${keys.join('.')}, got ${JSON.stringify(found)}`);
  return found;
}

export function resolveRoute(path: string, query = ''): string {
  return `app/resolve?path=${encodeURIComponent(path)}&lang=da${query}`;
}
