import { describe, expect, it } from 'vitest';
import {
  embedFromCode,
  embedFromUrl,
} from '../../../src/adapters/wordpress/wordpress-embed.reading';

/** YouTube's own "Share → Embed" code, as editors paste it. */
const YOUTUBE_IFRAME =
  '<iframe width="560" height="315" src="https://www.youtube.com/embed/dQw4w9WgXcQ?si=Ab12Cd34Ef56Gh78" title="YouTube video player" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" referrerpolicy="strict-origin-when-cross-origin" allowfullscreen></iframe>';

describe('embedFromCode: what an inserted_code widget may show', () => {
  it('reads the video id out of a YouTube iframe and keeps nothing else', () => {
    expect(embedFromCode(YOUTUBE_IFRAME)).toEqual({
      provider: 'youtube',
      id: 'dQw4w9WgXcQ',
      pageUrl: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    });
  });

  it('reads a Vimeo player iframe, keeping an unlisted video hash', () => {
    expect(
      embedFromCode(
        '<iframe src="https://player.vimeo.com/video/671234567?h=8f2a1c9d3e&amp;badge=0" width="640" height="360" frameborder="0" allow="autoplay; fullscreen"></iframe>',
      ),
    ).toEqual({
      provider: 'vimeo',
      id: '671234567/8f2a1c9d3e',
      pageUrl: 'https://vimeo.com/671234567/8f2a1c9d3e',
    });
  });

  it('reads Instagram, TikTok and X blockquotes by their permalinks, ignoring their scripts', () => {
    expect(
      embedFromCode(
        '<blockquote class="instagram-media" data-instgrm-permalink="https://www.instagram.com/p/C1a2B3c4D5e/?utm_source=ig_embed" data-instgrm-version="14"><a href="https://www.instagram.com/p/C1a2B3c4D5e/">Se opslaget</a></blockquote><script async src="//www.instagram.com/embed.js"></script>',
      ),
    ).toMatchObject({ provider: 'instagram', id: 'p/C1a2B3c4D5e' });
    expect(
      embedFromCode(
        '<blockquote class="tiktok-embed" cite="https://www.tiktok.com/@iform/video/7301234567890123456" data-video-id="7301234567890123456"><section></section></blockquote> <script async src="https://www.tiktok.com/embed.js"></script>',
      ),
    ).toEqual({
      provider: 'tiktok',
      id: '7301234567890123456',
      pageUrl: 'https://www.tiktok.com/@iform/video/7301234567890123456',
    });
    expect(
      embedFromCode(
        '<blockquote class="twitter-tweet"><p lang="da">Ny rekord!</p>&mdash; iForm (@iform) <a href="https://twitter.com/iform/status/1745012345678901234?ref_src=twsrc%5Etfw">January 10, 2024</a></blockquote> <script async src="https://platform.twitter.com/widgets.js" charset="utf-8"></script>',
      ),
    ).toEqual({
      provider: 'x',
      id: '1745012345678901234',
      pageUrl: 'https://x.com/iform/status/1745012345678901234',
    });
  });

  it('reads a Spotify iframe with the kind of its content', () => {
    expect(
      embedFromCode(
        '<iframe style="border-radius:12px" src="https://open.spotify.com/embed/episode/4rOoJ6Egrf8K2IrywzwOMk?utm_source=generator" width="100%" height="352" frameBorder="0" allowfullscreen="" loading="lazy"></iframe>',
      ),
    ).toMatchObject({ provider: 'spotify', id: 'episode/4rOoJ6Egrf8K2IrywzwOMk' });
  });

  it('takes a bare address of a provider as its embed', () => {
    expect(embedFromCode('  https://youtu.be/dQw4w9WgXcQ\n')).toMatchObject({
      provider: 'youtube',
      id: 'dQw4w9WgXcQ',
    });
  });

  it('refuses a script', () => {
    expect(embedFromCode('<script>alert(1)</script>')).toBeNull();
  });

  it('refuses an iframe of an unknown provider', () => {
    expect(
      embedFromCode('<iframe src="https://evil.example/embed/dQw4w9WgXcQ"></iframe>'),
    ).toBeNull();
  });

  it('refuses ordinary markup that merely links to a provider', () => {
    expect(
      embedFromCode('<p>Se <a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">videoen</a></p>'),
    ).toBeNull();
  });

  it('refuses a provider address whose id carries anything but the id', () => {
    expect(embedFromUrl('https://www.youtube.com/embed/dQw4w9WgXcQ"><script>')).toBeNull();
    expect(embedFromUrl('https://www.youtube.com/embed/javascript:alert(1)')).toBeNull();
    expect(embedFromUrl('javascript:alert(1)//youtube.com/embed/dQw4w9WgXcQ')).toBeNull();
    expect(embedFromUrl('https://youtube.com.evil.example/embed/dQw4w9WgXcQ')).toBeNull();
  });

  it('takes the first recognised embed when the markup has several', () => {
    expect(
      embedFromCode(
        '<iframe src="https://unknown.example/x"></iframe>' +
          YOUTUBE_IFRAME +
          '<iframe src="https://player.vimeo.com/video/1"></iframe>',
      ),
    ).toMatchObject({ provider: 'youtube' });
  });
});
