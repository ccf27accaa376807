import { describe, expect, it } from 'vitest';
import type { DomainEvent, EventBusPort } from '../../../src/ports/event-bus.port';

const SEARCH: DomainEvent = { type: 'SearchPerformed', siteId: 'wom-dk' };
const PURGE: DomainEvent = { type: 'CachePurged', scope: { kind: 'all' }, reason: 'admin' };

/** What every event bus does for its publishers and subscribers (`EventBusPort`). */
export function eventBusPortContract(name: string, make: () => EventBusPort): void {
  describe(`${name} as an event bus`, () => {
    it('delivers an event to the subscribers of its type only, before publish resolves', async () => {
      const bus = make();
      const seen: string[] = [];
      bus.subscribe('SearchPerformed', (event) => {
        seen.push(`first ${event.siteId}`);
      });
      bus.subscribe('SearchPerformed', async (event) => {
        await Promise.resolve();
        seen.push(`second ${event.siteId}`);
      });
      bus.subscribe('CachePurged', () => {
        seen.push('purge');
      });
      await bus.publish(SEARCH);
      expect(seen).toEqual(['first wom-dk', 'second wom-dk']);
    });

    it('never fails a publisher because a subscriber failed, and still runs the others', async () => {
      const bus = make();
      const seen: string[] = [];
      bus.subscribe('CachePurged', () => {
        throw new Error('subscriber broke');
      });
      bus.subscribe('CachePurged', () => Promise.reject(new Error('subscriber rejected')));
      bus.subscribe('CachePurged', () => {
        seen.push('delivered');
      });
      await expect(bus.publish(PURGE)).resolves.toBeUndefined();
      expect(seen).toEqual(['delivered']);
    });

    it('stops delivering to a subscriber once it unsubscribed', async () => {
      const bus = make();
      let calls = 0;
      const unsubscribe = bus.subscribe('SearchPerformed', () => {
        calls += 1;
      });
      await bus.publish(SEARCH);
      unsubscribe();
      await bus.publish(SEARCH);
      expect(calls).toBe(1);
    });
  });
}
