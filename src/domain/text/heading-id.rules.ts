/**
 * The id of a heading, from its text: æ becomes ae, ø becomes o, å becomes aa,
 * punctuation is stripped and spaces become hyphens. Lower case, so links stay stable.
 */
const DANISH_LETTERS: Readonly<Record<string, string>> = { æ: 'ae', ø: 'o', å: 'aa' };

export function headingId(text: string): string {
  return text
    .toLowerCase()
    .replace(/[æøå]/g, (letter) => DANISH_LETTERS[letter] ?? letter)
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .trim()
    .replace(/\s+/g, '-');
}
