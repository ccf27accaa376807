import type { TeaserList } from '../../../domain/content/content.types';
import { useRenderEnv } from '../../env/RenderEnv';
import { TeaserCard, type HeadingLevel } from '../teaser/TeaserCard';
import { TeaserGrid, gridSizes } from '../teaser/TeaserGrid';
import { StaffList } from './StaffList';
import { TeaserListHeader } from './TeaserListHeader';
import { TeaserSlider } from './TeaserSlider';
import { Toplist } from './Toplist';
import { fittedLayout } from './teaser-list-layout';
import { repeatsText } from '../../../domain/content/teasers.rules';
import { gridFill } from '../../../domain/page/teaser-grid.rules';
import type { TeaserListLayout } from '../../../domain/teasers/display-hints';

interface Props {
  readonly list: TeaserList;
  readonly layout: TeaserListLayout;
  readonly headingLevel: 2 | 3;
  readonly cardLevel: HeadingLevel;
  /** Accessible name of the slider. */
  readonly label: string;
  /** The first card holds the page's lead image (`leadImageBlockKey`). */
  readonly priority?: boolean;
}

/** Sponsored cards sit two or three to a row from 768px (`.commercial-spot__items`). */
const COMMERCIAL_SIZES = '(min-width: 1280px) 400px, (min-width: 768px) 50vw, 100vw';
const COMMERCIAL_COLUMNS = 3;
const LEAD_SIZES = '(min-width: 1280px) 760px, (min-width: 1024px) 60vw, 100vw';

/** The teasers of a list, laid out by its display hint. */
export function TeaserListBody({
  list,
  layout: hinted,
  headingLevel,
  cardLevel,
  label,
  priority = false,
}: Props) {
  const { t } = useRenderEnv();
  const { teasers } = list;
  const layout = fittedLayout(hinted, teasers.length);
  const sectionTitle = list.title;
  // A list that loads more keeps every teaser: the next page fills its last row.
  const fill = !list.canPaginate;
  switch (layout.kind) {
    case 'grid':
      return (
        <TeaserGrid
          teasers={teasers}
          columns={layout.columns}
          headingLevel={cardLevel}
          sectionTitle={sectionTitle}
          priority={priority}
          fill={fill}
        />
      );
    case 'split': {
      const lead = layout.lead === 'first' ? teasers[0] : teasers[teasers.length - 1];
      const rest = layout.lead === 'first' ? teasers.slice(1) : teasers.slice(0, -1);
      const leadBox = lead !== undefined && (
        <div className="teaser-split__lead">
          <TeaserCard
            teaser={lead}
            headingLevel={cardLevel}
            sizes={LEAD_SIZES}
            variant="large"
            sectionTitle={sectionTitle}
            priority={priority}
          />
        </div>
      );
      const restBox = rest.length > 0 && (
        <div className="teaser-split__rest">
          <TeaserGrid
            teasers={rest}
            columns={layout.columns}
            headingLevel={cardLevel}
            sectionTitle={sectionTitle}
            fill={fill}
          />
        </div>
      );
      return (
        <div className={`teaser-split teaser-split--lead-${layout.lead}`}>
          {layout.lead === 'first' ? leadBox : restBox}
          {layout.lead === 'first' ? restBox : leadBox}
        </div>
      );
    }
    case 'text-plus':
      return (
        <div className="teaser-text-plus">
          <TeaserListHeader
            list={list}
            headingLevel={headingLevel}
            className="teaser-list__header teaser-text-plus__panel"
          />
          <TeaserGrid
            teasers={teasers}
            columns={layout.columns}
            headingLevel={cardLevel}
            sectionTitle={sectionTitle}
            priority={priority}
            fill={fill}
          />
        </div>
      );
    case 'toplist':
      return <Toplist teasers={teasers} headingLevel={cardLevel} />;
    case 'staff':
      return <StaffList teasers={teasers} headingLevel={cardLevel} />;
    case 'slider':
      return (
        <TeaserSlider
          teasers={teasers}
          headingLevel={cardLevel}
          label={label}
          variant={layout.variant}
          sectionTitle={sectionTitle}
          priority={priority}
        />
      );
    case 'commercial': {
      // Boxed: up to three to a row and whole rows only; wide: one under the other.
      const shape = layout.wide
        ? { columns: 1, shown: teasers.length }
        : gridFill(teasers.length, COMMERCIAL_COLUMNS);
      return (
        <div className={`commercial-spot${layout.wide ? ' commercial-spot--wide' : ''}`}>
          {/* The disclosure once: not again under a section already called so. */}
          {!repeatsText(t('teaser.commercial'), sectionTitle) && (
            <p className="commercial-spot__label">{t('teaser.commercial')}</p>
          )}
          <ul className={`commercial-spot__items commercial-spot__items--cols-${shape.columns}`}>
            {teasers.slice(0, shape.shown).map((teaser, index) => (
              <li key={`${teaser.id}-${index}`} className="commercial-spot__item">
                <TeaserCard
                  teaser={teaser}
                  headingLevel={cardLevel}
                  sizes={layout.wide ? gridSizes(1) : COMMERCIAL_SIZES}
                  variant={layout.wide ? 'large' : 'standard'}
                  sectionTitle={sectionTitle}
                  priority={priority && index === 0}
                />
              </li>
            ))}
          </ul>
        </div>
      );
    }
  }
}
