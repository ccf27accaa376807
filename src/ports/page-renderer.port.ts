import type { ViewModel } from '../domain/page/view-model.types';

/** Turns a view model into an HTML document. */
export interface PageRendererPort {
  render(url: string, viewModel: ViewModel): Promise<string>;
  /** True once the render bundle is loaded (readiness). */
  isReady(): boolean;
}
