import type { SearchResults } from '../../../domain/content/content.types';
import {
  searchHref,
  toggleFacet,
  type SearchPageQuery,
} from '../../../domain/search/search-query.rules';
import type { TranslationKey } from '../../i18n/translations.types';
import { useRenderEnv } from '../../env/RenderEnv';

interface Props {
  readonly facets: SearchResults['facets'];
  readonly query: SearchPageQuery;
}

const TYPE_KEYS: Readonly<Record<string, TranslationKey>> = {
  default: 'search.type.default',
  recipe: 'search.type.recipe',
  'exercise-video': 'search.type.exercise_video',
  'workout-video': 'search.type.workout_video',
  'food-plan': 'search.type.food_plan',
};

/** Facet filters as plain links (each switches one value on or off), so they work without JS. */
export function SearchFacets({ facets, query }: Props) {
  const { t } = useRenderEnv();
  const shown = facets.filter((facet) => facet.options.length > 0);
  if (shown.length === 0) return null;
  return (
    <aside className="search-facets" aria-label={t('search.filters')}>
      {shown.map((facet) => (
        <nav className="search-facets__group" aria-label={facet.label} key={facet.field}>
          <h2 className="search-facets__title">{facet.label}</h2>
          <ul className="search-facets__list">
            {facet.options.map((option) => {
              const key = facet.field === 'type' ? TYPE_KEYS[option.label] : undefined;
              return (
                <li key={option.label}>
                  <a
                    className={`search-facets__option${option.active ? ' search-facets__option--active' : ''}`}
                    href={searchHref(toggleFacet(query, facet.field, option.label))}
                    aria-current={option.active ? 'true' : undefined}
                    rel="nofollow"
                  >
                    {key === undefined ? option.label : t(key)}{' '}
                    <span className="search-facets__count">({option.count})</span>
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
      ))}
    </aside>
  );
}
