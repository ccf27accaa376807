import { describe, expect, it } from 'vitest';
import { dig, list, resolveRoute, useSandbox } from '../sandbox.harness';

const { api } = useSandbox();

describe('app/content/popular', () => {
  it('lists published teasers, the most read first', async () => {
    const { status, body } = await api('wom-dk', 'app/content/popular?lang=da&per_page=6');
    expect(status).toBe(200);
    const teasers = list(body, 'data');
    expect(teasers).toHaveLength(6);
    expect(dig(teasers[0], 'post_title')).toBe('Test: de bedste løbesko til begyndere');
    expect(dig(teasers[0], 'link')).toBe('/traening/udstyr/test-af-lobesko');
    expect(teasers.every((teaser) => dig(teaser, 'status') === 'publish')).toBe(true);
  });

  it('keeps to the given categories, subcategories included', async () => {
    const food = await api('wom-dk', resolveRoute('/mad'));
    const foodId = dig(food.body, 'data', 'id') as number;
    const { body } = await api('wom-dk', `app/content/popular?categories=${foodId}`);
    // A teaser's label is its category (name and path); the food sections are all under /mad.
    const labels = list(body, 'data').map((teaser) => dig(teaser, 'label', 'url'));
    expect(new Set(labels)).toEqual(new Set(['/mad', '/mad/madplaner', '/mad/opskrifter']));
  });
});
