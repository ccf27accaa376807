import type { MarketText } from '../../content-pack.types';
import { COS_SV_GARDEN_FOOD } from './cos-sv.garden-food';
import { COS_SV_HOME } from './cos-sv.home';
import { COS_SV_IMAGES } from './cos-sv.images';
import { COS_SV_SITE } from './cos-sv.site';
import { COS_SV_STRINGS } from './cos-sv.strings';

/** COS Sverige (sv). */
export const COS_SV_TEXT: MarketText = {
  language: 'sv',
  ...COS_SV_SITE,
  images: COS_SV_IMAGES,
  articles: { ...COS_SV_HOME, ...COS_SV_GARDEN_FOOD },
  strings: COS_SV_STRINGS,
};
