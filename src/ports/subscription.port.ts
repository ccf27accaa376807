import type { Outcome } from '../domain/errors/outcome';

/** The subscription-status service: GET {service}/subscribers/{id} with a Bearer token. */
export interface SubscriptionPort {
  /**
   * True or false as the service answers; false when it is not configured; the failure with its
   * code when it could not answer (a bad service URL, unreachable, 5xx, timeout, an answer that
   * is neither a flag nor an object), so a caller can tell an outage from "not subscribed".
   */
  isSubscriber(
    serviceUrl: string | null,
    subscriberId: string,
    accessToken: string,
  ): Promise<Outcome<boolean>>;
}
