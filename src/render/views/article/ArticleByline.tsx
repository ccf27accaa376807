import type { Article, Author } from '../../../domain/content/content.types';
import { useRenderEnv } from '../../env/RenderEnv';
import { dateTimeAttribute, formatDate } from '../../i18n/format-date';
import { safeHref } from '../../markdown/safe-url';
import { AuthorAvatar } from './AuthorAvatar';

interface Props {
  readonly article: Article;
}

function AuthorName({ author }: { readonly author: Author }) {
  const href = author.url === null ? null : safeHref(author.url);
  return href === null ? <>{author.name}</> : <a href={href}>{author.name}</a>;
}

const NAME_MARK = '\u0000';

/** "By {name}" with the name as a link: the translation decides where the name goes. */
function ByLine({ author, template }: { readonly author: Author; readonly template: string }) {
  const [before = '', after = ''] = template.split(NAME_MARK);
  return (
    <>
      {before !== '' && <span className="byline__by">{before}</span>}
      <AuthorName author={author} />
      {after !== '' && <span className="byline__by">{after}</span>}
    </>
  );
}

/** Author (name, title, avatar), published, updated and featured dates, and reading time. */
export function ArticleByline({ article }: Props) {
  const { t, language, timeZone } = useRenderEnv();
  const authors =
    article.author === null ? article.otherAuthors : [article.author, ...article.otherAuthors];
  const published = formatDate(article.publishedAt, language, timeZone);
  const updated = formatDate(article.updatedAt, language, timeZone);
  const showUpdated = updated !== null && updated !== published;
  // The day the editors featured it, when that is not the day it was published.
  const featuredAt = article.featuredAt ?? null;
  const featured = formatDate(featuredAt, language, timeZone);
  const showFeatured = featured !== null && featured !== published;

  return (
    <div className="byline">
      {authors.length > 0 && (
        <ul className="byline__authors">
          {authors.map((author, index) => (
            <li key={`${author.name}-${index}`} className="byline__author">
              <AuthorAvatar author={author} size={48} />
              <p className="byline__who">
                <span className="byline__name">
                  {index === 0 ? (
                    <ByLine author={author} template={t('article.by', { name: NAME_MARK })} />
                  ) : (
                    <AuthorName author={author} />
                  )}
                </span>
                {author.title !== null && author.title !== '' && (
                  <span className="byline__role">{author.title}</span>
                )}
              </p>
            </li>
          ))}
        </ul>
      )}
      {article.authorDescription != null && article.authorDescription !== '' && (
        <p className="byline__note">{article.authorDescription}</p>
      )}
      <p className="byline__meta">
        {published !== null && (
          <time dateTime={dateTimeAttribute(article.publishedAt, timeZone) ?? undefined}>
            {t('article.published', { date: published })}
          </time>
        )}
        {showUpdated && (
          <time dateTime={dateTimeAttribute(article.updatedAt, timeZone) ?? undefined}>
            {t('article.updated', { date: updated })}
          </time>
        )}
        {showFeatured && (
          <time dateTime={dateTimeAttribute(featuredAt, timeZone) ?? undefined}>
            {t('article.featured', { date: featured })}
          </time>
        )}
        {article.readingTime !== null && article.readingTime > 0 && (
          <span>{t('article.reading_time', { minutes: article.readingTime })}</span>
        )}
      </p>
    </div>
  );
}
