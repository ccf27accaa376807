import { withOffset } from '../time/zoned-time.rules';
import type { VideoClip, VideoData } from '../content/content.types';
import { clockIso, clockSeconds } from './iso-duration.rules';
import {
  compact,
  SCHEMA_CONTEXT,
  type JsonLdNode,
  type StructuredDataContext,
} from './json-ld.types';

/** Video structured data only for ids of this shape (a UUID). */
export const VIDEO_ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The page URL without its fragment, and the separator a further query parameter needs. */
function pageBase(pageUrl: string): { readonly base: string; readonly separator: string } {
  const base = pageUrl.split('#')[0] ?? pageUrl;
  return { base, separator: base.includes('?') ? '&' : '?' };
}

/** The page at a second of its video: `…/side?t=90` (what the SeekToAction target promises). */
export function pageAtSecond(pageUrl: string, second: number): string {
  const { base, separator } = pageBase(pageUrl);
  return `${base}${separator}t=${String(second)}`;
}

/**
 * The clips as schema.org Clips, in order of their start. Each links to the page of the video at
 * its start second: Google wants a Clip's `url` to deep-link into the page that plays the video,
 * so the editor's chapter link (a fragment, another page, or missing) is not used. Starts are
 * whole seconds (the page's `t` parameter counts seconds); a clip that starts where an earlier
 * one did, or at or after the video's end, is left out.
 */
function clips(items: readonly VideoClip[], videoSeconds: number | null, pageUrl: string) {
  const seen = new Set<number>();
  const kept: JsonLdNode[] = [];
  for (const item of [...items].sort((a, b) => a.startOffset - b.startOffset)) {
    const start = Math.floor(item.startOffset);
    const pastTheEnd = videoSeconds !== null && videoSeconds > 0 && start >= videoSeconds;
    if (seen.has(start) || pastTheEnd) continue;
    seen.add(start);
    const end = item.endOffset === null ? null : Math.ceil(item.endOffset);
    kept.push(
      compact({
        '@type': 'Clip',
        name: item.title,
        startOffset: start,
        endOffset: end !== null && end > start ? end : null,
        url: pageAtSecond(pageUrl, start),
      }),
    );
  }
  return kept;
}

/**
 * VideoObject for a video widget: only when the id matches the UUID pattern and name,
 * description, thumbnail and a readable upload date exist (the provider's upload date may come
 * without a zone: it is read in the site's zone and emitted with its offset; one that is not a
 * date leaves the video out rather than emit it without the date Google requires). Clip items
 * become `hasPart`; where seeking is enabled, a `SeekToAction` on the page URL with `?t=`.
 */
export function videoStructuredData(
  video: VideoData,
  options: { readonly clips: readonly VideoClip[]; readonly seekToAction: boolean },
  context: StructuredDataContext,
): JsonLdNode | null {
  const { videoId, name, description, thumbnailUrl } = video;
  if (videoId === null || !VIDEO_ID_PATTERN.test(videoId)) return null;
  const uploadDate = withOffset(video.uploadDate, context.timeZone);
  if (name === null || description === null || thumbnailUrl === null || uploadDate === null)
    return null;
  const duration = clockIso(video.duration);
  const { base, separator } = pageBase(context.pageUrl);
  return compact({
    '@context': SCHEMA_CONTEXT,
    '@type': 'VideoObject',
    '@id': `${base}#video-${videoId}`,
    identifier: videoId,
    name,
    description,
    thumbnailUrl: [context.imageUrl(thumbnailUrl, 1280, 720)],
    uploadDate,
    duration,
    contentUrl: video.contentUrl,
    embedUrl: video.embedUrl,
    inLanguage: context.inLanguage,
    hasPart: clips(options.clips, clockSeconds(video.duration), context.pageUrl),
    potentialAction: options.seekToAction
      ? {
          '@type': 'SeekToAction',
          target: `${base}${separator}t={seek_to_second_number}`,
          'startOffset-input': 'required name=seek_to_second_number',
        }
      : undefined,
  });
}
