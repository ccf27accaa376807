import { request } from 'undici';
import type { EdgeCachePort } from '../../ports/edge-cache.port';

export interface FastlyEdgeOptions {
  /** `FASTLY_SERVICE_ID`. */
  readonly serviceId: string;
  /** `FASTLY_API_TOKEN`: a token with the purge scope only. */
  readonly token: string;
  /** `FASTLY_API_URL`, default `https://api.fastly.com` (a recorded fake in tests). */
  readonly apiUrl?: string;
  /** Mark objects stale instead of dropping them (`Fastly-Soft-Purge: 1`). Default: false. */
  readonly soft?: boolean;
  readonly timeoutMs?: number;
}

/** Fastly's bulk purge takes at most this many keys a request. */
export const FASTLY_MAX_KEYS = 256;

/**
 * Fastly: purge by surrogate key through its API (`POST /service/{id}/purge` with the keys in a
 * `Surrogate-Key` header, the token in `Fastly-Key`), at most 256 keys a request. Anything but
 * 200 is a failure the purger retries.
 */
export class FastlyEdgeCache implements EdgeCachePort {
  readonly provider = 'fastly';
  private readonly apiUrl: string;
  private readonly timeoutMs: number;

  constructor(private readonly options: FastlyEdgeOptions) {
    this.apiUrl = (options.apiUrl ?? 'https://api.fastly.com').replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? 5_000;
  }

  async purgeKeys(keys: readonly string[]): Promise<void> {
    for (let at = 0; at < keys.length; at += FASTLY_MAX_KEYS) {
      await this.purgeBatch(keys.slice(at, at + FASTLY_MAX_KEYS));
    }
  }

  private async purgeBatch(keys: readonly string[]): Promise<void> {
    const url = `${this.apiUrl}/service/${encodeURIComponent(this.options.serviceId)}/purge`;
    const headers: Record<string, string> = {
      'fastly-key': this.options.token,
      'surrogate-key': keys.join(' '),
      accept: 'application/json',
    };
    if (this.options.soft === true) headers['fastly-soft-purge'] = '1';
    const response = await request(url, {
      method: 'POST',
      headers,
      headersTimeout: this.timeoutMs,
      bodyTimeout: this.timeoutMs,
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    const body = await response.body.text();
    if (response.statusCode !== 200)
      throw new Error(
        `fastly purge answered ${String(response.statusCode)}: ${body.slice(0, 200)}`,
      );
  }
}
