import type { Teaser } from '../../../domain/content/content.types';
import { Image } from '../../components/Image';
import { TEASER_ASPECT_RATIO } from '../../components/teaser/TeaserCard';
import { useRenderEnv } from '../../env/RenderEnv';
import { dateTimeAttribute, formatDate } from '../../i18n/format-date';
import { Highlighted } from './Highlighted';

interface Props {
  readonly teaser: Teaser;
  readonly query: string;
}

const THUMBNAIL_SIZES = '(min-width: 768px) 160px, 96px';

/**
 * One search result: a thumbnail, the category, the title as a link (covering the hit), the
 * description and the published date (on the site's calendar), with the query's words and the
 * engine's highlights marked. A hit without an image keeps the text column to itself.
 */
export function SearchHit({ teaser, query }: Props) {
  const { language, timeZone } = useRenderEnv();
  const highlights = teaser.highlights ?? [];
  const published = formatDate(teaser.publishedAt, language, timeZone);
  const dateTime = dateTimeAttribute(teaser.publishedAt, timeZone);
  const kicker = teaser.label ?? teaser.categoryName;
  return (
    <li className={`search-hit${teaser.image === null ? '' : ' search-hit--with-image'}`}>
      {teaser.image !== null && (
        <div className="search-hit__media">
          <Image
            className="search-hit__image"
            image={{ ...teaser.image, alt: '' }}
            sizes={THUMBNAIL_SIZES}
            cropAspectRatio={TEASER_ASPECT_RATIO}
            width={320}
          />
        </div>
      )}
      <div className="search-hit__body">
        {kicker !== null && kicker.trim() !== '' && (
          <p className="search-hit__category">{kicker}</p>
        )}
        <h2 className="search-hit__title">
          <a className="search-hit__link" href={teaser.link}>
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
      </div>
    </li>
  );
}
