/** The in-process bus the product runs on and the recording fake tests use keep one contract. */
import { InProcessEventBus } from '../../../src/adapters/events/in-process.event-bus';
import { RecordingEventBus } from '../../fakes/event-bus.fake';
import { eventBusPortContract } from './event-bus.contract';

eventBusPortContract(
  'InProcessEventBus',
  () => new InProcessEventBus({ observeEvent: () => undefined, handlerFailed: () => undefined }),
);
eventBusPortContract('RecordingEventBus (fake)', () => new RecordingEventBus());
