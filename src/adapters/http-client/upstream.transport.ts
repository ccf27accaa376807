import { request, type Dispatcher } from 'undici';
import type { UpstreamRequest, UpstreamTimeouts } from './upstream-http.types';
import { DeadlineExceeded } from './upstream.errors';

/** What came back over the wire: a complete response, or the error that stopped it. */
export type Exchange =
  | {
      readonly ok: true;
      readonly status: number;
      readonly headers: Record<string, string>;
      readonly text: string;
    }
  | { readonly ok: false; readonly error: unknown };

export interface TransportOptions {
  readonly dispatcher: Dispatcher;
  readonly timeouts: UpstreamTimeouts;
  readonly userAgent: string;
}

/**
 * One undici request, body included, under the per-call deadline (an `AbortSignal` whose reason
 * is `DeadlineExceeded`). undici v7 `request` follows no redirects. Never throws.
 */
export async function exchange<T>(
  call: UpstreamRequest<T>,
  options: TransportOptions,
): Promise<Exchange> {
  const deadlineMs = call.deadlineMs ?? options.timeouts.deadlineMs;
  const controller = new AbortController();
  const timer = setTimeout(() => {
    controller.abort(new DeadlineExceeded(deadlineMs));
  }, deadlineMs);
  try {
    const response = await request(call.url, {
      dispatcher: options.dispatcher,
      method: call.method ?? 'GET',
      headers: requestHeaders(call, options.userAgent),
      body: call.json === undefined ? null : JSON.stringify(call.json),
      signal: controller.signal,
      headersTimeout: options.timeouts.headersMs,
      bodyTimeout: options.timeouts.bodyMs,
    });
    const text = await response.body.text();
    return { ok: true, status: response.statusCode, headers: flatHeaders(response.headers), text };
  } catch (error) {
    return { ok: false, error };
  } finally {
    clearTimeout(timer);
  }
}

function requestHeaders<T>(call: UpstreamRequest<T>, userAgent: string): Record<string, string> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    'user-agent': userAgent,
    ...call.headers,
  };
  if (call.json !== undefined) headers['content-type'] = 'application/json';
  return headers;
}

function flatHeaders(
  headers: Readonly<Record<string, string | string[] | undefined>>,
): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined) continue;
    flat[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : value;
  }
  return flat;
}

export const NOT_JSON: unique symbol = Symbol('not JSON');

/** The parsed body; `undefined` when it is empty, `NOT_JSON` when it does not parse. */
export function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return NOT_JSON;
  }
}
