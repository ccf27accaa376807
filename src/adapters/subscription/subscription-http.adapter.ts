import { z } from 'zod';
import type { SubscriptionPort } from '../../ports/subscription.port';
import type { UpstreamHttpClient } from '../http-client/upstream-http.client';
import { ok, type Reading, type UpstreamResponse } from '../http-client/upstream-http.types';
import { readParsed } from '../http-client/upstream-schema.reading';

export interface SubscriptionHttpOptions {
  /** The upstream client of the `subscription` service. */
  readonly http: UpstreamHttpClient;
  /** Budget of one call (default 3 s): a sign-in waits for it. */
  readonly deadlineMs?: number;
  /** Called once per failed check (the check then answers null). */
  readonly onError?: (error: Error) => void;
}

const DEFAULT_DEADLINE_MS = 3_000;

/**
 * What the service answers: `true`, or an object saying `active: true` or `subscriber: true`,
 * possibly inside `data` (any depth). Anything else in such an object means not subscribed.
 */
const statusSchema: z.ZodType<boolean> = z.lazy(() =>
  z.union([
    z.boolean(),
    z
      .object({
        active: z.unknown().optional(),
        subscriber: z.unknown().optional(),
        data: statusSchema.optional().catch(false),
      })
      .transform((body) => body.active === true || body.subscriber === true || body.data === true),
  ]),
);

/** 2xx: the body says; any other status below 500 (refused, unknown subscriber): not subscribed. */
function readStatus(response: UpstreamResponse): Reading<boolean> {
  if (response.status >= 200 && response.status < 300)
    return readParsed(statusSchema, response.body, (active) => active);
  return ok(false);
}

/**
 * GET {service}/subscribers/{id} with `Authorization: Bearer`, over the `subscription` upstream
 * client. Not configured, refused, or any answer that does not say the subscription is active:
 * false. A failure (a bad service URL, unreachable, 5xx, timeout, a body that is neither a flag
 * nor an object) is reported to `onError` once and answers null: not known.
 */
export class SubscriptionHttpAdapter implements SubscriptionPort {
  constructor(private readonly options: SubscriptionHttpOptions) {}

  async isSubscriber(
    serviceUrl: string | null,
    subscriberId: string,
    accessToken: string,
  ): Promise<boolean | null> {
    if (serviceUrl === null || serviceUrl === '') return false;
    let url: URL;
    try {
      url = new URL(
        `${serviceUrl.replace(/\/+$/, '')}/subscribers/${encodeURIComponent(subscriberId)}`,
      );
    } catch (error) {
      this.options.onError?.(error instanceof Error ? error : new Error(String(error)));
      return null;
    }
    const result = await this.options.http.send({
      operation: 'subscriber',
      url,
      headers: { authorization: `Bearer ${accessToken}` },
      deadlineMs: this.options.deadlineMs ?? DEFAULT_DEADLINE_MS,
      read: readStatus,
    });
    if (result.ok) return result.value;
    this.options.onError?.(result.error);
    return null;
  }
}
