import { createContext, useContext, type ReactNode } from 'react';
import type { ImageHosts } from '../../domain/images/image-url.rules';
import type { LanguageCode } from '../../domain/site/site.types';
import { createTranslate, type Translate } from '../i18n/translate';

/** What every component may read while rendering: translations, language and image hosts. */
export interface RenderEnv {
  readonly t: Translate;
  readonly language: LanguageCode;
  readonly images: ImageHosts;
  /**
   * Set when the site has sign-in: teasers show the favourite heart, whose login link returns the
   * reader to `returnUri` (the page being rendered). Absent: no hearts.
   */
  readonly favourites?: { readonly locale: string; readonly returnUri: string } | null;
}

const FALLBACK_ENV: RenderEnv = {
  t: createTranslate([]),
  language: 'en',
  images: { imageHost: null, imgCdnDomain: null },
};

const RenderEnvContext = createContext<RenderEnv>(FALLBACK_ENV);

interface Props {
  readonly env: RenderEnv;
  readonly children: ReactNode;
}

export function RenderEnvProvider({ env, children }: Props) {
  return <RenderEnvContext value={env}>{children}</RenderEnvContext>;
}

export function useRenderEnv(): RenderEnv {
  return useContext(RenderEnvContext);
}
