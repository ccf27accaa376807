import { bannerPositionFor } from '../../domain/banners/banner.rules';
import { useHouseAds, useShowBanners } from '../env/BannerEnv';
import { useRenderEnv } from '../env/RenderEnv';
import { houseAdSources } from './banner/house-ads';

interface Props {
  /** A banner position (`panorama`, `middle-banner` …) or a page placement (`top`, `middle` …). */
  readonly position: string;
}

/** The site's house ad for a position: a `<picture>` with one file per viewport, or null. */
function HouseAd({ position }: { readonly position: string }) {
  const { t } = useRenderEnv();
  const houseAds = useHouseAds();
  if (houseAds === null) return null;
  const sources = houseAdSources(houseAds.base, position);
  const image = sources.find((source) => source.minWidth === 0);
  if (image === undefined) return null;
  return (
    <picture>
      {sources
        .filter((source) => source.minWidth > 0)
        .map((source) => (
          <source
            key={source.minWidth}
            media={`(min-width: ${String(source.minWidth)}px)`}
            srcSet={source.src}
            width={source.width}
            height={source.height}
          />
        ))}
      <img
        className="banner__house-ad"
        src={image.src}
        alt={t('banner.house_ad', { brand: houseAds.brandName })}
        width={image.width}
        height={image.height}
        loading="lazy"
        decoding="async"
      />
    </picture>
  );
}

/**
 * A labelled banner slot: nothing at all for subscribers and on commercial articles (decided on
 * the server, per reader variant). Otherwise the slot is the same HTML for every reader (shared
 * cache) and reserves its exact size per position and viewport from first paint, whatever the
 * reader's consent (ADR 23): it holds the site's house ad, which sets no cookie. Consent to
 * marketing (the `<html>` marks of `components/consent/consent-bootstrap.ts`, or a new choice)
 * marks the slot ready and tells an ad stack (`banners:ready`, `client/consent/banner-consent.ts`),
 * which may replace the creative inside the same box. Accepting or refusing moves nothing.
 */
export function BannerSlot({ position }: Props) {
  const { t } = useRenderEnv();
  const show = useShowBanners();
  const houseAds = useHouseAds();
  const resolved = bannerPositionFor(position);
  if (!show || resolved === null) return null;
  const fill = resolved !== 'rich_media_premium' && houseAds !== null;
  return (
    <aside
      className={`banner banner--${resolved}`}
      aria-label={t('banner.label')}
      data-banner={resolved}
      data-banner-state="pending"
      data-banner-fill={fill ? 'house' : undefined}
    >
      <span className="banner__label" aria-hidden="true">
        {t('banner.label')}
      </span>
      <div className="banner__creative" data-banner-creative="">
        {fill && <HouseAd position={resolved} />}
      </div>
    </aside>
  );
}
