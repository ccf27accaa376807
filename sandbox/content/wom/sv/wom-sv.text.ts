import type { MarketText } from '../../content-pack.types';
import { exerciseArticleTexts } from '../wom.exercises';
import { WOM_SV_ARTICLES, WOM_SV_IMAGES } from './wom-sv.articles';
import { WOM_SV_EXERCISE_PHRASES, WOM_SV_EXERCISES } from './wom-sv.exercises';
import { WOM_SV_SITE } from './wom-sv.site';
import { WOM_SV_STRINGS } from './wom-sv.strings';

const exercises = exerciseArticleTexts(WOM_SV_EXERCISE_PHRASES, WOM_SV_EXERCISES);

/** WOM Sverige (sv). */
export const WOM_SV_TEXT: MarketText = {
  language: 'sv',
  ...WOM_SV_SITE,
  images: { ...WOM_SV_IMAGES, ...exercises.images },
  articles: { ...WOM_SV_ARTICLES, ...exercises.articles },
  strings: WOM_SV_STRINGS,
};
