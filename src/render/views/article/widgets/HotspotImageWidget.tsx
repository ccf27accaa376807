import { useId } from 'react';
import type { Hotspot, Image as ImageData } from '../../../../domain/content/content.types';
import { Image } from '../../../components/Image';
import { Markdown } from '../../../components/Markdown';
import { useRenderEnv } from '../../../env/RenderEnv';
import { BODY_IMAGE_SIZES, captionOf } from './MediaWidgets';

/** A coordinate as a CSS percentage, kept inside the picture. */
function percent(fraction: number): string {
  return `${String(Math.round(Math.min(1, Math.max(0, fraction)) * 10_000) / 100)}%`;
}

/**
 * A picture with marked spots and what each one is. Every marker is a link to its entry in the
 * legend below the picture, so a reader reaches the text by tab, tap or screen reader without
 * script; hovering or focusing a marker also shows its title beside it. `ordered` numbers the
 * markers and the legend alike; `unordered` marks the spots with a dot and bullets the legend.
 */
export function HotspotImageWidget({
  title,
  description,
  image,
  displayHint,
  hotspots,
}: {
  readonly title: string | null;
  readonly description: string | null;
  readonly image: ImageData;
  readonly displayHint: string;
  readonly hotspots: readonly Hotspot[];
}) {
  const { t } = useRenderEnv();
  const id = useId();
  const ordered = displayHint !== 'unordered';
  const Legend = ordered ? 'ol' : 'ul';
  const caption = captionOf(image);
  const anchor = (index: number) => `hotspot${id.replace(/:/g, '')}-${String(index + 1)}`;
  const nameOf = (spot: Hotspot, index: number) =>
    spot.title ?? t('hotspot.spot', { number: index + 1 });
  return (
    <section
      className={`hotspot-image hotspot-image--${ordered ? 'ordered' : 'unordered'}`}
      aria-label={title ?? undefined}
    >
      {title !== null && <h2 className="hotspot-image__title">{title}</h2>}
      {description !== null && (
        <Markdown markdown={description} minHeadingLevel={3} className="prose" />
      )}
      <figure className="hotspot-image__figure">
        <div className="hotspot-image__canvas">
          <Image className="hotspot-image__image" image={image} sizes={BODY_IMAGE_SIZES} />
          {hotspots.map((spot, index) => (
            <a
              key={anchor(index)}
              className="hotspot-image__marker"
              href={`#${anchor(index)}`}
              style={{ left: percent(spot.x), top: percent(spot.y) }}
              aria-label={
                ordered ? `${String(index + 1)}. ${nameOf(spot, index)}` : nameOf(spot, index)
              }
            >
              <span className="hotspot-image__number" aria-hidden="true">
                {ordered ? index + 1 : ''}
              </span>
              <span className="hotspot-image__tip" aria-hidden="true">
                {nameOf(spot, index)}
              </span>
            </a>
          ))}
        </div>
        {caption !== '' && <figcaption className="article-figure__caption">{caption}</figcaption>}
      </figure>
      <Legend className="hotspot-image__legend">
        {hotspots.map((spot, index) => (
          <li key={anchor(index)} id={anchor(index)} className="hotspot-image__entry">
            <span className="hotspot-image__entry-number" aria-hidden="true">
              {ordered ? index + 1 : ''}
            </span>
            <div className="hotspot-image__entry-body">
              {spot.title !== null && <h3 className="hotspot-image__entry-title">{spot.title}</h3>}
              {spot.description !== null && (
                <Markdown markdown={spot.description} minHeadingLevel={4} className="prose" />
              )}
            </div>
          </li>
        ))}
      </Legend>
    </section>
  );
}
