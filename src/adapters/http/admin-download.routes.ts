import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { failureError, NotFoundError, ValidationError } from '../../domain/errors/app-errors';
import { ROUTES } from '../../domain/routing/route-table';
import type { Site } from '../../domain/site/site.types';
import type { ContentPort } from '../../ports/content.port';
import { PRIVATE_NO_STORE, queryOf } from './account-page.reply';

/** The admin area's check: the site for an admin, `'answered'` once a denial has been sent. */
export type AdminGuard = (
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<Site | 'answered'>;

/** The longest storage key the content API's store takes. */
const MAX_KEY_LENGTH = 1024;

/**
 * A storage key as the editor gives it: 1–1024 characters, no control characters, no empty,
 * `.` or `..` segment. It only ever goes into the content API's query string.
 */
export function downloadKey(raw: string | undefined): string | null {
  const key = raw?.trim() ?? '';
  if (key === '' || key.length > MAX_KEY_LENGTH || /\p{Cc}/u.test(key)) return null;
  const segments = key.replace(/^\/+/, '').split('/');
  return segments.every((segment) => segment !== '' && segment !== '.' && segment !== '..')
    ? segments.join('/')
    : null;
}

/**
 * `attachment` with the name twice: an ASCII fallback, and the UTF-8 name (RFC 6266, RFC 8187).
 */
export function attachmentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/**
 * `GET /admin-dashboard/download?key=`: a file of the content API's storage by its key, for
 * editors (admins only, the admin area's guard). The bytes go out with the store's type and a
 * `Content-Disposition: attachment` name, private and never cached (the route table's
 * `private`). A missing or malformed key is a translated 400, a key the store does not hold a
 * 404, and a content API or store that does not answer the translated 503 page (the failure's
 * own code): the error handler answers all three, never with the upstream's words.
 */
export function adminDownloadRoute(
  app: FastifyInstance,
  downloads: Pick<ContentPort, 'download'>,
  guard: AdminGuard,
): void {
  app.get(ROUTES.adminDownload.path, async (request, reply) => {
    const site = await guard(request, reply);
    if (site === 'answered') return reply;
    const key = downloadKey(queryOf(request).key);
    if (key === null)
      throw new ValidationError('BAD_REQUEST', { message: 'download key missing or malformed' });
    const answer = await downloads.download(site, key);
    if (!answer.ok) throw failureError(answer.failure);
    const file = answer.value;
    if (file === 'not-found')
      throw new NotFoundError('NOT_FOUND', { message: 'no stored file by that key' });
    request.log.info({ site: site.id, key, bytes: file.bytes.byteLength }, 'admin download');
    return reply
      .status(200)
      .headers({
        'content-type': file.contentType,
        'content-disposition': attachmentDisposition(file.fileName),
        'cache-control': PRIVATE_NO_STORE,
        'x-content-type-options': 'nosniff',
      })
      .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
  });
}
