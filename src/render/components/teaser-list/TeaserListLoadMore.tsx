import type { Teaser, TeaserList } from '../../../domain/content/content.types';
import { splitFirstPage, stepSize } from '../../../domain/pagination/page-size.rules';
import { useRenderEnv } from '../../env/RenderEnv';
import { pickStrings } from '../../i18n/translate';
import { Island } from '../../islands/Island';
import { LOAD_MORE_KEYS } from '../../islands/load-more.keys';
import { recordKeyOf } from '../../islands/load-more.restore';
import type { HeadingLevel } from '../teaser/TeaserCard';
import { appendColumns, type TeaserListLayout } from './teaser-list-layout';

interface Props {
  readonly list: TeaserList;
  readonly layout: TeaserListLayout;
  readonly headingLevel: HeadingLevel;
  /** Teasers the list arrived with beyond its first page (`firstPage`): load-more adds them first. */
  readonly held?: readonly Teaser[];
}

/** Whether a list pages at all: it can paginate and is neither a slider nor a toplist. */
function pages(list: TeaserList, layout: TeaserListLayout): boolean {
  return list.canPaginate && layout.kind !== 'slider' && layout.kind !== 'toplist';
}

/**
 * The teasers a list shows on its first page, and those held back for load-more: a paginating
 * 1plus4 or 4plus1 list shows 5 (`splitFirstPage`), any other list all it arrived with.
 */
export function firstPage(
  list: TeaserList,
  layout: TeaserListLayout,
): { readonly shown: readonly Teaser[]; readonly held: readonly Teaser[] } {
  return pages(list, layout)
    ? splitFirstPage(list.teasers, list.displayHint)
    : { shown: list.teasers, held: [] };
}

/** Whether a list shows load-more: it pages, and has a next page or teasers held back. */
export function showsLoadMore(
  list: TeaserList,
  layout: TeaserListLayout,
  held: readonly Teaser[] = [],
): boolean {
  const next = list.nextCursor !== null && list.nextCursor !== '';
  return pages(list, layout) && (next || held.length > 0);
}

/**
 * Load-more of a page's teaser list: the LoadMore island over the list's cursor, 4 teasers a
 * step (`stepSize`), and a plain `?page=` link without JavaScript.
 */
export function TeaserListLoadMore({ list, layout, headingLevel, held = [] }: Props) {
  const { t, language, images, favourites } = useRenderEnv();
  if (!showsLoadMore(list, layout, held)) return null;
  const page = list.pagination?.page ?? 1;
  const source = {
    kind: 'teaser-list',
    cursor: list.nextCursor ?? '',
    step: stepSize({ kind: 'teaser-list', displayHint: list.displayHint }),
    held,
  } as const;
  return (
    <Island
      name="LoadMore"
      hydrate="visible"
      stateKey={recordKeyOf(source)}
      props={{
        source,
        href: `?page=${page + 1}`,
        columns: appendColumns(layout),
        headingLevel,
        language,
        images,
        strings: pickStrings(t, LOAD_MORE_KEYS),
        favourites: favourites ?? null,
      }}
    />
  );
}
