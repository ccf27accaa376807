import type { Teaser } from '../../../domain/content/content.types';
import { useRenderEnv } from '../../env/RenderEnv';
import { dateTimeAttribute, formatDate } from '../../i18n/format-date';
import { Highlighted } from './Highlighted';

interface Props {
  readonly teaser: Teaser;
  readonly query: string;
}

/**
 * One search result: category, the title as a link, the description and the published date (on
 * the site's calendar), with the query's words and the engine's highlights marked.
 */
export function SearchHit({ teaser, query }: Props) {
  const { language, timeZone } = useRenderEnv();
  const highlights = teaser.highlights ?? [];
  const published = formatDate(teaser.publishedAt, language, timeZone);
  const dateTime = dateTimeAttribute(teaser.publishedAt, timeZone);
  return (
    <li className="search-hit">
      {teaser.categoryName !== null && (
        <p className="search-hit__category">{teaser.categoryName}</p>
      )}
      <h2 className="search-hit__title">
        <a href={teaser.link}>
          <Highlighted text={teaser.title} query={query} highlights={highlights} />
        </a>
      </h2>
      {teaser.description !== '' && (
        <p className="search-hit__description">
          <Highlighted text={teaser.description} query={query} highlights={highlights} />
        </p>
      )}
      {published !== null && dateTime !== null && (
        <p className="search-hit__meta">
          <time dateTime={dateTime}>{published}</time>
        </p>
      )}
    </li>
  );
}
