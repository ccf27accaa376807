import type { MarketText } from '../../content-pack.types';
import { exerciseArticleTexts } from '../wom.exercises';
import { WOM_DA_ARTICLES, WOM_DA_IMAGES } from './wom-da.articles';
import { WOM_DA_EXERCISE_PHRASES, WOM_DA_EXERCISES } from './wom-da.exercises';
import { WOM_DA_SITE } from './wom-da.site';
import { WOM_DA_STRINGS } from './wom-da.strings';

const exercises = exerciseArticleTexts(WOM_DA_EXERCISE_PHRASES, WOM_DA_EXERCISES);

/** WOM Danmark (da). */
export const WOM_DA_TEXT: MarketText = {
  language: 'da',
  ...WOM_DA_SITE,
  images: { ...WOM_DA_IMAGES, ...exercises.images },
  articles: { ...WOM_DA_ARTICLES, ...exercises.articles },
  strings: WOM_DA_STRINGS,
};
