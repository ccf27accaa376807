import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ViewModel } from '../../domain/page/view-model.types';
import type { PageRendererPort } from '../../ports/page-renderer.port';
import { LayoutFrames } from '../../render/document/layout-frames';
import { documentHtml, renderDocument } from '../../render/document/render-document';
import { clientAssets, type ClientAssets, type ClientManifest } from './client-assets';

/**
 * Renders a view model to its document with React's `renderToString` (`renderDocument`), plus the
 * client build's stylesheet and entry tags read once at start from its manifest. Vike builds the
 * client assets and the manifest; it is not on the request path (ADR 16).
 */
export class DocumentPageRenderer implements PageRendererPort {
  private assets: ClientAssets | null = null;
  /** Each site's layout, rendered once per reader variant and reused around every page. */
  private readonly frames = new LayoutFrames();

  constructor(private readonly distDir: string) {}

  async load(): Promise<void> {
    const file = join(this.distDir, 'assets.json');
    let text: string;
    try {
      text = await readFile(file, 'utf8');
    } catch (error) {
      throw new Error(`The client build is missing (${file}): run npm run build`, {
        cause: error,
      });
    }
    this.assets = clientAssets(JSON.parse(text) as ClientManifest);
  }

  isReady(): boolean {
    return this.assets !== null;
  }

  render(viewModel: ViewModel): Promise<string> {
    const assets = this.assets;
    if (assets === null)
      return Promise.reject(new Error('DocumentPageRenderer.load() was not called'));
    try {
      return Promise.resolve(
        documentHtml(renderDocument(viewModel, undefined, this.frames), assets),
      );
    } catch (cause) {
      // The failure's own message (a layout or view that threw), for the error page outside
      // production and the log line; the error page never shows it in production.
      return Promise.reject(
        new Error(
          cause instanceof Error && cause.message !== ''
            ? cause.message
            : 'Rendering the page failed',
          { cause },
        ),
      );
    }
  }
}
