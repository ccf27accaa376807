import { request } from 'undici';
import type { EdgeCachePort } from '../../ports/edge-cache.port';

export interface VarnishEdgeOptions {
  /** Base URLs of every Varnish in front (`EDGE_VARNISH_URLS`), e.g. `http://varnish:6081`. */
  readonly urls: readonly string[];
  /** Budget of one purge request. */
  readonly timeoutMs?: number;
}

/**
 * Varnish with varnish-modules' xkey (`deploy/varnish/default.vcl`): `PURGE /` with the keys in
 * `xkey-purge`, on every configured Varnish; each must answer 2xx, or the purge fails (and the
 * purger retries it). The VCL accepts purges only from its `purgers` ACL.
 */
export class VarnishEdgeCache implements EdgeCachePort {
  readonly provider = 'varnish';
  private readonly timeoutMs: number;

  constructor(private readonly options: VarnishEdgeOptions) {
    this.timeoutMs = options.timeoutMs ?? 2_000;
  }

  async purgeKeys(keys: readonly string[]): Promise<void> {
    if (keys.length === 0) return;
    const results = await Promise.allSettled(
      this.options.urls.map((url) => this.purgeOne(url, keys)),
    );
    const failures = results.flatMap((result) =>
      result.status === 'rejected'
        ? [result.reason instanceof Error ? result.reason.message : String(result.reason)]
        : [],
    );
    if (failures.length > 0) throw new Error(`varnish purge failed: ${failures.join('; ')}`);
  }

  private async purgeOne(url: string, keys: readonly string[]): Promise<void> {
    const response = await request(`${url}/`, {
      method: 'PURGE',
      headers: { 'xkey-purge': keys.join(' ') },
      headersTimeout: this.timeoutMs,
      bodyTimeout: this.timeoutMs,
      signal: AbortSignal.timeout(this.timeoutMs),
    });
    await response.body.dump();
    if (response.statusCode < 200 || response.statusCode >= 300)
      throw new Error(`${url} answered ${String(response.statusCode)}`);
  }
}
