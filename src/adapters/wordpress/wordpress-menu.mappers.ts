import type { MenuItem, Menus } from '../../domain/content/content.types';
import { withoutRepeatedLinks } from '../../domain/content/menu.rules';
import type { MenuLocations } from '../../domain/site/site.types';
import { menuItemSchema } from './wordpress-menu.schemas';
import { listInclude } from './wordpress.schemas';
import { keepValid, type MappingContext } from './wordpress.mappers';

/** Deeper levels are cut: no menu of the product nests this far, and a cycle cannot hang us. */
const MAX_DEPTH = 4;

/**
 * Location names tried after the configured one, per slot: the content API's own names first,
 * then names older installs used.
 */
const FALLBACK_LOCATIONS: Readonly<Record<keyof MenuLocations, readonly string[]>> = {
  header: ['header-primary', 'main', 'primary', 'header'],
  footer: ['footer-primary', 'footer', 'footer-menu'],
  user: ['user-menu', 'user'],
  headerSecondary: ['header-secondary'],
};

/** Slots an install may leave out without anyone being told: most menus have no such location. */
const OPTIONAL_SLOTS: ReadonlySet<keyof MenuLocations> = new Set(['user', 'headerSecondary']);

/** The view's name of each configured slot. */
export const MENU_OF_SLOT = {
  header: 'main',
  footer: 'footer',
  user: 'user',
  headerSecondary: 'secondary',
} as const satisfies Record<keyof MenuLocations, keyof Menus>;

/**
 * `app/menus` answers `{ <location>: { data: MenuItem[] } }`. Each slot takes the site's
 * configured location, else the first known name present; a header or footer slot that no
 * location fills is reported (logged once, counted) and left empty.
 */
export function mapMenus(
  locations: Readonly<Record<string, unknown>>,
  configured: MenuLocations,
  context: MappingContext,
): Menus {
  const slot = (name: keyof MenuLocations): MenuItem[] => {
    const candidates = [configured[name], ...FALLBACK_LOCATIONS[name]];
    const location = candidates.find((candidate) => Object.hasOwn(locations, candidate));
    if (location === undefined) {
      if (!OPTIONAL_SLOTS.has(name))
        context.dropped({
          item: 'menu-location',
          index: 0,
          type: name,
          reason: `none of ${candidates.join(', ')} in the answer (it has: ${Object.keys(locations).join(', ') || 'nothing'})`,
        });
      return [];
    }
    return withoutRepeatedLinks(mapMenuItems(listInclude.parse(locations[location]), context, 1));
  };
  return {
    main: slot('header'),
    footer: slot('footer'),
    user: slot('user'),
    secondary: slot('headerSecondary'),
  };
}

function mapMenuItems(
  items: readonly unknown[],
  context: MappingContext,
  depth: number,
): MenuItem[] {
  return keepValid(items, menuItemSchema, 'menu-item', context).flatMap((item) => {
    const url = context.links.href(item.url);
    if (url === null) return [];
    return [
      {
        id: item.id,
        title: item.title,
        url,
        target: item.target,
        rel: item.link_relationship,
        ...(isHighlighted(item.class) ? { highlight: true } : {}),
        ...(item.description === null ? {} : { description: item.description.trim() }),
        children: depth < MAX_DEPTH ? mapMenuItems(item.children, context, depth + 1) : [],
      },
    ];
  });
}

/** Classes an editor gives a menu item to make it stand out (a subscribe call to action). */
const HIGHLIGHT_CLASSES: ReadonlySet<string> = new Set(['menu-highlight', 'highlight']);

/** Whether the editor marked the item to stand out (`class`, WordPress's "CSS Classes" field). */
function isHighlighted(classes: string | null): boolean {
  return (classes ?? '').split(/\s+/).some((name) => HIGHLIGHT_CLASSES.has(name.toLowerCase()));
}
