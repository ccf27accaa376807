import { describe, expect, it } from 'vitest';
import type { Embed } from '../../../src/domain/content/content.types';
import {
  EMBED_FRAME_ORIGINS,
  embedFrameUrl,
  embedNeedsConsent,
} from '../../../src/domain/content/embed.rules';

const embed = (provider: Embed['provider'], id: string): Embed => ({
  provider,
  id,
  pageUrl: 'https://example.invalid/',
});

describe('embed frames', () => {
  it.each([
    ['youtube', 'M7lc1UVf-VE', 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE'],
    ['vimeo', '671234567', 'https://player.vimeo.com/video/671234567?dnt=1'],
    [
      'vimeo',
      '671234567/8f2a1c9d3e',
      'https://player.vimeo.com/video/671234567?h=8f2a1c9d3e&dnt=1',
    ],
    ['instagram', 'reel/C1a2B3c4D5e', 'https://www.instagram.com/reel/C1a2B3c4D5e/embed/'],
    ['tiktok', '7301234567890123456', 'https://www.tiktok.com/embed/v2/7301234567890123456'],
    [
      'x',
      '1745012345678901234',
      'https://platform.twitter.com/embed/Tweet.html?id=1745012345678901234&dnt=true',
    ],
    [
      'spotify',
      'episode/4rOoJ6Egrf8K2IrywzwOMk',
      'https://open.spotify.com/embed/episode/4rOoJ6Egrf8K2IrywzwOMk',
    ],
  ] as const)('frames %s %s at %s, on one of the allowed origins', (provider, id, url) => {
    expect(embedFrameUrl(embed(provider, id))).toBe(url);
    expect(EMBED_FRAME_ORIGINS).toContain(new URL(url).origin);
  });

  it('asks for consent before the providers whose frames set cookies, not before YouTube or Vimeo', () => {
    expect(embedNeedsConsent(embed('youtube', 'M7lc1UVf-VE'))).toBe(false);
    expect(embedNeedsConsent(embed('vimeo', '1'))).toBe(false);
    for (const provider of ['instagram', 'tiktok', 'x', 'spotify'] as const)
      expect(embedNeedsConsent(embed(provider, '1')), provider).toBe(true);
  });
});
