import { describe, expect, it } from 'vitest';
import type { SubscriptionPort } from '../../../src/ports/subscription.port';
import type { PortTarget } from './port-contract';

export interface SubscriptionGiven {
  readonly serviceUrl: string;
  /** An access token the service accepts. */
  readonly token: string;
  readonly subscriberId: string;
  readonly nonSubscriberId: string;
}

/**
 * `SubscriptionPort`: true only for an active subscriber; false when not configured, for anyone
 * else, and when the service fails (a failure is never an error for the reader).
 */
export function subscriptionPortContract(
  name: string,
  target: PortTarget<SubscriptionPort, SubscriptionGiven>,
) {
  describe(`SubscriptionPort contract: ${name}`, () => {
    it('confirms an active subscriber', async () => {
      const { port, given } = await target.answering();
      expect(await port.isSubscriber(given.serviceUrl, given.subscriberId, given.token)).toBe(true);
    });

    it('answers false for a reader without a subscription', async () => {
      const { port, given } = await target.answering();
      expect(await port.isSubscriber(given.serviceUrl, given.nonSubscriberId, given.token)).toBe(
        false,
      );
    });

    it('answers false without a service to ask', async () => {
      const { port, given } = await target.answering();
      expect(await port.isSubscriber(null, given.subscriberId, given.token)).toBe(false);
      expect(await port.isSubscriber('', given.subscriberId, given.token)).toBe(false);
    });

    it('answers null (not known) when the service fails', async () => {
      const { port, site } = await target.failing();
      const service = site.upstreams.subscription ?? 'http://subscription.invalid';
      expect(await port.isSubscriber(service, 'paying', 'token')).toBeNull();
    });
  });
}
