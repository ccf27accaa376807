import { createClient, RESP_TYPES } from 'redis';

/** The longest pause between reconnection attempts. */
const MAX_RECONNECT_DELAY_MS = 2_000;

export interface RedisClientOptions {
  readonly url: string;
  /** Connection name shown by `CLIENT LIST`. */
  readonly name: string;
  readonly connectTimeoutMs?: number;
  readonly onError: (error: Error) => void;
}

/**
 * A node-redis client that fails fast while Redis is away: no offline queue (commands reject at
 * once instead of piling up), a short connect timeout, and reconnection forever with a capped
 * exponential back-off. `connect()` is left to the caller.
 */
export function createFailFastRedisClient(options: RedisClientOptions) {
  const client = createClient({
    url: options.url,
    name: options.name,
    disableOfflineQueue: true,
    pingInterval: 5_000,
    socket: {
      connectTimeout: options.connectTimeoutMs ?? 1_000,
      reconnectStrategy: (retries: number) => Math.min(50 * 2 ** retries, MAX_RECONNECT_DELAY_MS),
    },
  });
  client.on('error', options.onError);
  return client;
}

export type RedisClient = ReturnType<typeof createFailFastRedisClient>;

/** The same connection answering bulk strings as Buffers (cached bodies are binary). */
export function binaryView(client: RedisClient) {
  return client.withTypeMapping({ [RESP_TYPES.BLOB_STRING]: Buffer });
}

export type BinaryRedisClient = ReturnType<typeof binaryView>;

/** Rejects when `promise` takes longer than `ms` (a hung Redis must not hang a page). */
export function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      reject(new Error(`${what} took longer than ${ms} ms`));
    }, ms);
  });
  return Promise.race([promise, timeout]).finally(() => {
    clearTimeout(timer);
  });
}
