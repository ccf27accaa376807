import fastifyCookie from '@fastify/cookie';
import fastifyCsrfProtection from '@fastify/csrf-protection';
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerHookHandler,
} from 'fastify';
import { ROUTES } from '../../domain/routing/route-table';
import { CSRF_HEADER } from '../../domain/routing/route-paths';
import { secureCookies } from './session.cookies';

export { CSRF_HEADER };

/**
 * CSRF protection for every state-changing route (ADR 11), in two layers:
 *
 * 1. `@fastify/csrf-protection` (cookie mode): a secret in an HttpOnly, SameSite=Lax cookie and a
 *    token derived from it that the request must repeat, as the `_csrf` form field or the
 *    `x-csrf-token` header. Forms carry the token in a hidden field; islands and page scripts ask
 *    `GET /api/csrf-token` for one (cached pages hold no per-reader token).
 * 2. Where the browser says where a request comes from, it must be this origin: `Sec-Fetch-Site`
 *    `same-origin` (or `none`, a reader's own action), and `Origin`, when sent, this host.
 */
export const CSRF_COOKIE = 'mag_csrf_secret';
export const CSRF_FIELD = '_csrf';

const TOKEN_MAX_LENGTH = 256;
/** Fetch metadata values of a request this site (or the reader, typing or reloading) started. */
const OWN_FETCH_SITES: ReadonlySet<string> = new Set(['same-origin', 'none']);

/** A refusal the origin check raises (the library raises FST_CSRF_MISSING_SECRET / _INVALID_TOKEN). */
class CrossOriginRequest extends Error {
  readonly statusCode = 403;
  readonly code = 'CSRF_CROSS_ORIGIN';
  constructor() {
    super('cross-origin request refused');
  }
}

const REFUSAL_CODES: ReadonlySet<string> = new Set([
  'CSRF_CROSS_ORIGIN',
  'FST_CSRF_MISSING_SECRET',
  'FST_CSRF_INVALID_TOKEN',
]);

/** True for the errors the CSRF check raises (route error handlers answer them their own way). */
export function isCsrfRefusal(error: unknown): boolean {
  return (
    error instanceof Error &&
    'code' in error &&
    typeof error.code === 'string' &&
    REFUSAL_CODES.has(error.code)
  );
}

function tokenOf(request: FastifyRequest): string | undefined {
  const body = request.body;
  const field =
    body !== null && typeof body === 'object'
      ? (body as Record<string, unknown>)[CSRF_FIELD]
      : undefined;
  const header = request.headers[CSRF_HEADER];
  const token = typeof field === 'string' ? field : typeof header === 'string' ? header : undefined;
  return token !== undefined && token.length <= TOKEN_MAX_LENGTH ? token : undefined;
}

/** Cookies and the CSRF plugin, once, at the root (its decorators serve every scope). */
export async function registerCsrf(app: FastifyInstance): Promise<void> {
  if (!app.hasRequestDecorator('cookies')) await app.register(fastifyCookie);
  await app.register(fastifyCsrfProtection, {
    sessionPlugin: '@fastify/cookie',
    cookieKey: CSRF_COOKIE,
    cookieOpts: { path: '/', httpOnly: true, sameSite: 'lax' },
    getToken: tokenOf,
    // a refused form is an ordinary event, answered with the form again
    logLevel: 'info',
  });
  app.get(ROUTES.csrfToken.path, async (request, reply) => {
    void reply.header('cache-control', 'private, no-store');
    return { token: csrfToken(request, reply) };
  });
}

const issued = new WeakMap<FastifyRequest, string>();

/**
 * A CSRF token for this request's reader, setting the secret cookie when there is none. One token
 * per request: a page with two forms gets the same one (a second secret would void the first).
 */
export function csrfToken(request: FastifyRequest, reply: FastifyReply): string {
  const known = issued.get(request);
  if (known !== undefined) return known;
  const token = reply.generateCsrf({ secure: secureCookies(request) });
  issued.set(request, token);
  return token;
}

/**
 * A new CSRF secret at sign-in and sign-out: a secret planted in the reader's browser before
 * (or known from the session before) signs nothing of the new one. The old cookie is replaced;
 * forms still open in other tabs are shown again with a fresh token when sent.
 */
export function rotateCsrfSecret(request: FastifyRequest, reply: FastifyReply): void {
  // Without the old secret in hand, the plugin makes a new one and sets its cookie.
  request.cookies[CSRF_COOKIE] = undefined;
  issued.delete(request);
  csrfToken(request, reply);
}

/** Whether the browser's own account of the request's origin (when it gives one) is this site. */
export function fromOwnOrigin(request: FastifyRequest): boolean {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined && !OWN_FETCH_SITES.has(fetchSite)) return false;
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false; // `null` (sandboxed frames, privacy redirects) and anything unparsable
  }
}

/**
 * The pre-handlers of a state-changing route: the origin check, then the token check. A refusal
 * is thrown as a 403 error; routes that answer it their own way (a form shown again) pass a
 * route `errorHandler` built with `answerCsrfRefusal`.
 */
export function csrfProtected(app: FastifyInstance): preHandlerHookHandler[] {
  const originCheck: preHandlerHookHandler = (request, _reply, done) => {
    done(fromOwnOrigin(request) ? undefined : new CrossOriginRequest());
  };
  return [originCheck, app.csrfProtection.bind(app)];
}

/** A route error handler: CSRF refusals answered by `answer`, anything else passed on. */
export function answerCsrfRefusal(
  answer: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> | FastifyReply,
) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    if (!isCsrfRefusal(error)) throw error;
    void reply.header('cache-control', 'private, no-store');
    // a failure while answering goes on to the app's error handler
    void Promise.resolve(answer(request, reply)).catch((failure: unknown) => reply.send(failure));
  };
}
