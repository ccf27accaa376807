import { describe, expect, it } from 'vitest';
import { dig, list, resolveRoute, useSandbox } from '../sandbox.harness';

const { api } = useSandbox();

describe('app/content/popular', () => {
  it('lists published teasers, the most read first', async () => {
    const { status, body } = await api('wom-dk', 'app/content/popular?lang=da&per_page=6');
    expect(status).toBe(200);
    const teasers = list(body, 'data');
    expect(teasers).toHaveLength(6);
    expect(dig(teasers[0], 'title')).toBe('Test: de bedste løbesko til begyndere');
    expect(teasers.every((teaser) => dig(teaser, 'status') === 'publish')).toBe(true);
  });

  it('keeps to the given categories, subcategories included', async () => {
    const food = await api('wom-dk', resolveRoute('/mad'));
    const foodId = dig(food.body, 'data', 'id') as number;
    const { body } = await api('wom-dk', `app/content/popular?categories=${foodId}`);
    const categories = list(body, 'data').map((teaser) => dig(teaser, 'category', 'data', 'name'));
    expect(new Set(categories)).toEqual(new Set(['Mad', 'Madplaner', 'Opskrifter']));
  });
});
