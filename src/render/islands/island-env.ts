import { useMemo } from 'react';
import type { ImageHosts } from '../../domain/images/image-url.rules';
import type { LanguageCode } from '../../domain/site/site.types';
import { DEFAULT_TIME_ZONE, type RenderEnv } from '../env/RenderEnv';
import { createTranslate, type TranslationTable } from '../i18n/translate';

const NO_IMAGE_HOSTS: ImageHosts = { imageHost: null, imgCdnDomain: null };

/** What an island may pass beyond its strings and language. */
export interface IslandEnvOptions {
  readonly images?: ImageHosts;
  readonly favourites?: RenderEnv['favourites'];
  /** The site's zone, for an island that shows dates. */
  readonly timeZone?: string;
}

/**
 * The render environment of an island in the browser, from the strings and settings the server
 * put in its props (islands have no site chrome to read them from).
 */
export function useIslandEnv(
  strings: TranslationTable,
  language: LanguageCode,
  {
    images = NO_IMAGE_HOSTS,
    favourites = null,
    timeZone = DEFAULT_TIME_ZONE,
  }: IslandEnvOptions = {},
): RenderEnv {
  return useMemo(
    () => ({ t: createTranslate([strings], language), language, timeZone, images, favourites }),
    [strings, language, timeZone, images, favourites],
  );
}
