/** The subscription-status service: GET {service}/subscribers/{id} with a Bearer token. */
export interface SubscriptionPort {
  /** False when the service is not configured or does not confirm an active subscription. */
  isSubscriber(
    serviceUrl: string | null,
    subscriberId: string,
    accessToken: string,
  ): Promise<boolean>;
}
