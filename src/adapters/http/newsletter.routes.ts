import type { FastifyInstance, FastifyRequest } from 'fastify';
import { OperationalError } from '../../application/app-errors';
import type { NewsletterService } from '../../application/newsletter.service';
import { returnPath } from '../../domain/services/reader-service-view.types';
import type { Site } from '../../domain/site/site.types';
import { formBodyParser } from './calculator.routes';
import type { HttpDeps } from './http-deps';
import { sendPage } from './render-reply';

type Body = Readonly<Record<string, unknown>> | null | undefined;

const PRIVATE = 'private, no-store';

function siteOf(request: FastifyRequest): Site {
  if (request.site === null) throw new OperationalError('UNKNOWN_SITE');
  return request.site;
}

/**
 * Newsletter: `GET /api/newsletter/permission` (the consent text of the newsletter service),
 * `POST /api/newsletter/sign-up` (JSON, for the island) and `POST /newsletter/sign-up` (the plain
 * form without JavaScript: answers a page with the outcome and a link back).
 */
export async function newsletterRoutes(
  app: FastifyInstance,
  deps: HttpDeps,
  newsletter: NewsletterService,
): Promise<void> {
  await app.register((scope, _options, done) => {
    formBodyParser(scope);

    scope.get('/api/newsletter/permission', async (request, reply) => {
      const permission = await newsletter.permission(siteOf(request));
      if (permission === null) return reply.status(503).send({ error: 'NEWSLETTER_UNAVAILABLE' });
      return reply.header('cache-control', 'public, max-age=300').send(permission);
    });

    scope.post<{ Body: Body }>('/api/newsletter/sign-up', async (request, reply) => {
      const outcome = await newsletter.signUp(siteOf(request), {
        email: request.body?.email,
        source: request.body?.source,
      });
      const status = outcome === 'invalid-email' ? 400 : outcome === 'failed' ? 502 : 200;
      return reply.status(status).header('cache-control', PRIVATE).send({ status: outcome });
    });

    scope.post<{ Body: Body }>('/newsletter/sign-up', async (request, reply) => {
      const site = siteOf(request);
      const outcome = await newsletter.signUp(site, {
        email: request.body?.email,
        source: request.body?.source,
      });
      const back = returnPath(request.body?.return ?? request.headers.referer);
      const page = await newsletter.resultPage(site, outcome, back);
      const status = outcome === 'invalid-email' ? 400 : outcome === 'failed' ? 502 : 200;
      return sendPage(deps, request, reply, page, status, PRIVATE);
    });
    done();
  });
}
