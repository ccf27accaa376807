import type { Teaser } from '../../../domain/content/content.types';
import { useRenderEnv } from '../../env/RenderEnv';
import { TeaserCard, type HeadingLevel } from '../teaser/TeaserCard';

interface Props {
  readonly teasers: readonly Teaser[];
  readonly headingLevel: HeadingLevel;
  readonly label: string;
  readonly variant?: 'columns' | 'netflix';
  /** The heading the slider stands under: kickers repeating it are left out. */
  readonly sectionTitle?: string | null;
  /** The first slide holds the page's lead image (`leadImageBlockKey`). */
  readonly priority?: boolean;
}

const SLIDE_SIZES = '(min-width: 1024px) 300px, (min-width: 768px) 30vw, 45vw';

/**
 * The teaser slider. Without JavaScript it is a horizontal row that scrolls and snaps to each
 * teaser; `client/slider` turns it into a swiper with previous and next buttons and bullets, which
 * stay hidden until then, once the reader uses the slider or it is near the viewport and the
 * browser is idle (swiper is a separate chunk fetched only then: ADR 19); every label is
 * translated here and read from these attributes by the enhancement.
 */
export function TeaserSlider({
  teasers,
  headingLevel,
  label,
  variant = 'columns',
  sectionTitle = null,
  priority = false,
}: Props) {
  const { t } = useRenderEnv();
  return (
    <div
      className={`teaser-slider teaser-slider--${variant}`}
      role="region"
      aria-label={label}
      aria-roledescription="carousel"
      data-slider=""
      data-bullet-label={t('teaser_list.slide_bullet', { index: '{{index}}' })}
      data-slide-label={t('teaser_list.slide_label', {
        index: '{{index}}',
        total: '{{slidesLength}}',
      })}
      data-first-label={t('teaser_list.first_slide')}
      data-last-label={t('teaser_list.last_slide')}
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
                sectionTitle={sectionTitle}
                priority={priority && index === 0}
              />
            </li>
          ))}
        </ul>
      </div>
      <div className="teaser-slider__controls" hidden>
        <button
          type="button"
          className="teaser-slider__prev"
          aria-label={t('teaser_list.previous')}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <div className="teaser-slider__bullets" />
        <button type="button" className="teaser-slider__next" aria-label={t('teaser_list.next')}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </div>
  );
}
