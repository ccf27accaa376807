import type { SitePageViewModel } from '../domain/page/view-model.types';

/** What a request for a page of a site comes to. */
export type PageOutcome =
  /** 503: the page shows that a service it needs (search) is unavailable. */
  | {
      readonly kind: 'page';
      readonly status: 200 | 404 | 503;
      readonly viewModel: SitePageViewModel;
    }
  | {
      readonly kind: 'redirect';
      readonly status: 301 | 302 | 307 | 308;
      readonly location: string;
    };
