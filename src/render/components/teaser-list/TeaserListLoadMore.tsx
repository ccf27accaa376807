import type { Teaser, TeaserList } from '../../../domain/content/content.types';
import {
  splitFirstPage,
  stepSize,
  teaserListPaging,
} from '../../../domain/pagination/page-size.rules';
import type { TeaserListPaging } from '../../../domain/teasers/display-hints';
import { useRenderEnv } from '../../env/RenderEnv';
import { pickStrings } from '../../i18n/translate';
import { Island } from '../../islands/Island';
import { LOAD_MORE_KEYS } from '../../islands/load-more.keys';
import { recordKeyOf } from '../../islands/load-more.restore';
import type { HeadingLevel } from '../teaser/TeaserCard';

interface Props {
  readonly list: TeaserList;
  readonly headingLevel: HeadingLevel;
  /** Teasers the list arrived with beyond its first page (`firstPage`): load-more adds them first. */
  readonly held?: readonly Teaser[];
}

/**
 * How a list pages: as its display hint says (`teaserListPaging`), when the content API says it
 * can paginate; null when it does not page (sliders and the top list never do).
 */
function paging(list: TeaserList): TeaserListPaging | null {
  return list.canPaginate ? teaserListPaging(list.displayHint) : null;
}

/**
 * The teasers a list shows on its first page, and those held back for load-more: a paginating
 * 1plus4 or 4plus1 list shows 5 (`splitFirstPage`), any other list all it arrived with.
 */
export function firstPage(list: TeaserList): {
  readonly shown: readonly Teaser[];
  readonly held: readonly Teaser[];
} {
  return paging(list) === null
    ? { shown: list.teasers, held: [] }
    : splitFirstPage(list.teasers, list.displayHint);
}

/** Whether a list shows load-more: it pages, and has a next page or teasers held back. */
export function showsLoadMore(list: TeaserList, held: readonly Teaser[] = []): boolean {
  const next = list.nextCursor !== null && list.nextCursor !== '';
  return paging(list) !== null && (next || held.length > 0);
}

/**
 * Load-more of a page's teaser list: the LoadMore island over the list's cursor, as many teasers
 * a step as its display hint says (`stepSize`), into the grid of its hint's columns, and a plain
 * `?page=` link without JavaScript.
 */
export function TeaserListLoadMore({ list, headingLevel, held = [] }: Props) {
  const { t, language, images, favourites } = useRenderEnv();
  const pages = paging(list);
  if (pages === null || !showsLoadMore(list, held)) return null;
  const page = list.pagination?.page ?? 1;
  const source = {
    kind: 'teaser-list',
    cursor: list.nextCursor ?? '',
    step: stepSize({ kind: 'teaser-list', paging: pages }),
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
        columns: pages.columns,
        headingLevel,
        language,
        images,
        strings: pickStrings(t, LOAD_MORE_KEYS),
        favourites: favourites ?? null,
      }}
    />
  );
}
