import { failed, succeeded, type Failure, type Outcome } from '../../src/domain/errors/outcome';
import type { SubscriptionPort } from '../../src/ports/subscription.port';

/** What the real adapter answers when the subscription service cannot be reached. */
export const SUBSCRIPTION_UNREACHABLE: Failure = {
  code: 'UPSTREAM_UNREACHABLE',
  service: 'subscription',
  retryable: true,
};

/**
 * An in-memory subscription-status service: the subscriber ids in `subscribers` are active. Not
 * configured (no service URL): false; `down`: `failure` (not known), as the port says.
 */
export class InMemorySubscription implements SubscriptionPort {
  readonly subscribers = new Set<string>();
  down = false;
  failure: Failure = SUBSCRIPTION_UNREACHABLE;
  /** Every check made, as `{service} {subscriber id}`. */
  readonly asked: string[] = [];

  isSubscriber(serviceUrl: string | null, subscriberId: string): Promise<Outcome<boolean>> {
    if (serviceUrl === null || serviceUrl === '') return Promise.resolve(succeeded(false));
    this.asked.push(`${serviceUrl} ${subscriberId}`);
    return Promise.resolve(
      this.down ? failed(this.failure) : succeeded(this.subscribers.has(subscriberId)),
    );
  }
}
