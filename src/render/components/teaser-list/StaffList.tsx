import type { Teaser } from '../../../domain/content/content.types';
import { Image } from '../Image';
import type { HeadingLevel } from '../teaser/TeaserCard';

interface Props {
  readonly teasers: readonly Teaser[];
  readonly headingLevel: HeadingLevel;
}

const PORTRAIT_SIZE = 160;

/** People (editors, trainers): a round portrait, the name and the role. */
export function StaffList({ teasers, headingLevel }: Props) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className="staff-list">
      {teasers.map((teaser, index) => (
        <li key={`${teaser.id}-${index}`} className="staff-list__item">
          {teaser.image !== null ? (
            <Image
              className="staff-list__portrait"
              image={teaser.image}
              sizes={`${PORTRAIT_SIZE}px`}
              cropAspectRatio={1}
              width={PORTRAIT_SIZE}
            />
          ) : (
            <span className="staff-list__portrait staff-list__portrait--empty" aria-hidden="true" />
          )}
          <Heading className="staff-list__name">
            <a className="staff-list__link" href={teaser.link}>
              {teaser.title}
            </a>
          </Heading>
          {teaser.description !== '' && <p className="staff-list__role">{teaser.description}</p>}
        </li>
      ))}
    </ul>
  );
}
