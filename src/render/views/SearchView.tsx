import type { SearchResults } from '../../domain/content/content.types';
import { SearchForm } from '../components/SearchForm';
import { TeaserGrid } from '../components/teaser/TeaserGrid';
import { useRenderEnv } from '../env/RenderEnv';

interface Props {
  readonly query: string;
  readonly results: SearchResults | null;
}

function pageHref(query: string, page: number): string {
  return `/search?${new URLSearchParams({ s: query, page: String(page) }).toString()}`;
}

/** The search page: the form, then the results with their count, or an empty state. */
export function SearchView({ query, results }: Props) {
  const { t } = useRenderEnv();
  const hasResults = results !== null && results.teasers.length > 0;
  return (
    <div className="search-page container">
      <header className="search-page__header">
        <h1 className="search-page__title">{t('search.title')}</h1>
        <SearchForm query={query} />
      </header>
      {hasResults ? (
        <section className="search-page__results" aria-labelledby="search-results-count">
          <p className="search-page__count" id="search-results-count">
            {t('search.results_count', { count: results.pagination.total, query })}
          </p>
          <TeaserGrid teasers={results.teasers} columns={3} headingLevel={2} />
          {results.pagination.totalPages > 1 && (
            <nav
              className="pagination"
              aria-label={t('pagination.page_of', {
                page: results.pagination.page,
                total: results.pagination.totalPages,
              })}
            >
              {results.pagination.page > 1 && (
                <a
                  className="button button--secondary"
                  href={pageHref(query, results.pagination.page - 1)}
                  rel="prev"
                >
                  {t('pagination.previous')}
                </a>
              )}
              <span className="pagination__position">
                {t('pagination.page_of', {
                  page: results.pagination.page,
                  total: results.pagination.totalPages,
                })}
              </span>
              {results.pagination.page < results.pagination.totalPages && (
                <a
                  className="button"
                  href={pageHref(query, results.pagination.page + 1)}
                  rel="next"
                >
                  {t('pagination.next')}
                </a>
              )}
            </nav>
          )}
        </section>
      ) : (
        <p className="search-page__empty">
          {query.trim() === '' ? t('search.empty') : t('search.no_results', { query })}
        </p>
      )}
    </div>
  );
}
