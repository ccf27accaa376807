import { describe, expect, it } from 'vitest';
import { ReadNext } from '../../src/application/read-next.service';
import { READ_NEXT_COUNT } from '../../src/domain/content/read-next.rules';
import { InMemoryContent } from '../fakes/content.fake';
import { articleFixture, siteFixture, teaserFixture } from '../fakes/domain-builders';
import { lruBoundedMaps } from '../../src/adapters/cache/lru-bounded-maps';

const site = siteFixture();
const category = { id: 11, name: 'Styrke', url: '/traening/styrke', parent: null };
const clock = { at: 0, now: () => clock.at };
const FIVE_MINUTES = 5 * 60_000;

function setup() {
  const content = new InMemoryContent();
  const readNext = new ReadNext(content, {
    maps: lruBoundedMaps,
    now: clock.now,
    categoryFreshnessMs: FIVE_MINUTES,
  });
  return { content, readNext };
}

describe('ReadNext', () => {
  it('fills an article with few related articles from its category’s most read', async () => {
    const { content, readNext } = setup();
    content.popularByCategories.set('11', [teaserFixture({ id: 20 }), teaserFixture({ id: 21 })]);
    const ofSite = Promise.resolve([teaserFixture({ id: 22 })]);
    const article = articleFixture({ id: 1, category, related: [teaserFixture({ id: 10 })] });
    const teasers = await readNext.teasers(site, article, ofSite);
    expect(teasers.map((teaser) => teaser.id)).toEqual([10, 20, 21, 22]);
    expect(content.popularCategories).toEqual([[11]]);
  });

  it('falls back to the site’s most read when the category holds nothing but the article', async () => {
    const { content, readNext } = setup();
    content.popularByCategories.set('11', [teaserFixture({ id: 1 })]);
    const ofSite = Promise.resolve([teaserFixture({ id: 1 }), teaserFixture({ id: 40 })]);
    const article = articleFixture({ id: 1, category, related: [] });
    const teasers = await readNext.teasers(site, article, ofSite);
    expect(teasers.map((teaser) => teaser.id)).toEqual([40]);
  });

  it('asks nothing more when the related articles fill the section', async () => {
    const { content, readNext } = setup();
    const related = Array.from({ length: READ_NEXT_COUNT }, (_, i) =>
      teaserFixture({ id: 30 + i }),
    );
    await readNext.teasers(site, articleFixture({ id: 1, category, related }));
    expect(content.popularCategories).toEqual([]);
  });

  it('shares one call among the articles of a category', async () => {
    const { content, readNext } = setup();
    content.popularTeasers = [teaserFixture({ id: 20 })];
    await Promise.all([
      readNext.teasers(site, articleFixture({ id: 1, category, related: [] })),
      readNext.teasers(site, articleFixture({ id: 2, category, related: [] })),
    ]);
    await readNext.teasers(site, articleFixture({ id: 3, category, related: [] }));
    expect(content.popularCategories).toEqual([[11]]);
  });

  it('keeps the related articles when the content API does not answer', async () => {
    const { content, readNext } = setup();
    content.down = true;
    const article = articleFixture({ id: 1, category, related: [teaserFixture({ id: 10 })] });
    expect((await readNext.teasers(site, article)).map((teaser) => teaser.id)).toEqual([10]);
  });
});
