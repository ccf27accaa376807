import type { SitePageViewModel } from '../domain/page/view-model.types';

/** What a request for a page of a site comes to. */
export type PageOutcome =
  | { readonly kind: 'page'; readonly status: 200 | 404; readonly viewModel: SitePageViewModel }
  | {
      readonly kind: 'redirect';
      readonly status: 301 | 302 | 307 | 308;
      readonly location: string;
    };
