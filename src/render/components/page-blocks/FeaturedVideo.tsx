import type { Image as ImageData, PageVideo } from '../../../domain/content/content.types';
import { imageUrl } from '../../../domain/images/image-url.rules';
import { useRenderEnv } from '../../env/RenderEnv';
import { safeHref } from '../../markdown/safe-url';
import { VideoPoster } from '../VideoPoster';

const VIDEO_ASPECT = 16 / 9;

interface Props {
  readonly video: PageVideo;
  /** The feature's picture, shown until the reader starts the video. */
  readonly poster: ImageData | null;
  /** Names the video for assistive technology when it has no title of its own. */
  readonly fallbackName: string;
}

/**
 * The editor's video of a featured content block: the file in the browser's own player (it loads
 * nothing until started) under a poster of the feature's picture with a play button, and its
 * caption.
 */
export function FeaturedVideo({ video, poster, fallbackName }: Props) {
  const { t, images } = useRenderEnv();
  const source = safeHref(video.url);
  if (source === null) return null;
  const name = video.title ?? fallbackName;
  const label = name === '' ? t('video.play_unnamed') : t('video.play', { name });
  const caption = video.caption ?? video.description;
  const posterUrl =
    poster === null
      ? null
      : imageUrl(poster.url, images, { width: 1000, cropAspectRatio: VIDEO_ASPECT });
  return (
    <figure className="video feature__video">
      <div className="video__frame">
        <video
          className="video__player"
          src={source}
          poster={posterUrl ?? undefined}
          controls
          preload="none"
          playsInline
          aria-label={label}
        />
        <VideoPoster src={posterUrl} label={label} />
      </div>
      {caption !== null && <figcaption className="video__caption">{caption}</figcaption>}
    </figure>
  );
}
