import { z } from 'zod';
import { failed, succeeded, type Outcome } from '../../domain/errors/outcome';
import type { SubscriptionPort } from '../../ports/subscription.port';
import { failureOf } from '../http-client/upstream.errors';
import type { UpstreamHttpClient } from '../http-client/upstream-http.client';
import { ok, type Reading, type UpstreamResponse } from '../http-client/upstream-http.types';
import { readParsed } from '../http-client/upstream-schema.reading';

export interface SubscriptionHttpOptions {
  /** The upstream client of the `subscription` service. */
  readonly http: UpstreamHttpClient;
  /** Budget of one call (default 3 s): a sign-in waits for it. */
  readonly deadlineMs?: number;
  /** Called once per failed check (the check then answers the failure). */
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
 * nor an object) is reported to `onError` once and answers the failure with its code: not known.
 */
export class SubscriptionHttpAdapter implements SubscriptionPort {
  constructor(private readonly options: SubscriptionHttpOptions) {}

  async isSubscriber(
    serviceUrl: string | null,
    subscriberId: string,
    accessToken: string,
  ): Promise<Outcome<boolean>> {
    if (serviceUrl === null || serviceUrl === '') return succeeded(false);
    let url: URL;
    try {
      url = new URL(
        `${serviceUrl.replace(/\/+$/, '')}/subscribers/${encodeURIComponent(subscriberId)}`,
      );
    } catch (error) {
      const failure = error instanceof Error ? error : new Error(String(error));
      this.options.onError?.(failure);
      // A service URL that is no URL: nothing was called, and calling again will not help.
      return failed({
        code: 'UPSTREAM_UNREACHABLE',
        service: 'subscription',
        retryable: false,
        detail: { operation: 'subscriber', reason: `not a service URL: ${failure.message}` },
      });
    }
    const result = await this.options.http.send({
      operation: 'subscriber',
      url,
      headers: { authorization: `Bearer ${accessToken}` },
      deadlineMs: this.options.deadlineMs ?? DEFAULT_DEADLINE_MS,
      read: readStatus,
    });
    if (result.ok) return succeeded(result.value);
    this.options.onError?.(result.error);
    return failed(failureOf(result.error));
  }
}
