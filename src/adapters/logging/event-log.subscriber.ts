import type { Logger } from 'pino';
import type { EventBusPort } from '../../ports/event-bus.port';

/**
 * The domain facts an operator reads in the log: breaker changes (an opened breaker is an error,
 * once per change, however many calls it then refuses), recoveries and purges. Upstream failures
 * are not logged here: the upstream client's sampled failure log writes at most a line a second.
 * Returns the unsubscribe function.
 */
export function subscribeEventLog(bus: EventBusPort, logger: Logger): () => void {
  const unsubscribes = [
    bus.subscribe('BreakerStateChanged', ({ service, origin, state }) => {
      const line = { service, origin, state };
      if (state === 'open') logger.error(line, 'upstream circuit breaker opened');
      else logger.warn(line, `upstream circuit breaker ${state}`);
    }),
    bus.subscribe('UpstreamRecovered', ({ service, operation }) => {
      logger.info({ service, operation }, 'upstream service answers again');
    }),
    bus.subscribe('CachePurged', ({ scope, reason }) => {
      logger.info({ scope, reason }, 'response cache purged');
    }),
  ];
  return () => {
    for (const unsubscribe of unsubscribes) unsubscribe();
  };
}
