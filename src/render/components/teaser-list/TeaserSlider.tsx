import type { Teaser } from '../../../domain/content/content.types';
import { useRenderEnv } from '../../env/RenderEnv';
import { TeaserCard, type HeadingLevel } from '../teaser/TeaserCard';

interface Props {
  readonly teasers: readonly Teaser[];
  readonly headingLevel: HeadingLevel;
  readonly label: string;
  readonly variant?: 'columns' | 'netflix';
}

const SLIDE_SIZES = '(min-width: 1024px) 300px, (min-width: 768px) 30vw, 45vw';

/**
 * The teaser slider. Without JavaScript it is a horizontal row that scrolls and snaps to each
 * teaser; `client/slider` (a separate chunk, fetched only on pages with a slider) turns it into a
 * swiper with 'Slider Previous' / 'Slider Next' buttons and bullets, which stay hidden until then.
 */
export function TeaserSlider({ teasers, headingLevel, label, variant = 'columns' }: Props) {
  const { t } = useRenderEnv();
  return (
    <div
      className={`teaser-slider teaser-slider--${variant}`}
      role="region"
      aria-label={label}
      aria-roledescription="carousel"
      data-slider=""
      data-bullet-label={t('teaser_list.slide_bullet', { index: '{{index}}' })}
    >
      {/* tabIndex: a scrollable region must be reachable by keyboard. */}
      <div className="teaser-slider__viewport" tabIndex={0}>
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
      <div className="teaser-slider__controls" hidden>
        <button type="button" className="teaser-slider__prev" aria-label="Slider Previous">
          <span aria-hidden="true">‹</span>
        </button>
        <div className="teaser-slider__bullets" />
        <button type="button" className="teaser-slider__next" aria-label="Slider Next">
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </div>
  );
}
