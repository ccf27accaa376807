import type { Teaser } from '../../../domain/content/content.types';
import type { HeadingLevel } from '../teaser/TeaserCard';

interface Props {
  readonly teasers: readonly Teaser[];
  readonly headingLevel: HeadingLevel;
}

/** A numbered list of teasers (most read first). */
export function Toplist({ teasers, headingLevel }: Props) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ol className="toplist">
      {teasers.map((teaser, index) => (
        <li key={`${teaser.id}-${index}`} className="toplist__item">
          <span className="toplist__rank" aria-hidden="true">
            {index + 1}
          </span>
          <div className="toplist__body">
            {teaser.categoryName !== null && (
              <p className="toplist__category">{teaser.categoryName}</p>
            )}
            <Heading className="toplist__title">
              <a className="toplist__link" href={teaser.link}>
                {teaser.title}
              </a>
            </Heading>
          </div>
        </li>
      ))}
    </ol>
  );
}
