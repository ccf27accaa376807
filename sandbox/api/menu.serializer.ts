import type { MenuItemRecord } from '../store/site-model.types';

export function serializeMenuItem(item: MenuItemRecord): Record<string, unknown> {
  return {
    id: item.id,
    url: item.url,
    title: item.title,
    target: item.external ? '_blank' : null,
    class: null,
    link_relationship: item.external ? 'nofollow' : null,
    description: null,
    type: 'custom',
    children: item.children.map(serializeMenuItem),
  };
}

export function serializeMenu(items: readonly MenuItemRecord[]): {
  data: Record<string, unknown>[];
} {
  return { data: items.map(serializeMenuItem) };
}
