import type { AudioFile, Image as ImageData } from '../../../../domain/content/content.types';
import { Image } from '../../../components/Image';
import { Markdown } from '../../../components/Markdown';
import { useRenderEnv } from '../../../env/RenderEnv';
import { durationLabel } from '../../../i18n/time-units';
import { safeHref } from '../../../markdown/safe-url';

interface AudioProps {
  readonly title: string | null;
  readonly file: AudioFile;
  readonly image: ImageData | null;
  readonly minutes: number | null;
}

/**
 * An audio clip (a podcast excerpt, a guided session): the browser's own player with the
 * editor's title (else the file's), its length and the file's caption, beside its picture.
 */
export function AudioWidget({ title, file, image, minutes }: AudioProps) {
  const { t } = useRenderEnv();
  const src = safeHref(file.url);
  if (src === null) return null;
  const name = title ?? file.title;
  return (
    <figure className="audio">
      {image !== null && (
        <Image className="audio__image" image={image} sizes="96px" width={96} cropAspectRatio={1} />
      )}
      <div className="audio__body">
        {name !== null && <p className="audio__title">{name}</p>}
        {minutes !== null && <p className="audio__length">{durationLabel(minutes, t)}</p>}
        <audio
          className="audio__player"
          src={src}
          controls
          preload="none"
          aria-label={name === null ? t('audio.label') : t('audio.play', { name })}
        />
        {file.caption !== null && (
          <figcaption className="audio__caption">{file.caption}</figcaption>
        )}
      </div>
    </figure>
  );
}

interface MultimediaProps {
  readonly title: string | null;
  readonly description: string | null;
  readonly image: ImageData;
  readonly displayHint: string;
  readonly modelUrl: string | null;
}

/**
 * A blueprint (a drawing of what to build) or a 3D model: the picture with its title and
 * description; a 3D model adds a link to turn it around on Vectary (no third-party player is
 * embedded in the page: the reader chooses to open it).
 */
export function MultimediaWidget({
  title,
  description,
  image,
  displayHint,
  modelUrl,
}: MultimediaProps) {
  const { t } = useRenderEnv();
  const model = modelUrl === null ? null : safeHref(modelUrl);
  const kind = displayHint === '3d' ? '3d' : 'blueprint';
  return (
    <figure className={`multimedia multimedia--${kind}`}>
      <Image className="multimedia__image" image={image} sizes="(min-width: 768px) 704px, 100vw" />
      <figcaption className="multimedia__caption">
        <span className="multimedia__kind">{t(`multimedia.${kind}`)}</span>
        {title !== null && <span className="multimedia__title">{title}</span>}
        {description !== null && (
          <Markdown markdown={description} className="multimedia__description prose" />
        )}
        {model !== null && (
          <a className="button multimedia__model" href={model} target="_blank" rel="noopener">
            {t('multimedia.open_3d')}
          </a>
        )}
      </figcaption>
    </figure>
  );
}
