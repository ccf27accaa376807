import { useEffect, useLayoutEffect, useState, type MouseEvent } from 'react';
import type { Teaser } from '../../domain/content/content.types';
import type { ImageHosts } from '../../domain/images/image-url.rules';
import type { LanguageCode } from '../../domain/site/site.types';
import type { HeadingLevel } from '../components/teaser/TeaserCard';
import { TeaserGrid, type GridColumns } from '../components/teaser/TeaserGrid';
import { RenderEnvProvider, type RenderEnv } from '../env/RenderEnv';
import type { TranslationTable } from '../i18n/translate';
import { useIslandEnv } from './island-env';
import { searchWithPage } from '../../domain/pagination/address-page.rules';
import {
  arrivalScroll,
  readIslandState,
  restoreScroll,
  trackScroll,
  writeIslandState,
} from './island-history';
import {
  parseRecord,
  recordKeyOf,
  recordPage,
  restoreStep,
  withStep,
  type LoadMoreRecord,
} from './load-more.restore';
import {
  directionOf,
  hasMore,
  loadStep,
  type LoadedStep,
  type LoadMoreSource,
} from './load-more.source';

export interface LoadMoreProps {
  readonly source: LoadMoreSource;
  /** The plain link without JavaScript (`?page=N`); null when there is none. */
  readonly href: string | null;
  readonly columns: GridColumns;
  readonly headingLevel: HeadingLevel;
  readonly language: LanguageCode;
  readonly images: ImageHosts;
  /** The resolved strings of the load-more and teaser-card keys. */
  readonly strings: TranslationTable;
  /** As on the server page: the cards it adds carry the favourite heart when set. */
  readonly favourites?: RenderEnv['favourites'];
}

interface State {
  readonly source: LoadMoreSource;
  readonly teasers: readonly Teaser[];
  readonly status: 'idle' | 'loading' | 'error';
  readonly added: number;
  /** Rebuilt from the history entry on Back (then the scroll is put back once it renders). */
  readonly restored: boolean;
}

/** The offset of a step's teasers in a listing (0-based), before the step. */
function stepOffset(before: LoadMoreSource, after: LoadMoreSource): number {
  if (before.kind === 'listing-forward') return before.loaded;
  if (after.kind === 'listing-backward') return Math.max(0, after.page - 1) * after.perPage;
  return 0;
}

/**
 * Keeps what the island shows in the history entry, and for a listing read forward sets the
 * address's `?page=` to the last page shown whole (replaced, never pushed).
 */
function remember(
  key: string,
  initial: LoadMoreSource,
  before: LoadMoreSource,
  step: LoadedStep,
  teasers: readonly Teaser[],
): void {
  if (step.source.kind === 'teaser-list') {
    const record: LoadMoreRecord = { kind: 'teaser-list', source: step.source, teasers };
    writeIslandState(key, record);
    return;
  }
  const previous = parseRecord(readIslandState(key));
  const record = withStep(
    previous?.kind === 'listing' ? previous : null,
    step.source,
    stepOffset(before, step.source),
    step.teasers,
  );
  const search =
    initial.kind === 'listing-forward'
      ? searchWithPage(location.search, recordPage(initial, record))
      : undefined;
  writeIslandState(key, record, search);
}

function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * "Load more" (forward: appends) or "show earlier" (backward: prepends). Without JavaScript it is
 * a plain `?page=` link; hydrated, it fetches one step as JSON and disables itself when none
 * remain (forward at the end, backward at page 1).
 */
export function LoadMore({
  source,
  href,
  columns,
  headingLevel,
  language,
  images,
  strings,
  favourites = null,
}: LoadMoreProps) {
  const env = useIslandEnv(strings, language, { images, favourites });
  const { t } = env;
  const [state, setState] = useState<State>({
    source,
    teasers: [],
    status: 'idle',
    added: 0,
    restored: false,
  });
  const direction = directionOf(source);
  const remaining = hasMore(state.source);
  const loading = state.status === 'loading';
  const key = recordKeyOf(source);

  // Back to this page: rebuild the teasers the entry remembers, then the reader's place.
  useEffect(() => {
    const record = parseRecord(readIslandState(key));
    if (record === null) return;
    arrivalScroll();
    trackScroll();
    void restoreStep(source, record).then(
      (step) => {
        setState({
          source: step.source,
          teasers: step.teasers,
          status: 'idle',
          added: 0,
          restored: true,
        });
      },
      () => {
        setState((current) => ({ ...current, status: 'error' }));
      },
    );
  }, [key, source]);

  useLayoutEffect(() => {
    if (!state.restored) return;
    const snapshot = arrivalScroll();
    if (snapshot !== null) restoreScroll(snapshot);
  }, [state.restored]);

  function load(event: MouseEvent<HTMLAnchorElement>) {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    if (loading) return;
    setState((current) => ({ ...current, status: 'loading' }));
    const before = state.source;
    const teasers = state.teasers;
    void loadStep(before).then(
      (step) => {
        const next =
          direction === 'forward' ? [...teasers, ...step.teasers] : [...step.teasers, ...teasers];
        setState((current) => ({
          ...current,
          source: step.source,
          teasers: next,
          status: 'idle',
          added: step.teasers.length,
        }));
        trackScroll();
        remember(key, source, before, step, next);
      },
      () => {
        setState((current) => ({ ...current, status: 'error' }));
      },
    );
  }

  const status =
    state.status === 'error'
      ? t('teaser_list.load_error')
      : state.added > 0
        ? t('teaser_list.loaded', { count: state.added })
        : '';
  const label =
    direction === 'forward' ? t('teaser_list.load_more') : t('teaser_list.show_earlier');
  const doneLabel =
    direction === 'forward' ? t('teaser_list.no_more') : t('teaser_list.first_page');

  const grid = state.teasers.length > 0 && (
    <TeaserGrid teasers={state.teasers} columns={columns} headingLevel={headingLevel} />
  );
  // Rebuilt back to the first page, "show earlier" has nothing to say: the list reads on.
  const joined = direction === 'backward' && state.restored && !remaining;
  const actions = joined ? null : (
    <div className="load-more__actions">
      {remaining && href !== null ? (
        <a
          className={`button load-more__button${direction === 'backward' ? ' button--secondary' : ''}`}
          href={href}
          rel={direction === 'forward' ? 'next' : 'prev'}
          onClick={load}
          aria-disabled={loading ? true : undefined}
          data-direction={direction}
        >
          {loading ? t('teaser_list.loading') : label}
        </a>
      ) : (
        <button
          className="button load-more__button"
          type="button"
          disabled
          data-direction={direction}
        >
          {doneLabel}
        </button>
      )}
    </div>
  );

  return (
    <RenderEnvProvider env={env}>
      <div className={`load-more load-more--${direction}${joined ? ' load-more--joined' : ''}`}>
        {direction === 'backward' && actions}
        {grid}
        {direction === 'forward' && actions}
        {!joined && (
          <p className="load-more__status" role="status">
            {status}
          </p>
        )}
      </div>
    </RenderEnvProvider>
  );
}

declare module './island.types' {
  interface IslandComponents {
    readonly LoadMore: typeof LoadMore;
  }
}
