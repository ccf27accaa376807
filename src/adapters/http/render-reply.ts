import type { FastifyReply, FastifyRequest } from 'fastify';
import { robotsHeader } from '../../domain/page/meta.rules';
import type { ViewModel } from '../../domain/page/view-model.types';
import { escapeHtml } from '../../domain/text/html-escape';
import type { HttpDeps } from './http-deps';

export const HTML = 'text/html; charset=utf-8';

/** Renders a view model to HTML and records the render duration by page type. */
export async function renderHtml(
  deps: Pick<HttpDeps, 'renderer' | 'metrics'>,
  viewModel: ViewModel,
): Promise<string> {
  const started = process.hrtime.bigint();
  const html = await deps.renderer.render(viewModel);
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
  reply: FastifyReply,
  viewModel: ViewModel,
  status: number,
  cacheControl: string,
): Promise<FastifyReply> {
  const html = await renderHtml(deps, viewModel);
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
