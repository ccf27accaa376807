import { describe, expect, it } from 'vitest';
import {
  isMarkerTagPath,
  isReaderTagName,
  readerTags,
} from '../../../src/domain/content/reader-tags.rules';
import { FREE_TAGS, PREMIUM_TAGS } from '../../../src/domain/paywall/paywall.rules';
import { COMMERCIAL_TAGS } from '../../../src/domain/banners/banner.rules';

const tag = (name: string, internal = false) => ({ id: 1, name, url: '/tags/x', internal });

describe('readerTags', () => {
  it.each([
    // [name, internal flag from the content API, shown to readers]
    ['Protein', false, true],
    ['Morgenmad', false, true],
    ['Styrketræning', false, true],
    ['Redaktion', true, false],
    ['Protein', true, false],
    ['Free Article', false, false],
    ['free article', false, false],
    ['Free', false, false],
    ['Premium', false, false],
    ['PREMIUM', false, false],
    ['Plus', false, false],
    ['Premium article', false, false],
    ['Advertorial', false, false],
    ['Konkurrence', false, false],
    ['Content Marketing', false, false],
    ['  Content marketing ', false, false],
    ['Bannerblock', false, false],
    ['aboblock', false, false],
    ['Newsletterblock', false, false],
    ['', false, false],
    ['   ', false, false],
    // words that only contain a marker are topics
    ['Premium-kaffe', false, true],
    ['Konkurrencer i løb', false, true],
  ] as const)('%j (internal %s) is shown: %s', (name, internal, shown) => {
    expect(readerTags([tag(name, internal)]).length === 1).toBe(shown);
  });

  it('keeps the order and the tags themselves', () => {
    const tags = [tag('Ben'), tag('Premium'), tag('Skyr'), tag('Intern', true)];
    expect(readerTags(tags)).toEqual([tags[0], tags[2]]);
  });

  it('hides every access and commercial marker the paywall and banner rules know', () => {
    for (const name of [...FREE_TAGS, ...PREMIUM_TAGS, ...COMMERCIAL_TAGS]) {
      expect({ name, shown: isReaderTagName(name) }).toEqual({ name, shown: false });
    }
  });
});

describe('isMarkerTagPath', () => {
  it("tells a marker tag's listing by its slug, whatever its case", () => {
    expect(isMarkerTagPath('/tags/premium')).toBe(true);
    expect(isMarkerTagPath('/tags/Free-Article')).toBe(true);
    expect(isMarkerTagPath('/tags/advertorial/')).toBe(true);
  });

  it('leaves topic tags and other paths alone', () => {
    expect(isMarkerTagPath('/tags/squat')).toBe(false);
    expect(isMarkerTagPath('/tags/premium/side-2')).toBe(false);
    expect(isMarkerTagPath('/premium')).toBe(false);
  });
});
