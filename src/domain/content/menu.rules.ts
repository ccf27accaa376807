import type { MenuItem } from './content.types';

/**
 * A menu level without a link twice: the first item to each address stays (with its children),
 * a later one to the same address is dropped, at every level. An editor can add the same page
 * to a menu twice; a reader should not meet it twice side by side.
 */
export function withoutRepeatedLinks(items: readonly MenuItem[]): MenuItem[] {
  const seen = new Set<string>();
  return items.flatMap((item) => {
    if (seen.has(item.url)) return [];
    seen.add(item.url);
    return [{ ...item, children: withoutRepeatedLinks(item.children) }];
  });
}
