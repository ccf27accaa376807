import { indexTokens, searchTokens } from './search.folding';

/** What the index knows of one article. */
export interface SearchDocument {
  readonly title: string;
  readonly description: string;
  /** Facet values by field, e.g. `{ category: 'Styrke', type: 'recipe' }`. */
  readonly facets: Readonly<Record<string, string>>;
}

interface Postings {
  readonly docs: Uint32Array;
  readonly weights: Float32Array;
}

/** Field weights: a title word counts three times a description word, a category twice. */
const TITLE_WEIGHT = 3;
const DESCRIPTION_WEIGHT = 1;
const FACET_WEIGHT = 2;
/** A query word that equals an indexed word scores higher than one that only starts it. */
const EXACT_BONUS = 1.5;

function lowerBound(sorted: readonly string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] ?? '') < value) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * An inverted index over folded words: every query word must match the start of some word of
 * the article (AND, prefix), hits are ranked by field weight × idf, ties keep the documents'
 * order (newest first). Built once; queries are O(postings of the matching words).
 */
export class SearchIndex {
  private readonly postings = new Map<string, Postings>();
  private readonly vocabulary: readonly string[];

  constructor(
    private readonly documents: readonly SearchDocument[],
    private readonly language: string,
  ) {
    const building = new Map<string, Map<number, number>>();
    const add = (text: string, doc: number, weight: number): void => {
      for (const token of new Set(indexTokens(text, language))) {
        let perDoc = building.get(token);
        if (perDoc === undefined) {
          perDoc = new Map();
          building.set(token, perDoc);
        }
        perDoc.set(doc, (perDoc.get(doc) ?? 0) + weight);
      }
    };
    documents.forEach((document, doc) => {
      add(document.title, doc, TITLE_WEIGHT);
      add(document.description, doc, DESCRIPTION_WEIGHT);
      for (const value of Object.values(document.facets)) add(value, doc, FACET_WEIGHT);
    });
    for (const [token, perDoc] of building) {
      const docs = Uint32Array.from(perDoc.keys());
      const weights = Float32Array.from(perDoc.values());
      this.postings.set(token, { docs, weights });
    }
    this.vocabulary = [...building.keys()].sort();
  }

  get size(): number {
    return this.documents.length;
  }

  /** Document numbers matching every word of `query`, best first. */
  search(query: string): readonly number[] {
    const terms = [...new Set(searchTokens(query, this.language))];
    if (terms.length === 0) return [];
    let scores: Map<number, number> | null = null;
    for (const term of terms) {
      const termScores = this.scoreTerm(term, scores);
      scores = termScores;
      if (scores.size === 0) return [];
    }
    const ranked = [...(scores ?? new Map<number, number>()).entries()];
    ranked.sort(([docA, scoreA], [docB, scoreB]) => scoreB - scoreA || docA - docB);
    return ranked.map(([doc]) => doc);
  }

  document(doc: number): SearchDocument | undefined {
    return this.documents[doc];
  }

  /** Scores of one word, over the documents still in the running (`within`, or all). */
  private scoreTerm(term: string, within: ReadonlyMap<number, number> | null): Map<number, number> {
    const result = new Map<number, number>();
    const total = this.documents.length;
    for (let at = lowerBound(this.vocabulary, term); at < this.vocabulary.length; at += 1) {
      const token = this.vocabulary[at] ?? '';
      if (!token.startsWith(term)) break;
      const postings = this.postings.get(token);
      if (postings === undefined) continue;
      const idf = Math.log(1 + total / postings.docs.length);
      const bonus = token === term ? EXACT_BONUS : 1;
      for (let i = 0; i < postings.docs.length; i += 1) {
        const doc = postings.docs[i] ?? 0;
        const previous = within === null ? 0 : within.get(doc);
        if (previous === undefined) continue;
        const score = (postings.weights[i] ?? 0) * idf * bonus;
        result.set(doc, Math.max(result.get(doc) ?? previous, previous + score));
      }
    }
    return result;
  }
}
