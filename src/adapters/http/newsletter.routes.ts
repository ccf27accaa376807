import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { NewsletterService } from '../../application/newsletter.service';
import { UpstreamError } from '../../domain/errors/app-errors';
import { ROUTES } from '../../domain/routing/route-table';
import { returnPath } from '../../domain/services/reader-service-view.types';
import { answerCsrfRefusal, csrfProtected, csrfToken } from './csrf';
import type { HttpDeps } from './http-deps';
import { ownOrigin, sendPage } from './render-reply';
import { siteOf } from './site.plugin';

type Body = Readonly<Record<string, unknown>> | null | undefined;

const PRIVATE = 'private, no-store';

function field(body: Body, name: string): string {
  const value = body?.[name];
  return typeof value === 'string' ? value.slice(0, 320) : '';
}

/**
 * Newsletter: `GET /api/newsletter/permission` (the consent text of the newsletter service),
 * `POST /api/newsletter/sign-up` (JSON, for the island) and `POST /newsletter/sign-up` (the plain
 * form without JavaScript: answers a page with the outcome and a link back). Both sign-ups need
 * a CSRF token; the plain form sits on cached pages that cannot carry one, so a form without it
 * gets the form again, filled in and with a token: one more press signs up.
 */
export async function newsletterRoutes(
  app: FastifyInstance,
  deps: HttpDeps,
  newsletter: NewsletterService,
): Promise<void> {
  async function confirmAgain(request: FastifyRequest, reply: FastifyReply) {
    const site = siteOf(request);
    const body = request.body as Body;
    const back = returnPath(body?.return ?? request.headers.referer, ownOrigin(request));
    const page = await newsletter.resultPage(site, 'confirm', back, {
      csrfToken: csrfToken(request, reply),
      email: field(body, 'email'),
      source: field(body, 'source'),
    });
    return sendPage(deps, reply, page, 403, PRIVATE);
  }

  await app.register((scope, _options, done) => {
    scope.get(ROUTES.newsletterPermission.path, async (request, reply) => {
      const outcome = await newsletter.permission(siteOf(request));
      // The island reads the code alone (a 503 `NEWSLETTER_UNAVAILABLE`); the failure goes to the log.
      const permission = outcome.ok ? outcome.value : null;
      if (permission === null) {
        throw new UpstreamError(
          'NEWSLETTER_UNAVAILABLE',
          { relatesToSystems: ['newsletter'] },
          outcome.ok ? undefined : outcome.failure,
        );
      }
      // rendered here, so the island needs no markdown renderer of its own
      return reply
        .header('cache-control', 'public, max-age=300')
        .send({ ...permission, html: deps.markup.markdown(permission.text) });
    });

    scope.post<{ Body: Body }>(
      ROUTES.newsletterSignUp.path,
      { preHandler: csrfProtected(app) },
      async (request, reply) => {
        const outcome = await newsletter.signUp(siteOf(request), {
          email: request.body?.email,
          source: request.body?.source,
        });
        const status = outcome === 'invalid-email' ? 400 : outcome === 'failed' ? 502 : 200;
        return reply.status(status).header('cache-control', PRIVATE).send({ status: outcome });
      },
    );

    scope.post<{ Body: Body }>(
      ROUTES.newsletterForm.path,
      { preHandler: csrfProtected(app), errorHandler: answerCsrfRefusal(confirmAgain) },
      async (request, reply) => {
        const site = siteOf(request);
        const outcome = await newsletter.signUp(site, {
          email: request.body?.email,
          source: request.body?.source,
        });
        const back = returnPath(
          request.body?.return ?? request.headers.referer,
          ownOrigin(request),
        );
        const page = await newsletter.resultPage(site, outcome, back);
        const status = outcome === 'invalid-email' ? 400 : outcome === 'failed' ? 502 : 200;
        return sendPage(deps, reply, page, status, PRIVATE);
      },
    );
    done();
  });
}
