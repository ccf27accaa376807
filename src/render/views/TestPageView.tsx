import { TeaserCard } from '../components/teaser/TeaserCard';
import { gridSizes } from '../components/teaser/TeaserGrid';
import { TeaserListSection } from '../components/teaser-list/TeaserListSection';
import { useRenderEnv } from '../env/RenderEnv';
import { SAMPLE_TEASER, SAMPLE_TEASER_LIST } from './test-page.sample';

/** The product's test page: one teaser card and one teaser list from fixed sample data. */
export function TestPageView() {
  const { t } = useRenderEnv();
  return (
    <div className="test-page container">
      <h1 className="test-page__title">{t('test_page.title')}</h1>
      <section className="test-page__section" data-testid="teaser-card">
        <h2 className="test-page__subtitle">{t('test_page.card')}</h2>
        <div className="test-page__card">
          <TeaserCard teaser={SAMPLE_TEASER} headingLevel={3} sizes={gridSizes(3)} />
        </div>
      </section>
      <section className="test-page__section" data-testid="teaser-list">
        <h2 className="test-page__subtitle">{t('test_page.list')}</h2>
        <TeaserListSection list={SAMPLE_TEASER_LIST} headingLevel={3} />
      </section>
    </div>
  );
}
