/**
 * The paywall decision (ADR 7). An article is free, gated by an overlay (the reader sees the
 * opening and a paywall box), or gated by blocks (the reader sees everything but the locked widgets).
 * The decision is made on the server; paid content is never sent to a reader without access.
 */
export type PaywallMode = 'free' | 'overlay' | 'blocks';

export interface PaywallInput {
  readonly tags: readonly string[];
  readonly editorialType: string | null;
  readonly template: string;
  readonly paywallProviderId: string | null;
  readonly authEnabled: boolean;
}

/** Tags that make an article free whatever else it is, compared case-insensitively. */
export const FREE_TAGS: ReadonlySet<string> = new Set([
  'content marketing',
  'konkurrence',
  'advertorial',
  'free article',
  'free',
]);

export const PREMIUM_TAGS: ReadonlySet<string> = new Set(['premium', 'plus', 'premium article']);

/** Templates that count as not free. */
export const GATED_TEMPLATES: ReadonlySet<string> = new Set([
  'exercise-video',
  'workout-video',
  'food-plan',
]);

/**
 * The content-type table: local editorial labels to access. The editorial types are review,
 * article, contest, guide, video, news, e-book and software; which of them are paid is our choice
 * (docs/adr/0007-paywall-table.md): news and contests stay open, long-form service journalism is
 * gated by blocks, products with a download value (e-books, software) and videos by an overlay.
 */
export const EDITORIAL_TYPE_ACCESS: Readonly<Record<string, PaywallMode>> = {
  article: 'free',
  artikel: 'free',
  artikkel: 'free',
  artikkeli: 'free',
  news: 'free',
  nyhed: 'free',
  nyhet: 'free',
  uutinen: 'free',
  nieuws: 'free',
  contest: 'free',
  konkurrence: 'free',
  tävling: 'free',
  konkurranse: 'free',
  kilpailu: 'free',
  wedstrijd: 'free',
  review: 'blocks',
  anmeldelse: 'blocks',
  recension: 'blocks',
  test: 'blocks',
  arvostelu: 'blocks',
  testi: 'blocks',
  recensie: 'blocks',
  guide: 'blocks',
  vejledning: 'blocks',
  opas: 'blocks',
  gids: 'blocks',
  video: 'overlay',
  'e-book': 'overlay',
  ebook: 'overlay',
  'e-bog': 'overlay',
  'e-bok': 'overlay',
  'e-kirja': 'overlay',
  software: 'overlay',
  program: 'overlay',
  ohjelmisto: 'overlay',
};

const normalise = (value: string): string => value.trim().toLowerCase();

export function paywallMode(input: PaywallInput): PaywallMode {
  if (input.paywallProviderId !== null && !input.authEnabled) return 'free';
  const tags = input.tags.map(normalise);
  if (tags.some((tag) => FREE_TAGS.has(tag))) return 'free';
  const byType =
    input.editorialType === null
      ? undefined
      : EDITORIAL_TYPE_ACCESS[normalise(input.editorialType)];
  const premium = tags.some((tag) => PREMIUM_TAGS.has(tag)) || GATED_TEMPLATES.has(input.template);
  if (premium) return byType === undefined || byType === 'free' ? 'overlay' : byType;
  return byType ?? 'free';
}

/** How many widgets a reader without access sees above an overlay. */
export const OVERLAY_PREVIEW_WIDGETS = 2;

/**
 * The widgets a reader may receive: the server cuts, CSS never hides. `locked: true` from the
 * content API is authoritative: a locked widget reaches only a reader with access, whatever the
 * mode says (the API also sends some locked widgets in full). `beforeWidget` is where the cut
 * began in the widgets kept: the paywall stands there.
 */
export function widgetsForReader<W extends { readonly locked: boolean }>(
  widgets: readonly W[],
  mode: PaywallMode,
  hasAccess: boolean,
): { readonly widgets: readonly W[]; readonly cut: boolean; readonly beforeWidget: number } {
  if (hasAccess) return { widgets, cut: false, beforeWidget: widgets.length };
  const firstLocked = widgets.findIndex((widget) => widget.locked);
  if (mode === 'overlay') {
    const open = firstLocked === -1 ? widgets : widgets.slice(0, firstLocked);
    const opening = open.slice(0, OVERLAY_PREVIEW_WIDGETS);
    return {
      widgets: opening,
      cut: opening.length < widgets.length,
      beforeWidget: opening.length,
    };
  }
  const open = widgets.filter((widget) => !widget.locked);
  const beforeWidget = firstLocked === -1 ? open.length : firstLocked;
  return { widgets: open, cut: open.length < widgets.length, beforeWidget };
}

/** The subscription word of each language, shown in the paywall box. */
export const SUBSCRIPTION_WORD: Readonly<Record<string, string>> = {
  sv: 'prenumeration',
  da: 'abonnement',
  fi: 'tilaus',
  nb: 'abonnement',
  nl: 'abonnement',
  de: 'Abonnement',
  en: 'subscription',
};
