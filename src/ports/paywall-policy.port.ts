import type { UserState } from '../domain/identity/user-state.types';
import type { SitePageViewModel } from '../domain/page/view-model.types';
import type { ReaderViewContext } from '../domain/paywall/reader-view.rules';

export type { ReaderViewContext };

/**
 * The page as one reader variant receives it (ADR 9): the reader's state for the banner rule, and
 * on articles the locked content cut away for a reader without access (the answer then carries
 * `view.paywall`). The default is the domain's `viewForReader`
 * (`src/application/policies/paywall-rules.policy.ts`).
 */
export interface PaywallPolicyPort {
  cut(
    viewModel: SitePageViewModel,
    reader: UserState,
    context: ReaderViewContext,
  ): SitePageViewModel;
}
