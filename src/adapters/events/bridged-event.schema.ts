import { z } from 'zod';
import { CONTENT_ACTIONS, CONTENT_KINDS } from '../../domain/content-changes/content-change.types';
import type { DomainEvent } from '../../ports/event-bus.port';

const siteId = z.string().min(1).max(100);
const keys = z.array(z.string().min(1).max(1024)).max(1000);

const scope = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('paths'), siteId, paths: z.array(z.string()) }),
  z.object({ kind: z.literal('keys'), siteId, keys }),
  z.object({ kind: z.literal('site'), siteId }),
  z.object({ kind: z.literal('all') }),
]);

/** The cluster events (`CLUSTER_EVENT_TYPES`): purges and content changes every replica acts on. */
const event = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('CachePurged'),
    scope,
    reason: z.enum(['query', 'admin', 'webhook']),
  }),
  z.object({
    type: z.literal('ContentChanged'),
    siteId,
    kind: z.enum(CONTENT_KINDS as [string, ...string[]]).transform((kind) => kind as DomainKind),
    id: z.string().max(200),
    action: z
      .enum(CONTENT_ACTIONS as [string, ...string[]])
      .transform((action) => action as DomainAction),
    keys,
    at: z.number(),
  }),
]);

type ContentChangedEvent = Extract<DomainEvent, { type: 'ContentChanged' }>;
type DomainKind = ContentChangedEvent['kind'];
type DomainAction = ContentChangedEvent['action'];

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
