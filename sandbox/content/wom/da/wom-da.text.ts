import type { MarketText } from '../../content-pack.types';
import { exerciseArticleTexts } from '../wom.exercises';
import { withExtraBlocks } from '../wom.features';
import { WOM_DA_ARTICLES, WOM_DA_IMAGES } from './wom-da.articles';
import { WOM_DA_EXERCISE_PHRASES, WOM_DA_EXERCISES } from './wom-da.exercises';
import { WOM_DA_GUIDES } from './wom-da.guides';
import { WOM_DA_NEWS } from './wom-da.news';
import { WOM_DA_RECIPE_BLOCKS, WOM_DA_RECIPES } from './wom-da.recipes';
import { WOM_DA_SITE } from './wom-da.site';
import { WOM_DA_STRINGS } from './wom-da.strings';
import { WOM_DA_FEATURE_IMAGES, WOM_DA_VIDEOS } from './wom-da.videos';

const exercises = exerciseArticleTexts(WOM_DA_EXERCISE_PHRASES, WOM_DA_EXERCISES);

/** WOM Danmark (da). */
export const WOM_DA_TEXT: MarketText = {
  language: 'da',
  ...WOM_DA_SITE,
  images: { ...WOM_DA_IMAGES, ...WOM_DA_FEATURE_IMAGES, ...exercises.images },
  articles: {
    ...withExtraBlocks(WOM_DA_ARTICLES, WOM_DA_RECIPE_BLOCKS),
    ...exercises.articles,
    ...WOM_DA_RECIPES,
    ...WOM_DA_VIDEOS,
    ...WOM_DA_GUIDES,
    ...WOM_DA_NEWS,
  },
  strings: WOM_DA_STRINGS,
};
