import { z } from 'zod';
import type { ContentDownload } from '../../ports/content.port';
import {
  invalid,
  notFound,
  ok,
  unexpectedStatus,
  type Reading,
  type UpstreamBytesResponse,
} from '../http-client/upstream-http.types';
import { NOT_JSON, parseJson, textOf } from '../http-client/upstream.transport';

/**
 * What `app/content/download/?key=` answers: a storage URL signed for a while
 * (`{data: {signed_url}}`), or, from an install that serves the file itself, the file.
 */
export type DownloadAnswer =
  | { readonly kind: 'signed'; readonly url: URL }
  | { readonly kind: 'file'; readonly file: ContentDownload };

const signedUrlEnvelope = z.object({
  data: z.object({ signed_url: z.string().min(1) }),
});

const FALLBACK_TYPE = 'application/octet-stream';
const MEDIA_TYPE =
  /^[\w!#$&^.+-]+\/[\w!#$&^.+-]+(?:\s*;\s*[\w!#$&^.+-]+=(?:[\w!#$&^.+-]+|"[^"\\]*"))*$/;
const MAX_NAME_LENGTH = 200;

/** The API's answer: 2xx JSON is the signed URL, any other 2xx the file; 400/404: no such key. */
export function readDownloadAnswer(
  key: string,
  response: UpstreamBytesResponse,
): Reading<DownloadAnswer | 'not-found'> {
  return answered(response, [400, 404], () => {
    if (!isJson(response.headers['content-type']))
      return ok({ kind: 'file', file: storedFile(key, response) });
    const body = parseJson(textOf(response.bytes));
    if (body === NOT_JSON) return invalid('the download answer says JSON and is not');
    const parsed = signedUrlEnvelope.safeParse(body);
    if (!parsed.success) return invalid('the download answer has no data.signed_url');
    return signedUrl(parsed.data.data.signed_url);
  });
}

/** The storage's answer for a signed URL: 2xx the file; 403/404: it holds no such key. */
export function readStoredFile(
  key: string,
  response: UpstreamBytesResponse,
): Reading<ContentDownload | 'not-found'> {
  return answered(response, [403, 404], () => ok(storedFile(key, response)));
}

/** `not-found` for the statuses that mean "no such key", `read()` for a 2xx, else an error. */
function answered<T>(
  response: UpstreamBytesResponse,
  missing: readonly number[],
  read: () => Reading<T>,
): Reading<T | 'not-found'> {
  if (missing.includes(response.status)) return notFound('not-found');
  if (response.status < 200 || response.status >= 300) return unexpectedStatus(response.status);
  return read();
}

function signedUrl(raw: string): Reading<DownloadAnswer> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return invalid('data.signed_url is not a URL');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return invalid('data.signed_url is not an http(s) URL');
  return ok({ kind: 'signed', url });
}

function storedFile(key: string, response: UpstreamBytesResponse): ContentDownload {
  const type = response.headers['content-type']?.trim() ?? '';
  return {
    bytes: response.bytes,
    contentType: MEDIA_TYPE.test(type) ? type : FALLBACK_TYPE,
    fileName: safeFileName(dispositionName(response.headers['content-disposition']) ?? key),
  };
}

function isJson(contentType: string | undefined): boolean {
  return /^application\/(?:[\w.+-]+\+)?json\b/i.test(contentType?.trim() ?? '');
}

/** The file name a `Content-Disposition` header gives (`filename*` before `filename`). */
function dispositionName(header: string | undefined): string | null {
  if (header === undefined) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1] !== undefined) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;\s]+))/.exec(header);
  return plain?.[1] ?? plain?.[2] ?? null;
}

/** The last path segment, without control characters, quotes or separators; `download` if none. */
export function safeFileName(pathOrName: string): string {
  const last = pathOrName.split(/[/\\]/).pop() ?? '';
  const clean = last
    .replace(/[\p{Cc}"]/gu, '')
    .trim()
    .slice(0, MAX_NAME_LENGTH);
  return clean === '' || clean === '.' || clean === '..' ? 'download' : clean;
}
