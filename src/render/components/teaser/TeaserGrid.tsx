import type { Teaser } from '../../../domain/content/content.types';
import { TeaserCard, type HeadingLevel } from './TeaserCard';

export type GridColumns = 1 | 2 | 3 | 4;

/** `sizes` for a card in a grid of `columns` inside the 80rem page container. */
export function gridSizes(columns: GridColumns): string {
  if (columns === 1) return '(min-width: 1280px) 1232px, 100vw';
  const desktop = Math.round(1232 / columns);
  const tablet = columns === 3 ? '33vw' : '50vw';
  // On phones three- and four-column grids are rows with a 7.5rem thumbnail.
  const phone = columns >= 3 ? '120px' : '100vw';
  return `(min-width: 1280px) ${desktop}px, (min-width: 1024px) ${Math.round(100 / columns)}vw, (min-width: 768px) ${tablet}, ${phone}`;
}

interface Props {
  readonly teasers: readonly Teaser[];
  readonly columns: GridColumns;
  readonly headingLevel: HeadingLevel;
}

/** Teasers in a responsive grid: one column on phones, up to `columns` from 1024px. */
export function TeaserGrid({ teasers, columns, headingLevel }: Props) {
  const sizes = gridSizes(columns);
  return (
    <ul className={`teaser-grid teaser-grid--cols-${columns}`}>
      {teasers.map((teaser, index) => (
        <li key={`${teaser.id}-${index}`} className="teaser-grid__item">
          <TeaserCard teaser={teaser} headingLevel={headingLevel} sizes={sizes} />
        </li>
      ))}
    </ul>
  );
}
