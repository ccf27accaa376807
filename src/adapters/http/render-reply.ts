import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ViewModel } from '../../domain/page/view-model.types';
import type { HttpDeps } from './http-deps';

export const HTML = 'text/html; charset=utf-8';

/** Renders a view model to HTML and records the render duration by page type. */
export async function renderHtml(
  deps: Pick<HttpDeps, 'renderer' | 'metrics'>,
  url: string,
  viewModel: ViewModel,
): Promise<string> {
  const started = process.hrtime.bigint();
  const html = await deps.renderer.render(url, viewModel);
  const pageType = viewModel.kind === 'site-page' ? viewModel.view.type : viewModel.kind;
  deps.metrics.observeRender(pageType, Number(process.hrtime.bigint() - started) / 1e9);
  return html;
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
  return reply.status(status).type(HTML).header('cache-control', cacheControl).send(html);
}

/** Shown when even the error page cannot be rendered (spec 2). */
export function errorPageFallback(): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Error</title>
</head><body><main><p>An error occurred while showing the error page</p><p><a href="/">Home</a></p></main>
</body></html>`;
}
