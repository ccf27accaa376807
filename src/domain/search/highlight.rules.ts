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

function markMatches(text: string, query: string, language: string, marked: boolean[]): void {
  const words = queryWords(query, language);
  if (words.length === 0 || text === '') return;
  const { folded, origins } = foldWithOrigins(text, language);
  for (const word of words) {
    let from = folded.indexOf(word);
    while (from !== -1) {
      const startsWord = from === 0 || !/[\p{L}\p{N}]/u.test(folded.charAt(from - 1));
      if (startsWord) {
        const start = origins[from] ?? 0;
        const lastOrigin = origins[from + word.length - 1] ?? start;
        const next = origins.findIndex(
          (origin, at) => at > from + word.length - 1 && origin > lastOrigin,
        );
        const end = next === -1 ? text.length : (origins[next] ?? text.length);
        marked.fill(true, start, end);
      }
      from = folded.indexOf(word, from + 1);
    }
  }
}

/**
 * Splits `text` into parts, marking where a word of `query` occurs, compared after the spec's
 * folding (so "ovelser" marks "øvelser" in Norwegian, "oevelser" in Danish). Matches at the start
 * of a word only, like the search itself.
 */
export function highlightParts(text: string, query: string, language: string): TextPart[] {
  const marked = new Array<boolean>(text.length).fill(false);
  markMatches(text, query, language, marked);
  // Danish readers without æ, ø, å type them reduced ("ovelser"), as the search accepts.
  if (language === 'da') markMatches(text, query, 'nb', marked);
  if (!marked.includes(true)) return [{ text, match: false }];
  const parts: TextPart[] = [];
  for (let at = 0; at < text.length;) {
    const match = marked[at] ?? false;
    let end = at;
    while (end < text.length && (marked[end] ?? false) === match) end += 1;
    parts.push({ text: text.slice(at, end), match });
    at = end;
  }
  return parts;
}
