import { bannerPositionFor } from '../../domain/banners/banner.rules';
import { useShowBanners } from '../env/BannerEnv';
import { useRenderEnv } from '../env/RenderEnv';

interface Props {
  /** A banner position (`panorama`, `middle-banner` …) or a page placement (`top`, `middle` …). */
  readonly position: string;
}

/**
 * A reserved, labelled banner slot: nothing at all for subscribers and on commercial articles.
 * Its height is fixed per position in CSS, so nothing shifts when the ad arrives. It stays empty
 * (`data-banner-state="pending"`) until the consent bootstrap (`client/consent`) reveals it after
 * the reader has interacted with the cookie consent.
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
      <span className="banner__label">{t('banner.label')}</span>
    </aside>
  );
}
