import { useMemo, useState, type MouseEvent } from 'react';
import type { Teaser } from '../../domain/content/content.types';
import type { ImageHosts } from '../../domain/images/image-url.rules';
import type { LanguageCode } from '../../domain/site/site.types';
import type { HeadingLevel } from '../components/teaser/TeaserCard';
import { TeaserGrid, type GridColumns } from '../components/teaser/TeaserGrid';
import { RenderEnvProvider, type RenderEnv } from '../env/RenderEnv';
import { createTranslate, type TranslationTable } from '../i18n/translate';
import { fetchListingTeasers, type ListingTeasersKind } from './listing-teasers.fetch';

export interface LoadMoreProps {
  readonly kind: ListingTeasersKind;
  readonly id: number;
  readonly page: number;
  readonly perPage: number;
  readonly totalPages: number;
  readonly columns: GridColumns;
  readonly headingLevel: HeadingLevel;
  readonly language: LanguageCode;
  readonly images: ImageHosts;
  /** The resolved strings of the load-more and teaser-card keys. */
  readonly strings: TranslationTable;
}

interface State {
  readonly page: number;
  readonly totalPages: number;
  readonly teasers: readonly Teaser[];
  readonly status: 'idle' | 'loading' | 'error';
  readonly added: number;
}

function isPlainClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * "Load more" for listings. Without JavaScript it is a plain link to `?page=N+1`; hydrated, it
 * fetches the next page as JSON, appends the cards and disables itself when none remain.
 */
export function LoadMore({
  kind,
  id,
  page,
  perPage,
  totalPages,
  columns,
  headingLevel,
  language,
  images,
  strings,
}: LoadMoreProps) {
  const env = useMemo<RenderEnv>(
    () => ({ t: createTranslate([strings]), language, images }),
    [strings, language, images],
  );
  const { t } = env;
  const [state, setState] = useState<State>({
    page,
    totalPages,
    teasers: [],
    status: 'idle',
    added: 0,
  });
  const remaining = state.page < state.totalPages;
  const loading = state.status === 'loading';

  function loadNext(event: MouseEvent<HTMLAnchorElement>) {
    if (!isPlainClick(event)) return;
    event.preventDefault();
    if (loading) return;
    setState((current) => ({ ...current, status: 'loading' }));
    void fetchListingTeasers({ kind, id, page: state.page + 1, perPage }).then(
      (result) => {
        setState((current) => ({
          page: Math.max(result.pagination.page, current.page + 1),
          totalPages: result.teasers.length === 0 ? current.page + 1 : result.pagination.totalPages,
          teasers: [...current.teasers, ...result.teasers],
          status: 'idle',
          added: result.teasers.length,
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

  return (
    <RenderEnvProvider env={env}>
      <div className="load-more">
        {state.teasers.length > 0 && (
          <TeaserGrid teasers={state.teasers} columns={columns} headingLevel={headingLevel} />
        )}
        <div className="load-more__actions">
          {remaining ? (
            <a
              className="button load-more__button"
              href={`?page=${state.page + 1}`}
              rel="next"
              onClick={loadNext}
              aria-disabled={loading ? true : undefined}
            >
              {loading ? t('teaser_list.loading') : t('teaser_list.load_more')}
            </a>
          ) : (
            <button className="button load-more__button" type="button" disabled>
              {t('teaser_list.no_more')}
            </button>
          )}
        </div>
        <p className="load-more__status" role="status">
          {status}
        </p>
      </div>
    </RenderEnvProvider>
  );
}
