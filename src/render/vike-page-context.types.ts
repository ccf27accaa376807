import type { ViewModel } from '../domain/page/view-model.types';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Vike is typed by merging into its global namespace
  namespace Vike {
    interface PageContext {
      /** Set by the server in `renderPage({ urlOriginal, viewModel })`. */
      viewModel: ViewModel;
    }
  }
}

export {};
