import { ConfigError } from './config-error';
import { envString, envUrl, type Env } from './env.rules';

/** The shared cache in front and how the product purges it (ADR 21). */
export type EdgeConfig =
  | { readonly purge: 'none' }
  | { readonly purge: 'varnish'; readonly varnishUrls: readonly string[] }
  | {
      readonly purge: 'fastly';
      readonly serviceId: string;
      readonly token: string;
      readonly apiUrl: string;
    };

const PURGERS = ['none', 'varnish', 'fastly'];

/**
 * `EDGE_PURGE` (`none`, `varnish`, `fastly`; default `none`), with `EDGE_VARNISH_URLS` (comma
 * separated base URLs of every Varnish) or `FASTLY_SERVICE_ID` and `FASTLY_API_TOKEN` (and
 * `FASTLY_API_URL`, default `https://api.fastly.com`). A purger without what it needs stops the
 * start, naming the missing key.
 */
export function edgeConfig(env: Env): EdgeConfig {
  const purge = envString(env, 'EDGE_PURGE')?.toLowerCase() ?? 'none';
  if (!PURGERS.includes(purge))
    throw new ConfigError('EDGE_PURGE', `must be one of ${PURGERS.join(', ')}, got "${purge}"`);
  if (purge === 'varnish') {
    const raw = envString(env, 'EDGE_VARNISH_URLS');
    if (raw === undefined)
      throw new ConfigError('EDGE_VARNISH_URLS', 'is required with EDGE_PURGE=varnish');
    const varnishUrls = raw
      .split(',')
      .map((url) => url.trim())
      .filter((url) => url !== '')
      .flatMap((url) => envUrl({ EDGE_VARNISH_URLS: url }, 'EDGE_VARNISH_URLS') ?? []);
    if (varnishUrls.length === 0) throw new ConfigError('EDGE_VARNISH_URLS', 'names no URL');
    return { purge, varnishUrls };
  }
  if (purge === 'fastly') {
    const serviceId = envString(env, 'FASTLY_SERVICE_ID');
    if (serviceId === undefined)
      throw new ConfigError('FASTLY_SERVICE_ID', 'is required with EDGE_PURGE=fastly');
    const token = envString(env, 'FASTLY_API_TOKEN');
    if (token === undefined)
      throw new ConfigError('FASTLY_API_TOKEN', 'is required with EDGE_PURGE=fastly');
    const apiUrl = envUrl(env, 'FASTLY_API_URL') ?? 'https://api.fastly.com';
    return { purge, serviceId, token, apiUrl };
  }
  return { purge: 'none' };
}
