import type { VideoMetadata } from '../domain/services/services.types';
import type { Outcome } from '../domain/errors/outcome';
import type { Site } from '../domain/site/site.types';

/**
 * The video provider's public media metadata, for structured data: `null` when the provider does
 * not know the media (or the site has no provider), an answer; the failure, with its code, when
 * the provider does not answer.
 */
export interface VideoMetadataPort {
  media(site: Site, mediaId: string): Promise<Outcome<VideoMetadata | null>>;
}
