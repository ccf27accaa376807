/**
 * Scale mode (`SANDBOX_SYNTHETIC_ARTICLES=N`): N more published articles per site, generated when
 * asked for, so start-up does not grow with N. Deterministic: article number n (1…N) of a site is
 * always the same and has the key `synthetic-n` in every market of the brand (hreflang holds).
 *
 * Article number n copies the site's hand-written published article number
 * `floor((n - 1) / 3) mod M` (M of them, catalogue order) with its own id (`idBase × 1000 + n`),
 * key, slug (`<model slug>-n`), path, title (`<model title> (n)`), date (one every 47 minutes
 * back from 2024-12-31 20:00, older than every hand-written article) and views (below every
 * hand-written article's); its body size follows `(n - 1) mod 3`: short (the lead paragraph
 * alone), medium (the model's body) and long (the model's body and thirty paragraphs more).
 * So numbers 3k+1, 3k+2, 3k+3 are the same article in the three sizes. Category, tags, authors,
 * template and editorial type are the model's, which lets lists filtered by them be computed
 * arithmetically (`where`) instead of scanned.
 *
 * Editors' edits (`sandbox/editor/`) are kept beside the numbers: changed fields per article
 * (applied when it is built), and the articles unpublished or deleted, which every list skips
 * (`withoutPositions`): an edit costs a map entry, never a pass over the N articles.
 */
import { computedSequence, withoutPositions, type Sequence } from './article-sequence';
import type { ArticleRecord, WidgetRecord } from './site-model.types';

/** What an editor changed on a synthetic article (`SyntheticArticles.edit`). */
export type SyntheticEdit = Partial<
  Pick<ArticleRecord, 'title' | 'postTitle' | 'description' | 'updatedAt' | 'status'>
>;

/** Synthetic ids of a site: `idBase × 1000 + n`, far above every hand-written id. */
const ID_FACTOR = 1000;
export const MAX_SYNTHETIC = 1_000_000;

/** First synthetic publication: 2024-12-31 20:00, then one every 47 minutes backwards. */
const NEWEST = Date.UTC(2024, 11, 31, 20, 0, 0);
const STEP_MS = 47 * 60_000;
const WORDS_PER_MINUTE = 200;
/** Paragraphs a long body adds to the model's, each the model's description four times. */
const LONG_PARAGRAPHS = 30;

export const BODY_SIZES = ['short', 'medium', 'long'] as const;
export type BodySize = (typeof BODY_SIZES)[number];

function localDateTime(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}

const NEWEST_AT = localDateTime(NEWEST);

function textWords(widgets: readonly WidgetRecord[]): number {
  return widgets.reduce(
    (sum, widget) =>
      sum + (widget.type === 'text_item' ? widget.body.split(/\s+/).filter(Boolean).length : 0),
    0,
  );
}

/** Short: the lead paragraph alone; medium: the model's body; long: thirty paragraphs more. */
function bodyOf(model: ArticleRecord, size: BodySize): readonly WidgetRecord[] {
  switch (size) {
    case 'short': {
      const lead = model.widgets.filter((widget) => widget.type === 'lead_paragraph');
      return lead.length > 0 ? lead : model.widgets.slice(0, 1);
    }
    case 'medium':
      return model.widgets;
    case 'long': {
      const paragraph: WidgetRecord = {
        type: 'text_item',
        locked: false,
        body: Array.from({ length: 4 }, () => model.description).join(' '),
      };
      return [...model.widgets, ...Array.from({ length: LONG_PARAGRAPHS }, () => paragraph)];
    }
  }
}

/** The synthetic articles of one site: nothing is stored but the models and a few bodies. */
export class SyntheticArticles implements Sequence<ArticleRecord> {
  private readonly models: readonly ArticleRecord[];
  private readonly firstId: number;
  /** Synthetic views stay below this (the fewest views of a hand-written article). */
  private readonly viewsCeiling: number;
  /** Articles per views value, newest first within the run (`mostReadAt`). */
  private readonly viewsRun: number;
  private readonly bodies = new Map<string, { widgets: readonly WidgetRecord[]; words: number }>();
  /** How many were generated (published, unpublished and deleted alike). */
  private readonly total: number;
  /** Editors' changes by index. */
  private readonly edits = new Map<number, SyntheticEdit>();
  /** Indexes an editor deleted. */
  private readonly deleted = new Set<number>();
  /** Indexes not published (drafts and deleted), ascending; `null` until asked for again. */
  private hiddenSorted: readonly number[] | null = [];

  /** `written`: the site's hand-written articles (drafts are skipped). */
  constructor(siteId: string, idBase: number, written: readonly ArticleRecord[], length: number) {
    if (!Number.isInteger(length) || length < 0 || length > MAX_SYNTHETIC) {
      throw new Error(`sandbox: synthetic must be a whole number from 0 to ${MAX_SYNTHETIC}`);
    }
    this.models = written.filter((article) => article.status === 'publish');
    this.total = this.models.length === 0 ? 0 : length;
    this.firstId = idBase * ID_FACTOR + 1;
    this.viewsCeiling = Math.max(1, Math.min(...this.models.map((article) => article.views)));
    this.viewsRun = Math.max(1, Math.ceil(this.total / this.viewsCeiling));
    if (this.total === 0) return;
    for (const article of this.models) {
      if (article.publishedAt <= NEWEST_AT)
        throw new Error(
          `sandbox content: ${siteId} article ${article.key} (${article.publishedAt}) must be newer than the synthetic articles (${NEWEST_AT})`,
        );
    }
    for (const article of written) {
      if (this.atPath(article.path) !== undefined)
        throw new Error(`sandbox content: ${siteId} article ${article.key} has a synthetic path`);
    }
  }

  /** Body size of the article at `index` (0-based, newest first). */
  static sizeAt(index: number): BodySize {
    return BODY_SIZES[index % BODY_SIZES.length] ?? 'medium';
  }

  private modelAt(index: number): ArticleRecord {
    const model = this.models[Math.floor(index / BODY_SIZES.length) % this.models.length];
    if (model === undefined) throw new Error(`sandbox: no model for synthetic ${String(index)}`);
    return model;
  }

  private body(model: ArticleRecord, size: BodySize) {
    const key = `${String(model.id)}:${size}`;
    let body = this.bodies.get(key);
    if (body === undefined) {
      const widgets = bodyOf(model, size);
      const words = model.wordCount + textWords(widgets) - textWords(model.widgets);
      body = { widgets, words: Math.max(1, words) };
      this.bodies.set(key, body);
    }
    return body;
  }

  /** How many are published (all of them unless an editor unpublished or deleted some). */
  get length(): number {
    return this.total - this.hidden().length;
  }

  /** The indexes not published, ascending. */
  private hidden(): readonly number[] {
    if (this.hiddenSorted === null) {
      const hidden = new Set(this.deleted);
      for (const [index, edit] of this.edits) if (edit.status === 'draft') hidden.add(index);
      this.hiddenSorted = [...hidden].sort((a, b) => a - b);
    }
    return this.hiddenSorted;
  }

  private isHidden(index: number): boolean {
    return this.deleted.has(index) || this.edits.get(index)?.status === 'draft';
  }

  /** Every generated article, published or not, newest first: the list before the edits. */
  private all(): Sequence<ArticleRecord> {
    return computedSequence(this.total, (index) => this.build(index));
  }

  /** The published article at `position` (0-based), newest first; built on each call. */
  at(position: number): ArticleRecord | undefined {
    return withoutPositions(this.all(), this.hidden()).at(position);
  }

  /** Article number `index + 1` as it is now (a draft too); `undefined` once deleted. */
  private numbered(index: number): ArticleRecord | undefined {
    if (!Number.isInteger(index) || index < 0 || index >= this.total || this.deleted.has(index))
      return undefined;
    return this.build(index);
  }

  /** The index of a synthetic id (deleted ones too), or `undefined`. */
  private indexOfId(id: number): number | undefined {
    const index = id - this.firstId;
    return Number.isInteger(index) && index >= 0 && index < this.total ? index : undefined;
  }

  /**
   * An editor's change to the article with `id` (its fields and `status`), applied whenever it
   * is built. Answers the article as it is now, or `undefined` when there is none.
   */
  edit(id: number, change: SyntheticEdit): ArticleRecord | undefined {
    const index = this.indexOfId(id);
    if (index === undefined || this.deleted.has(index)) return undefined;
    this.edits.set(index, { ...this.edits.get(index), ...change });
    this.hiddenSorted = null;
    return this.build(index);
  }

  /** Deletes the article with `id` for good; `false` when there was none. */
  delete(id: number): boolean {
    const index = this.indexOfId(id);
    if (index === undefined || this.deleted.has(index)) return false;
    this.deleted.add(index);
    this.edits.delete(index);
    this.hiddenSorted = null;
    return true;
  }

  /** The published articles an editor changed (for the newest `updatedAt`). */
  edited(): ArticleRecord[] {
    return [...this.edits.keys()].flatMap((index) => {
      const article = this.numbered(index);
      return article?.status === 'publish' ? [article] : [];
    });
  }

  /** The article at `index`, which the caller has checked is below `total`. */
  private build(index: number): ArticleRecord {
    const model = this.modelAt(index);
    const number = index + 1;
    const slug = `${model.slug}-${String(number)}`;
    const at = localDateTime(NEWEST - index * STEP_MS);
    const body = this.body(model, SyntheticArticles.sizeAt(index));
    return {
      ...model,
      id: this.firstId + index,
      key: `synthetic-${String(number)}`,
      slug,
      path: `${model.path.slice(0, model.path.lastIndexOf('/'))}/${slug}`,
      title: `${model.title} (${String(number)})`,
      postTitle: `${model.postTitle} (${String(number)})`,
      publishedAt: at,
      updatedAt: at,
      featuredOn: null,
      isNews: false,
      views: this.viewsCeiling - 1 - Math.floor(index / this.viewsRun),
      widgets: body.widgets,
      wordCount: body.words,
      readingTime: Math.max(1, Math.round(body.words / WORDS_PER_MINUTE)),
      ...this.edits.get(index),
    };
  }

  slice(start?: number, end?: number): ArticleRecord[] {
    return withoutPositions(this.all(), this.hidden()).slice(start, end);
  }

  /** The number in `synthetic-n`, `<slug>-n`, when it is one of ours (no leading zeros). */
  private indexOfNumber(digits: string): number | undefined {
    const number = Number(digits);
    return String(number) === digits && number >= 1 && number <= this.total
      ? number - 1
      : undefined;
  }

  /** The article with `id` as it is now (a draft too), `undefined` when deleted or unknown. */
  atId(id: number): ArticleRecord | undefined {
    const index = this.indexOfId(id);
    return index === undefined ? undefined : this.numbered(index);
  }

  atKey(key: string): ArticleRecord | undefined {
    const match = /^synthetic-(\d+)$/.exec(key);
    const index = match?.[1] === undefined ? undefined : this.indexOfNumber(match[1]);
    return index === undefined ? undefined : this.numbered(index);
  }

  atPath(path: string): ArticleRecord | undefined {
    const match = /-(\d+)$/.exec(path);
    const index = match?.[1] === undefined ? undefined : this.indexOfNumber(match[1]);
    if (index === undefined) return undefined;
    const article = this.numbered(index);
    return article?.path === path ? article : undefined;
  }

  /**
   * The synthetic articles whose model `matches` (a test on what they copy: category, tags,
   * authors, template, editorial type), newest first. Computed: the matches repeat every
   * 3 × M articles.
   */
  where(matches: (model: ArticleRecord) => boolean): Sequence<ArticleRecord> {
    const period = BODY_SIZES.length * this.models.length;
    const offsets: number[] = [];
    this.models.forEach((model, position) => {
      if (matches(model)) {
        for (let size = 0; size < BODY_SIZES.length; size += 1)
          offsets.push(position * BODY_SIZES.length + size);
      }
    });
    if (offsets.length === 0 || this.total === 0) return [];
    const whole = Math.floor(this.total / period) * offsets.length;
    const rest = offsets.filter((offset) => offset < this.total % period).length;
    const matching = computedSequence(whole + rest, (position) =>
      this.build(
        Math.floor(position / offsets.length) * period + (offsets[position % offsets.length] ?? 0),
      ),
    );
    // The unpublished ones among the matches, by their position in `matching` (ascending).
    const skipped = this.hidden().flatMap((index) => {
      const offset = offsets.indexOf(index % period);
      return offset === -1 ? [] : [Math.floor(index / period) * offsets.length + offset];
    });
    return withoutPositions(matching, skipped);
  }

  /**
   * Index of the `position`-th most read synthetic article: views fall by one every `viewsRun`
   * articles, and equal views go higher id first (`byMostRead`).
   */
  private mostReadAt(position: number): number {
    const runStart = position - (position % this.viewsRun);
    const runEnd = Math.min(this.total, runStart + this.viewsRun);
    return runEnd - 1 - (position - runStart);
  }

  /** Up to `count` synthetic articles whose model `matches`, most read first. */
  mostRead(matches: (model: ArticleRecord) => boolean, count: number): ArticleRecord[] {
    const found: ArticleRecord[] = [];
    if (!this.models.some(matches)) return found;
    for (let position = 0; position < this.total && found.length < count; position += 1) {
      const index = this.mostReadAt(position);
      if (matches(this.modelAt(index)) && !this.isHidden(index)) found.push(this.build(index));
    }
    return found;
  }
}
