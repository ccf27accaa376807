import { z } from 'zod';
import type { DomainEvent } from '../../ports/event-bus.port';

const scope = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('paths'), siteId: z.string(), paths: z.array(z.string()) }),
  z.object({ kind: z.literal('site'), siteId: z.string() }),
  z.object({ kind: z.literal('all') }),
]);

/** The cluster events (`CLUSTER_EVENT_TYPES`): a purge is the one every replica acts on. */
const event = z.object({
  type: z.literal('CachePurged'),
  scope,
  reason: z.enum(['query', 'admin', 'webhook']),
});

const bridged = z.object({ origin: z.string(), event });

/** A message from the Redis channel, checked at the boundary; `null` when it is not ours. */
export function parseBridgedEvent(
  message: string,
): { readonly origin: string; readonly event: DomainEvent } | null {
  let json: unknown;
  try {
    json = JSON.parse(message);
  } catch {
    return null;
  }
  const parsed = bridged.safeParse(json);
  return parsed.success ? parsed.data : null;
}
