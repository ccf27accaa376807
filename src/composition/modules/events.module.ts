import { InProcessEventBus } from '../../adapters/events/in-process.event-bus';
import { RedisBridgedEventBus } from '../../adapters/events/redis-bridged.event-bus';
import { family } from '../binding';
import { ID } from '../identifiers';

/** The event bus: in process, bridged to every replica through Redis when there is one. */
export const eventsModule = family((provide) => {
  provide(ID.localBus, (get) => {
    const metrics = get(ID.prometheus);
    const logger = get(ID.logger);
    return new InProcessEventBus({
      observeEvent: (type) => {
        metrics.observeEvent(type);
      },
      handlerFailed: (event, error) => {
        logger.error({ err: error, event: event.type }, 'event subscriber failed');
      },
    });
  });
  provide(ID.eventBus, (get) => {
    const local = get(ID.localBus);
    const connections = get(ID.redis);
    if (connections === null) return local;
    const logger = get(ID.logger);
    return new RedisBridgedEventBus({
      local,
      publisher: connections.commands,
      subscriber: connections.subscriber,
      onError: (error) => {
        logger.warn({ err: { message: error.message } }, 'event bridge');
      },
    });
  });
});
