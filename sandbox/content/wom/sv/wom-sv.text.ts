import type { MarketText } from '../../content-pack.types';
import { exerciseArticleTexts } from '../wom.exercises';
import { withExtraBlocks } from '../wom.features';
import { WOM_SV_ARTICLES, WOM_SV_IMAGES } from './wom-sv.articles';
import { WOM_SV_EXERCISE_PHRASES, WOM_SV_EXERCISES } from './wom-sv.exercises';
import { WOM_SV_GUIDES } from './wom-sv.guides';
import { WOM_SV_NEWS } from './wom-sv.news';
import { WOM_SV_RECIPE_BLOCKS, WOM_SV_RECIPES } from './wom-sv.recipes';
import { WOM_SV_SITE } from './wom-sv.site';
import { WOM_SV_STRINGS } from './wom-sv.strings';
import { WOM_SV_FEATURE_IMAGES, WOM_SV_VIDEOS } from './wom-sv.videos';

const exercises = exerciseArticleTexts(WOM_SV_EXERCISE_PHRASES, WOM_SV_EXERCISES);

/** WOM Sverige (sv). */
export const WOM_SV_TEXT: MarketText = {
  language: 'sv',
  ...WOM_SV_SITE,
  images: { ...WOM_SV_IMAGES, ...WOM_SV_FEATURE_IMAGES, ...exercises.images },
  articles: {
    ...withExtraBlocks(WOM_SV_ARTICLES, WOM_SV_RECIPE_BLOCKS),
    ...exercises.articles,
    ...WOM_SV_RECIPES,
    ...WOM_SV_VIDEOS,
    ...WOM_SV_GUIDES,
    ...WOM_SV_NEWS,
  },
  strings: WOM_SV_STRINGS,
};
