import { useState, type MouseEvent } from 'react';
import type { Teaser } from '../../domain/content/content.types';
import type { ImageHosts } from '../../domain/images/image-url.rules';
import type { LanguageCode } from '../../domain/site/site.types';
import type { HeadingLevel } from '../components/teaser/TeaserCard';
import { TeaserGrid, type GridColumns } from '../components/teaser/TeaserGrid';
import { RenderEnvProvider, type RenderEnv } from '../env/RenderEnv';
import type { TranslationTable } from '../i18n/translate';
import { useIslandEnv } from './island-env';
import { directionOf, hasMore, loadStep, type LoadMoreSource } from './load-more.source';

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
  const [state, setState] = useState<State>({ source, teasers: [], status: 'idle', added: 0 });
  const direction = directionOf(source);
  const remaining = hasMore(state.source);
  const loading = state.status === 'loading';

  function load(event: MouseEvent<HTMLAnchorElement>) {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    if (loading) return;
    setState((current) => ({ ...current, status: 'loading' }));
    void loadStep(state.source).then(
      (step) => {
        setState((current) => ({
          source: step.source,
          teasers:
            direction === 'forward'
              ? [...current.teasers, ...step.teasers]
              : [...step.teasers, ...current.teasers],
          status: 'idle',
          added: step.teasers.length,
        }));
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
  const actions = (
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
      <div className={`load-more load-more--${direction}`}>
        {direction === 'backward' && actions}
        {grid}
        {direction === 'forward' && actions}
        <p className="load-more__status" role="status">
          {status}
        </p>
      </div>
    </RenderEnvProvider>
  );
}

declare module './island.types' {
  interface IslandComponents {
    readonly LoadMore: typeof LoadMore;
  }
}
