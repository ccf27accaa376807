import { describe, expect, it } from 'vitest';
import {
  DEFAULT_IMAGE_WIDTH,
  IMAGE_WIDTHS,
  cdnOrigin,
  imageSrcSet,
  imageUrl,
  qualityForWidth,
} from '../../../src/domain/images/image-url.rules';

const hosts = { imageHost: 'http://127.0.0.1:4100', imgCdnDomain: 'images.wom.dk' };
const squat = 'http://127.0.0.1:4100/wp-content/uploads/2024/03/squat.jpg';

describe('qualityForWidth', () => {
  it.each([
    [100, 15],
    [199, 15],
    [200, 40],
    [299, 40],
    [300, 50],
    [599, 50],
    [600, 55],
    [899, 55],
    [900, 60],
    [1024, 60],
  ])('gives quality %i px → %i', (width, quality) => {
    expect(qualityForWidth(width)).toBe(quality);
  });
});

describe('cdnOrigin', () => {
  it('reads a bare domain as https', () => {
    expect(cdnOrigin('images.wom.dk')).toBe('https://images.wom.dk');
  });

  it('keeps an explicit scheme and drops a trailing slash', () => {
    expect(cdnOrigin('http://127.0.0.1:4200/')).toBe('http://127.0.0.1:4200');
  });
});

describe('imageUrl', () => {
  it('moves an image-host URL to the CDN with the default width and its quality', () => {
    expect(imageUrl(squat, hosts)).toBe(
      'https://images.wom.dk/wp-content/uploads/2024/03/squat.jpg?auto=compress,format&w=1000&q=60',
    );
    expect(DEFAULT_IMAGE_WIDTH).toBe(1000);
  });

  it('leaves out auto=compress,format when optimize is false', () => {
    expect(imageUrl(squat, hosts, { width: 250, optimize: false })).toBe(
      'https://images.wom.dk/wp-content/uploads/2024/03/squat.jpg?w=250&q=40',
    );
  });

  it('crops to the asked aspect ratio around the focal point', () => {
    expect(
      imageUrl(squat, hosts, {
        width: 1200,
        cropAspectRatio: 1200 / 630,
        focalPoint: { x: 0.5, y: 0.35 },
      }),
    ).toBe(
      'https://images.wom.dk/wp-content/uploads/2024/03/squat.jpg?auto=compress,format&w=1200&h=630&q=60&fit=crop&fp-x=0.5&fp-y=0.35',
    );
  });

  it('crops without focal point parameters when the image has none', () => {
    expect(imageUrl(squat, hosts, { width: 400, cropAspectRatio: 1 })).toBe(
      'https://images.wom.dk/wp-content/uploads/2024/03/squat.jpg?auto=compress,format&w=400&h=400&q=50&fit=crop',
    );
  });

  it('keeps the image host when no CDN domain is configured', () => {
    expect(
      imageUrl(squat, { imageHost: 'http://127.0.0.1:4100', imgCdnDomain: null }, { width: 100 }),
    ).toBe(`${squat}?auto=compress,format&w=100&q=15`);
  });

  it('adds the query to a URL that is already on the CDN', () => {
    expect(imageUrl('https://images.wom.dk/a.jpg', hosts, { width: 500 })).toBe(
      'https://images.wom.dk/a.jpg?auto=compress,format&w=500&q=50',
    );
  });

  it('appends to an existing query string', () => {
    expect(imageUrl(`${squat}?v=2`, hosts, { width: 700 })).toBe(
      'https://images.wom.dk/wp-content/uploads/2024/03/squat.jpg?v=2&auto=compress,format&w=700&q=55',
    );
  });

  it('leaves URLs on other hosts unchanged', () => {
    expect(imageUrl('https://elsewhere.example/a.jpg', hosts)).toBe(
      'https://elsewhere.example/a.jpg',
    );
  });

  it('leaves a relative or broken URL unchanged', () => {
    expect(imageUrl('/uploads/a.jpg', hosts)).toBe('/uploads/a.jpg');
  });
});

describe('imageSrcSet', () => {
  it('lists every width from 1024 down to 100 with its own quality', () => {
    const srcset = imageSrcSet(squat, hosts);
    const entries = srcset.split(', ');
    expect(IMAGE_WIDTHS).toEqual([1024, 900, 800, 700, 600, 500, 400, 300, 200, 100]);
    expect(entries).toHaveLength(10);
    expect(entries[0]).toBe(
      'https://images.wom.dk/wp-content/uploads/2024/03/squat.jpg?auto=compress,format&w=1024&q=60 1024w',
    );
    expect(entries[9]).toBe(
      'https://images.wom.dk/wp-content/uploads/2024/03/squat.jpg?auto=compress,format&w=100&q=15 100w',
    );
  });

  it('gives crop heights per width', () => {
    const srcset = imageSrcSet(squat, hosts, { cropAspectRatio: 1.5 }, [300]);
    expect(srcset).toBe(
      'https://images.wom.dk/wp-content/uploads/2024/03/squat.jpg?auto=compress,format&w=300&h=200&q=50&fit=crop 300w',
    );
  });

  it('is empty for an image the image server does not serve', () => {
    expect(imageSrcSet('https://elsewhere.example/a.jpg', hosts)).toBe('');
  });
});

describe('cdnOrigin, spelling', () => {
  it('trims blanks and every trailing slash, and keeps a scheme in any case', () => {
    expect(cdnOrigin(' images.wom.dk// ')).toBe('https://images.wom.dk');
    expect(cdnOrigin('HTTPS://images.wom.dk/')).toBe('HTTPS://images.wom.dk');
  });
});

describe('imageUrl, crops that are not', () => {
  it.each([0, -1, null])('does not crop for an aspect ratio of %s', (cropAspectRatio) => {
    expect(imageUrl(squat, hosts, { width: 400, cropAspectRatio })).toBe(
      'https://images.wom.dk/wp-content/uploads/2024/03/squat.jpg?auto=compress,format&w=400&q=50',
    );
  });
});

describe('imageSrcSet reused across calls', () => {
  it('gives each combination of image, hosts and crop its own srcset, however often asked', () => {
    const plain = imageSrcSet(squat, hosts);
    const cropped = imageSrcSet(squat, hosts, {
      cropAspectRatio: 16 / 9,
      focalPoint: { x: 0.2, y: 0.8 },
    });
    const otherFocus = imageSrcSet(squat, hosts, {
      cropAspectRatio: 16 / 9,
      focalPoint: { x: 0.5, y: 0.5 },
    });
    const onOwnHost = imageSrcSet(squat, {
      imageHost: 'http://127.0.0.1:4100',
      imgCdnDomain: null,
    });
    expect(new Set([plain, cropped, otherFocus, onOwnHost]).size).toBe(4);
    expect(imageSrcSet(squat, hosts)).toBe(plain);
    expect(
      imageSrcSet(squat, hosts, { cropAspectRatio: 16 / 9, focalPoint: { x: 0.2, y: 0.8 } }),
    ).toBe(cropped);
    expect(cropped).toContain('fp-x=0.2&fp-y=0.8');
    expect(onOwnHost).toContain(
      'http://127.0.0.1:4100/wp-content/uploads/2024/03/squat.jpg?auto=compress',
    );
    expect(imageSrcSet('https://elsewhere.example/a.jpg', hosts)).toBe('');
  });
});
