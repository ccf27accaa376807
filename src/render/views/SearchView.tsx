import type { SearchResults as Results } from '../../domain/content/content.types';
import { searchHref, type SearchPageQuery } from '../../domain/search/search-query.rules';
import { EmptyState } from '../components/EmptyState';
import { SearchForm } from '../components/SearchForm';
import { useRenderEnv } from '../env/RenderEnv';
import { pickStrings, type Translate } from '../i18n/translate';
import { Island } from '../islands/Island';
import { LOAD_MORE_KEYS } from '../islands/load-more.keys';
import { SearchFacets } from './search/SearchFacets';

interface Props {
  readonly query: string;
  readonly results: Results | null;
}

/** The query the page shows: the term, the page and the facet values the upstream marks active. */
function pageQuery(query: string, results: Results): SearchPageQuery {
  const facets: Record<string, readonly string[]> = {};
  for (const facet of results.facets) {
    const active = facet.options.filter((option) => option.active).map((option) => option.label);
    if (active.length > 0) facets[facet.field] = active;
  }
  return { term: query, page: results.pagination.page, facets };
}

/** What the page says instead of hits: ask for a term, the search failed, or nothing matched. */
function emptyText(query: string, results: Results | null, t: Translate): string {
  if (query.trim() === '') return t('search.empty');
  return results === null ? t('search.unavailable') : t('search.no_results', { query });
}

/**
 * The page without hits: what to do next. No term asks for one; a failed search says so; no match
 * suggests another word and offers the front page.
 */
function SearchEmpty({ query, results }: Pick<Props, 'query' | 'results'>) {
  const { t } = useRenderEnv();
  const asked = query.trim() !== '';
  const unavailable = results === null && asked;
  return (
    <EmptyState
      tone={unavailable ? 'notice' : 'neutral'}
      message={emptyText(query, results, t)}
      hint={asked && !unavailable ? t('search.no_results_hint') : null}
      action={asked ? { href: '/', label: t('error.home') } : null}
      className={`search-page__empty${unavailable ? ' search-page__empty--unavailable' : ''}`}
    />
  );
}

/**
 * The search page: the form, the count, facet filters, the hits with the query's words
 * marked, and load-more (an island over plain next-page links); an empty state otherwise. No
 * results for a term means the search service failed: the page says so rather than "no results".
 */
export function SearchView({ query, results }: Props) {
  const { t, language, timeZone, images } = useRenderEnv();
  const hasResults = results !== null && results.teasers.length > 0;
  const current = results === null ? null : pageQuery(query, results);
  return (
    <div className="search-page container">
      <header className="search-page__header">
        <h1 className="search-page__title">{t('search.title')}</h1>
        <SearchForm query={query} />
      </header>
      {hasResults && current !== null ? (
        <div className="search-page__body">
          <SearchFacets facets={results.facets} query={current} />
          <section className="search-page__results" aria-labelledby="search-results-count">
            <p className="search-page__count" id="search-results-count">
              {t('search.results_count', { count: results.pagination.total, query })}
            </p>
            <Island
              name="SearchResults"
              hydrate="idle"
              props={{
                term: query,
                facets: current.facets,
                page: results.pagination.page,
                totalPages: results.pagination.totalPages,
                teasers: results.teasers,
                language,
                timeZone,
                strings: pickStrings(t, LOAD_MORE_KEYS),
                images,
              }}
            />
            {results.pagination.page > 1 && (
              <nav className="pagination" aria-label={t('search.title')}>
                <a
                  className="button button--secondary"
                  href={searchHref({ ...current, page: results.pagination.page - 1 })}
                  rel="prev"
                >
                  {t('pagination.previous')}
                </a>
                <span className="pagination__position">
                  {t('pagination.page_of', {
                    page: results.pagination.page,
                    total: results.pagination.totalPages,
                  })}
                </span>
              </nav>
            )}
          </section>
        </div>
      ) : (
        <SearchEmpty query={query} results={results} />
      )}
    </div>
  );
}
