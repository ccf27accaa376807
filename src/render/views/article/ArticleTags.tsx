import type { TagRef } from '../../../domain/content/content.types';
import { readerTags } from '../../../domain/content/reader-tags.rules';
import { useRenderEnv } from '../../env/RenderEnv';
import { safeHref } from '../../markdown/safe-url';

interface Props {
  readonly tags: readonly TagRef[];
}

/** The article's topics as chips: never its internal or marker tags (`readerTags`). */
export function ArticleTags({ tags }: Props) {
  const { t } = useRenderEnv();
  const shown = readerTags(tags);
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
