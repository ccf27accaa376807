import type { MarketText } from '../../content-pack.types';
import { exerciseArticleTexts } from '../wom.exercises';
import { WOM_NB_ARTICLES, WOM_NB_IMAGES } from './wom-nb.articles';
import { WOM_NB_EXERCISE_PHRASES, WOM_NB_EXERCISES } from './wom-nb.exercises';
import { WOM_NB_SITE } from './wom-nb.site';
import { WOM_NB_STRINGS } from './wom-nb.strings';

const exercises = exerciseArticleTexts(WOM_NB_EXERCISE_PHRASES, WOM_NB_EXERCISES);

/** WOM Norge (nb). */
export const WOM_NB_TEXT: MarketText = {
  language: 'nb',
  ...WOM_NB_SITE,
  images: { ...WOM_NB_IMAGES, ...exercises.images },
  articles: { ...WOM_NB_ARTICLES, ...exercises.articles },
  strings: WOM_NB_STRINGS,
};
