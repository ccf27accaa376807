/**
 * How an embed recognised in editors' markup is shown (docs/adr/0022-embeds-from-inserted-code.md):
 * we build the frame's address ourselves from the provider and the content's id, so no markup from
 * the content API ever reaches the page.
 */
import type { Embed, EmbedProvider } from './content.types';

interface ProviderRules {
  /** The origin of the provider's frame (the CSP's `frame-src` must allow it). */
  readonly frameOrigin: string;
  readonly frameUrl: (id: string) => string;
  /**
   * Whether the frame sets the provider's cookies or tracks the reader as soon as it loads: such
   * a frame waits for the reader's consent to marketing. YouTube's privacy-enhanced host and
   * Vimeo with `dnt=1` set none until the reader plays the video.
   */
  readonly needsConsent: boolean;
  /** The provider's name as readers know it. */
  readonly name: string;
}

const PROVIDERS: Readonly<Record<EmbedProvider, ProviderRules>> = {
  youtube: {
    frameOrigin: 'https://www.youtube-nocookie.com',
    frameUrl: (id) => `https://www.youtube-nocookie.com/embed/${id}`,
    needsConsent: false,
    name: 'YouTube',
  },
  vimeo: {
    frameOrigin: 'https://player.vimeo.com',
    // `{video}` or `{video}/{hash}` (an unlisted video plays only with its hash).
    frameUrl: (id) => {
      const [video, hash] = id.split('/');
      const query = hash === undefined ? '' : `h=${hash}&`;
      return `https://player.vimeo.com/video/${video ?? ''}?${query}dnt=1`;
    },
    needsConsent: false,
    name: 'Vimeo',
  },
  instagram: {
    frameOrigin: 'https://www.instagram.com',
    frameUrl: (id) => `https://www.instagram.com/${id}/embed/`,
    needsConsent: true,
    name: 'Instagram',
  },
  tiktok: {
    frameOrigin: 'https://www.tiktok.com',
    frameUrl: (id) => `https://www.tiktok.com/embed/v2/${id}`,
    needsConsent: true,
    name: 'TikTok',
  },
  x: {
    frameOrigin: 'https://platform.twitter.com',
    frameUrl: (id) => `https://platform.twitter.com/embed/Tweet.html?id=${id}&dnt=true`,
    needsConsent: true,
    name: 'X',
  },
  spotify: {
    frameOrigin: 'https://open.spotify.com',
    frameUrl: (id) => `https://open.spotify.com/embed/${id}`,
    needsConsent: true,
    name: 'Spotify',
  },
};

/** What a provider's frame may do: run its player, open its own site, go full screen. */
export const EMBED_SANDBOX = 'allow-scripts allow-same-origin allow-presentation allow-popups';

/** Every origin an embed frame loads from: exactly what the CSP's `frame-src` must allow. */
export const EMBED_FRAME_ORIGINS: readonly string[] = Object.values(PROVIDERS).map(
  (provider) => provider.frameOrigin,
);

export function embedFrameUrl(embed: Embed): string {
  return PROVIDERS[embed.provider].frameUrl(embed.id);
}

export function embedNeedsConsent(embed: Embed): boolean {
  return PROVIDERS[embed.provider].needsConsent;
}

export function embedProviderName(embed: Embed): string {
  return PROVIDERS[embed.provider].name;
}
