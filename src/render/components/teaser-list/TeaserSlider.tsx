import type { Teaser } from '../../../domain/content/content.types';
import { TeaserCard, type HeadingLevel } from '../teaser/TeaserCard';

interface Props {
  readonly teasers: readonly Teaser[];
  readonly headingLevel: HeadingLevel;
  readonly label: string;
}

const SLIDE_SIZES = '(min-width: 1024px) 300px, (min-width: 768px) 30vw, 45vw';

/** The slider without JavaScript: a horizontal row that scrolls and snaps to each teaser. */
export function TeaserSlider({ teasers, headingLevel, label }: Props) {
  return (
    // tabIndex: a scrollable region must be reachable by keyboard.
    <div className="teaser-slider" role="region" aria-label={label} tabIndex={0}>
      <ul className="teaser-slider__track">
        {teasers.map((teaser, index) => (
          <li key={`${teaser.id}-${index}`} className="teaser-slider__slide">
            <TeaserCard
              teaser={teaser}
              headingLevel={headingLevel}
              sizes={SLIDE_SIZES}
              variant="compact"
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
