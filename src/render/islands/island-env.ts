import { useMemo } from 'react';
import type { ImageHosts } from '../../domain/images/image-url.rules';
import type { LanguageCode } from '../../domain/site/site.types';
import type { RenderEnv } from '../env/RenderEnv';
import { createTranslate, type TranslationTable } from '../i18n/translate';

const NO_IMAGE_HOSTS: ImageHosts = { imageHost: null, imgCdnDomain: null };

/**
 * The render environment of an island in the browser, from the strings and settings the server
 * put in its props (islands have no site chrome to read them from).
 */
export function useIslandEnv(
  strings: TranslationTable,
  language: LanguageCode,
  images: ImageHosts = NO_IMAGE_HOSTS,
  favourites: RenderEnv['favourites'] = null,
): RenderEnv {
  return useMemo(
    () => ({ t: createTranslate([strings]), language, images, favourites }),
    [strings, language, images, favourites],
  );
}
