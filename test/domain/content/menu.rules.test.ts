import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../../../src/domain/content/content.types';
import { withoutRepeatedLinks } from '../../../src/domain/content/menu.rules';

function item(id: number, url: string, children: MenuItem[] = []): MenuItem {
  return { id, title: `Item ${String(id)}`, url, target: null, rel: null, children };
}

describe('withoutRepeatedLinks', () => {
  it('keeps the first item to an address and drops a later one beside it', () => {
    const menu = withoutRepeatedLinks([
      item(1, '/traening', [
        item(2, '/traening/lob'),
        item(3, '/traening/lob'),
        item(4, '/tags/lob'),
      ]),
      item(5, '/traening'),
    ]);
    expect(menu.map((entry) => entry.id)).toEqual([1]);
    expect(menu[0]?.children.map((entry) => entry.id)).toEqual([2, 4]);
  });

  it('lets the same address stand at two levels', () => {
    const menu = withoutRepeatedLinks([item(1, '/mad', [item(2, '/mad')])]);
    expect(menu[0]?.children.map((entry) => entry.id)).toEqual([2]);
  });
});
