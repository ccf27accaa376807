import type { SubscriptionPort } from '../../src/ports/subscription.port';

/**
 * An in-memory subscription-status service: the subscriber ids in `subscribers` are active. Not
 * configured (no service URL): false; `down`: null (not known), as the port says.
 */
export class InMemorySubscription implements SubscriptionPort {
  readonly subscribers = new Set<string>();
  down = false;
  /** Every check made, as `{service} {subscriber id}`. */
  readonly asked: string[] = [];

  isSubscriber(serviceUrl: string | null, subscriberId: string): Promise<boolean | null> {
    if (serviceUrl === null || serviceUrl === '') return Promise.resolve(false);
    this.asked.push(`${serviceUrl} ${subscriberId}`);
    return Promise.resolve(this.down ? null : this.subscribers.has(subscriberId));
  }
}
