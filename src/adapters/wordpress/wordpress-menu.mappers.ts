import type { MenuItem, Menus } from '../../domain/content/content.types';
import { menuItemSchema } from './wordpress-menu.schemas';
import { listInclude } from './wordpress.schemas';
import { keepValid, type MappingContext } from './wordpress.mappers';

/** Deeper levels are cut: no menu of the product nests this far, and a cycle cannot hang us. */
const MAX_DEPTH = 4;

/** `{ main: { data }, footer: { data } }` → `Menus`; a missing location is an empty menu. */
export function mapMenus(
  locations: Readonly<Record<string, unknown>>,
  context: MappingContext,
): Menus {
  return {
    main: mapMenuItems(listInclude.parse(locations.main), context, 1),
    footer: mapMenuItems(listInclude.parse(locations.footer), context, 1),
  };
}

function mapMenuItems(
  items: readonly unknown[],
  context: MappingContext,
  depth: number,
): MenuItem[] {
  return keepValid(items, menuItemSchema, 'menu-item', context).map((item) => ({
    id: item.id,
    title: item.title,
    url: item.url,
    target: item.target,
    rel: item.link_relationship,
    children: depth < MAX_DEPTH ? mapMenuItems(item.children ?? [], context, depth + 1) : [],
  }));
}
