/**
 * The `audio` and `multimedia` body widgets (docs/content-api-shapes.md, Body widgets), flat as
 * the content API sends them. Each schema turns the upstream fields into its `Widget` variant's.
 */
import { z } from 'zod';
import type { AudioFile } from '../../domain/content/content.types';
import { mapImage } from './wordpress.mappers';
import { imageField, looseNumber, nonEmptyText } from './wordpress.schemas';

/** The attachment (`Root/AudioTransformer`): `{id, url, title, description, caption, language}`. */
const audioFileSchema = z
  .object({ url: z.string().min(1), title: nonEmptyText, caption: nonEmptyText })
  .transform((raw): AudioFile => ({ url: raw.url, title: raw.title, caption: raw.caption }));

/**
 * `audio` (`ContentAudioTransformer`): the editor's `title`, the attachment under `file` (`null`
 * when locked: title, image and duration still arrive), an `image` and `duration` in whole
 * minutes rounded up (`0` when the attachment's length is unknown).
 */
export const audioWidgetSchema = z
  .object({ title: nonEmptyText, file: audioFileSchema, image: imageField, duration: looseNumber })
  .transform((raw) => ({
    title: raw.title,
    file: raw.file,
    image: mapImage(raw.image),
    minutes: raw.duration !== null && raw.duration > 0 ? raw.duration : null,
  }));

/**
 * `multimedia` (`MultimediaTransformer`): a `blueprint` drawing or a `3d` model on Vectary, each
 * with a required `image`, a `title` and a markdown `description`; a 3D model adds `vectary_id`
 * and `vectary_url`. Locked, every field is `null`, so nothing is left to parse.
 */
export const multimediaWidgetSchema = z
  .object({
    title: nonEmptyText,
    description: nonEmptyText,
    image: imageField,
    display_hint: nonEmptyText,
    vectary_url: nonEmptyText,
  })
  .transform((raw) => {
    const image = mapImage(raw.image);
    return image === null
      ? null
      : {
          title: raw.title,
          description: raw.description,
          image,
          displayHint: raw.display_hint ?? 'blueprint',
          modelUrl: raw.display_hint === '3d' ? raw.vectary_url : null,
        };
  });
