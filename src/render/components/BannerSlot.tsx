import { useRenderEnv } from '../env/RenderEnv';

interface Props {
  /** Banner position, e.g. `panorama`, `middle-banner`, `in-content-banner`. */
  readonly position: string;
}

/**
 * A reserved, labelled banner slot. Its height is fixed per position in CSS, so nothing shifts
 * when the ad script fills it later.
 */
export function BannerSlot({ position }: Props) {
  const { t } = useRenderEnv();
  const slug = position.toLowerCase().replace(/[^a-z0-9_-]/g, '');
  return (
    <aside
      className={`banner banner--${slug === '' ? 'default' : slug}`}
      aria-label={t('banner.label')}
      data-position={position}
    >
      <span className="banner__label">{t('banner.label')}</span>
    </aside>
  );
}
