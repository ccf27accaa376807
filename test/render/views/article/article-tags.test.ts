import { describe, expect, it } from 'vitest';
import { visibleTags } from '../../../../src/render/views/article/article-tags';

const tag = (id: number, name: string, internal = false) => ({
  id,
  name,
  url: `/tags/${id}`,
  internal,
});

describe('visibleTags', () => {
  it('skips internal tags', () => {
    expect(visibleTags([tag(1, 'Ben'), tag(2, 'Redaktion', true)]).map((t) => t.name)).toEqual([
      'Ben',
    ]);
  });

  it('skips the hidden block tags whatever their case', () => {
    const tags = [
      tag(1, 'Bannerblock'),
      tag(2, 'aboblock'),
      tag(3, 'Newsletterblock'),
      tag(4, 'Content Marketing'),
      tag(5, 'Protein'),
    ];
    expect(visibleTags(tags).map((t) => t.name)).toEqual(['Protein']);
  });
});
