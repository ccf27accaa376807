import type { PageItemRecord, PageRecord } from '../store/site-model.types';
import { serializeTeaserList } from './teaser.serializer';
import { absoluteUrl, serializeTranslations, type SerializeContext } from './wp-shapes.serializer';

/** A page content item: `{ type, content: { data } }`. */
function serializeItem(
  item: PageItemRecord,
  page: PageRecord,
  contentsPage: number,
  context: SerializeContext,
): Record<string, unknown> {
  switch (item.type) {
    case 'teaser_list':
      return {
        type: 'teaser_list',
        content: {
          data: serializeTeaserList(
            item.list,
            page,
            { page: contentsPage, withTeasers: true },
            context,
          ),
        },
      };
    case 'seo_text':
      return { type: 'seo_text', content: { data: { title: item.title, body: item.body } } };
    case 'banner_placement':
      return { type: 'banner_placement', content: { data: { position: item.position } } };
  }
}

/**
 * A page; `contents` (only when asked for) holds its items, paginating teaser lists at
 * `contentsPage` (`with=contents:page(N)`).
 */
export function serializePage(
  page: PageRecord,
  options: { readonly contents: boolean; readonly contentsPage: number },
  context: SerializeContext,
): Record<string, unknown> {
  const serialized: Record<string, unknown> = {
    id: page.id,
    title: page.title,
    description: page.description,
    status: 'publish',
    template: page.role === 'not-found' ? '404-page' : 'default',
    is_front_page: page.role === 'front',
    canonical_url: page.path === null ? null : absoluteUrl(page.path, context),
    translations: serializeTranslations('page', page.key, context),
  };
  if (options.contents && page.items.length > 0) {
    serialized.contents = {
      data: page.items.map((item) => serializeItem(item, page, options.contentsPage, context)),
    };
  }
  return serialized;
}
