import type { SubscriptionPort } from '../../ports/subscription.port';

export interface SubscriptionHttpOptions {
  readonly timeoutMs?: number;
  readonly fetch?: typeof fetch;
  readonly onError?: (error: unknown) => void;
}

function activeIn(body: unknown): boolean {
  if (body === true) return true;
  if (body === null || typeof body !== 'object') return false;
  const record = body as Record<string, unknown>;
  if (record.active === true || record.subscriber === true) return true;
  return 'data' in record ? activeIn(record.data) : false;
}

/**
 * GET {service}/subscribers/{id} with `Authorization: Bearer`. Not configured, an error
 * or any answer that does not say the subscription is active: false.
 */
export class SubscriptionHttpAdapter implements SubscriptionPort {
  constructor(private readonly options: SubscriptionHttpOptions = {}) {}

  async isSubscriber(
    serviceUrl: string | null,
    subscriberId: string,
    accessToken: string,
  ): Promise<boolean> {
    if (serviceUrl === null || serviceUrl === '') return false;
    const url = `${serviceUrl.replace(/\/+$/, '')}/subscribers/${encodeURIComponent(subscriberId)}`;
    try {
      const response = await (this.options.fetch ?? fetch)(url, {
        headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
        signal: AbortSignal.timeout(this.options.timeoutMs ?? 3_000),
      });
      if (!response.ok) return false;
      return activeIn(await response.json());
    } catch (error) {
      this.options.onError?.(error);
      return false;
    }
  }
}
