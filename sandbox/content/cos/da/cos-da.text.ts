import type { MarketText } from '../../content-pack.types';
import { COS_DA_GARDEN_FOOD } from './cos-da.garden-food';
import { COS_DA_HOME } from './cos-da.home';
import { COS_DA_IMAGES } from './cos-da.images';
import { COS_DA_SITE } from './cos-da.site';
import { COS_DA_STRINGS } from './cos-da.strings';

/** COS Danmark (da). */
export const COS_DA_TEXT: MarketText = {
  language: 'da',
  ...COS_DA_SITE,
  images: COS_DA_IMAGES,
  articles: { ...COS_DA_HOME, ...COS_DA_GARDEN_FOOD },
  strings: COS_DA_STRINGS,
};
