import type { MarketText } from '../../content-pack.types';
import { exerciseArticleTexts } from '../wom.exercises';
import { withExtraBlocks } from '../wom.features';
import { WOM_NL_ARTICLES, WOM_NL_IMAGES } from './wom-nl.articles';
import { WOM_NL_EXERCISE_PHRASES, WOM_NL_EXERCISES } from './wom-nl.exercises';
import { WOM_NL_GUIDES } from './wom-nl.guides';
import { WOM_NL_NEWS } from './wom-nl.news';
import { WOM_NL_RECIPE_BLOCKS, WOM_NL_RECIPES } from './wom-nl.recipes';
import { WOM_NL_SITE } from './wom-nl.site';
import { WOM_NL_STRINGS } from './wom-nl.strings';
import { WOM_NL_FEATURE_IMAGES, WOM_NL_VIDEOS } from './wom-nl.videos';

const exercises = exerciseArticleTexts(WOM_NL_EXERCISE_PHRASES, WOM_NL_EXERCISES);

/** WOM Nederland (nl). */
export const WOM_NL_TEXT: MarketText = {
  language: 'nl',
  ...WOM_NL_SITE,
  images: { ...WOM_NL_IMAGES, ...WOM_NL_FEATURE_IMAGES, ...exercises.images },
  articles: {
    ...withExtraBlocks(WOM_NL_ARTICLES, WOM_NL_RECIPE_BLOCKS),
    ...exercises.articles,
    ...WOM_NL_RECIPES,
    ...WOM_NL_VIDEOS,
    ...WOM_NL_GUIDES,
    ...WOM_NL_NEWS,
  },
  strings: WOM_NL_STRINGS,
};
