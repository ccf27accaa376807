import { useId } from 'react';
import type { PageBlock } from '../../../domain/content/content.types';
import { useRenderEnv } from '../../env/RenderEnv';
import { safeHref } from '../../markdown/safe-url';
import { AuthorAvatar } from '../../views/article/AuthorAvatar';
import { Markdown } from '../Markdown';

const AVATAR_SIZE = 96;

interface Props {
  readonly block: Extract<PageBlock, { type: 'author_overview' }>;
}

/**
 * The editors presented on a page: the editors' text, then each author with portrait, name (to
 * their author page), title and a short biography.
 */
export function AuthorOverview({ block }: Props) {
  const { t } = useRenderEnv();
  const titleId = useId();
  if (block.authors.length === 0) return null;
  return (
    <section className="author-overview" aria-labelledby={titleId}>
      <h2 className="author-overview__title" id={titleId}>
        {t('author_overview.title')}
      </h2>
      {block.description !== null && (
        <Markdown
          markdown={block.description}
          minHeadingLevel={3}
          className="prose author-overview__description"
        />
      )}
      <ul className="author-overview__list">
        {block.authors.map((author, index) => {
          const href = author.url === null ? null : safeHref(author.url);
          return (
            <li key={author.id ?? `author-${index}`} className="author-card">
              <AuthorAvatar author={author} size={AVATAR_SIZE} />
              <div className="author-card__text">
                <h3 className="author-card__name">
                  {href === null ? author.name : <a href={href}>{author.name}</a>}
                </h3>
                {author.title !== null && author.title !== '' && (
                  <p className="author-card__role">{author.title}</p>
                )}
                {author.biography !== null && author.biography !== '' && (
                  <Markdown
                    markdown={author.biography}
                    minHeadingLevel={4}
                    className="prose author-card__bio"
                  />
                )}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
