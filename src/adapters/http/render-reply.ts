import type { FastifyReply, FastifyRequest } from 'fastify';
import { robotsHeader } from '../../domain/page/meta.rules';
import type { ViewModel } from '../../domain/page/view-model.types';
import { escapeHtml } from '../../domain/text/html-escape';
import type { HttpDeps } from './http-deps';

export const HTML = 'text/html; charset=utf-8';

/** A path of plain segments (letters, digits, `-`, `_`, inner dots), at most this long. */
const PLAIN_PATH = /^(?:\/[a-z\d](?:[\w.-]{0,198}[a-z\d])?)*$/i;
const MAX_RENDER_PATH_LENGTH = 1000;

/**
 * The URL the renderer is given for a request URL. The HTML is a function of the view model
 * alone; the renderer's router only needs a path it routes as a page. It has ways of its own for
 * other URLs (a trailing slash or `//` answers a redirect stub, `….pageContext.json` answers
 * JSON, `/@vite/…` and anything not starting with `/` throw), so only a path of plain segments
 * is passed on as it is (without its query); any other URL renders as `/`.
 */
export function renderUrl(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? '';
  return path.length <= MAX_RENDER_PATH_LENGTH &&
    PLAIN_PATH.test(path) &&
    !/\.pagecontext\.json$/i.test(path) &&
    path !== ''
    ? path
    : '/';
}

/** Renders a view model to HTML and records the render duration by page type. */
export async function renderHtml(
  deps: Pick<HttpDeps, 'renderer' | 'metrics'>,
  url: string,
  viewModel: ViewModel,
): Promise<string> {
  const started = process.hrtime.bigint();
  const html = await deps.renderer.render(renderUrl(url), viewModel);
  const pageType = viewModel.kind === 'site-page' ? viewModel.view.type : viewModel.kind;
  deps.metrics.observeRender(pageType, Number(process.hrtime.bigint() - started) / 1e9);
  return html;
}

/**
 * The `X-Robots-Tag` header of a view model: `noindex` when its `meta.robots` keeps the page out
 * of the index (the site index is never listed), so the header and the page's robots meta agree.
 */
export function robotsHeaders(viewModel: ViewModel): Record<string, string> {
  const header = viewModel.kind === 'site-page' ? robotsHeader(viewModel.meta.robots) : 'noindex';
  return header === null ? {} : { 'x-robots-tag': header };
}

/** Renders a view model and sends it with the given status and cache policy (uncached). */
export async function sendPage(
  deps: HttpDeps,
  request: FastifyRequest,
  reply: FastifyReply,
  viewModel: ViewModel,
  status: number,
  cacheControl: string,
): Promise<FastifyReply> {
  const html = await renderHtml(deps, request.url, viewModel);
  return reply
    .status(status)
    .type(HTML)
    .headers({ 'cache-control': cacheControl, ...robotsHeaders(viewModel) })
    .send(html);
}

/**
 * Shown when even the error page cannot be rendered (its layout failed too): static HTML, no
 * React, and the raw message of the page's own error only when `message` is given (outside
 * production, as on the error page).
 */
export function errorPageFallback(message: string | null = null): string {
  const detail =
    message === null ? '' : `<pre class="error-page__message">${escapeHtml(message)}</pre>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Error</title>
</head><body><main><p>An error occurred while showing the error page</p>${detail}<p><a href="/">Home</a></p></main>
</body></html>`;
}

/** The origin the reader asked (proxy headers only as TRUST_PROXY allows): back links stay on it. */
export function ownOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}
