import sharp from 'sharp';
import type { CdnRequest, OutputFormat } from './cdn-query.parser';
import type { Original } from './image-originals.store';

const AVIF_EFFORT = 2;

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/**
 * Resizes an original with sharp. `fit=crop` with both sides scales the image to cover the box
 * and cuts the box around the focal point (`fp-x`, `fp-y`); `clip` fits inside, `max` fits inside
 * without enlarging, `scale` stretches. One side only keeps the aspect ratio.
 */
export async function renderVariant(
  original: Original,
  request: CdnRequest,
  format: OutputFormat,
): Promise<Buffer> {
  let pipeline = sharp(original.jpeg);
  const { width, height } = request;
  if (width !== null && height !== null && request.fit === 'crop') {
    const scale = Math.max(width / original.width, height / original.height);
    const coverWidth = Math.max(width, Math.round(original.width * scale));
    const coverHeight = Math.max(height, Math.round(original.height * scale));
    const left = clamp(Math.round(request.focal.x * coverWidth - width / 2), 0, coverWidth - width);
    const top = clamp(
      Math.round(request.focal.y * coverHeight - height / 2),
      0,
      coverHeight - height,
    );
    pipeline = pipeline
      .resize(coverWidth, coverHeight, { fit: 'fill' })
      .extract({ left, top, width, height });
  } else if (width !== null || height !== null) {
    pipeline = pipeline.resize({
      width: width ?? undefined,
      height: height ?? undefined,
      fit: request.fit === 'scale' && width !== null && height !== null ? 'fill' : 'inside',
      withoutEnlargement: request.fit === 'max',
    });
  }
  switch (format) {
    case 'jpeg':
      return pipeline.jpeg({ quality: request.quality, mozjpeg: true }).toBuffer();
    case 'webp':
      return pipeline.webp({ quality: request.quality }).toBuffer();
    case 'avif':
      return pipeline.avif({ quality: request.quality, effort: AVIF_EFFORT }).toBuffer();
    case 'png':
      return pipeline.png().toBuffer();
  }
}
