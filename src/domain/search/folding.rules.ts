/**
 * Text folding for search and matching: accents are removed; Danish keeps æ as ae, ø as
 * oe and å as aa; Norwegian and Swedish map æ to a (and ø/ö to o, å/ä to a).
 */
const COMBINING_MARKS = /[\u0300-\u036f]/g;

const LETTERS_BY_LANGUAGE: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  da: { æ: 'ae', ø: 'oe', å: 'aa' },
  nb: { æ: 'a', ø: 'o', å: 'a' },
  sv: { æ: 'a', ø: 'o', å: 'a' },
};
const DEFAULT_LETTERS: Readonly<Record<string, string>> = { æ: 'ae', ø: 'o', ß: 'ss', œ: 'oe' };

export function foldText(text: string, language: string): string {
  const letters = LETTERS_BY_LANGUAGE[language] ?? DEFAULT_LETTERS;
  return text
    .toLowerCase()
    .replace(/[æøåßœ]/g, (letter) => letters[letter] ?? DEFAULT_LETTERS[letter] ?? letter)
    .normalize('NFD')
    .replace(COMBINING_MARKS, '');
}
