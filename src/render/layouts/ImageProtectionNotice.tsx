import { useRenderEnv } from '../env/RenderEnv';

/**
 * The hidden message `client/image-protection` shows when a reader right-clicks an image on a site
 * with IMAGE_PROTECTION (a 200px box, 3 s, then a 2 s fade). Its presence is the marker that
 * makes the client fetch that chunk.
 */
export function ImageProtectionNotice() {
  const { t } = useRenderEnv();
  return (
    <div className="image-protection" data-image-protection="" role="status" hidden>
      {t('fields.prevent-image-download')}
    </div>
  );
}
