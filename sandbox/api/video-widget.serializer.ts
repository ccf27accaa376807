import type { VideoBlock, WidgetBlock } from '../content/widget-blocks.schema';
import type { ArticleRecord, ImageRecord } from '../store/site-model.types';
import { isoDateTime } from './time-zone';
import {
  absoluteUrl,
  imageUrl,
  serializeImage,
  type Json,
  type SerializeContext,
} from './wp-shapes.serializer';

type QbrickBlock = Extract<WidgetBlock, { type: 'qbrick_video' }>;

/** Every scalar `null`: what upstream sends of a locked video (its chapter lists stay). */
function nulled(fields: Json): Json {
  return Object.fromEntries(Object.keys(fields).map((key) => [key, null]));
}

/** `95` → `00:01:35`. */
function clock(seconds: number): string {
  const part = (value: number): string => String(value).padStart(2, '0');
  return `${part(Math.floor(seconds / 3600))}:${part(Math.floor(seconds / 60) % 60)}:${part(seconds % 60)}`;
}

/** The provider's player URL, HTML-escaped once too often upstream: a literal `&amp;`. */
function contentUrl(videoId: string): string {
  return `https://videos.example.com/media/${videoId}.mp4?h=${videoId.replaceAll('-', '').slice(0, 10)}&amp;badge=0&amp;autopause=0&amp;player_id=0`;
}

/**
 * A `video` widget. `chapters` is upstream's shape (`VideoTransformer`, `chapter_items`);
 * `clips` the newer API's fields (`video_id`, `clip_items`, `enable_*`) in place of the
 * chapters. The upload date is the provider's raw ISO string. Locked: every scalar `null`, the
 * chapter or clip list still sent.
 */
export function videoFields(
  block: VideoBlock,
  thumbnail: ImageRecord | undefined,
  article: ArticleRecord,
  hidden: boolean,
  context: SerializeContext,
): Json {
  const timeZone = context.site.model.timezone;
  const common = {
    embed_url: `https://videos.example.com/embed/${block.videoId}`,
    duration: block.duration,
    name: block.name,
    description: block.description,
    thumbnail_url: thumbnail === undefined ? null : imageUrl(thumbnail.path, context),
    upload_date: isoDateTime(`${block.uploaded}:00`, timeZone),
    content_url: contentUrl(block.videoId),
  };
  const canonical = absoluteUrl(article.path, context);
  const caption = `Video: ${context.site.model.brand.name}`;
  if (block.form === 'clips') {
    const scalars = {
      ...common,
      include_intro_video: false,
      caption,
      video_id: block.videoId,
      enable_seek_to_action: block.seekToAction,
      enable_clip_items: block.clips.length > 0,
    };
    return {
      ...(hidden ? nulled(scalars) : scalars),
      clip_items: block.clips.map(([title, start, end]) => ({
        title,
        start_offset: start,
        end_offset: end,
        url: `${canonical}?t=${start}`,
      })),
    };
  }
  const scalars = {
    embed_url: common.embed_url,
    include_intro_video: block.seekToAction,
    duration: common.duration,
    name: common.name,
    description: common.description,
    thumbnail_url: common.thumbnail_url,
    upload_date: common.upload_date,
    content_url: common.content_url,
    caption,
  };
  const last = block.clips.length - 1;
  return {
    ...(hidden ? nulled(scalars) : scalars),
    chapter_items: block.clips.map(([title, start], index) => ({
      thumbnail: index === 0 && thumbnail !== undefined ? serializeImage(thumbnail, context) : null,
      title,
      description: index === 0 ? block.description : null,
      time: clock(start),
      url: index === last ? `${canonical}#chapter-${String(index + 1)}` : null,
      show_in_list_overview: index !== last,
    })),
  };
}

/** A Qbrick-hosted video (the newer API's widget); locked, every field is `null`. */
export function qbrickVideoFields(
  block: QbrickBlock,
  thumbnail: ImageRecord | undefined,
  hidden: boolean,
  context: SerializeContext,
): Json {
  const fields = {
    video_id: block.videoId,
    name: block.name,
    description: block.description,
    embed_url: `https://play.qbrick.example/embed/${block.videoId}`,
    thumbnail_url: thumbnail === undefined ? null : imageUrl(thumbnail.path, context),
    upload_date: isoDateTime(`${block.uploaded}:00`, context.site.model.timezone),
    duration: block.duration,
  };
  return hidden ? nulled(fields) : fields;
}
