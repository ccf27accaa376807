import type { SearchResults } from '../../../domain/content/content.types';
import {
  searchHref,
  toggleFacet,
  type SearchPageQuery,
} from '../../../domain/search/search-query.rules';
import { editorialTypeKey } from '../../i18n/editorial-types';
import type { Translate } from '../../i18n/translate';
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

/** The key of a type facet value: a template code, else an editorial type's name or code. */
export function typeOptionKey(value: string): TranslationKey | undefined {
  return Object.hasOwn(TYPE_KEYS, value) ? TYPE_KEYS[value] : editorialTypeKey(value);
}

/** A label the engine sent as a key: no spaces, words joined by `_` (`taxonomy_editorial_type`). */
const KEY_LIKE = /^[\p{L}\p{N}]+(?:_[\p{L}\p{N}]+)+$/u;

/** Prefixes of facet keys that say where the value lives, not what it is. */
const KEY_PREFIXES = /^(?:taxonomy|taxo|tax|field|facet)_/;

/**
 * A facet's name: the translation of `search.facet.<label>` (the site's strings may add their
 * own), else the label itself, or, when it is a key, its words (`taxonomy_season` → `Season`).
 */
export function facetLabel(label: string, t: Translate): string {
  const key = `search.facet.${label.trim()}`;
  // A key outside the typed table may still be in the site's own strings: an unknown key comes
  // back unchanged, which is how a miss shows.
  const translated = t(key as TranslationKey);
  if (translated !== key) return translated;
  const plain = label.trim();
  if (!KEY_LIKE.test(plain)) return plain;
  const words = plain.replace(KEY_PREFIXES, '').replace(/_+/g, ' ').trim().toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Facet filters as plain links (each switches one value on or off), so they work without JS. */
export function SearchFacets({ facets, query }: Props) {
  const { t } = useRenderEnv();
  const shown = facets.filter((facet) => facet.options.length > 0);
  if (shown.length === 0) return null;
  return (
    <aside className="search-facets" aria-label={t('search.filters')}>
      {shown.map((facet) => {
        const label = facetLabel(facet.label, t);
        return (
          <nav className="search-facets__group" aria-label={label} key={facet.field}>
            <h2 className="search-facets__title">{label}</h2>
            <ul className="search-facets__list">
              {facet.options.map((option) => {
                const key = facet.field === 'type' ? typeOptionKey(option.label) : undefined;
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
        );
      })}
    </aside>
  );
}
