import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SandboxStore } from '../store/sandbox.store';
import { ContentEditor, EditError, type EditAction } from './content-edits';
import { callContentWebhook, type ContentWebhookConfig } from './content-webhook';

/** Editors' edits, on the content API's origin beside `/__sandbox/faults` (never faulted). */
export const CONTENT_EDITS_ROUTE = '/__sandbox/content';

interface EditParams {
  readonly siteId: string;
  readonly kind: string;
  readonly id: string;
}

type EditRoute = FastifyRequest<{ Params: EditParams; Querystring: { location?: string } }>;

/** A PATCH body as JSON, whatever content type the client said (curl's `-d` says a form). */
function parsedBody(raw: unknown): unknown {
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (text === '')
    throw new EditError(
      400,
      'invalid_body',
      'Send the fields to change as a JSON body, e.g. {"title":"New title"}.',
    );
  try {
    return JSON.parse(text);
  } catch (error) {
    throw new EditError(
      400,
      'invalid_body',
      `The body is not JSON (${error instanceof Error ? error.message : String(error)}): send e.g. {"title":"New title"}.`,
    );
  }
}

/**
 * `PATCH /__sandbox/content/{site}/{kind}/{id}` with the fields to change,
 * `POST …/{id}/publish`, `POST …/{id}/unpublish`, `DELETE …/{id}`: the edit is made (every
 * answer of the content API shows it from then on), then the product's content webhook is
 * called as WordPress calls it, and the answer is 200
 * `{ site, kind, id, changed, payload, webhook }` (`webhook`: `{ status, attempts }`,
 * `{ error, attempts }` or `"not configured"`). Refused edits: 400, 404 or 409 with a message.
 */
export function registerContentEditRoutes(
  app: FastifyInstance,
  store: SandboxStore,
  webhook: ContentWebhookConfig,
): void {
  const editor = new ContentEditor(store);
  const handle =
    (action: EditAction) =>
    async (request: EditRoute, reply: FastifyReply): Promise<FastifyReply> => {
      const { siteId, kind, id } = request.params;
      const result = editor.apply({
        siteId,
        kind,
        id,
        action,
        ...(action === 'patch' ? { body: parsedBody(request.body) } : {}),
        ...(request.query.location === undefined ? {} : { location: request.query.location }),
      });
      const outcome = await callContentWebhook(webhook, result.payload);
      return reply.header('cache-control', 'no-store').send({ ...result, webhook: outcome });
    };
  void app.register((scope, _options, done) => {
    // Any content type is read as text and parsed here, with a message that says what to send.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, next) => {
      next(null, body);
    });
    const route = `${CONTENT_EDITS_ROUTE}/:siteId/:kind/:id`;
    scope.patch(route, handle('patch'));
    scope.post(`${route}/publish`, handle('publish'));
    scope.post(`${route}/unpublish`, handle('unpublish'));
    scope.delete(route, handle('delete'));
    done();
  });
}
