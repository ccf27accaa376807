import { request, type Dispatcher } from 'undici';
import type { UpstreamCall, UpstreamTimeouts } from './upstream-http.types';
import { BodyTooLarge, DeadlineExceeded } from './upstream.errors';

/** What came back over the wire: a complete response, or the error that stopped it. */
export type Exchange =
  | {
      readonly ok: true;
      readonly status: number;
      readonly headers: Record<string, string>;
      readonly bytes: Uint8Array;
    }
  | { readonly ok: false; readonly error: unknown };

export interface TransportOptions {
  readonly dispatcher: Dispatcher;
  readonly timeouts: UpstreamTimeouts;
  readonly userAgent: string;
  /** The largest body read; a longer one stops the call with `BodyTooLarge`. */
  readonly maxBodyBytes: number;
}

/**
 * One undici request, body included, under the per-call deadline (an `AbortSignal` whose reason
 * is `DeadlineExceeded`) and the body size cap (`BodyTooLarge`, from `content-length` before
 * reading or while reading). undici v7 `request` follows no redirects. Never throws.
 */
export async function exchange(call: UpstreamCall, options: TransportOptions): Promise<Exchange> {
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
    const headers = flatHeaders(response.headers);
    const bytes = await readCapped(response.body, headers['content-length'], options.maxBodyBytes);
    return { ok: true, status: response.statusCode, headers, bytes };
  } catch (error) {
    return { ok: false, error };
  } finally {
    clearTimeout(timer);
  }
}

/** The whole body, refused (and the rest left unread) past `maxBytes`. */
async function readCapped(
  body: Dispatcher.ResponseData['body'],
  declaredLength: string | undefined,
  maxBytes: number,
): Promise<Uint8Array> {
  if (declaredLength !== undefined && Number(declaredLength) > maxBytes) {
    body.destroy();
    throw new BodyTooLarge(maxBytes);
  }
  const chunks: Buffer[] = [];
  let length = 0;
  for await (const chunk of body) {
    const bytes = chunk as Buffer;
    length += bytes.byteLength;
    if (length > maxBytes) {
      body.destroy();
      throw new BodyTooLarge(maxBytes);
    }
    chunks.push(bytes);
  }
  return Buffer.concat(chunks, length);
}

function requestHeaders(call: UpstreamCall, userAgent: string): Record<string, string> {
  const headers: Record<string, string> = {
    accept: call.accept ?? 'application/json',
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

const UTF8 = new TextDecoder();

/** A body as text (UTF-8, a byte order mark dropped). */
export function textOf(bytes: Uint8Array): string {
  return UTF8.decode(bytes);
}

/** The parsed body; `undefined` when it is empty, `NOT_JSON` when it does not parse. */
export function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return NOT_JSON;
  }
}
