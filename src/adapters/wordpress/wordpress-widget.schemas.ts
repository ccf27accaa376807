/**
 * Body widgets besides text, image and lead paragraph (docs/content-api-shapes.md, Body widgets).
 * Each schema turns the flat upstream object into the fields of its domain `Widget` variant.
 */
import { z } from 'zod';
import { readPriceText } from '../../domain/content/price-text.rules';
import type {
  FileDownload,
  GalleryItem,
  Hotspot,
  Image,
  InventoryItem,
  ParagraphListItem,
  ProductDetail,
  ProductScore,
  VideoClip,
  VideoData,
} from '../../domain/content/content.types';
import { mapImage } from './wordpress.mappers';
import {
  imageField,
  imageSchema,
  lenientList,
  looseBoolean,
  looseNumber,
  nonEmptyText,
  asList,
  phpDate,
  text,
} from './wordpress.schemas';

const galleryItemSchema = z
  .object({ title: nonEmptyText, description: nonEmptyText, image: imageSchema })
  .transform((item): GalleryItem | null => {
    const image = mapImage(item.image);
    return image === null ? null : { image, title: item.title, description: item.description };
  });

/** `description` is the editor's markdown about the whole gallery (`GalleryTransformer`). */
export const gallerySchema = z
  .object({
    title: nonEmptyText,
    description: nonEmptyText,
    images: lenientList(galleryItemSchema),
  })
  .transform((raw) => ({
    title: raw.title,
    description: raw.description,
    items: raw.images.filter((item): item is GalleryItem => item !== null),
  }))
  .refine((gallery) => gallery.items.length > 0, { message: 'a gallery needs images' });

const videoFields = {
  video_id: nonEmptyText,
  name: nonEmptyText,
  description: nonEmptyText,
  embed_url: nonEmptyText,
  content_url: nonEmptyText,
  thumbnail_url: nonEmptyText,
  upload_date: phpDate,
  duration: nonEmptyText,
};

interface RawVideo {
  readonly video_id: string | null;
  readonly name: string | null;
  readonly description: string | null;
  readonly embed_url: string | null;
  readonly content_url: string | null;
  readonly thumbnail_url: string | null;
  readonly upload_date: string | null;
  readonly duration: string | null;
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

/** A literal `&amp;` in a URL (the content API sends video URLs HTML-escaped) → `&`. */
function unescapeUrl(url: string | null): string | null {
  return url === null ? null : url.replace(/&amp;/g, '&');
}

function videoData(raw: RawVideo): VideoData {
  const embedUrl = unescapeUrl(raw.embed_url);
  const contentUrl = unescapeUrl(raw.content_url);
  return {
    videoId:
      raw.video_id ?? UUID.exec(embedUrl ?? '')?.[0] ?? UUID.exec(contentUrl ?? '')?.[0] ?? null,
    name: raw.name,
    description: raw.description,
    embedUrl,
    contentUrl,
    thumbnailUrl: raw.thumbnail_url,
    uploadDate: raw.upload_date,
    duration: raw.duration,
  };
}

/** `HH:MM:SS`, `MM:SS` or seconds → seconds; anything else → null. */
export function toSeconds(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : null;
  if (typeof value !== 'string') return null;
  const parts = value.trim().split(':');
  if (parts.length > 3 || !parts.every((part) => /^\d+(\.\d+)?$/.test(part))) return null;
  return parts.reduce((total, part) => total * 60 + Number(part), 0);
}

const clipSchema = z
  .object({
    title: z.string().min(1),
    start_offset: looseNumber,
    end_offset: looseNumber,
    url: nonEmptyText,
  })
  .transform((clip): VideoClip | null =>
    clip.start_offset === null || clip.start_offset < 0
      ? null
      : {
          title: clip.title,
          startOffset: clip.start_offset,
          endOffset: clip.end_offset,
          url: clip.url,
        },
  );

const HIDDEN: ReadonlySet<unknown> = new Set([false, 0, '0']);

/**
 * The content API's chapters (`VideoChapterItemTransformer`): `{thumbnail, title, description,
 * time: "HH:MM:SS", url, show_in_list_overview}`. A chapter the editor keeps out of the list
 * overview stays a chapter (a Clip, a point to seek to); only the list under the video skips it.
 */
const chapterSchema = z
  .object({
    title: z.string().min(1),
    time: z.unknown().optional(),
    url: nonEmptyText,
    description: nonEmptyText,
    thumbnail: imageField,
    show_in_list_overview: z.unknown().optional(),
  })
  .transform((chapter): VideoClip | null => {
    const start = toSeconds(chapter.time);
    return start === null
      ? null
      : {
          title: chapter.title,
          startOffset: start,
          endOffset: null,
          url: chapter.url,
          description: chapter.description,
          image: mapImage(chapter.thumbnail),
          // Only an explicit no hides it: an older answer without the field lists them all.
          listed: !HIDDEN.has(chapter.show_in_list_overview),
        };
  });

/** Chapters in order, each ending where the next begins (the last at the video's end). */
function chaptersAsClips(chapters: readonly (VideoClip | null)[], duration: string | null) {
  const clips = chapters
    .filter((clip): clip is VideoClip => clip !== null)
    .sort((a, b) => a.startOffset - b.startOffset);
  const end = toSeconds(duration);
  return clips.map((clip, index) => ({
    ...clip,
    endOffset: clips[index + 1]?.startOffset ?? end,
  }));
}

function playable(video: VideoData): boolean {
  return video.embedUrl !== null || video.contentUrl !== null;
}

/**
 * A video. Its chapters arrive as the newer API's `clip_items` (shown when `enable_clip_items`) or
 * as the content API's `chapter_items`; the identifier the structured-data rule tests is
 * `video_id`, or the UUID in the embed or content URL.
 */
export const videoWidgetSchema = z
  .object({
    ...videoFields,
    enable_seek_to_action: looseBoolean,
    enable_clip_items: looseBoolean,
    clip_items: lenientList(clipSchema),
    chapter_items: lenientList(chapterSchema),
    caption: nonEmptyText,
  })
  .transform((raw) => {
    const clips = raw.enable_clip_items
      ? raw.clip_items.filter((clip): clip is VideoClip => clip !== null)
      : chaptersAsClips(raw.chapter_items, raw.duration);
    return {
      video: videoData(raw),
      seekToAction: raw.enable_seek_to_action,
      clips,
      caption: raw.caption,
    };
  })
  .refine((widget) => playable(widget.video), { message: 'a video needs an embed or content URL' });

export const qbrickVideoSchema = z
  .object(videoFields)
  .transform((raw) => ({ video: videoData(raw) }))
  .refine((widget) => playable(widget.video) || widget.video.videoId !== null, {
    message: 'a qbrick video needs a media id or an embed URL',
  });

export const infoboxSchema = z
  .object({ title: nonEmptyText, body: z.string().min(1), display_hint: text })
  .transform((raw) => ({
    title: raw.title,
    body: raw.body,
    displayHint: raw.display_hint ?? 'default',
  }));

export const quoteSchema = z
  .object({ quote: z.string().min(1), author: nonEmptyText })
  .transform((raw) => ({ quote: raw.quote, author: raw.author }));

/** A source code arrives as a number (`100234`) or a string. */
const sourceCode = z
  .unknown()
  .optional()
  .transform((value) =>
    (typeof value === 'number' && Number.isFinite(value)) ||
    (typeof value === 'string' && value.trim() !== '')
      ? String(value).trim()
      : null,
  );

export const newsletterSchema = z
  .object({
    title: nonEmptyText,
    description: nonEmptyText,
    source_code: sourceCode,
    permission_text: nonEmptyText,
  })
  .transform((raw) => ({
    title: raw.title,
    description: raw.description,
    sourceCode: raw.source_code,
    permissionText: raw.permission_text,
  }));

/** A product's price as read: `currency` is an ISO code, `kr` (the market's crowns) or null. */
export interface PriceField {
  readonly amount: number | null;
  readonly currency: string | null;
  /** The "about" word before a price text, e.g. `ca.`. */
  readonly qualifier: string | null;
  /** The editor's text; kept to show as written when it is not one price. */
  readonly text: string | null;
}

/**
 * `{amount, currency}` (the newer API's form) or the editor's text, e.g. `"449 kr."`, read by
 * `readPriceText`: a text that is not exactly one price has no amount.
 */
const priceField = z
  .unknown()
  .optional()
  .transform((value): PriceField => {
    if (typeof value === 'string') {
      const text = value.trim();
      const reading = readPriceText(text);
      return {
        amount: reading?.amount ?? null,
        currency: reading?.currency ?? null,
        qualifier: reading?.qualifier ?? null,
        text: text || null,
      };
    }
    if (typeof value === 'number')
      return { amount: value, currency: null, qualifier: null, text: null };
    const parsed = z.object({ amount: looseNumber, currency: nonEmptyText }).safeParse(value);
    return parsed.success
      ? { amount: parsed.data.amount, currency: parsed.data.currency, qualifier: null, text: null }
      : { amount: null, currency: null, qualifier: null, text: null };
  });

const scoreSchema = z
  .object({ parameter: z.string().min(1), score: looseNumber })
  .transform((item): ProductScore | null =>
    item.score === null ? null : { parameter: item.parameter, score: item.score },
  );

const detailSchema = z
  .object({ display_hint: nonEmptyText, key: z.string().min(1), value: nonEmptyText })
  .transform((item): ProductDetail => ({
    displayHint: item.display_hint ?? 'default',
    key: item.key,
    value: item.value,
  }));

/**
 * A product review. Two forms arrive: the newer API's (`rating`, `max_rating`, `pros_items`,
 * `cons_items`, a price object) and the content API's (`max_points`, `items[{parameter,
 * score}]`, `details_items`, a price string). Both are read; the overall rating of the second is
 * the mean of its scores. A price in `kr` takes the site's crowns (`MappingContext.currency`).
 */
export const productSchema = z
  .object({
    title: z.string().min(1),
    description: nonEmptyText,
    image: imageField,
    rating: looseNumber,
    max_rating: looseNumber,
    max_points: looseNumber,
    items: lenientList(scoreSchema),
    pros_items: lenientList(z.string().min(1)),
    cons_items: lenientList(z.string().min(1)),
    price: priceField,
    winner: looseBoolean,
    best_buy: looseBoolean,
    details_title: nonEmptyText,
    details_items: lenientList(detailSchema),
  })
  .transform((raw) => {
    const scores = raw.items.filter((item): item is ProductScore => item !== null);
    const mean =
      scores.length === 0
        ? null
        : Math.round((scores.reduce((sum, item) => sum + item.score, 0) / scores.length) * 10) / 10;
    return {
      title: raw.title,
      description: raw.description,
      image: mapImage(raw.image),
      rating: raw.rating ?? mean,
      maxRating: raw.max_rating ?? raw.max_points,
      scores,
      pros: raw.pros_items,
      cons: raw.cons_items,
      price: raw.price,
      winner: raw.winner,
      bestBuy: raw.best_buy,
      detailsTitle: raw.details_title,
      details: raw.details_items,
    };
  });

export const calculatorSchema = z.object({ calculator: z.string().min(1) });

export const materialGuideSchema = z
  .object({
    title: nonEmptyText,
    material_ids: lenientList(z.number().int().positive()),
  })
  .transform((raw) => ({ title: raw.title, materialIds: raw.material_ids, materials: null }));

export const associatedCompositesSchema = z.object({
  title: nonEmptyText,
  display_hint: text,
  /** A bare array of teasers (older answers wrapped it in `{data}`). */
  composites: z
    .unknown()
    .optional()
    .transform((value) => {
      const wrapped =
        typeof value === 'object' && value !== null && !Array.isArray(value) && 'data' in value
          ? value.data
          : value;
      return asList(wrapped) ?? [];
    }),
});

/** The markup as the editor pasted it; `embedFromCode` decides whether it is shown at all. */
export const insertedCodeSchema = z.object({ code: z.string().min(1) });

const fileSchema = z
  .object({
    url: z.string().min(1),
    title: nonEmptyText,
    description: nonEmptyText,
    mime_type: nonEmptyText,
    size: looseNumber,
  })
  .transform((raw): FileDownload => ({
    url: raw.url,
    title: raw.title ?? raw.url.split('/').pop() ?? raw.url,
    description: raw.description,
    mimeType: raw.mime_type,
    size: raw.size,
  }));

/**
 * The file widget (`ContentFileTransformer`): the editor's `title`, `description` and
 * `download_button_text` beside the attachment (`file`, `Root/FileTransformer`), whose own title
 * is the media library's (usually the file name). Locked: every field `null`, `images: []`.
 */
export const fileWidgetSchema = z
  .object({
    file: fileSchema,
    images: lenientList(imageSchema),
    title: nonEmptyText,
    description: nonEmptyText,
    download_button_text: nonEmptyText,
  })
  .transform((raw) => ({
    file: raw.file,
    images: raw.images.map(mapImage).filter((image): image is Image => image !== null),
    title: raw.title,
    description: raw.description,
    buttonText: raw.download_button_text,
  }));

export const linkWidgetSchema = z
  .object({
    url: z.string().min(1),
    title: z.string().min(1),
    target: nonEmptyText,
    display_hint: text,
  })
  .transform((raw) => ({
    url: raw.url,
    title: raw.title,
    target: raw.target,
    displayHint: raw.display_hint ?? 'text',
  }));

const inventoryItemSchema = z
  .object({ display_hint: nonEmptyText, key: nonEmptyText, value: nonEmptyText })
  .transform((item): InventoryItem | null =>
    item.key === null
      ? null
      : { displayHint: item.display_hint ?? 'default', key: item.key, value: item.value },
  );

/**
 * An inventory (`InventoryTransformer`): a title, a markdown description and key/value rows. The
 * adapter upstream rejects empty rows but keeps the others' keys, so `items` may be an object.
 */
export const inventorySchema = z
  .object({
    title: nonEmptyText,
    description: nonEmptyText,
    items: lenientList(inventoryItemSchema),
  })
  .transform((raw) => ({
    title: raw.title,
    description: raw.description,
    items: raw.items.filter((item): item is InventoryItem => item !== null),
  }))
  .refine((inventory) => inventory.items.length > 0, { message: 'an inventory needs items' });

const paragraphListItemSchema = z
  .object({
    title: nonEmptyText,
    description: nonEmptyText,
    image: imageField,
    video_url: nonEmptyText,
  })
  .transform((item): ParagraphListItem | null => {
    const image = mapImage(item.image);
    if (item.title === null && item.description === null && image === null) return null;
    return { title: item.title, description: item.description, image, videoUrl: item.video_url };
  });

/**
 * A paragraph list (`ParagraphListTransformer`): numbered, bulleted or picture paragraphs, each
 * folding under its title when `collapsible`. Like the inventory, `items` may have holes.
 */
export const paragraphListSchema = z
  .object({
    title: nonEmptyText,
    description: nonEmptyText,
    image: imageField,
    video_url: nonEmptyText,
    collapsible: looseBoolean,
    show_numbers: looseBoolean,
    display_hint: nonEmptyText,
    items: lenientList(paragraphListItemSchema),
  })
  .transform((raw) => ({
    title: raw.title,
    description: raw.description,
    image: mapImage(raw.image),
    videoUrl: raw.video_url,
    collapsible: raw.collapsible,
    showNumbers: raw.show_numbers,
    displayHint: raw.display_hint ?? 'ordered',
    items: raw.items.filter((item): item is ParagraphListItem => item !== null),
  }))
  .refine((list) => list.items.length > 0, { message: 'a paragraph list needs items' });

/** A fraction of the image's size; upstream writes `floatval` of the editor's `"x,y"`. */
const fraction = looseNumber.refine((value) => value !== null && value >= 0 && value <= 1);

const hotspotSchema = z
  .object({
    title: nonEmptyText,
    description: nonEmptyText,
    coordinates: z.object({ x: fraction, y: fraction }).nullish().catch(null),
  })
  .transform((spot): Hotspot | null =>
    // A spot without a place cannot be pointed at, one without text has nothing to say.
    spot.coordinates == null || (spot.title === null && spot.description === null)
      ? null
      : {
          title: spot.title,
          description: spot.description,
          x: spot.coordinates.x ?? 0,
          y: spot.coordinates.y ?? 0,
        },
  );

/** A hotspot image (`HotspotImageTransformer`): a picture with marked, explained spots. */
export const hotspotImageSchema = z
  .object({
    title: nonEmptyText,
    description: nonEmptyText,
    image: imageField,
    display_hint: nonEmptyText,
    hotspots: lenientList(hotspotSchema),
  })
  .transform((raw) => ({
    title: raw.title,
    description: raw.description,
    image: mapImage(raw.image),
    displayHint: raw.display_hint ?? 'ordered',
    hotspots: raw.hotspots.filter((spot): spot is Hotspot => spot !== null),
  }))
  .refine((widget) => widget.image !== null, { message: 'a hotspot image needs its image' });
