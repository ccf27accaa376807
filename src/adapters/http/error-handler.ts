import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CODES, type OperationalError } from '../../application/app-errors';
import { siteTable } from '../../domain/site/site-lookup';
import type { HttpDeps } from './http-deps';
import { errorPageFallback, HTML, sendPage } from './render-reply';
import {
  arrivedOverHttps,
  proxyTrust,
  securityHeaderSets,
  type ProxyTrust,
  type SecurityHeaderSets,
} from './security-headers';

type AnyError = FastifyError | OperationalError | Error;

function statusOf(error: AnyError): number {
  const status = 'statusCode' in error ? error.statusCode : undefined;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

/**
 * Refusals an outage causes (an upstream that does not answer, the server over its load): known,
 * not unexpected, and as many as there are readers. They are counted by the request metrics and
 * written at warn as a summary, at most one line a second per code, not one line per request.
 */
const OUTAGE_CODES: ReadonlySet<string> = new Set(['UPSTREAM_UNAVAILABLE', 'OVERLOADED']);
const OUTAGE_LOG_INTERVAL_MS = 1_000;

class OutageLog {
  private readonly windows = new Map<string, { loggedAt: number; refused: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  note(request: FastifyRequest, code: string, status: number, error: AnyError): void {
    const now = this.now();
    const window = this.windows.get(code);
    if (window !== undefined && now - window.loggedAt < OUTAGE_LOG_INTERVAL_MS) {
      window.refused += 1;
      return;
    }
    const refusedBefore = window?.refused ?? 0;
    this.windows.set(code, { loggedAt: now, refused: 0 });
    request.log.warn(
      {
        code,
        status,
        systems: 'relatesToSystems' in error ? error.relatesToSystems : undefined,
        refusedSinceLastLine: refusedBefore,
      },
      'request refused during an outage',
    );
  }
}

function isOutage(error: AnyError): boolean {
  const code = codeOf(error);
  return typeof code === 'string' && OUTAGE_CODES.has(code);
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
 * The code a client sees: a 4xx keeps its code (a framework or operational code, never a
 * message); a 5xx shows only one of the product's operational codes, anything else is `ERROR`
 * (a library's or Node's code says nothing a reader needs).
 */
function publicCode(error: AnyError, status: number): string {
  const code = 'code' in error ? error.code : undefined;
  if (typeof code !== 'string' || code === '') return 'ERROR';
  if (status < 500 || Object.hasOwn(ERROR_CODES, code)) return code;
  return 'ERROR';
}

/** Whether the response has started: nothing more can be sent on it. */
function answered(reply: FastifyReply): boolean {
  return reply.sent || reply.raw.headersSent;
}

/** A second error of the same request as a log field (only `err` gets pino's serializer). */
function errorFields(value: unknown): Record<string, unknown> {
  return value instanceof Error
    ? { type: value.name, message: value.message, stack: value.stack }
    : { message: String(value) };
}

/** The request's own code as the log line names it (whatever it is). */
function codeOf(error: AnyError): unknown {
  return 'code' in error ? error.code : undefined;
}

/**
 * The only place errors become responses. Readers never see a stack or a raw error message in
 * production (the error page shows the message only outside production; JSON answers carry a
 * code and a translated text). Each request that fails writes exactly one line: a 4xx at info
 * (`request rejected`), anything else at error (`request failed`, with the request id), naming
 * also the error page's own failure when the fallback had to be sent. Every answer, the fallback
 * included, keeps its 4xx/5xx status and carries the security headers and the request id.
 */
export interface ErrorReplies {
  /** For `setErrorHandler`: every error a route or hook raises. */
  readonly handler: (
    error: AnyError,
    request: FastifyRequest,
    reply: FastifyReply,
  ) => Promise<FastifyReply>;
  /**
   * Fastify's `frameworkErrors` option: the errors raised before routing (a URL it cannot
   * decode, a path parameter over its length limit). Such requests have not run the `onRequest`
   * hooks, so the site is looked up here from Host.
   */
  readonly framework: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => void;
}

/** Both error answers, sharing the header sets the app already built and one outage log. */
export function errorReplies(
  deps: HttpDeps,
  headerSets: SecurityHeaderSets = securityHeaderSets(deps.config.sites),
  trusts: ProxyTrust = proxyTrust(deps.config.trustProxy),
): ErrorReplies {
  const handler = errorReply(deps, headerSets, trusts);
  const lookup = siteTable(deps.config.sites);
  return {
    handler,
    framework: (error, request, reply) => {
      const raw = request as { site?: FastifyRequest['site'] };
      raw.site ??= lookup(request.headers.host);
      void handler(error, request, reply).catch(() => undefined);
    },
  };
}

function errorReply(
  deps: HttpDeps,
  headerSets: SecurityHeaderSets,
  trusts: ProxyTrust,
): (error: AnyError, request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> {
  const outages = new OutageLog();

  /** The headers every answer carries, for errors raised before the `onRequest` hook set them. */
  function baseHeaders(request: FastifyRequest, reply: FastifyReply): void {
    if (!reply.hasHeader('x-request-id')) void reply.header('x-request-id', request.id);
    if (!reply.hasHeader('content-security-policy')) {
      void reply.headers(
        arrivedOverHttps(request.raw, trusts) ? headerSets.https : headerSets.http,
      );
    }
  }

  async function answer(
    error: AnyError,
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
  ): Promise<unknown> {
    const site = request.site ?? null;
    if (request.url.startsWith('/api/') || site === null) {
      const text = API_MESSAGES[status] ?? API_SERVER_MESSAGE;
      const message = await deps.errorPage
        .apiMessage(site, text.key, text.fallback)
        .catch(() => text.fallback);
      void reply
        .status(status)
        .type('application/json; charset=utf-8')
        .send({ error: publicCode(error, status), message });
      return null;
    }
    try {
      const viewModel = await deps.errorPage.viewModel(site, status, error);
      await sendPage(deps, request, reply, viewModel, status, 'no-store');
      return null;
    } catch (renderError) {
      // Once the page is on its way, a failure is the connection's, not the error page's.
      if (answered(reply)) return null;
      void reply.status(status).type(HTML).send(errorPageFallback());
      return renderError;
    }
  }

  return async (error, request, reply) => {
    const status = statusOf(error);
    let pageError: unknown = null;
    if (answered(reply)) {
      pageError = new Error('The response had already started');
    } else {
      try {
        baseHeaders(request, reply);
        void reply.header('cache-control', 'no-store');
        if (status === 503) void reply.header('retry-after', String(RETRY_AFTER_SECONDS));
        pageError = await answer(error, request, reply, status);
      } catch (answerError) {
        // The last resort: a plain page, still with the status and the headers set above.
        pageError = answerError;
        if (!answered(reply)) void reply.status(status).type(HTML).send(errorPageFallback());
      }
    }
    const code = codeOf(error);
    if (pageError === null && status >= 500 && isOutage(error)) {
      outages.note(request, String(code), status, error);
    } else if (status >= 500 || pageError !== null) {
      request.log.error(
        {
          err: error,
          code,
          status,
          ...(pageError === null ? {} : { errorPageErr: errorFields(pageError) }),
        },
        'request failed',
      );
    } else {
      request.log.info({ err: { message: error.message, code }, status }, 'request rejected');
    }
    return reply;
  };
}
