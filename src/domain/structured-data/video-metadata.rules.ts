import type { VideoData } from '../content/content.types';
import type { VideoMetadata } from '../services/services.types';
import { instantOfIso } from '../time/zoned-time.rules';
import { isoClock } from './iso-duration.rules';
import { VIDEO_ID_PATTERN } from './video.structured-data';

/**
 * Whether a video widget needs the provider's metadata for its VideoObject: its id is one the
 * structured data accepts, and a field the VideoObject requires (name, description, thumbnail,
 * upload date) is missing.
 */
export function needsVideoMetadata(video: VideoData): boolean {
  if (video.videoId === null || !VIDEO_ID_PATTERN.test(video.videoId)) return false;
  return (
    video.name === null ||
    video.description === null ||
    video.thumbnailUrl === null ||
    !readableDate(video.uploadDate)
  );
}

/**
 * Whether an upload date can be read as an instant (with its offset, or as a wall time in the
 * site's zone when emitted, `withOffset`); the zone read here does not change the answer.
 */
function readableDate(value: string | null): value is string {
  return value !== null && instantOfIso(value, 'UTC') !== null;
}

function text(value: string | null): string | null {
  return value === null || value.trim() === '' ? null : value;
}

/**
 * The widget's video with its missing fields taken from the provider's metadata. What the editor
 * wrote always wins; metadata of another media id is ignored.
 */
export function withVideoMetadata(video: VideoData, metadata: VideoMetadata): VideoData {
  if (video.videoId?.toLowerCase() !== metadata.id.toLowerCase()) return video;
  const uploadDate = readableDate(metadata.uploadDate) ? metadata.uploadDate : null;
  return {
    videoId: video.videoId,
    name: video.name ?? text(metadata.name),
    description: video.description ?? text(metadata.description),
    embedUrl: video.embedUrl ?? text(metadata.embedUrl),
    contentUrl: video.contentUrl ?? text(metadata.contentUrl),
    thumbnailUrl: video.thumbnailUrl ?? text(metadata.thumbnailUrl),
    uploadDate: readableDate(video.uploadDate) ? video.uploadDate : uploadDate,
    duration: video.duration ?? isoClock(metadata.duration),
  };
}
