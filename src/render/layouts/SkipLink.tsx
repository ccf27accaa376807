import { useRenderEnv } from '../env/RenderEnv';

export const MAIN_CONTENT_ID = 'main-content';

/** The first focusable element: jumps past the header and menus to the main content. */
export function SkipLink() {
  const { t } = useRenderEnv();
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
      {t('nav.skip_to_content')}
    </a>
  );
}
