import type { MarketText } from '../../content-pack.types';
import { exerciseArticleTexts } from '../wom.exercises';
import { withExtraBlocks } from '../wom.features';
import { WOM_NB_ARTICLES, WOM_NB_IMAGES } from './wom-nb.articles';
import { WOM_NB_EXERCISE_PHRASES, WOM_NB_EXERCISES } from './wom-nb.exercises';
import { WOM_NB_GUIDES } from './wom-nb.guides';
import { WOM_NB_NEWS } from './wom-nb.news';
import { WOM_NB_RECIPE_BLOCKS, WOM_NB_RECIPES } from './wom-nb.recipes';
import { WOM_NB_SITE } from './wom-nb.site';
import { WOM_NB_STRINGS } from './wom-nb.strings';
import { WOM_NB_FEATURE_IMAGES, WOM_NB_VIDEOS } from './wom-nb.videos';

const exercises = exerciseArticleTexts(WOM_NB_EXERCISE_PHRASES, WOM_NB_EXERCISES);

/** WOM Norge (nb). */
export const WOM_NB_TEXT: MarketText = {
  language: 'nb',
  ...WOM_NB_SITE,
  images: { ...WOM_NB_IMAGES, ...WOM_NB_FEATURE_IMAGES, ...exercises.images },
  articles: {
    ...withExtraBlocks(WOM_NB_ARTICLES, WOM_NB_RECIPE_BLOCKS),
    ...exercises.articles,
    ...WOM_NB_RECIPES,
    ...WOM_NB_VIDEOS,
    ...WOM_NB_GUIDES,
    ...WOM_NB_NEWS,
  },
  strings: WOM_NB_STRINGS,
};
