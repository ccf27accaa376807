import { describe, expect, it } from 'vitest';
import { ArticleEnrichment } from '../../../src/application/article-enrichment.service';
import type { Widget } from '../../../src/domain/content/content.types';
import { documentHead } from '../../../src/render/document/render-document';
import { InMemoryContentMarketing } from '../../fakes/content-marketing.fake';
import { siteFixture } from '../../fakes/domain-builders';
import { InMemoryVideoMetadata, videoMetadataFixture } from '../../fakes/video-metadata.fake';
import { count, renderBody } from '../render-body';
import { article, chrome, sitePage, teaser } from '../view-model.fixture';
import { lruBoundedMaps } from '../../../src/adapters/cache/lru-bounded-maps';

const sponsored = [
  teaser(900_000, {
    title: 'Sådan vælger du de rigtige løbesko',
    link: 'https://partner.example/wom/loebesko-guide',
    categoryName: 'Løbeland',
    commercialType: 'content_marketing',
    image: null,
  }),
  teaser(900_001, {
    title: 'Fem hurtige aftensmåltider med linser',
    link: 'https://partner.example/wom/linser-aftensmad',
    categoryName: 'Nordisk Bælgfrugt',
    commercialType: 'content_marketing',
    image: null,
  }),
];

const plainArticle = article({ tags: [] });

describe('the sponsored teasers after an article', () => {
  const html = renderBody(sitePage({ type: 'article', article: plainArticle, sponsored }));

  it('shows the teasers in a commercial spot, set apart as sponsored content', () => {
    expect(html).toContain(
      '<section class="article-sponsored container" aria-label="Sponsoreret indhold">',
    );
    expect(html).toContain('Fra vores samarbejdspartnere');
    expect(html).toContain('<p class="commercial-spot__label">Annonce</p>');
    expect(count(html, 'class="commercial-spot__item"')).toBe(2);
  });

  it('links every teaser to its sponsored story and marks it as paid', () => {
    expect(html).toContain('href="https://partner.example/wom/loebesko-guide"');
    expect(html).toContain('Sådan vælger du de rigtige løbesko');
    expect(html).toContain('href="https://partner.example/wom/linser-aftensmad"');
    expect(count(html, '<span class="teaser__category">Annoncørbetalt</span>')).toBe(2);
  });

  it('comes after the article body', () => {
    expect(html.indexOf('article-sponsored')).toBeGreaterThan(html.indexOf('</article>'));
  });

  it('uses the site translations for the heading and the label', () => {
    const swedish = renderBody(
      sitePage(
        { type: 'article', article: plainArticle, sponsored },
        {
          chrome: {
            ...chrome,
            translations: {
              'article.sponsored_title': 'Från våra samarbetspartner',
              'article.sponsored_label': 'Sponsrat innehåll',
            },
          },
        },
      ),
    );
    expect(swedish).toContain('aria-label="Sponsrat innehåll"');
    expect(swedish).toContain('Från våra samarbetspartner');
  });

  it('is left out when there are no sponsored teasers', () => {
    const without = renderBody(sitePage({ type: 'article', article: plainArticle }));
    expect(without).not.toContain('article-sponsored');
    expect(
      renderBody(sitePage({ type: 'article', article: plainArticle, sponsored: [] })),
    ).not.toContain('article-sponsored');
  });
});

describe('VideoObject structured data from the video provider', () => {
  const SQUAT = '3f6c2a1e-8b4d-4c7a-9e2f-51d0b7a4c913';
  const bareVideo: Widget = {
    type: 'video',
    key: 'w0',
    locked: false,
    seekToAction: false,
    clips: [],
    video: {
      videoId: SQUAT,
      name: null,
      description: null,
      embedUrl: `https://videos.example.com/embed/${SQUAT}`,
      contentUrl: null,
      thumbnailUrl: null,
      uploadDate: null,
      duration: null,
    },
  };
  const withVideo = article({ tags: [], widgets: [bareVideo] });

  async function headWith(videos: InMemoryVideoMetadata): Promise<string> {
    const enrichment = new ArticleEnrichment(videos, new InMemoryContentMarketing(), {
      maps: lruBoundedMaps,
      now: Date.now,
      sponsoredFreshnessMs: 60_000,
    });
    const { article: enriched } = await enrichment.enrich(siteFixture(), withVideo);
    return documentHead(sitePage({ type: 'article', article: enriched })).head;
  }

  it('appears when the provider completes the video widget', async () => {
    const head = await headWith(new InMemoryVideoMetadata().add(videoMetadataFixture(SQUAT)));
    const block =
      /<script type="application\/ld\+json">(\{[^<]*"VideoObject"[^<]*\})<\/script>/.exec(head);
    expect(block).not.toBeNull();
    expect(JSON.parse(block?.[1] ?? '{}')).toMatchObject({
      '@type': 'VideoObject',
      identifier: SQUAT,
      name: 'Squat step by step',
      description: 'How to squat with good form.',
      // 13:20 UTC from the provider, as the site's Copenhagen wall time with its offset.
      uploadDate: '2025-04-03T15:20:00+02:00',
      duration: 'PT3M40S',
    });
  });

  it('stays away when the provider does not know the video', async () => {
    expect(await headWith(new InMemoryVideoMetadata())).not.toContain('VideoObject');
  });
});
