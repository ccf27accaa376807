import { describe, expect, it } from 'vitest';
import { favouriteAnchor } from '../../../src/domain/routing/favourite-anchor';

describe("the fragment a heart's form redirect names", () => {
  it('is an id of its own per article and outcome, usable as a URL fragment', () => {
    const anchors = [
      favouriteAnchor(12, 'added'),
      favouriteAnchor(12, 'removed'),
      favouriteAnchor(13, 'added'),
    ];
    expect(new Set(anchors).size).toBe(3);
    for (const anchor of anchors) expect(anchor).toMatch(/^[a-z][\w-]*$/);
    expect(anchors[0]).toContain('12');
  });
});
