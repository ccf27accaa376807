import type { TeaserList } from '../../../domain/content/content.types';
import { useRenderEnv } from '../../env/RenderEnv';
import { pickStrings } from '../../i18n/translate';
import { Island } from '../../islands/Island';
import { LOAD_MORE_KEYS } from '../../islands/load-more.keys';
import type { HeadingLevel } from '../teaser/TeaserCard';
import { appendColumns, type TeaserListLayout } from './teaser-list-layout';

interface Props {
  readonly list: TeaserList;
  readonly layout: TeaserListLayout;
  readonly headingLevel: HeadingLevel;
}

/** Whether a list shows load-more: it can paginate, has a next page and is not a slider. */
export function showsLoadMore(list: TeaserList, layout: TeaserListLayout): boolean {
  return (
    list.canPaginate &&
    list.nextCursor !== null &&
    list.nextCursor !== '' &&
    layout.kind !== 'slider' &&
    layout.kind !== 'toplist'
  );
}

/**
 * Load-more of a page's teaser list: the LoadMore island over the list's cursor, and a plain
 * `?page=` link without JavaScript.
 */
export function TeaserListLoadMore({ list, layout, headingLevel }: Props) {
  const { t, language, images, favourites } = useRenderEnv();
  if (!showsLoadMore(list, layout) || list.nextCursor === null) return null;
  const page = list.pagination?.page ?? 1;
  return (
    <Island
      name="LoadMore"
      hydrate="visible"
      props={{
        source: { kind: 'teaser-list', cursor: list.nextCursor },
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
