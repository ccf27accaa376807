import type { MarketText } from '../../content-pack.types';
import { exerciseArticleTexts } from '../wom.exercises';
import { withExtraBlocks } from '../wom.features';
import { WOM_FI_ARTICLES, WOM_FI_IMAGES } from './wom-fi.articles';
import { WOM_FI_EXERCISE_PHRASES, WOM_FI_EXERCISES } from './wom-fi.exercises';
import { WOM_FI_GUIDES } from './wom-fi.guides';
import { WOM_FI_NEWS } from './wom-fi.news';
import { WOM_FI_RECIPE_BLOCKS, WOM_FI_RECIPES } from './wom-fi.recipes';
import { WOM_FI_SITE } from './wom-fi.site';
import { WOM_FI_STRINGS } from './wom-fi.strings';
import { WOM_FI_FEATURE_IMAGES, WOM_FI_VIDEOS } from './wom-fi.videos';

const exercises = exerciseArticleTexts(WOM_FI_EXERCISE_PHRASES, WOM_FI_EXERCISES);

/** WOM Suomi (fi). */
export const WOM_FI_TEXT: MarketText = {
  language: 'fi',
  ...WOM_FI_SITE,
  images: { ...WOM_FI_IMAGES, ...WOM_FI_FEATURE_IMAGES, ...exercises.images },
  articles: {
    ...withExtraBlocks(WOM_FI_ARTICLES, WOM_FI_RECIPE_BLOCKS),
    ...exercises.articles,
    ...WOM_FI_RECIPES,
    ...WOM_FI_VIDEOS,
    ...WOM_FI_GUIDES,
    ...WOM_FI_NEWS,
  },
  strings: WOM_FI_STRINGS,
};
