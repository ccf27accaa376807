import type { Teaser } from '../../../domain/content/content.types';
import type { GridColumns } from '../../../domain/teasers/display-hints';
import { gridFill } from '../../../domain/page/teaser-grid.rules';
import { TeaserCard, type HeadingLevel } from './TeaserCard';

export type { GridColumns };

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
  /** The heading the grid stands under: kickers repeating it are left out. */
  readonly sectionTitle?: string | null;
  /** The first card holds the page's lead image (`leadImageBlockKey`). */
  readonly priority?: boolean;
  /**
   * A fixed list (no load-more): narrowed or trimmed to whole rows (`gridFill`), so no row
   * stands half empty. Lists that grow keep every teaser.
   */
  readonly fill?: boolean;
}

function asColumns(columns: number): GridColumns {
  return Math.min(4, Math.max(1, columns)) as GridColumns;
}

/** Teasers in a responsive grid: one column on phones, up to `columns` from 1024px. */
export function TeaserGrid({
  teasers,
  columns: wanted,
  headingLevel,
  sectionTitle = null,
  priority = false,
  fill = false,
}: Props) {
  const shape = fill
    ? gridFill(teasers.length, wanted)
    : { columns: wanted, shown: teasers.length };
  const columns = asColumns(shape.columns);
  const sizes = gridSizes(columns);
  return (
    <ul className={`teaser-grid teaser-grid--cols-${columns}`}>
      {teasers.slice(0, shape.shown).map((teaser, index) => (
        <li key={`${teaser.id}-${index}`} className="teaser-grid__item">
          <TeaserCard
            teaser={teaser}
            headingLevel={headingLevel}
            sizes={sizes}
            sectionTitle={sectionTitle}
            priority={priority && index === 0}
          />
        </li>
      ))}
    </ul>
  );
}
