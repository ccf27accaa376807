import { ConfigError } from './config-error';

export type Env = Readonly<Record<string, string | undefined>>;

export function envString(env: Env, key: string): string | undefined {
  const value = env[key]?.trim();
  return value === undefined || value === '' ? undefined : value;
}

export function envBoolean(env: Env, key: string): boolean | undefined {
  const value = envString(env, key)?.toLowerCase();
  if (value === undefined) return undefined;
  if (['true', '1', 'yes', 'on'].includes(value)) return true;
  if (['false', '0', 'no', 'off'].includes(value)) return false;
  throw new ConfigError(key, `must be true or false, got "${env[key] ?? ''}"`);
}

export function envPort(env: Env, key: string, fallback: number): number {
  const value = envString(env, key);
  if (value === undefined) return fallback;
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535)
    throw new ConfigError(key, `must be a port number 0-65535, got "${value}"`);
  return port;
}

export function envUrl(env: Env, key: string): string | undefined {
  const value = envString(env, key);
  if (value === undefined) return undefined;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol');
  } catch {
    throw new ConfigError(key, `must be an http(s) URL, got "${value}"`);
  }
  return value.replace(/\/+$/, '');
}

export function envInteger(
  env: Env,
  key: string,
  fallback: number,
  range: { readonly min: number; readonly max: number },
): number {
  const value = envString(env, key);
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!/^\d+$/.test(value) || number < range.min || number > range.max)
    throw new ConfigError(key, `must be a whole number ${range.min}-${range.max}, got "${value}"`);
  return number;
}

export function envRedisUrl(env: Env, key: string): string | undefined {
  const value = envString(env, key);
  if (value === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new ConfigError(key, 'must be a redis:// or rediss:// URL');
  }
  if (url.protocol !== 'redis:' && url.protocol !== 'rediss:')
    throw new ConfigError(key, 'must be a redis:// or rediss:// URL');
  return value;
}
