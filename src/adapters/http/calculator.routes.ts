import type { FastifyInstance } from 'fastify';
import type { CalculatorPage } from '../../application/calculator-page.use-case';
import { calculatorValues } from '../../domain/calculators/calculator-forms';
import { ROUTES } from '../../domain/routing/route-table';
import { returnPath } from '../../domain/services/reader-service-view.types';
import type { HttpDeps } from './http-deps';
import { ownOrigin, sendPage } from './render-reply';
import { siteOf } from './site.plugin';

type Fields = Readonly<Record<string, unknown>> | null | undefined;

/**
 * Calculators without JavaScript: the calculator form GETs or POSTs to `/calculators/{code}`,
 * which answers a page with the same form, filled in, and the result (or what to fix).
 */
export async function calculatorRoutes(
  app: FastifyInstance,
  deps: HttpDeps,
  calculators: CalculatorPage,
): Promise<void> {
  await app.register((scope, _options, done) => {
    scope.route<{ Params: { code: string }; Querystring: Fields; Body: Fields }>({
      method: ['GET', 'POST'],
      url: ROUTES.calculator.path,
      handler: async (request, reply) => {
        const site = siteOf(request);
        const fields = request.method === 'POST' ? request.body : request.query;
        const page = await calculators.execute(
          site,
          request.params.code,
          calculatorValues(fields ?? {}),
          returnPath(fields?.return ?? request.headers.referer, ownOrigin(request)),
        );
        if (page === null) {
          reply.callNotFound();
          return reply;
        }
        const view = page.view;
        const invalid =
          view.type === 'reader-service' &&
          view.service.kind === 'calculator' &&
          view.service.outcome.kind === 'invalid';
        const status = invalid ? 400 : 200;
        return sendPage(deps, reply, page, status, 'private, no-store');
      },
    });
    done();
  });
}
