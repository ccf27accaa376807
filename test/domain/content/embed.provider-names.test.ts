import { describe, expect, it } from 'vitest';
import { EMBED_SANDBOX, embedProviderName } from '../../../src/domain/content/embed.rules';
import type { EmbedProvider } from '../../../src/domain/content/content.types';

const embed = (provider: EmbedProvider) => ({
  provider,
  id: '1',
  pageUrl: 'https://example.test/',
});

describe('embeds as readers meet them', () => {
  it.each([
    ['youtube', 'YouTube'],
    ['vimeo', 'Vimeo'],
    ['instagram', 'Instagram'],
    ['tiktok', 'TikTok'],
    ['x', 'X'],
    ['spotify', 'Spotify'],
  ] as const)('names a %s embed by the name readers know, %s', (provider, name) => {
    expect(embedProviderName(embed(provider))).toBe(name);
  });

  it("lets the provider's frame play, open its own site and go full screen, but never take over the page", () => {
    const allowed = EMBED_SANDBOX.split(' ');
    expect(allowed).toEqual(
      expect.arrayContaining([
        'allow-scripts',
        'allow-same-origin',
        'allow-presentation',
        'allow-popups',
      ]),
    );
    expect(allowed).not.toContain('allow-top-navigation');
  });
});
