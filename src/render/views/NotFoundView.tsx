import type { Teaser } from '../../domain/content/content.types';
import { BannerSlot } from '../components/BannerSlot';
import { SearchForm } from '../components/SearchForm';
import { Toplist } from '../components/teaser-list/Toplist';
import { useRenderEnv } from '../env/RenderEnv';

interface Props {
  /** The most popular teasers, already cut to 6. */
  readonly popular: readonly Teaser[];
}

/** 404: title, description, a search form, the most read teasers and a banner. */
export function NotFoundView({ popular }: Props) {
  const { t } = useRenderEnv();
  return (
    <div className="status-page container">
      <header className="status-page__header">
        <p className="status-page__code" aria-hidden="true">
          404
        </p>
        <h1 className="status-page__title">{t('notfound.title')}</h1>
        <p className="status-page__description">{t('notfound.description')}</p>
        <SearchForm />
      </header>
      {popular.length > 0 && (
        <section className="status-page__popular">
          <h2 className="status-page__subtitle">{t('notfound.popular')}</h2>
          <Toplist teasers={popular} headingLevel={3} />
        </section>
      )}
      <BannerSlot position="middle-banner" />
    </div>
  );
}
