import type { Page, Teaser } from '../../domain/content/content.types';
import { BannerSlot } from '../components/BannerSlot';
import { Markdown } from '../components/Markdown';
import { SearchForm } from '../components/SearchForm';
import { Toplist } from '../components/teaser-list/Toplist';
import { useRenderEnv } from '../env/RenderEnv';

interface Props {
  /** The most popular teasers, already cut to 6. */
  readonly popular: readonly Teaser[];
  /** The site's own 404 page: its title and text replace the built-in ones. */
  readonly page: Page | null;
}

/**
 * 404: title and text (the site's own when it has a 404 page), a search form, a way to the front
 * page and the most read.
 */
export function NotFoundView({ popular, page }: Props) {
  const { t } = useRenderEnv();
  const title = page === null || page.title.trim() === '' ? t('notfound.title') : page.title;
  const body = page?.body?.trim() ?? '';
  return (
    <div className="status-page container">
      <header className="status-page__header">
        <p className="status-page__code" aria-hidden="true">
          404
        </p>
        <h1 className="status-page__title">{title}</h1>
        {body !== '' ? (
          <Markdown
            markdown={body}
            minHeadingLevel={2}
            className="status-page__description status-page__text prose"
          />
        ) : (
          <p className="status-page__description">{t('notfound.description')}</p>
        )}
        <SearchForm />
        <p className="status-page__actions">
          <a className="button button--secondary" href="/">
            {t('error.home')}
          </a>
        </p>
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
