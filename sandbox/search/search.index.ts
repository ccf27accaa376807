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

/** A document's words with their weight (field weight, summed over the fields they occur in). */
function weightsOf(document: SearchDocument, language: string): Map<string, number> {
  const weights = new Map<string, number>();
  const add = (text: string, weight: number): void => {
    for (const token of new Set(indexTokens(text, language)))
      weights.set(token, (weights.get(token) ?? 0) + weight);
  };
  add(document.title, TITLE_WEIGHT);
  add(document.description, DESCRIPTION_WEIGHT);
  for (const value of Object.values(document.facets)) add(value, FACET_WEIGHT);
  return weights;
}

/**
 * An inverted index over folded words: every query word must match the start of some word of
 * the article (AND, prefix), hits are ranked by field weight × idf, ties keep the documents'
 * order (newest first). Built once; queries are O(postings of the matching words).
 *
 * Editors' changes (`set`, `add`) go to an overlay instead of a rebuild: the changed document's
 * words are kept in small postings of their own, its entries in the built postings are skipped
 * and no longer counted in idf, so a change costs the words of one document and the index
 * ranks exactly as one built anew would (but for the order of ties of added documents, which
 * come first: they are the newest).
 */
export class SearchIndex {
  private readonly postings = new Map<string, Postings>();
  private readonly vocabulary: string[];
  /** Documents changed (`null`: removed) or added since the build. */
  private readonly overlay = new Map<number, SearchDocument | null>();
  /** The overlay's postings: word → document → weight. */
  private readonly extra = new Map<string, Map<number, number>>();
  /** Per word, how many of its built postings belong to changed or removed documents. */
  private readonly stale = new Map<string, number>();
  /** Tie order of added documents (the built ones tie in document order). */
  private readonly tieRank = new Map<number, number>();
  private count: number;

  constructor(
    private readonly documents: readonly SearchDocument[],
    private readonly language: string,
  ) {
    // As `weightsOf`, straight into the postings (no map per document: scale mode has 100 000).
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
    this.count = documents.length;
  }

  /** How many documents the index holds (removed ones not counted). */
  get size(): number {
    return this.count;
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
    const added = this.tieRank;
    const rank = added.size === 0 ? (doc: number) => doc : (doc: number) => added.get(doc) ?? doc;
    ranked.sort(([docA, scoreA], [docB, scoreB]) => scoreB - scoreA || rank(docA) - rank(docB));
    return ranked.map(([doc]) => doc);
  }

  document(doc: number): SearchDocument | undefined {
    if (this.overlay.has(doc)) return this.overlay.get(doc) ?? undefined;
    return this.documents[doc];
  }

  /** Replaces document `doc` (built or added) with `document`, or removes it (`null`). */
  set(doc: number, document: SearchDocument | null): void {
    if (!Number.isInteger(doc) || doc < 0 || doc >= this.documents.length + this.tieRank.size)
      throw new Error(`search index: no document ${String(doc)}`);
    const previous = this.document(doc);
    if (!this.overlay.has(doc)) {
      // A built document: its built postings no longer count.
      const built = this.documents[doc];
      if (built !== undefined)
        for (const token of weightsOf(built, this.language).keys())
          this.stale.set(token, (this.stale.get(token) ?? 0) + 1);
    } else if (previous !== undefined) {
      for (const token of weightsOf(previous, this.language).keys()) {
        const perDoc = this.extra.get(token);
        perDoc?.delete(doc);
        if (perDoc?.size === 0) this.extra.delete(token);
      }
    }
    this.overlay.set(doc, document);
    if (document !== null) this.index(doc, document);
    this.count += (document === null ? 0 : 1) - (previous === undefined ? 0 : 1);
  }

  /** Adds a document (newer than every other: it comes first among ties); its number. */
  add(document: SearchDocument): number {
    const doc = this.documents.length + this.tieRank.size;
    this.tieRank.set(doc, -1 - this.tieRank.size);
    this.overlay.set(doc, document);
    this.index(doc, document);
    this.count += 1;
    return doc;
  }

  private index(doc: number, document: SearchDocument): void {
    for (const [token, weight] of weightsOf(document, this.language)) {
      let perDoc = this.extra.get(token);
      if (perDoc === undefined) {
        perDoc = new Map();
        this.extra.set(token, perDoc);
        if (!this.postings.has(token)) {
          const at = lowerBound(this.vocabulary, token);
          if (this.vocabulary[at] !== token) this.vocabulary.splice(at, 0, token);
        }
      }
      perDoc.set(doc, weight);
    }
  }

  /** Scores of one word, over the documents still in the running (`within`, or all). */
  private scoreTerm(term: string, within: ReadonlyMap<number, number> | null): Map<number, number> {
    const result = new Map<number, number>();
    const total = this.count;
    const add = (doc: number, weight: number, idf: number, bonus: number): void => {
      const previous = within === null ? 0 : within.get(doc);
      if (previous === undefined) return;
      const score = weight * idf * bonus;
      result.set(doc, Math.max(result.get(doc) ?? previous, previous + score));
    };
    const edited = this.overlay.size > 0;
    for (let at = lowerBound(this.vocabulary, term); at < this.vocabulary.length; at += 1) {
      const token = this.vocabulary[at] ?? '';
      if (!token.startsWith(term)) break;
      const postings = this.postings.get(token);
      const extra = this.extra.get(token);
      const found =
        (postings?.docs.length ?? 0) - (this.stale.get(token) ?? 0) + (extra?.size ?? 0);
      if (found <= 0) continue;
      const idf = Math.log(1 + total / found);
      const bonus = token === term ? EXACT_BONUS : 1;
      if (postings !== undefined) {
        for (let i = 0; i < postings.docs.length; i += 1) {
          const doc = postings.docs[i] ?? 0;
          if (edited && this.overlay.has(doc)) continue;
          add(doc, postings.weights[i] ?? 0, idf, bonus);
        }
      }
      if (extra !== undefined) for (const [doc, weight] of extra) add(doc, weight, idf, bonus);
    }
    return result;
  }
}
