import { PATHS } from '../../domain/routing/route-paths';
import { useId } from 'react';
import { useRenderEnv } from '../env/RenderEnv';

interface Props {
  readonly query?: string;
}

/** The search form: a plain GET to /search with the term in `s`, so it works without JavaScript. */
export function SearchForm({ query = '' }: Props) {
  const { t } = useRenderEnv();
  const id = useId();
  return (
    <form className="search-form" role="search" action={PATHS.search} method="get">
      <label className="search-form__label" htmlFor={id}>
        {t('search.label')}
      </label>
      <div className="search-form__row">
        <input
          className="search-form__input"
          id={id}
          type="search"
          name="s"
          defaultValue={query}
          placeholder={t('search.placeholder')}
          autoComplete="off"
          enterKeyHint="search"
        />
        <button className="button search-form__submit" type="submit">
          {t('search.submit')}
        </button>
      </div>
    </form>
  );
}
