import { createHash, timingSafeEqual } from 'node:crypto';

/** The header carrying `CONTENT_WEBHOOK_SECRET` (the content webhook, the purge, a bypass). */
export const SECRET_HEADER = 'x-webhook-secret';

function digest(value: string): Buffer {
  return createHash('sha256').update(value, 'utf8').digest();
}

/** Constant-time comparison of the presented secret with the configured one. */
export function secretMatches(presented: unknown, expected: string): boolean {
  if (typeof presented !== 'string') return false;
  return timingSafeEqual(digest(presented), digest(expected));
}
