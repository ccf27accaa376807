import { describe, expect, it } from 'vitest';
import type { VideoData, Widget } from '../../../src/domain/content/content.types';
import { documentHead } from '../../../src/render/document/render-document';
import { renderBody } from '../render-body';
import type { site } from '../view-model.fixture';
import { article, chrome, sitePage } from '../view-model.fixture';

function bodyOf(widgets: readonly Widget[], language: typeof site.language = 'da'): string {
  return renderBody(
    sitePage(
      { type: 'article', article: article({ widgets }) },
      { chrome: { ...chrome, site: { ...chrome.site, language } } },
    ),
  );
}

function video(overrides: Partial<VideoData>): Widget {
  return {
    key: 'v',
    locked: false,
    type: 'video',
    seekToAction: false,
    clips: [],
    video: {
      videoId: 'x',
      name: 'Perfekt squat',
      description: null,
      embedUrl: 'https://player.example.com/embed/squat',
      contentUrl: null,
      thumbnailUrl: 'https://images.example.com/squat-thumb.jpg',
      uploadDate: null,
      duration: null,
      ...overrides,
    },
  };
}

describe('a video before it plays', () => {
  it('shows its thumbnail under a play button named in the language, over the player', () => {
    const html = bodyOf([video({})]);
    expect(html).toMatch(
      /<iframe class="video__player"[^>]*><\/iframe><button type="button" class="video__poster" data-video-poster="" aria-label="Afspil video: Perfekt squat"><img class="video__poster-image" src="[^"]*squat-thumb.jpg[^"]*" alt=""/,
    );
    expect(html).toContain('<span class="video__play" aria-hidden="true"></span>');
  });

  it('shows a neutral branded poster, not a black box, when it has no thumbnail', () => {
    const html = bodyOf([video({ thumbnailUrl: null })]);
    expect(html).toContain(
      'data-video-poster="" aria-label="Afspil video: Perfekt squat"><span class="video__poster-blank" aria-hidden="true"></span>',
    );
  });

  it('names the play button without a name when the video has none', () => {
    expect(bodyOf([video({ name: null })], 'sv')).toContain('aria-label="Spela video"');
  });

  it('puts the poster over a recorded video too, with the thumbnail as its own poster', () => {
    const html = bodyOf([
      video({ embedUrl: null, contentUrl: 'https://videos.example.com/media/squat.mp4' }),
    ]);
    expect(html).toMatch(/<video class="video__player"[^>]* poster="[^"]*squat-thumb.jpg/);
    expect(html).toContain('class="video__poster"');
  });

  it('hides the poster when scripts cannot start the player (its own controls show)', () => {
    const { head } = documentHead(sitePage({ type: 'article', article: article() }));
    expect(head).toContain('<noscript><style>[data-video-poster]{display:none}</style></noscript>');
  });
});
