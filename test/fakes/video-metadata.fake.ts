import type { VideoMetadata } from '../../src/domain/services/services.types';
import { failed, succeeded, type Outcome } from '../../src/domain/errors/outcome';
import type { Site } from '../../src/domain/site/site.types';
import type { VideoMetadataPort } from '../../src/ports/video-metadata.port';

/**
 * An in-memory video provider: knows the media a test put in; `down` makes every call answer the
 * failure the real adapter answers when the provider cannot be reached.
 */
export class InMemoryVideoMetadata implements VideoMetadataPort {
  readonly known = new Map<string, VideoMetadata>();
  down = false;
  /** Every media id asked for, in order. */
  readonly asked: string[] = [];

  add(metadata: VideoMetadata): this {
    this.known.set(metadata.id, metadata);
    return this;
  }

  media(_site: Site, mediaId: string): Promise<Outcome<VideoMetadata | null>> {
    this.asked.push(mediaId);
    if (this.down) {
      return Promise.resolve(
        failed({ code: 'UPSTREAM_UNREACHABLE', service: 'video-provider', retryable: true }),
      );
    }
    return Promise.resolve(succeeded(this.known.get(mediaId) ?? null));
  }
}

/** Provider metadata of a media id, as the video provider's adapter returns it. */
export function videoMetadataFixture(
  id: string,
  overrides: Partial<VideoMetadata> = {},
): VideoMetadata {
  return {
    id,
    name: 'Squat step by step',
    description: 'How to squat with good form.',
    thumbnailUrl: `https://cdn.videos.example/thumbs/${id}.jpg`,
    uploadDate: '2025-04-03T13:20:00.000Z',
    duration: 'PT3M40S',
    contentUrl: `https://cdn.videos.example/media/${id}.mp4`,
    embedUrl: `https://cdn.videos.example/players/${id}`,
    ...overrides,
  };
}
