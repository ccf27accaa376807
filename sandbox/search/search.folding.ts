/**
 * The product's text folding, as the search index applies it: lower case, accents removed;
 * Danish spells æ, ø, å out (ae, oe, aa); Norwegian and Swedish reduce them (a, o, a).
 * The sandbox is a separate program, so it keeps its own copy of the product's rule.
 */
const LETTERS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  da: { æ: 'ae', ø: 'oe', å: 'aa' },
  nb: { æ: 'a', ø: 'o', å: 'a' },
  sv: { æ: 'a', ø: 'o', å: 'a' },
};
const DEFAULT_LETTERS: Readonly<Record<string, string>> = { æ: 'ae', ø: 'o', ß: 'ss', œ: 'oe' };

export function foldForSearch(text: string, language: string): string {
  const letters = LETTERS[language] ?? DEFAULT_LETTERS;
  return text
    .toLowerCase()
    .replace(/[æøåßœ]/g, (letter) => letters[letter] ?? DEFAULT_LETTERS[letter] ?? letter)
    .normalize('NFD')
    .replace(/\p{M}/gu, '');
}

/** Folded words of a text (letters and digits). */
export function searchTokens(text: string, language: string): string[] {
  return foldForSearch(text, language)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/**
 * Words to index: the folded words, plus for Danish the loose spelling (æ → a, ø → o, å → a)
 * so a reader without Danish letters ("ovelser") still finds "øvelser".
 */
export function indexTokens(text: string, language: string): string[] {
  const words = searchTokens(text, language);
  if (language !== 'da' || !/[æøå]/i.test(text)) return words;
  return [...words, ...searchTokens(text, 'nb')];
}
