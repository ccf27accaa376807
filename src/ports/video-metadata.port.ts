import type { VideoMetadata } from '../domain/services/services.types';
import type { Site } from '../domain/site/site.types';

/** The video provider's public media metadata, for structured data. `null` when unknown or down. */
export interface VideoMetadataPort {
  media(site: Site, mediaId: string): Promise<VideoMetadata | null>;
}
