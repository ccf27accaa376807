import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isOperationalError, UpstreamError } from '../../domain/errors/app-errors';
import { READER_TEXT_FALLBACKS } from '../../domain/errors/error-codes';
import { httpAnswerOf, type HttpAnswer } from './error-answers';
import type { HttpDeps } from './http-deps';
import { errorPageFallback, HTML, sendPage } from './render-reply';
import { OutageLog } from '../logging/outage.log';
import type { RequestEdge } from './request-edge';
import {
  arrivedOverHttps,
  proxyTrust,
  securityHeaderSets,
  type ProxyTrust,
  type SecurityHeaderSets,
} from './security-headers';

type AnyError = FastifyError | Error;

/**
 * How an error is answered and logged:
 * - `outage`: an operational error of the upstream family (a service that does not answer, the
 *   server over its load): known, not unexpected, and as many as there are readers. Counted by
 *   the request metrics and written at warn as a summary (`OutageLog`).
 * - `expected`: any other operational error, or a framework's or plugin's 4xx (a URL Fastify
 *   cannot decode, a body over the limit, a CSRF refusal): one line at the level its code names
 *   (`logLevel` of the registry of codes; a framework's 4xx at info).
 * - `unexpected`: everything else, a programmer error: a 500 (or the framework's own 5xx), one
 *   line at error.
 */
type Kind = 'outage' | 'expected' | 'unexpected';

interface Verdict extends HttpAnswer {
  readonly kind: Kind;
}

function verdictOf(error: AnyError): Verdict {
  const answer = httpAnswerOf(error);
  if (isOperationalError(error)) {
    return { ...answer, kind: error.family === 'upstream' ? 'outage' : 'expected' };
  }
  return { ...answer, kind: answer.status < 500 ? 'expected' : 'unexpected' };
}

/** What the outage log's refusal line says of an error: a port's failure names its call. */
function outageFields(error: AnyError, status: number): Record<string, unknown> {
  const failure = error instanceof UpstreamError ? error.failure : null;
  return {
    status,
    systems: 'relatesToSystems' in error ? error.relatesToSystems : undefined,
    ...(error instanceof UpstreamError ? { retryable: error.retryable } : {}),
    ...(failure?.detail?.operation === undefined ? {} : { operation: failure.detail.operation }),
  };
}

const NO_STORE = /\bno-store\b/;

/** What a 503 asks clients to wait before trying again. */
export const RETRY_AFTER_SECONDS = 30;

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
 * code and, per the registry of codes, a translated or fixed text). Each request that fails writes
 * exactly one line (see `Kind`): an expected refusal at info (`request rejected`), an outage in
 * the warn summary, an unexpected error at error (`request failed`, with the request id), naming
 * also the error page's own failure when the fallback had to be sent (then at error whatever the
 * kind). Every answer, the fallback included, keeps its 4xx/5xx status and carries the security
 * headers and the request id.
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
  edge: RequestEdge,
  headerSets: SecurityHeaderSets = securityHeaderSets(deps.config.sites, deps.markup.inlineScripts),
  trusts: ProxyTrust = proxyTrust(deps.config.trustProxy),
): ErrorReplies {
  const handler = errorReply(deps, headerSets, trusts);
  return {
    handler,
    framework: (error, request, reply) => {
      const raw = request as { site?: FastifyRequest['site'] };
      raw.site ??= edge.site(request.raw);
      void handler(error, request, reply).catch(() => undefined);
    },
  };
}

function errorReply(
  deps: HttpDeps,
  headerSets: SecurityHeaderSets,
  trusts: ProxyTrust,
): (error: AnyError, request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> {
  const outages = deps.outages ?? new OutageLog();

  /** The error's own message for the last-resort page: outside production only. */
  function rawMessage(error: AnyError): string | null {
    return deps.config.production ? null : error.message;
  }

  /** The headers every answer carries, for errors raised before the `onRequest` hook set them. */
  function baseHeaders(request: FastifyRequest, reply: FastifyReply): void {
    if (!reply.hasHeader('x-request-id')) void reply.header('x-request-id', request.id);
    if (!reply.hasHeader('content-security-policy')) {
      void reply.headers(
        arrivedOverHttps(request.raw, trusts) ? headerSets.https : headerSets.http,
      );
    }
  }

  /** The `message` of a JSON answer, or `null` for none. */
  async function jsonMessage(
    site: FastifyRequest['site'],
    verdict: Verdict,
  ): Promise<string | null> {
    if (verdict.message === 'none') return null;
    if ('text' in verdict.message) return verdict.message.text;
    const key = verdict.message.translated;
    const fallback = READER_TEXT_FALLBACKS[key];
    return deps.errorPage.apiMessage(site, key, fallback).catch(() => fallback);
  }

  async function answer(
    error: AnyError,
    request: FastifyRequest,
    reply: FastifyReply,
    verdict: Verdict,
  ): Promise<unknown> {
    const { status } = verdict;
    const site = request.site ?? null;
    if (request.url.startsWith('/api/') || site === null) {
      const message = await jsonMessage(site, verdict);
      void reply
        .status(status)
        .type('application/json; charset=utf-8')
        .send(message === null ? { error: verdict.code } : { error: verdict.code, message });
      return null;
    }
    try {
      const viewModel = await deps.errorPage.viewModel(site, status, error);
      await sendPage(deps, reply, viewModel, status, 'no-store');
      return null;
    } catch (renderError) {
      // Once the page is on its way, a failure is the connection's, not the error page's.
      if (answered(reply)) return null;
      void reply
        .status(status)
        .type(HTML)
        .send(errorPageFallback(rawMessage(error)));
      return renderError;
    }
  }

  return async (error, request, reply) => {
    const verdict = verdictOf(error);
    const { status } = verdict;
    let pageError: unknown = null;
    if (answered(reply)) {
      pageError = new Error('The response had already started');
    } else {
      try {
        baseHeaders(request, reply);
        // A route's own `private, no-store` stays; anything that allows storing does not.
        if (!NO_STORE.test(String(reply.getHeader('cache-control') ?? ''))) {
          void reply.header('cache-control', 'no-store');
        }
        if (status === 503) void reply.header('retry-after', String(RETRY_AFTER_SECONDS));
        pageError = await answer(error, request, reply, verdict);
      } catch (answerError) {
        // The last resort: a plain page, still with the status and the headers set above.
        pageError = answerError;
        if (!answered(reply))
          void reply
            .status(status)
            .type(HTML)
            .send(errorPageFallback(rawMessage(error)));
      }
    }
    const code = codeOf(error);
    if (pageError === null && verdict.kind === 'outage') {
      outages.refused(request.log, verdict.code, outageFields(error, status));
    } else if (verdict.kind === 'unexpected' || pageError !== null) {
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
      // At the level the registry of codes names (info for every refusal it holds today).
      request.log[verdict.logLevel](
        { err: { message: error.message, code }, status },
        'request rejected',
      );
    }
    return reply;
  };
}
