import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ViewModel } from '../../src/domain/page/view-model.types';
import type { PageRendererPort } from '../../src/ports/page-renderer.port';

type RenderPage = (pageContextInit: { urlOriginal: string; viewModel: ViewModel }) => Promise<{
  httpResponse: { body: string; statusCode: number } | null;
  errorWhileRendering?: unknown;
}>;

/**
 * Vike's own `renderPage` over its server build (dist/server): what the product rendered through
 * before ADR 16. Kept as the reference the product's `DocumentPageRenderer` is checked against
 * (the same document for the same view model) and measured against in bench/render-overhead.ts.
 */
export class VikePageRenderer implements PageRendererPort {
  private renderPage: RenderPage | null = null;

  constructor(private readonly distDir: string) {}

  async load(): Promise<void> {
    const entry = join(this.distDir, 'server', 'entry.mjs');
    if (!existsSync(entry))
      throw new Error(`The render build is missing (${entry}): run npm run build`);
    await import(pathToFileURL(entry).href);
    const vike = (await import('vike/server')) as unknown as { renderPage: RenderPage };
    this.renderPage = vike.renderPage;
  }

  isReady(): boolean {
    return this.renderPage !== null;
  }

  async render(viewModel: ViewModel): Promise<string> {
    if (this.renderPage === null) throw new Error('VikePageRenderer.load() was not called');
    // Vike's router needs a path it routes as a page; the HTML is the view model's alone.
    const context = await this.renderPage({ urlOriginal: '/', viewModel });
    if (
      (context.errorWhileRendering !== undefined && context.errorWhileRendering !== null) ||
      context.httpResponse === null ||
      context.httpResponse.statusCode >= 500
    ) {
      // The failure's own message (a layout or view that threw), for the error page outside
      // production and the log line; the error page never shows it in production.
      const cause = context.errorWhileRendering;
      throw new Error(
        cause instanceof Error && cause.message !== ''
          ? cause.message
          : 'Rendering the page failed',
        { cause },
      );
    }
    return context.httpResponse.body;
  }
}
