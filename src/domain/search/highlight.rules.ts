import { foldText } from './folding.rules';

export interface TextPart {
  readonly text: string;
  readonly match: boolean;
}

/** Folds `text` one character at a time, remembering which original character each folded one came from. */
function foldWithOrigins(text: string, language: string): { folded: string; origins: number[] } {
  let folded = '';
  const origins: number[] = [];
  let index = 0;
  for (const char of text) {
    const piece = foldText(char, language);
    folded += piece;
    origins.push(...new Array<number>(piece.length).fill(index));
    index += char.length;
  }
  return { folded, origins };
}

function queryWords(query: string, language: string): string[] {
  return [
    ...new Set(
      foldText(query, language)
        .split(/[^\p{L}\p{N}]+/u)
        .filter((word) => word.length > 0),
    ),
  ];
}

/** Marks every start-of-word occurrence of each folded `needle` in `text`. */
function markNeedles(
  text: string,
  needles: readonly string[],
  language: string,
  marked: boolean[],
): void {
  // Stryker disable next-line LogicalOperator,StringLiteral: a shortcut; nothing is marked either way
  if (needles.length === 0 || text === '') return;
  const { folded, origins } = foldWithOrigins(text, language);
  for (const needle of needles) {
    let from = folded.indexOf(needle);
    while (from !== -1) {
      const startsWord = from === 0 || !/[\p{L}\p{N}]/u.test(folded.charAt(from - 1));
      if (startsWord) {
        const start = origins[from] ?? 0;
        const lastOrigin = origins[from + needle.length - 1] ?? start;
        const next = origins.findIndex(
          (origin, at) => at > from + needle.length - 1 && origin > lastOrigin,
        );
        const end = next === -1 ? text.length : (origins[next] ?? text.length);
        marked.fill(true, start, end);
      }
      from = folded.indexOf(needle, from + 1);
    }
  }
}

/** The engine's marked words or phrases, folded; a phrase keeps its inner spaces. */
function phrases(highlights: readonly string[], language: string): string[] {
  return [
    ...new Set(
      highlights
        .map((phrase) => foldText(phrase, language).trim().replace(/\s+/g, ' '))
        .filter((phrase) => /[\p{L}\p{N}]/u.test(phrase)),
    ),
  ];
}

function markMatches(
  text: string,
  query: string,
  highlights: readonly string[],
  language: string,
  marked: boolean[],
): void {
  markNeedles(
    text,
    [...queryWords(query, language), ...phrases(highlights, language)],
    language,
    marked,
  );
}

/**
 * Splits `text` into parts, marking where a word of `query` occurs, compared after `foldText`
 * (so "ovelser" marks "øvelser" in Norwegian, "oevelser" in Danish). Matches at the start
 * of a word only, like the search itself. `highlights` are the words (or phrases) the search
 * engine itself marked in this hit (a stem, a synonym): they are marked as well.
 */
export function highlightParts(
  text: string,
  query: string,
  language: string,
  highlights: readonly string[] = [],
): TextPart[] {
  const marked = new Array<boolean>(text.length).fill(false);
  markMatches(text, query, highlights, language, marked);
  // Danish readers without æ, ø, å type them reduced ("ovelser"), as the search accepts.
  if (language === 'da') markMatches(text, query, highlights, 'nb', marked);
  if (!marked.includes(true)) return [{ text, match: false }];
  const parts: TextPart[] = [];
  for (let at = 0; at < text.length;) {
    // Stryker disable next-line BooleanLiteral: `at` stays below text.length, where `marked` has a value
    const match = marked[at] ?? false;
    let end = at;
    // Stryker disable next-line BooleanLiteral: `end` is below text.length here, where `marked` has a value
    while (end < text.length && (marked[end] ?? false) === match) end += 1;
    parts.push({ text: text.slice(at, end), match });
    at = end;
  }
  return parts;
}
