import type { Teaser } from '../../domain/content/content.types';
import { addressPage, pageStart } from '../../domain/pagination/address-page.rules';
import { loadStep, type Fetchers, type LoadedStep, type LoadMoreSource } from './load-more.source';

/**
 * What load-more keeps in the history entry so Back rebuilds the reader's list. A listing keeps
 * one record for its forward and backward islands: the run of teasers shown (0-based, `from`
 * inclusive, `to` exclusive) and the teasers load-more added, by index. The document Back loads
 * may be another page of the listing (the address names the last page shown whole), so each
 * island rebuilds from the record what lies on its side of the server's page. A page's teaser
 * list keeps its own source and the teasers it added.
 */
export interface ListingRecord {
  readonly kind: 'listing';
  readonly perPage: number;
  readonly total: number;
  readonly from: number;
  readonly to: number;
  readonly items: readonly (readonly [number, Teaser])[];
}

export interface TeaserListRecord {
  readonly kind: 'teaser-list';
  readonly source: LoadMoreSource;
  readonly teasers: readonly Teaser[];
}

export type LoadMoreRecord = ListingRecord | TeaserListRecord;

/** The history key of a load-more island, from the source the server gave it. */
export function recordKeyOf(source: LoadMoreSource): string {
  switch (source.kind) {
    case 'listing-forward':
    case 'listing-backward':
      return `load-more:${source.listing}:${String(source.id)}`;
    case 'teaser-list':
      return `load-more:list:${source.cursor}`;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
}

function isTeaser(value: unknown): value is Teaser {
  return isRecord(value) && typeof value.id === 'number' && typeof value.link === 'string';
}

function isItem(value: unknown): value is readonly [number, Teaser] {
  return Array.isArray(value) && value.length === 2 && isCount(value[0]) && isTeaser(value[1]);
}

/** Reads a record from the history entry; anything else is no record. */
export function parseRecord(value: unknown): LoadMoreRecord | null {
  if (!isRecord(value)) return null;
  if (value.kind === 'listing') {
    const { perPage, total, from, to, items } = value;
    if (![perPage, total, from, to].every(isCount) || !Array.isArray(items)) return null;
    if (!items.every(isItem)) return null;
    return value as unknown as ListingRecord;
  }
  if (value.kind === 'teaser-list') {
    const { source, teasers } = value;
    if (!isRecord(source) || source.kind !== 'teaser-list' || !Array.isArray(teasers)) return null;
    return value as unknown as TeaserListRecord;
  }
  return null;
}

/** The first page the server rendered for a listing island, and where its run starts and ends. */
export function serverRun(source: LoadMoreSource): { readonly from: number; readonly to: number } {
  switch (source.kind) {
    case 'listing-forward':
      return { from: pageStart(source.serverPage, source.perPage), to: source.loaded };
    case 'listing-backward':
      return {
        from: pageStart(source.page, source.perPage),
        to: pageStart(source.page + 1, source.perPage),
      };
    case 'teaser-list':
      return { from: 0, to: 0 };
  }
}

/**
 * The listing record after a step: the teasers added at `offset`, the run widened to them.
 * `previous` is the record of this entry so far (the other island may have written it).
 */
export function withStep(
  previous: ListingRecord | null,
  source: Extract<LoadMoreSource, { kind: 'listing-forward' | 'listing-backward' }>,
  offset: number,
  teasers: readonly Teaser[],
): ListingRecord {
  const server = serverRun(source);
  const from = Math.min(previous?.from ?? server.from, offset, server.from);
  const to = Math.max(previous?.to ?? server.to, offset + teasers.length, server.to);
  const items = new Map<number, Teaser>(previous?.items ?? []);
  teasers.forEach((teaser, index) => items.set(offset + index, teaser));
  const total = source.kind === 'listing-forward' ? source.total : (previous?.total ?? to);
  return {
    kind: 'listing',
    perPage: source.perPage,
    total: Math.max(total, to),
    from,
    to,
    items: [...items].sort(([a], [b]) => a - b),
  };
}

/** The page the address names with this record (forward islands only move it). */
export function recordPage(
  source: Extract<LoadMoreSource, { kind: 'listing-forward' }>,
  record: ListingRecord,
): number {
  return addressPage({
    serverPage: source.serverPage,
    perPage: source.perPage,
    shownTo: record.to,
  });
}

/** The teasers at indices [from, to) when the record holds every one, else null. */
function held(record: ListingRecord, from: number, to: number): Teaser[] | null {
  const items = new Map(record.items);
  const teasers: Teaser[] = [];
  for (let index = from; index < to; index += 1) {
    const teaser = items.get(index);
    if (teaser === undefined) return null;
    teasers.push(teaser);
  }
  return teasers;
}

/**
 * Rebuilds what an island showed from its record: the teasers on its side of the server's page,
 * from the record where it holds them, else fetched again step by step (forward) or page by page
 * (backward). The answer's source is where the island is after them.
 */
export async function restoreStep(
  source: LoadMoreSource,
  record: LoadMoreRecord,
  fetchers?: Fetchers,
): Promise<LoadedStep> {
  if (source.kind === 'teaser-list' || record.kind === 'teaser-list') {
    return record.kind === 'teaser-list' && source.kind === 'teaser-list'
      ? { teasers: record.teasers, source: record.source }
      : { teasers: [], source };
  }
  if (source.kind === 'listing-forward') {
    const to = Math.min(record.to, Math.max(record.total, source.total));
    if (to <= source.loaded) return { teasers: [], source };
    const kept = held(record, source.loaded, to);
    if (kept !== null) {
      return {
        teasers: kept,
        source: { ...source, loaded: to, total: Math.max(source.total, to) },
      };
    }
    let current: LoadMoreSource = source;
    const teasers: Teaser[] = [];
    while (current.kind === 'listing-forward' && current.loaded < to) {
      const step = await loadStep(current, fetchers);
      if (step.teasers.length === 0) break;
      teasers.push(...step.teasers);
      current = step.source;
    }
    return { teasers, source: current };
  }
  const start = pageStart(source.page, source.perPage);
  if (record.from >= start) return { teasers: [], source };
  const firstPage = Math.floor(record.from / source.perPage) + 1;
  const kept = held(record, pageStart(firstPage, source.perPage), start);
  if (kept !== null) return { teasers: kept, source: { ...source, page: firstPage } };
  let current: LoadMoreSource = source;
  let teasers: readonly Teaser[] = [];
  while (current.kind === 'listing-backward' && current.page > firstPage) {
    const step = await loadStep(current, fetchers);
    teasers = [...step.teasers, ...teasers];
    current = step.source;
  }
  return { teasers, source: current };
}
