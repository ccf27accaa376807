import { useRenderEnv } from '../env/RenderEnv';

/**
 * The mark on an editor's preview (`?preview=…`): the page shows what the content API answered
 * for the link, which may be a draft. Such a page is never cached (`Cache-Control: private,
 * no-store`, no entry at any level), so the mark never reaches a reader.
 */
export function PreviewBanner() {
  const { t } = useRenderEnv();
  return (
    <aside className="preview-banner" aria-label={t('preview.title')}>
      <div className="preview-banner__inner container">
        <strong className="preview-banner__title">{t('preview.title')}</strong>
        <span className="preview-banner__text">{t('preview.text')}</span>
      </div>
    </aside>
  );
}
