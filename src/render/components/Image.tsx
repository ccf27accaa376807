import type { Image as ImageData } from '../../domain/content/content.types';
import {
  DEFAULT_IMAGE_WIDTH,
  cropHeight,
  imageSrcSet,
  imageUrl,
} from '../../domain/images/image-url.rules';
import { altText } from '../../domain/text/alt-text.rules';
import { useRenderEnv } from '../env/RenderEnv';

/** Images of unknown shape are cropped to this ratio so their box is known before they load. */
export const DEFAULT_ASPECT_RATIO = 3 / 2;

interface Props {
  readonly image: ImageData;
  /** The `sizes` attribute: how wide the image renders at each breakpoint. */
  readonly sizes: string;
  /** width / height to crop to (around the focal point); defaults to the image's own ratio. */
  readonly cropAspectRatio?: number;
  /** The lead image: loaded eagerly with high priority. Everything else is lazy. */
  readonly priority?: boolean;
  /** Rendered width in CSS pixels for fixed-size images (avatars); defaults to 1000. */
  readonly width?: number;
  readonly className?: string;
}

/**
 * A responsive CDN image. Width and height attributes give the browser the aspect ratio, so
 * nothing shifts while it loads.
 */
export function Image({
  image,
  sizes,
  cropAspectRatio,
  priority = false,
  width = DEFAULT_IMAGE_WIDTH,
  className,
}: Props) {
  const { images } = useRenderEnv();
  const crop = cropAspectRatio ?? (image.aspectRatio === null ? DEFAULT_ASPECT_RATIO : undefined);
  const ratio = crop ?? image.aspectRatio ?? DEFAULT_ASPECT_RATIO;
  const options = { cropAspectRatio: crop ?? null, focalPoint: image.focalPoint };
  const srcSet = imageSrcSet(image.url, images, options);
  return (
    <img
      className={className}
      src={imageUrl(image.url, images, { ...options, width })}
      srcSet={srcSet === '' ? undefined : srcSet}
      sizes={srcSet === '' ? undefined : sizes}
      width={width}
      height={cropHeight(width, ratio)}
      alt={altText(image.alt)}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
    />
  );
}
