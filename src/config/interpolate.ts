import { ConfigError } from './config-error';

type Env = Readonly<Record<string, string | undefined>>;

/**
 * Replaces `${NAME}` and `${NAME:-default}` in every string of a parsed JSON value with values
 * from the environment. A variable with neither a value nor a default is a configuration error.
 */
export function interpolateEnv(value: unknown, env: Env, where: string): unknown {
  if (typeof value === 'string') {
    return value.replace(
      /\$\{([A-Z0-9_]+)(?::-([^}]*))?\}/g,
      (_match, name: string, fallback?: string) => {
        const found = env[name];
        if (found !== undefined && found !== '') return found;
        if (fallback !== undefined) return fallback;
        throw new ConfigError(name, `is not set (used by ${where})`);
      },
    );
  }
  if (Array.isArray(value))
    return value.map((item, index) => interpolateEnv(item, env, `${where}[${index}]`));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        interpolateEnv(item, env, `${where}.${key}`),
      ]),
    );
  }
  return value;
}
