import type { TeaserList } from '../../../domain/content/content.types';
import type { DisplayHint } from '../../../domain/teasers/display-hints';
import { visibleTeasers } from '../../../domain/content/teasers.rules';
import { useRenderEnv } from '../../env/RenderEnv';
import type { HeadingLevel } from '../teaser/TeaserCard';
import { TeaserListBody } from './TeaserListBody';
import { TeaserListHeader } from './TeaserListHeader';
import { firstPage, TeaserListLoadMore } from './TeaserListLoadMore';
import { hintModifier, teaserListLayout } from './teaser-list-layout';

interface Props {
  readonly list: TeaserList;
  /** Level of the list title; cards sit one level below. */
  readonly headingLevel?: 2 | 3;
  /** The list holds the page's lead image (`leadImageBlockKey`). */
  readonly priority?: boolean;
}

const THEMES: ReadonlySet<string> = new Set(['dark', 'brand']);

/**
 * A list the product makes itself (no editor's block): a title and its teasers in one display
 * hint, no description, link, theme or pagination (an article's read-next and sponsored lists).
 */
export function productTeaserList(
  title: string,
  displayHint: DisplayHint,
  teasers: TeaserList['teasers'],
): TeaserList {
  return {
    title,
    description: null,
    label: null,
    link: null,
    displayHint,
    theme: null,
    canPaginate: false,
    teasers,
    pagination: null,
    nextCursor: null,
  };
}

/**
 * A teaser list block: title, description and link, then the teasers laid out by display hint,
 * then load-more when the list can paginate. Themes (`dark`, `brand`) re-point the colour tokens.
 */
export function TeaserListSection({ list: given, headingLevel = 2, priority = false }: Props) {
  const { t } = useRenderEnv();
  // Drafts are removed before rendering (domain/content); never show one even if one slips by.
  const list = { ...given, teasers: visibleTeasers(given.teasers) };
  if (list.teasers.length === 0) return null;
  const layout = teaserListLayout(list.displayHint);
  const { shown, held } = firstPage(list);
  const title = list.title ?? '';
  const cardLevel = (title === '' ? headingLevel : headingLevel + 1) as HeadingLevel;
  const theme = list.theme !== null && THEMES.has(list.theme) ? ` teaser-list--${list.theme}` : '';
  const classes = `teaser-list teaser-list--${layout.kind} teaser-list--hint-${hintModifier(list.displayHint)}${theme}`;

  return (
    <section className={classes} aria-label={title === '' ? undefined : title}>
      {layout.kind !== 'text-plus' && (
        <TeaserListHeader list={list} headingLevel={headingLevel} className="teaser-list__header" />
      )}
      <TeaserListBody
        list={{ ...list, teasers: shown }}
        layout={layout}
        headingLevel={headingLevel}
        cardLevel={cardLevel}
        label={title === '' ? t('teaser_list.slider') : title}
        priority={priority}
      />
      <TeaserListLoadMore list={list} headingLevel={cardLevel} held={held} />
    </section>
  );
}
