import type { Logger } from 'pino';
import { READER_EVENT_TYPES } from '../../domain/events/domain-events';
import type { EventBusPort } from '../../ports/event-bus.port';

/**
 * Server-side tracking: what readers did (`READER_EVENT_TYPES`: sign-ins, favourites, searches,
 * newsletter sign-ups, calculators, paywalls) as one structured line each on the `tracking`
 * channel, for the log pipeline to ship to analytics. Events carry a site id and what was done,
 * never who did it. Returns the unsubscribe function.
 */
export function subscribeTracking(bus: EventBusPort, logger: Logger): () => void {
  const channel = logger.child({ channel: 'tracking' });
  const unsubscribes = [...READER_EVENT_TYPES].map((type) =>
    bus.subscribe(type, (event) => {
      channel.info({ event }, event.type);
    }),
  );
  return () => {
    for (const unsubscribe of unsubscribes) unsubscribe();
  };
}
