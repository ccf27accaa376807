/**
 * Body widgets besides text, image and lead paragraph (docs/content-api-shapes.md, Body widgets).
 * Each schema turns the flat upstream object into the fields of its domain `Widget` variant.
 */
import { z } from 'zod';
import type {
  FileDownload,
  GalleryItem,
  Image,
  Price,
  Product,
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
  phpDate,
  text,
} from './wordpress.schemas';

const galleryItemSchema = z
  .object({ description: nonEmptyText, image: imageSchema })
  .transform((item): GalleryItem | null => {
    const image = mapImage(item.image);
    return image === null ? null : { image, description: item.description };
  });

export const gallerySchema = z
  .object({ title: nonEmptyText, images: lenientList(galleryItemSchema) })
  .transform((raw) => ({
    title: raw.title,
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

function videoData(raw: RawVideo): VideoData {
  return {
    videoId: raw.video_id,
    name: raw.name,
    description: raw.description,
    embedUrl: raw.embed_url,
    contentUrl: raw.content_url,
    thumbnailUrl: raw.thumbnail_url,
    uploadDate: raw.upload_date,
    duration: raw.duration,
  };
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

function playable(video: VideoData): boolean {
  return video.embedUrl !== null || video.contentUrl !== null;
}

export const videoWidgetSchema = z
  .object({
    ...videoFields,
    enable_seek_to_action: looseBoolean,
    enable_clip_items: looseBoolean,
    clip_items: lenientList(clipSchema),
  })
  .transform((raw) => ({
    video: videoData(raw),
    seekToAction: raw.enable_seek_to_action,
    clips: raw.enable_clip_items
      ? raw.clip_items.filter((clip): clip is VideoClip => clip !== null)
      : [],
  }))
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

export const newsletterSchema = z
  .object({
    title: nonEmptyText,
    description: nonEmptyText,
    source_code: nonEmptyText,
    permission_text: nonEmptyText,
  })
  .transform((raw) => ({
    title: raw.title,
    description: raw.description,
    sourceCode: raw.source_code,
    permissionText: raw.permission_text,
  }));

const priceSchema = z
  .object({ amount: looseNumber, currency: z.string().min(1) })
  .nullish()
  .catch(null)
  .transform((price): Price | null =>
    price?.amount == null ? null : { amount: price.amount, currency: price.currency },
  );

export const productSchema = z
  .object({
    title: z.string().min(1),
    description: nonEmptyText,
    image: imageField,
    rating: looseNumber,
    max_rating: looseNumber,
    pros_items: lenientList(z.string().min(1)),
    cons_items: lenientList(z.string().min(1)),
    price: priceSchema,
  })
  .transform((raw): Product => ({
    title: raw.title,
    description: raw.description,
    image: mapImage(raw.image),
    rating: raw.rating,
    maxRating: raw.max_rating,
    pros: raw.pros_items,
    cons: raw.cons_items,
    price: raw.price,
  }));

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
  composites: z
    .object({ data: z.array(z.unknown()) })
    .nullish()
    .catch(null)
    .transform((include) => include?.data ?? []),
});

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

export const fileWidgetSchema = z
  .object({ file: fileSchema, images: lenientList(imageSchema) })
  .transform((raw) => ({
    file: raw.file,
    images: raw.images.map(mapImage).filter((image): image is Image => image !== null),
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
