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
 * The other articles an article ends with ("Read next"), after its body or its paywall box and
 * before ads and sponsored content, so that no article is a dead end. Nothing when there are none.
 */
export function ReadNextTeasers({ teasers }: Props) {
  const { t } = useRenderEnv();
  if (teasers.length === 0) return null;
  const list = productTeaserList(t('article.read_next'), '3col', teasers);
  return (
    <div className="article-read-next" data-read-next="">
      <TeaserListSection list={list} />
    </div>
  );
}
