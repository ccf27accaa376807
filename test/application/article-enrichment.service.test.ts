import { describe, expect, it } from 'vitest';
import { succeeded, type Outcome } from '../../src/domain/errors/outcome';
import { ArticleEnrichment } from '../../src/application/article-enrichment.service';
import type { VideoData, Widget } from '../../src/domain/content/content.types';
import type { VideoMetadata } from '../../src/domain/services/services.types';
import type { VideoMetadataPort } from '../../src/ports/video-metadata.port';
import { InMemoryContentMarketing } from '../fakes/content-marketing.fake';
import { articleFixture, siteFixture, teaserFixture } from '../fakes/domain-builders';
import { InMemoryVideoMetadata, videoMetadataFixture } from '../fakes/video-metadata.fake';
import { lruBoundedMaps } from '../../src/adapters/cache/lru-bounded-maps';

const SQUAT = '3f6c2a1e-8b4d-4c7a-9e2f-51d0b7a4c913';
const HIIT = '9a0e4b7c-2d6f-4e81-b3c5-7f1a2e9d6b40';
const site = siteFixture();
const category = { id: 11, name: 'Styrke', url: '/traening/styrke', parent: null };
const FIVE_MINUTES = 5 * 60_000;
/** A clock the tests move by hand. */
const clock = { at: 0, now: () => clock.at };
const options = { now: clock.now, sponsoredFreshnessMs: FIVE_MINUTES, maps: lruBoundedMaps };

function bareVideo(videoId: string | null, overrides: Partial<VideoData> = {}): VideoData {
  return {
    videoId,
    name: null,
    description: null,
    embedUrl: `https://videos.example.com/embed/${videoId ?? 'x'}`,
    contentUrl: null,
    thumbnailUrl: null,
    uploadDate: null,
    duration: null,
    ...overrides,
  };
}

function videoWidget(video: VideoData, key = 'w1'): Widget {
  return { type: 'video', key, locked: false, video, seekToAction: false, clips: [] };
}

const completeVideo = bareVideo(HIIT, {
  name: 'HIIT',
  description: 'Tyve minutter.',
  thumbnailUrl: 'http://127.0.0.1:4100/wp-content/uploads/hiit.jpg',
  uploadDate: '2025-04-17T10:00:00',
});

function setup() {
  const videos = new InMemoryVideoMetadata();
  const marketing = new InMemoryContentMarketing();
  return { videos, marketing, enrichment: new ArticleEnrichment(videos, marketing, options) };
}

function videosOf(widgets: readonly Widget[]): VideoData[] {
  return widgets.flatMap((widget) =>
    widget.type === 'video' || widget.type === 'qbrick_video' ? [widget.video] : [],
  );
}

describe('ArticleEnrichment: video metadata', () => {
  it('fills a video widget that lacks VideoObject fields from the provider', async () => {
    const { videos, enrichment } = setup();
    videos.add(videoMetadataFixture(SQUAT));
    const article = articleFixture({ widgets: [videoWidget(bareVideo(SQUAT))] });
    const { article: enriched } = await enrichment.enrich(site, article);
    expect(videosOf(enriched.widgets)[0]).toMatchObject({
      name: 'Squat step by step',
      description: 'How to squat with good form.',
      thumbnailUrl: `https://cdn.videos.example/thumbs/${SQUAT}.jpg`,
      uploadDate: '2025-04-03T13:20:00.000Z',
    });
  });

  it('fills qbrick videos with a UUID media id too', async () => {
    const { videos, enrichment } = setup();
    videos.add(videoMetadataFixture(SQUAT));
    const widget: Widget = {
      type: 'qbrick_video',
      key: 'w0',
      locked: false,
      video: bareVideo(SQUAT),
    };
    const { article } = await enrichment.enrich(site, articleFixture({ widgets: [widget] }));
    expect(videosOf(article.widgets)[0]?.name).toBe('Squat step by step');
  });

  it('asks only for videos that need it, each media id once', async () => {
    const { videos, enrichment } = setup();
    const article = articleFixture({
      widgets: [
        videoWidget(bareVideo(SQUAT), 'w0'),
        videoWidget(completeVideo, 'w1'),
        videoWidget(bareVideo(SQUAT), 'w2'),
        videoWidget(bareVideo('0_kb7swing25'), 'w3'),
        { type: 'text_item', key: 'w4', locked: false, body: 'Tekst' },
      ],
    });
    await enrichment.enrich(site, article);
    expect(videos.asked).toEqual([SQUAT]);
  });

  it('returns the very same article when no video needs metadata', async () => {
    const { videos, enrichment } = setup();
    const article = articleFixture({ widgets: [videoWidget(completeVideo)] });
    expect((await enrichment.enrich(site, article)).article).toBe(article);
    expect(videos.asked).toEqual([]);
  });

  it('leaves the widget as it was when the provider is down or does not know the video', async () => {
    const { videos, enrichment } = setup();
    const article = articleFixture({ widgets: [videoWidget(bareVideo(SQUAT))] });
    expect((await enrichment.enrich(site, article)).article).toEqual(article);
    videos.down = true;
    videos.add(videoMetadataFixture(SQUAT));
    expect((await enrichment.enrich(site, article)).article).toEqual(article);
  });

  it('fills only the widgets that need it and that the provider knows', async () => {
    const { videos, enrichment } = setup();
    videos.add(videoMetadataFixture(SQUAT));
    const completeSquat = bareVideo(SQUAT, {
      name: 'Squat',
      description: 'Sådan.',
      thumbnailUrl: 'http://127.0.0.1:4100/wp-content/uploads/squat.jpg',
      uploadDate: '2025-04-03T15:20:00',
    });
    const article = articleFixture({
      widgets: [
        videoWidget(bareVideo(SQUAT), 'w0'),
        videoWidget(completeSquat, 'w1'),
        videoWidget(bareVideo(HIIT), 'w2'),
        { type: 'text_item', key: 'w3', locked: false, body: 'Tekst' },
      ],
    });
    const { article: enriched } = await enrichment.enrich(site, article);
    expect(videosOf(enriched.widgets)[0]?.name).toBe('Squat step by step');
    expect(enriched.widgets.slice(1)).toEqual(article.widgets.slice(1));
  });

  it('returns the very same article when the provider knows none of its videos', async () => {
    const { enrichment } = setup();
    const article = articleFixture({ widgets: [videoWidget(bareVideo(SQUAT))] });
    expect((await enrichment.enrich(site, article)).article).toBe(article);
  });

  it('never fails the page when the provider throws', async () => {
    const throwing: VideoMetadataPort = {
      media: (): Promise<Outcome<VideoMetadata | null>> =>
        Promise.reject(new Error('socket hang up')),
    };
    const enrichment = new ArticleEnrichment(throwing, new InMemoryContentMarketing(), options);
    const article = articleFixture({ widgets: [videoWidget(bareVideo(SQUAT))] });
    expect((await enrichment.enrich(site, article)).article).toEqual(article);
  });

  it('asks for the videos of one article in parallel', async () => {
    const started: string[] = [];
    const pending: (() => void)[] = [];
    const slow: VideoMetadataPort = {
      media: (_site, id) => {
        started.push(id);
        return new Promise((resolve) => {
          pending.push(() => {
            resolve(succeeded(videoMetadataFixture(id)));
          });
        });
      },
    };
    const enrichment = new ArticleEnrichment(slow, new InMemoryContentMarketing(), options);
    const article = articleFixture({
      widgets: [videoWidget(bareVideo(SQUAT), 'w0'), videoWidget(bareVideo(HIIT), 'w1')],
    });
    const result = enrichment.enrich(site, article);
    await Promise.resolve();
    await Promise.resolve();
    expect(started).toEqual([SQUAT, HIIT]);
    for (const release of pending) release();
    const names = videosOf((await result).article.widgets).map((video) => video.videoId);
    expect(names).toEqual([SQUAT, HIIT]);
  });
});

describe('ArticleEnrichment: sponsored teasers', () => {
  it("asks for four sponsored teasers in the article's category", async () => {
    const { marketing, enrichment } = setup();
    marketing.stories = Array.from({ length: 6 }, (_, index) =>
      teaserFixture({ id: 900 + index, commercialType: 'content_marketing' }),
    );
    const { sponsored } = await enrichment.enrich(site, articleFixture({ category }));
    expect(marketing.queries).toEqual([{ categoryId: 11, limit: 4 }]);
    expect(sponsored.map((teaser) => teaser.id)).toEqual([900, 901, 902, 903]);
  });

  it('shows none when the content-marketing service is down', async () => {
    const { marketing, enrichment } = setup();
    marketing.stories = [teaserFixture()];
    marketing.down = true;
    expect((await enrichment.enrich(site, articleFixture({ category }))).sponsored).toEqual([]);
  });

  it('does not ask on a commercial article', async () => {
    const { marketing, enrichment } = setup();
    marketing.stories = [teaserFixture()];
    const article = articleFixture({ commercial: { type: 'advertorial', label: 'Annonce' } });
    expect((await enrichment.enrich(site, article)).sponsored).toEqual([]);
    expect(marketing.queries).toEqual([]);
  });

  it('asks once per category: the next article of the category gets the kept list', async () => {
    const { marketing, enrichment } = setup();
    marketing.stories = [teaserFixture({ id: 900 })];
    await enrichment.enrich(site, articleFixture({ id: 1, category }));
    const { sponsored } = await enrichment.enrich(site, articleFixture({ id: 2, category }));
    expect(sponsored.map((teaser) => teaser.id)).toEqual([900]);
    expect(marketing.queries).toEqual([{ categoryId: 11, limit: 4 }]);
  });

  it('asks again for another category and for the same category on another site', async () => {
    const { marketing, enrichment } = setup();
    marketing.stories = [teaserFixture({ id: 900 })];
    const other = { ...category, id: 12 };
    await enrichment.enrich(site, articleFixture({ category }));
    await enrichment.enrich(site, articleFixture({ category: other }));
    await enrichment.enrich(siteFixture({ id: 'cos-se' }), articleFixture({ category }));
    expect(marketing.queries.map((query) => query.categoryId)).toEqual([11, 12, 11]);
  });

  it('after its freshness, serves the kept list once more while it refreshes in the background', async () => {
    clock.at = 0;
    const { marketing, enrichment } = setup();
    marketing.stories = [teaserFixture({ id: 900 })];
    await enrichment.enrich(site, articleFixture({ category }));
    marketing.stories = [teaserFixture({ id: 901 })];
    clock.at = FIVE_MINUTES + 1;
    const stale = await enrichment.enrich(site, articleFixture({ category }));
    expect(stale.sponsored.map((teaser) => teaser.id)).toEqual([900]);
    const fresh = await enrichment.enrich(site, articleFixture({ category }));
    expect(fresh.sponsored.map((teaser) => teaser.id)).toEqual([901]);
    expect(marketing.queries).toHaveLength(2);
  });

  it('keeps no answer of a service that was down: the next article asks again', async () => {
    const { marketing, enrichment } = setup();
    marketing.stories = [teaserFixture({ id: 900 })];
    marketing.down = true;
    expect((await enrichment.enrich(site, articleFixture({ category }))).sponsored).toEqual([]);
    marketing.down = false;
    const { sponsored } = await enrichment.enrich(site, articleFixture({ category }));
    expect(sponsored.map((teaser) => teaser.id)).toEqual([900]);
  });
});
