import type { ViewModel } from '../domain/page/view-model.types';

/** Turns a view model into an HTML document. */
export interface PageRendererPort {
  /** The HTML is a function of the view model alone (what the response cache relies on). */
  render(viewModel: ViewModel): Promise<string>;
  /** True once the render bundle is loaded (readiness). */
  isReady(): boolean;
}
