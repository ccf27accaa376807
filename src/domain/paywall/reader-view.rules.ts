import type { Article, Recipe } from '../content/content.types';
import { loginAddress } from '../identity/login-address.rules';
import type { UserState } from '../identity/user-state.types';
import type { SitePageViewModel } from '../page/view-model.types';
import {
  paywallMode,
  SUBSCRIPTION_WORD,
  widgetsForReader,
  type PaywallMode,
} from './paywall.rules';

export interface ReaderViewContext {
  readonly paywallProviderId: string | null;
  readonly loginPath: string;
  /** The page's path, where the login sends the reader back to. */
  readonly path: string;
}

/** Whether the spec's paywall-provider rule applies: a provider's id is set and sign-in is off. */
export function paywallProviderRuns(
  paywallProviderId: string | null,
  authEnabled: boolean,
): boolean {
  return paywallProviderId !== null && !authEnabled;
}

/**
 * What a locked recipe still tells: nothing of the widget's own words or pictures (its title,
 * description, image, tags, ingredients, steps, tip and nutrition are what the subscription
 * sells, and a locked image arrives as a bare id), only its numbers (yield and times) under the
 * article's public title, description and lead image.
 */
export function recipeCover(
  recipe: Recipe,
  article: Pick<Article, 'title' | 'description'>,
): Recipe {
  return {
    ...recipe,
    title: article.title,
    description: article.description === '' ? null : article.description,
    image: null,
    categoryLabel: null,
    tags: [],
    totalTimeExtraInfo: null,
    ingredientBlocks: [],
    instructionsHeadline: null,
    instructions: [],
    instructionsTip: null,
    nutrientsHeadline: null,
    nutrients: [],
  };
}

export function articlePaywallMode(
  article: Pick<Article, 'tags' | 'editorialType' | 'template'>,
  paywallProviderId: string | null,
  authEnabled: boolean,
): PaywallMode {
  return paywallMode({
    tags: article.tags.map((tag) => tag.name),
    editorialType: article.editorialType,
    template: article.template,
    paywallProviderId,
    authEnabled,
  });
}

/**
 * The view model as one reader variant receives it (ADR 9): the reader's state for the banner
 * rule, and on articles the locked content cut away for readers without access. The response
 * cache keys HTML by the same variant, so this runs before the HTML is rendered and stored.
 */
export function viewForReader(
  viewModel: SitePageViewModel,
  state: UserState,
  context: ReaderViewContext,
): SitePageViewModel {
  const chrome = { ...viewModel.chrome, userState: state.kind };
  const view = viewModel.view;
  if (view.type !== 'article') return { ...viewModel, chrome };
  const site = chrome.site;
  const mode = articlePaywallMode(view.article, context.paywallProviderId, site.enableAuth);
  // The spec's paywall-provider rule: with a provider's id set and sign-in off, the provider's
  // own script runs the paywall in the browser and the product treats the content as free, so
  // every reader gets what the content API sent, with no paywall box.
  const providerRuns = paywallProviderRuns(context.paywallProviderId, site.enableAuth);
  const hasAccess = state.kind === 'subscriber' || providerRuns;
  const { widgets, cut, beforeWidget } = widgetsForReader(view.article.widgets, mode, hasAccess);
  if (!cut) {
    // Nothing was cut: the reader has access, or the article has no locked widget and is free.
    // Locked widgets that arrived with their content are opened for a reader with access; one
    // that arrived empty (no content credential upstream) keeps its "for subscribers" note,
    // except under a paywall provider: there is no subscription to sign in to, so it is left out.
    const opened = widgets.flatMap((widget) => {
      if (!hasAccess || !widget.locked) return [widget];
      if (widget.type !== 'unsupported') return [{ ...widget, locked: false }];
      return providerRuns ? [] : [widget];
    });
    return {
      ...viewModel,
      chrome,
      view: { ...view, article: { ...view.article, widgets: opened } },
    };
  }
  return {
    ...viewModel,
    chrome,
    view: {
      ...view,
      article: { ...view.article, widgets },
      paywall: {
        mode: mode === 'free' ? 'blocks' : mode,
        subscriptionWord:
          // Stryker disable next-line StringLiteral: SUBSCRIPTION_WORD has `en`; the literal is for the type
          SUBSCRIPTION_WORD[site.language] ?? SUBSCRIPTION_WORD.en ?? 'subscription',
        loginHref: loginAddress(context.loginPath, context.path, site.locale),
        beforeWidget,
        // Every recipe the cut took away (a locked one, or any behind an overlay's cut).
        lockedRecipes: view.article.widgets.flatMap((widget) =>
          widget.type === 'recipe' && !widgets.includes(widget)
            ? [recipeCover(widget.recipe, view.article)]
            : [],
        ),
      },
    },
  };
}
