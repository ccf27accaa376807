import type { FastifyError, FastifyInstance } from 'fastify';
import type { OperationalError } from '../../application/app-errors';
import type { HttpDeps } from './http-deps';
import { errorPageFallback, HTML, sendPage } from './render-reply';

function statusOf(error: FastifyError | OperationalError | Error): number {
  const status = 'statusCode' in error ? error.statusCode : undefined;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

/** What a 503 asks clients to wait before trying again. */
export const RETRY_AFTER_SECONDS = 30;

const API_MESSAGES: Readonly<Record<number, { key: string; fallback: string }>> = {
  400: { key: 'errors.bad_request', fallback: 'The request is not valid.' },
  404: { key: 'notfound.title', fallback: 'This page could not be found' },
};
const API_SERVER_MESSAGE = {
  key: 'errors.server',
  fallback: 'Something went wrong. Please try again.',
};

/**
 * The only place errors become responses. Readers never see a stack or a 5xx message; the raw
 * message shows on the error page only outside production.
 */
export function errorHandler(app: FastifyInstance, deps: HttpDeps): void {
  app.setErrorHandler(async (error: FastifyError | OperationalError, request, reply) => {
    const status = statusOf(error);
    const code = 'code' in error ? error.code : undefined;
    if (status >= 500) request.log.error({ err: error, code }, 'request failed');
    else request.log.info({ err: { message: error.message, code }, status }, 'request rejected');
    void reply.header('cache-control', 'no-store');
    if (status === 503) void reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    const site = request.site;

    if (request.url.startsWith('/api/') || site === null) {
      const text = API_MESSAGES[status] ?? API_SERVER_MESSAGE;
      const message = await deps.errorPage
        .apiMessage(site, text.key, text.fallback)
        .catch(() => text.fallback);
      return reply
        .status(status)
        .type('application/json; charset=utf-8')
        .send({ error: code ?? 'ERROR', message });
    }
    try {
      const viewModel = await deps.errorPage.viewModel(site, status, error);
      return await sendPage(deps, request, reply, viewModel, status, 'no-store');
    } catch (renderError) {
      request.log.error({ err: renderError }, 'error page failed');
      return reply.status(status).type(HTML).send(errorPageFallback());
    }
  });
}
