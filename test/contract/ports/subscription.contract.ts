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
 * `SubscriptionPort`: true only for an active subscriber; false when not configured and for anyone
 * else; the failure with its code and service when the service fails (not known, which the
 * caller tells apart from "not subscribed").
 */
export function subscriptionPortContract(
  name: string,
  target: PortTarget<SubscriptionPort, SubscriptionGiven>,
) {
  describe(`SubscriptionPort contract: ${name}`, () => {
    it('confirms an active subscriber', async () => {
      const { port, given } = await target.answering();
      expect(await port.isSubscriber(given.serviceUrl, given.subscriberId, given.token)).toEqual({
        ok: true,
        value: true,
      });
    });

    it('answers false for a reader without a subscription', async () => {
      const { port, given } = await target.answering();
      expect(await port.isSubscriber(given.serviceUrl, given.nonSubscriberId, given.token)).toEqual(
        { ok: true, value: false },
      );
    });

    it('answers false without a service to ask', async () => {
      const { port, given } = await target.answering();
      const no = { ok: true, value: false };
      expect(await port.isSubscriber(null, given.subscriberId, given.token)).toEqual(no);
      expect(await port.isSubscriber('', given.subscriberId, given.token)).toEqual(no);
    });

    it('answers the failure, its code and service (not known), when the service cannot be reached', async () => {
      const { port, site } = await target.failing();
      const service = site.upstreams.subscription ?? 'http://subscription.invalid';
      expect(await port.isSubscriber(service, 'paying', 'token')).toMatchObject({
        ok: false,
        failure: { code: 'UPSTREAM_UNREACHABLE', service: 'subscription', retryable: true },
      });
    });
  });
}
