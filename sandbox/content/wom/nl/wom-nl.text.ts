import type { MarketText } from '../../content-pack.types';
import { exerciseArticleTexts } from '../wom.exercises';
import { WOM_NL_ARTICLES, WOM_NL_IMAGES } from './wom-nl.articles';
import { WOM_NL_EXERCISE_PHRASES, WOM_NL_EXERCISES } from './wom-nl.exercises';
import { WOM_NL_SITE } from './wom-nl.site';
import { WOM_NL_STRINGS } from './wom-nl.strings';

const exercises = exerciseArticleTexts(WOM_NL_EXERCISE_PHRASES, WOM_NL_EXERCISES);

/** WOM Nederland (nl). */
export const WOM_NL_TEXT: MarketText = {
  language: 'nl',
  ...WOM_NL_SITE,
  images: { ...WOM_NL_IMAGES, ...exercises.images },
  articles: { ...WOM_NL_ARTICLES, ...exercises.articles },
  strings: WOM_NL_STRINGS,
};
