import { withOffset } from '../time/zoned-time.rules';
import type { VideoClip, VideoData } from '../content/content.types';
import { clockIso } from './iso-duration.rules';
import {
  compact,
  SCHEMA_CONTEXT,
  type JsonLdNode,
  type StructuredDataContext,
} from './json-ld.types';

/** Video structured data only for ids of this shape (a UUID). */
export const VIDEO_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function clip(item: VideoClip): JsonLdNode {
  return compact({
    '@type': 'Clip',
    name: item.title,
    startOffset: item.startOffset,
    endOffset: item.endOffset,
    url: item.url,
  });
}

/**
 * VideoObject for a video widget: only when the id matches the UUID pattern and name,
 * description, thumbnail and upload date exist. Clip items become `hasPart`; seek-to-action
 * becomes a `SeekToAction` on the page URL with `?t=`.
 */
export function videoStructuredData(
  video: VideoData,
  options: { readonly clips: readonly VideoClip[]; readonly seekToAction: boolean },
  context: StructuredDataContext,
): JsonLdNode | null {
  const { videoId, name, description, thumbnailUrl, uploadDate } = video;
  if (videoId === null || !VIDEO_ID_PATTERN.test(videoId)) return null;
  if (name === null || description === null || thumbnailUrl === null || uploadDate === null)
    return null;
  const separator = context.pageUrl.includes('?') ? '&' : '?';
  return compact({
    '@context': SCHEMA_CONTEXT,
    '@type': 'VideoObject',
    '@id': `${context.pageUrl}#video-${videoId}`,
    identifier: videoId,
    name,
    description,
    thumbnailUrl: [context.imageUrl(thumbnailUrl, 1280, 720)],
    uploadDate: withOffset(uploadDate, context.timeZone),
    duration: clockIso(video.duration),
    contentUrl: video.contentUrl,
    embedUrl: video.embedUrl,
    inLanguage: context.inLanguage,
    hasPart: options.clips.map(clip),
    potentialAction: options.seekToAction
      ? {
          '@type': 'SeekToAction',
          target: `${context.pageUrl}${separator}t={seek_to_second_number}`,
          'startOffset-input': 'required name=seek_to_second_number',
        }
      : undefined,
  });
}
