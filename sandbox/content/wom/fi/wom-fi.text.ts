import type { MarketText } from '../../content-pack.types';
import { exerciseArticleTexts } from '../wom.exercises';
import { WOM_FI_ARTICLES, WOM_FI_IMAGES } from './wom-fi.articles';
import { WOM_FI_EXERCISE_PHRASES, WOM_FI_EXERCISES } from './wom-fi.exercises';
import { WOM_FI_SITE } from './wom-fi.site';
import { WOM_FI_STRINGS } from './wom-fi.strings';

const exercises = exerciseArticleTexts(WOM_FI_EXERCISE_PHRASES, WOM_FI_EXERCISES);

/** WOM Suomi (fi). */
export const WOM_FI_TEXT: MarketText = {
  language: 'fi',
  ...WOM_FI_SITE,
  images: { ...WOM_FI_IMAGES, ...exercises.images },
  articles: { ...WOM_FI_ARTICLES, ...exercises.articles },
  strings: WOM_FI_STRINGS,
};
