import type { TeaserList } from '../../../domain/content/content.types';
import { useRenderEnv } from '../../env/RenderEnv';
import { TeaserCard, type HeadingLevel } from '../teaser/TeaserCard';
import { TeaserGrid, gridSizes } from '../teaser/TeaserGrid';
import { StaffList } from './StaffList';
import { TeaserListHeader } from './TeaserListHeader';
import { TeaserSlider } from './TeaserSlider';
import { Toplist } from './Toplist';
import type { TeaserListLayout } from './teaser-list-layout';

interface Props {
  readonly list: TeaserList;
  readonly layout: TeaserListLayout;
  readonly headingLevel: 2 | 3;
  readonly cardLevel: HeadingLevel;
  /** Accessible name of the slider. */
  readonly label: string;
}

const LEAD_SIZES = '(min-width: 1280px) 760px, (min-width: 1024px) 60vw, 100vw';

/** The teasers of a list, laid out by its display hint. */
export function TeaserListBody({ list, layout, headingLevel, cardLevel, label }: Props) {
  const { t } = useRenderEnv();
  const { teasers } = list;
  switch (layout.kind) {
    case 'grid':
      return <TeaserGrid teasers={teasers} columns={layout.columns} headingLevel={cardLevel} />;
    case 'split': {
      const lead = layout.lead === 'first' ? teasers[0] : teasers[teasers.length - 1];
      const rest = layout.lead === 'first' ? teasers.slice(1) : teasers.slice(0, -1);
      const leadBox = lead !== undefined && (
        <div className="teaser-split__lead">
          <TeaserCard teaser={lead} headingLevel={cardLevel} sizes={LEAD_SIZES} variant="large" />
        </div>
      );
      const restBox = rest.length > 0 && (
        <div className="teaser-split__rest">
          <TeaserGrid teasers={rest} columns={layout.columns} headingLevel={cardLevel} />
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
          <TeaserGrid teasers={teasers} columns={layout.columns} headingLevel={cardLevel} />
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
        />
      );
    case 'commercial':
      return (
        <div className={`commercial-spot${layout.wide ? ' commercial-spot--wide' : ''}`}>
          <p className="commercial-spot__label">{t('teaser.commercial')}</p>
          <ul className="commercial-spot__items">
            {teasers.map((teaser, index) => (
              <li key={`${teaser.id}-${index}`} className="commercial-spot__item">
                <TeaserCard
                  teaser={teaser}
                  headingLevel={cardLevel}
                  sizes={layout.wide ? gridSizes(1) : gridSizes(2)}
                  variant={layout.wide ? 'large' : 'standard'}
                />
              </li>
            ))}
          </ul>
        </div>
      );
  }
}
