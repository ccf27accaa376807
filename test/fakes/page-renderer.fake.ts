import type { ViewModel } from '../../src/domain/page/view-model.types';
import type { PageRendererPort } from '../../src/ports/page-renderer.port';

/**
 * A renderer without the Vike build: a small HTML document naming the page (`<title>` from the
 * view model's meta, `data-view` its view type) that tests can read. Every render is kept;
 * `failing` makes a render reject like a broken bundle, `ready` is what readiness reports.
 */
export class FakePageRenderer implements PageRendererPort {
  readonly rendered: { readonly viewModel: ViewModel }[] = [];
  failing = false;
  /** A failure of one page's render (its layout, a view): the error, or null to render it. */
  failWith: (viewModel: ViewModel) => Error | null = () => null;
  ready = true;

  render(viewModel: ViewModel): Promise<string> {
    this.rendered.push({ viewModel });
    if (this.failing) return Promise.reject(new Error('the render bundle failed'));
    const failure = this.failWith(viewModel);
    if (failure !== null) return Promise.reject(failure);
    if (viewModel.kind === 'site-index') {
      const sites = viewModel.sites.map((site) => `<li>${escapeHtml(site.url)}</li>`).join('');
      return Promise.resolve(`<!doctype html><html><body><ul>${sites}</ul></body></html>`);
    }
    const { meta, view } = viewModel;
    return Promise.resolve(
      `<!doctype html><html lang="${escapeHtml(meta.lang)}"><head><title>${escapeHtml(meta.title)}</title></head>` +
        `<body data-view="${view.type}"></body></html>`,
    );
  }

  isReady(): boolean {
    return this.ready;
  }
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}
