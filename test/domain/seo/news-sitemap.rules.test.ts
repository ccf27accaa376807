import { describe, expect, it } from 'vitest';
import {
  instantInNewsWindow,
  mayBeRecentNews,
  NEWS_SITEMAP_MAX_URLS,
  newsSitemapItems,
} from '../../../src/domain/seo/news-sitemap.rules';

const ZONE = 'Europe/Copenhagen';
/** 2025-03-20T12:00:00Z, 13:00 in Copenhagen. */
const NOW = Date.UTC(2025, 2, 20, 12, 0, 0);

describe('instantInNewsWindow', () => {
  it('takes dates from two days back up to now', () => {
    expect(instantInNewsWindow('2025-03-18T12:00:00Z', NOW, ZONE)).toBe(Date.UTC(2025, 2, 18, 12));
    expect(instantInNewsWindow('2025-03-20T13:00:00+01:00', NOW, ZONE)).toBe(NOW);
  });

  it('reads a date without an offset as wall time in the zone', () => {
    // 13:00:01 on the 18th in Copenhagen is 12:00:01 UTC: inside; 12:59 is outside.
    expect(instantInNewsWindow('2025-03-18 13:00:01', NOW, ZONE)).toBe(
      Date.UTC(2025, 2, 18, 12, 0, 1),
    );
    expect(instantInNewsWindow('2025-03-18 12:59:00', NOW, ZONE)).toBeNull();
  });

  it('leaves out older, future, missing and unreadable dates', () => {
    expect(instantInNewsWindow('2025-03-18T11:59:59Z', NOW, ZONE)).toBeNull();
    expect(instantInNewsWindow('2025-03-20T12:00:01Z', NOW, ZONE)).toBeNull();
    expect(instantInNewsWindow(null, NOW, ZONE)).toBeNull();
    expect(instantInNewsWindow('yesterday', NOW, ZONE)).toBeNull();
  });
});

describe('mayBeRecentNews', () => {
  it('keeps entries changed within two days, also changed after now', () => {
    expect(mayBeRecentNews('2025-03-19T08:00:00+01:00', NOW, ZONE)).toBe(true);
    expect(mayBeRecentNews('2025-03-20T12:30:00Z', NOW, ZONE)).toBe(true);
    expect(mayBeRecentNews('2025-03-17T08:00:00+01:00', NOW, ZONE)).toBe(false);
    expect(mayBeRecentNews(null, NOW, ZONE)).toBe(false);
  });
});

describe('newsSitemapItems', () => {
  it('keeps the window, newest first, dated with the zone offset', () => {
    const items = newsSitemapItems(
      [
        { url: 'https://w/a', title: 'A', publishedAt: '2025-03-19 08:00:00' },
        { url: 'https://w/old', title: 'Old', publishedAt: '2025-03-10 08:00:00' },
        { url: 'https://w/b', title: 'B', publishedAt: '2025-03-20T10:30:00Z' },
        { url: 'https://w/none', title: 'None', publishedAt: null },
        { url: 'https://w/future', title: 'Future', publishedAt: '2025-03-21T08:00:00Z' },
      ],
      NOW,
      ZONE,
    );
    expect(items).toEqual([
      { url: 'https://w/b', title: 'B', publishedAt: '2025-03-20T11:30:00+01:00' },
      { url: 'https://w/a', title: 'A', publishedAt: '2025-03-19T08:00:00+01:00' },
    ]);
  });

  it('dates summer articles with the summer offset', () => {
    const summer = Date.UTC(2025, 6, 1, 12);
    expect(
      newsSitemapItems(
        [{ url: 'https://w/s', title: 'S', publishedAt: '2025-07-01 09:15:00' }],
        summer,
        ZONE,
      ),
    ).toEqual([{ url: 'https://w/s', title: 'S', publishedAt: '2025-07-01T09:15:00+02:00' }]);
  });

  it('lists at most 1000 articles, the newest', () => {
    const articles = Array.from({ length: 1005 }, (_, index) => ({
      url: `https://w/${String(index)}`,
      title: String(index),
      publishedAt: new Date(NOW - index * 60_000).toISOString(),
    }));
    const items = newsSitemapItems(articles, NOW, ZONE);
    expect(NEWS_SITEMAP_MAX_URLS).toBe(1000);
    expect(items).toHaveLength(1000);
    expect(items[0]?.url).toBe('https://w/0');
    expect(items[999]?.url).toBe('https://w/999');
  });
});
