import type { Teaser } from '../../../domain/content/content.types';
import { Highlighted } from './Highlighted';

interface Props {
  readonly teaser: Teaser;
  readonly query: string;
}

/** One search result: the title as a link and the description, with the query's words marked. */
export function SearchHit({ teaser, query }: Props) {
  return (
    <li className="search-hit">
      {teaser.categoryName !== null && (
        <p className="search-hit__category">{teaser.categoryName}</p>
      )}
      <h2 className="search-hit__title">
        <a href={teaser.link}>
          <Highlighted text={teaser.title} query={query} />
        </a>
      </h2>
      {teaser.description !== '' && (
        <p className="search-hit__description">
          <Highlighted text={teaser.description} query={query} />
        </p>
      )}
    </li>
  );
}
