import type { Recipe } from '../content/content.types';
import type { PaywallMode } from './paywall.rules';

/** What the paywall box needs; present on an article only when something was cut. */
export interface PaywallView {
  readonly mode: Exclude<PaywallMode, 'free'>;
  /** The language's subscription word (`SUBSCRIPTION_WORD`). */
  readonly subscriptionWord: string;
  /** The login address with returnUri (the article) and locale. */
  readonly loginHref: string;
  /**
   * Where the locked content began: the index in the article's (already cut) widgets before
   * which the paywall stands; the widgets' length when it stands after all of them.
   */
  readonly beforeWidget: number;
  /**
   * The recipes cut away, with the facts a recipe's teaser shows anyway (`recipeCover`): search
   * engines keep the Recipe item, marked as not free, without what the subscription sells.
   */
  readonly lockedRecipes?: readonly Recipe[];
}
