import { z } from 'zod';
import { failed, succeeded, type Failure, type Outcome } from '../../domain/errors/outcome';
import type { NewsletterPermission, NewsletterSignUp } from '../../domain/services/services.types';
import type { Site } from '../../domain/site/site.types';
import type { NewsletterPort, NewsletterSignUpAnswer } from '../../ports/newsletter.port';
import { failureOf } from '../http-client/upstream.errors';
import { readParsed } from '../http-client/upstream-schema.reading';
import { ok, readRequired, unexpectedStatus } from '../http-client/upstream-http.types';
import type { UpstreamHttpClient } from '../http-client/upstream-http.client';
import type { AdapterLogger } from '../http-client/adapter-logger';

const permissionSchema = z.object({
  data: z.object({
    text: z.string().min(1),
    newsletter_ids: z.array(z.coerce.number().int()).default([]),
    version: z.string().nullable().default(null),
  }),
});

/** A sign-up for a site that has no newsletter service: nothing to call, not worth retrying. */
const NO_NEWSLETTER_SERVICE: Failure = {
  code: 'NEWSLETTER_UNAVAILABLE',
  service: 'newsletter',
  retryable: false,
  detail: { operation: 'sign-up', reason: 'the site has no newsletter service' },
};

/**
 * The newsletter service over HTTP: `api/v1/newsletters/permission_text` and `sign_up`. A failed
 * call is logged and answered with its code (`failureOf`).
 */
export class NewsletterHttpAdapter implements NewsletterPort {
  constructor(
    private readonly deps: { readonly http: UpstreamHttpClient; readonly logger: AdapterLogger },
  ) {}

  async permissionText(site: Site): Promise<Outcome<NewsletterPermission | null>> {
    const base = site.upstreams.newsletter;
    if (base === null) return succeeded(null);
    const url = new URL(`${base}/api/v1/newsletters/permission_text`);
    url.searchParams.set('brand_code', site.brandCode);
    url.searchParams.set('locale', site.locale);
    const result = await this.deps.http.send({
      operation: 'permission-text',
      url,
      read: (response) =>
        readRequired(response, (body) =>
          readParsed(permissionSchema, body, ({ data }) => ({
            text: data.text,
            newsletterIds: data.newsletter_ids,
            version: data.version,
          })),
        ),
    });
    if (result.ok) return succeeded(result.value);
    this.deps.http.logFailure(
      this.deps.logger,
      result.error,
      {},
      'newsletter permission text failed',
    );
    return failed(failureOf(result.error));
  }

  async signUp(site: Site, signUp: NewsletterSignUp): Promise<Outcome<NewsletterSignUpAnswer>> {
    const base = site.upstreams.newsletter;
    if (base === null) return failed(NO_NEWSLETTER_SERVICE);
    const result = await this.deps.http.send<NewsletterSignUpAnswer>({
      operation: 'sign-up',
      method: 'POST',
      url: new URL(`${base}/sign_up`),
      json: {
        email: signUp.email,
        newsletter_ids: signUp.newsletterIds,
        permission_version: signUp.permissionVersion,
        brand_code: site.brandCode,
        locale: site.locale,
        source: signUp.source,
      },
      read: (response) => {
        if (response.status === 200 || response.status === 201) return ok('subscribed');
        if (response.status === 409) return ok('already-subscribed');
        return unexpectedStatus(response.status);
      },
    });
    if (result.ok) return succeeded(result.value);
    this.deps.http.logFailure(this.deps.logger, result.error, {}, 'newsletter sign-up failed');
    return failed(failureOf(result.error));
  }
}
