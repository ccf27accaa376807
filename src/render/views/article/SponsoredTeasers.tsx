import type { Teaser } from '../../../domain/content/content.types';
import {
  productTeaserList,
  TeaserListSection,
} from '../../components/teaser-list/TeaserListSection';
import { useRenderEnv } from '../../env/RenderEnv';

interface Props {
  readonly teasers: readonly Teaser[];
}

/**
 * The content-marketing teasers after an article: a labelled commercial spot, set apart from the
 * article as sponsored content. Nothing when there are none.
 */
export function SponsoredTeasers({ teasers }: Props) {
  const { t } = useRenderEnv();
  if (teasers.length === 0) return null;
  const list = productTeaserList(t('article.sponsored_title'), 'commercial_spot', teasers);
  return (
    <section className="article-sponsored container" aria-label={t('article.sponsored_label')}>
      <TeaserListSection list={list} />
    </section>
  );
}
