import type { Logger } from 'pino';

/** What an upstream adapter logs with: a pino or Fastify logger fits. */
export type AdapterLogger = Pick<Logger, 'warn' | 'error'>;
