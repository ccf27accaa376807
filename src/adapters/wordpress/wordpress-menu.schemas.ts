import { z } from 'zod';
import { looseId, looseList, nonEmptyText, phpMapSchema, text } from './wordpress.schemas';

/** One menu item; `children` are validated one by one, like the items themselves. */
export const menuItemSchema = z.object({
  id: looseId,
  title: z.string(),
  url: z.string(),
  target: text,
  link_relationship: text,
  /** CSS classes the editor gave the item, space-separated (`menu-highlight`). */
  class: text,
  /** The item's description (WordPress's menu "Description" field, or a page's). */
  description: nonEmptyText,
  children: looseList,
});

/** `app/menus`: `{ <location>: { data: MenuItem[] } }`; `[]` when the site has no menus. */
export const menusSchema = phpMapSchema;

/** `app/translation-strings`: a flat key → string map (`[]` when empty). */
export const translationStringsSchema = phpMapSchema;
