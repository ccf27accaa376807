import { createContext, useContext, type ReactNode } from 'react';
import type { ImageHosts } from '../../domain/images/image-url.rules';
import type { LanguageCode } from '../../domain/site/site.types';
import { createTranslate, type Translate } from '../i18n/translate';

/** The zone of pages that belong to no market (the site index, a bare render). */
export const DEFAULT_TIME_ZONE = 'UTC';

/** What every component may read while rendering: translations, language and image hosts. */
export interface RenderEnv {
  readonly t: Translate;
  readonly language: LanguageCode;
  /** The IANA zone of the site's market: dates are shown on its calendar. */
  readonly timeZone: string;
  readonly images: ImageHosts;
  /**
   * Set when the site has sign-in: teasers show the favourite heart, and sign-in links go to the
   * site's `loginPath` with `locale`, returning the reader to `returnUri` (the page being
   * rendered). Absent: no hearts.
   */
  readonly favourites?: {
    readonly locale: string;
    readonly returnUri: string;
    readonly loginPath: string;
    /**
     * The hearts start as saved ("remove" shown): only on the reader's own favourites page, which
     * is private. Shared pages never set it (nothing in them depends on the reader).
     */
    readonly saved?: boolean;
  } | null;
}

const FALLBACK_ENV: RenderEnv = {
  t: createTranslate([]),
  language: 'en',
  timeZone: DEFAULT_TIME_ZONE,
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
