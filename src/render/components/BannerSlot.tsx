import { bannerPositionFor } from '../../domain/banners/banner.rules';
import { useShowBanners } from '../env/BannerEnv';
import { useRenderEnv } from '../env/RenderEnv';

interface Props {
  /** A banner position (`panorama`, `middle-banner` …) or a page placement (`top`, `middle` …). */
  readonly position: string;
}

/**
 * A labelled banner slot: nothing at all for subscribers and on commercial articles. The HTML is
 * the same for every reader (shared cache); CSS decides from first paint, from the `<html>` marks
 * the consent bootstrap sets (`components/consent/consent-bootstrap.ts`):
 * - no consent to marketing (or no choice yet): the slot takes no space and shows nothing;
 * - consent to marketing: the slot reserves its exact size per position and viewport, so
 *   nothing shifts when the ad arrives. An ad stack fills `[data-banner-creative]` after the
 *   `banners:ready` event; `client/consent/house-ads.ts` fills the slots it leaves empty with the
 *   site's own house ads.
 */
export function BannerSlot({ position }: Props) {
  const { t } = useRenderEnv();
  const show = useShowBanners();
  const resolved = bannerPositionFor(position);
  if (!show || resolved === null) return null;
  return (
    <aside
      className={`banner banner--${resolved}`}
      aria-label={t('banner.label')}
      data-banner={resolved}
      data-banner-state="pending"
    >
      <span className="banner__label" aria-hidden="true">
        {t('banner.label')}
      </span>
      <div className="banner__creative" data-banner-creative="" />
    </aside>
  );
}
