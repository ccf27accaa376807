import type { TagRef } from '../../../domain/content/content.types';
import { useRenderEnv } from '../../env/RenderEnv';
import { safeHref } from '../../markdown/safe-url';
import { visibleTags } from './article-tags';

interface Props {
  readonly tags: readonly TagRef[];
}

export function ArticleTags({ tags }: Props) {
  const { t } = useRenderEnv();
  const shown = visibleTags(tags);
  if (shown.length === 0) return null;
  return (
    <nav className="article-tags" aria-label={t('article.tags')}>
      <h2 className="article-tags__title">{t('article.tags')}</h2>
      <ul className="chips">
        {shown.map((tag) => {
          const href = tag.url === null ? null : safeHref(tag.url);
          return (
            <li key={tag.id} className="chips__item">
              {href === null ? (
                <span className="chip">{tag.name}</span>
              ) : (
                <a className="chip" href={href}>
                  {tag.name}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
