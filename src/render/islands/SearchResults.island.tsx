import { useEffect, useState, type MouseEvent } from 'react';
import type { Teaser } from '../../domain/content/content.types';
import type { ImageHosts } from '../../domain/images/image-url.rules';
import { searchHref, type FacetSelection } from '../../domain/search/search-query.rules';
import type { LanguageCode } from '../../domain/site/site.types';
import { RenderEnvProvider } from '../env/RenderEnv';
import type { TranslationTable } from '../i18n/translate';
import { useIslandEnv } from './island-env';
import { SearchHit } from '../views/search/SearchHit';
import { fetchSearchResults } from './search-results.fetch';
import { recordSearch } from './search-state';

export interface SearchResultsProps {
  readonly term: string;
  readonly facets: FacetSelection;
  readonly page: number;
  readonly totalPages: number;
  readonly teasers: readonly Teaser[];
  readonly language: LanguageCode;
  /** The site's zone: hits show their date on its calendar. */
  readonly timeZone: string;
  /** The resolved strings of the load-more keys. */
  readonly strings: TranslationTable;
  /** Where the hits' thumbnails are served from (as on the server). */
  readonly images: ImageHosts;
}

interface State {
  readonly page: number;
  readonly teasers: readonly Teaser[];
  readonly status: 'idle' | 'loading' | 'error';
}

/**
 * The hits of the search page with "load more": without JavaScript a plain link to the next
 * page; hydrated, it appends the next page. It also keeps the reader's search term and count.
 */
export function SearchResults({
  term,
  facets,
  page,
  totalPages,
  teasers,
  language,
  timeZone,
  strings,
  images,
}: SearchResultsProps) {
  const env = useIslandEnv(strings, language, { timeZone, images });
  const { t } = env;
  const [state, setState] = useState<State>({ page, teasers, status: 'idle' });
  useEffect(() => {
    recordSearch(term);
  }, [term]);

  const remaining = state.page < totalPages;
  const nextHref = searchHref({ term, facets, page: state.page + 1 });

  function load(event: MouseEvent<HTMLAnchorElement>) {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    if (state.status === 'loading') return;
    setState((current) => ({ ...current, status: 'loading' }));
    fetchSearchResults({ term, facets, page: state.page + 1 }).then(
      (results) => {
        setState((current) => ({
          page: results.pagination.page,
          teasers: [...current.teasers, ...results.teasers],
          status: 'idle',
        }));
      },
      () => {
        setState((current) => ({ ...current, status: 'error' }));
      },
    );
  }

  return (
    <RenderEnvProvider env={env}>
      <ol className="search-hits">
        {state.teasers.map((teaser) => (
          <SearchHit key={teaser.id} teaser={teaser} query={term} />
        ))}
      </ol>
      <div className="load-more__actions">
        {remaining ? (
          <a
            className="button load-more__button"
            href={nextHref}
            rel="next"
            onClick={load}
            aria-disabled={state.status === 'loading' ? true : undefined}
          >
            {state.status === 'loading' ? t('teaser_list.loading') : t('teaser_list.load_more')}
          </a>
        ) : (
          totalPages > 1 && (
            <button className="button load-more__button" type="button" disabled>
              {t('teaser_list.no_more')}
            </button>
          )
        )}
      </div>
      <p className="load-more__status" role="status">
        {state.status === 'error' ? t('teaser_list.load_error') : ''}
      </p>
    </RenderEnvProvider>
  );
}

declare module './island.types' {
  interface IslandComponents {
    readonly SearchResults: typeof SearchResults;
  }
}
