import { describe, expect, it } from 'vitest';
import { imageSrcSet, imageUrl } from '../../../src/domain/images/image-url.rules';

const HOSTS = { imageHost: 'https://images.wom.dk', imgCdnDomain: 'cdn.wom.dk' };

describe('which image URLs go to the CDN', () => {
  it('leaves an image on another host as it is, with both an image host and a CDN set', () => {
    expect(imageUrl('https://elsewhere.example/a.jpg', HOSTS)).toBe(
      'https://elsewhere.example/a.jpg',
    );
  });
});

describe('the crop the CDN is asked for', () => {
  it.each([0, -1.5])('asks for no crop for an aspect ratio of %s', (ratio) => {
    const url = imageUrl('https://images.wom.dk/a.jpg', HOSTS, {
      width: 400,
      cropAspectRatio: ratio,
    });
    expect(url).toBe('https://cdn.wom.dk/a.jpg?auto=compress,format&w=400&q=50');
  });
});

describe('srcsets built before', () => {
  it('are not reused for other widths that join to the same digits', () => {
    expect(imageSrcSet('https://images.wom.dk/b.jpg', HOSTS, {}, [1, 20])).toContain(' 20w');
    expect(imageSrcSet('https://images.wom.dk/b.jpg', HOSTS, {}, [120])).toBe(
      'https://cdn.wom.dk/b.jpg?auto=compress,format&w=120&q=15 120w',
    );
  });

  it('are not reused for another image whose URL spells the first one and its host', () => {
    const first = 'https://images.wom.dk/c.jpg';
    expect(
      imageSrcSet(first, { imageHost: 'https://images.wom.dk', imgCdnDomain: null }, {}, [100]),
    ).not.toBe('');
    expect(
      imageSrcSet(
        `${first}https://images.wom.dk`,
        { imageHost: null, imgCdnDomain: null },
        {},
        [100],
      ),
    ).toBe('');
  });
});
