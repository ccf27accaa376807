import type { Teaser } from './content.types';

/** Draft teasers are never shown to anyone. */
export function isVisibleTeaser(teaser: Teaser): boolean {
  return teaser.status !== 'draft';
}

export function visibleTeasers(teasers: readonly Teaser[]): readonly Teaser[] {
  return teasers.filter(isVisibleTeaser);
}

/** The words of a heading or label, lower case, letters and digits only. */
function words(text: string): readonly string[] {
  return text.toLocaleLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/** Letters a word may add to another and still be the same word ("opskrift", "opskrifter"). */
const MAX_INFLECTION = 3;
/** Shorter words must match whole: "mad" is not "madplaner". */
const MIN_STEM = 4;

function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return (
    short.length >= MIN_STEM &&
    long.length - short.length <= MAX_INFLECTION &&
    long.startsWith(short)
  );
}

/**
 * Whether `text` says nothing `context` does not already say: every word of it is a word of the
 * context, inflections included ("Opskrift" under "Nye opskrifter", "Træning" under "Træning").
 */
export function repeatsText(text: string | null, context: string | null): boolean {
  if (text === null || context === null) return false;
  const own = words(text);
  const around = words(context);
  return own.length > 0 && own.every((word) => around.some((other) => sameWord(word, other)));
}

/** The kicker over a teaser's title: its editorial label and its category. */
export interface TeaserKicker {
  readonly label: string | null;
  readonly category: string | null;
}

/**
 * What the kicker over a teaser shows under a section heading: the label and the category, each
 * left out when it repeats the heading, and the category left out when it repeats the label
 * ("Opskrift" and "Opskrifter" read as one word twice).
 */
export function teaserKicker(kicker: TeaserKicker, heading: string | null): TeaserKicker {
  const present = (text: string | null): string | null =>
    text === null || text.trim() === '' || repeatsText(text, heading) ? null : text;
  const label = present(kicker.label);
  const category = present(kicker.category);
  return { label, category: category !== null && repeatsText(category, label) ? null : category };
}
