import { useId } from 'react';
import type {
  GalleryItem,
  Image as ImageData,
  VideoClip,
  VideoData,
} from '../../../../domain/content/content.types';
import { imageUrl } from '../../../../domain/images/image-url.rules';
import { displayDuration } from '../../../../domain/text/duration.rules';
import { Image } from '../../../components/Image';
import { Markdown } from '../../../components/Markdown';
import { VideoPoster } from '../../../components/VideoPoster';
import { useRenderEnv } from '../../../env/RenderEnv';
import { safeHref } from '../../../markdown/safe-url';

export const BODY_IMAGE_SIZES = '(min-width: 768px) 704px, 100vw';
const FULL_WIDTH_SIZES = '100vw';
const GALLERY_SIZES = '(min-width: 768px) 600px, 85vw';
const VIDEO_ASPECT = 16 / 9;

export function captionOf(image: ImageData, description: string | null = null): string {
  return [
    description ?? image.caption,
    image.copyright === null || image.copyright === '' ? null : `© ${image.copyright}`,
  ]
    .filter((part) => part !== null && part !== '')
    .join(' ');
}

interface ImageWidgetProps {
  readonly image: ImageData;
  readonly link: string | null;
  readonly displayHint: string;
}

/** A body image, inline or full width, optionally linked, with caption and copyright. */
export function ImageWidget({ image, link, displayHint }: ImageWidgetProps) {
  const href = link === null ? null : safeHref(link);
  const fullWidth = displayHint === 'full-width';
  const picture = <Image image={image} sizes={fullWidth ? FULL_WIDTH_SIZES : BODY_IMAGE_SIZES} />;
  const caption = captionOf(image);
  return (
    <figure className={`article-figure${fullWidth ? ' article-figure--full-width' : ''}`}>
      {href === null ? picture : <a href={href}>{picture}</a>}
      {caption !== '' && <figcaption className="article-figure__caption">{caption}</figcaption>}
    </figure>
  );
}

/**
 * A gallery without JavaScript: a scroll-snap row of images, keyboard scrollable, each with its
 * position, title and description (or the image's own caption) and copyright.
 */
export function GalleryWidget({
  title,
  description = null,
  items,
}: {
  readonly title: string | null;
  /** Markdown: the editor's words about the whole gallery. */
  readonly description?: string | null;
  readonly items: readonly GalleryItem[];
}) {
  const { t } = useRenderEnv();
  return (
    <section className="gallery" aria-label={title ?? t('gallery.label')}>
      {title !== null && <h2 className="gallery__title">{title}</h2>}
      {description !== null && (
        <Markdown
          markdown={description}
          minHeadingLevel={3}
          className="gallery__description prose"
        />
      )}
      <p className="gallery__count">{t('gallery.count', { count: items.length })}</p>
      {/* tabIndex: a scrollable region must be reachable by keyboard. */}
      <ol className="gallery__track" tabIndex={0}>
        {items.map((item, index) => {
          const caption = captionOf(item.image, item.description);
          const itemTitle = item.title === null || item.title.trim() === '' ? null : item.title;
          return (
            <li key={`${item.image.url}-${index}`} className="gallery__item">
              <figure className="gallery__figure">
                <Image
                  className="gallery__image"
                  image={item.image}
                  sizes={GALLERY_SIZES}
                  cropAspectRatio={4 / 3}
                />
                <figcaption className="gallery__caption">
                  <span className="gallery__position">
                    {index + 1}/{items.length}
                  </span>
                  {itemTitle !== null && <span className="gallery__item-title">{itemTitle}</span>}
                  {caption !== '' && <span className="gallery__description">{caption}</span>}
                </figcaption>
              </figure>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function clipTime(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

function Player({ video }: { readonly video: VideoData }) {
  const { t, images } = useRenderEnv();
  const name = video.name ?? '';
  const label = name === '' ? t('video.play_unnamed') : t('video.play', { name });
  const poster =
    video.thumbnailUrl === null
      ? null
      : imageUrl(video.thumbnailUrl, images, { width: 1000, cropAspectRatio: VIDEO_ASPECT });
  const embed = video.embedUrl === null ? null : safeHref(video.embedUrl);
  if (embed !== null) {
    return (
      <div className="video__frame">
        <iframe
          className="video__player"
          data-video-player=""
          src={embed}
          title={label}
          loading="lazy"
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
        />
        <VideoPoster src={poster} label={label} />
      </div>
    );
  }
  const source = video.contentUrl === null ? null : safeHref(video.contentUrl);
  if (source === null) return null;
  return (
    <div className="video__frame">
      <video
        className="video__player"
        data-video-player=""
        src={source}
        poster={poster ?? undefined}
        controls
        preload="none"
        aria-label={label}
      />
      <VideoPoster src={poster} label={label} />
    </div>
  );
}

interface VideoProps {
  readonly video: VideoData;
  readonly clips?: readonly VideoClip[];
  /** The editor's caption (a credit, a line of context). */
  readonly caption?: string | null;
}

/** A chapter row: its start, title and description, behind its thumbnail when it has one. */
function ChapterRow({ clip }: { readonly clip: VideoClip }) {
  const href = clip.url === null ? null : safeHref(clip.url);
  const image = clip.image ?? null;
  const description = clip.description ?? null;
  const content = (
    <>
      {image !== null && (
        <Image
          className="video__clip-image"
          image={image}
          sizes="96px"
          width={96}
          cropAspectRatio={VIDEO_ASPECT}
        />
      )}
      <span className="video__clip-text">
        <span className="video__clip-head">
          <span className="video__clip-time">{clipTime(clip.startOffset)}</span>{' '}
          <span className="video__clip-title">{clip.title}</span>
        </span>
        {description !== null && <span className="video__clip-description">{description}</span>}
      </span>
    </>
  );
  return <li className="video__clip">{href === null ? content : <a href={href}>{content}</a>}</li>;
}

/**
 * A video: the player in a 16:9 box, its name, duration and description, the editor's caption,
 * and the chapter list (the chapters the editor shows in the list overview; the others are still
 * chapters of the video for search engines, see `video.structured-data.ts`).
 */
export function VideoWidget({ video, clips = [], caption = null }: VideoProps) {
  const { t } = useRenderEnv();
  const chaptersId = useId();
  const duration = displayDuration(video.duration);
  const listed = clips.filter((clip) => clip.listed !== false);
  return (
    <figure className="video">
      <Player video={video} />
      {(video.name !== null || video.description !== null || caption !== null) && (
        <figcaption className="video__caption">
          {video.name !== null && <span className="video__name">{video.name}</span>}
          {duration !== null && <span className="video__duration"> ({duration})</span>}
          {video.description !== null && (
            <span className="video__description"> {video.description}</span>
          )}
          {caption !== null && <span className="video__credit">{caption}</span>}
        </figcaption>
      )}
      {listed.length > 0 && (
        <nav className="video__chapters" aria-labelledby={chaptersId}>
          <p className="video__chapters-title" id={chaptersId}>
            {t('video.chapters')}
          </p>
          <ol>
            {listed.map((clip) => (
              <ChapterRow key={`${clip.startOffset}-${clip.title}`} clip={clip} />
            ))}
          </ol>
        </nav>
      )}
    </figure>
  );
}
