import type { TranslationStrings } from '../../content-pack.types';
import { WOM_DA_STRINGS } from '../../wom/da/wom-da.strings';

/** The Danish UI strings, with COS's own site title, description and search hint. */
export const COS_DA_STRINGS: TranslationStrings = {
  ...WOM_DA_STRINGS,
  'meta.title': 'COS – bolig, have og mad',
  'meta.description': 'Indretning, design, planter og opskrifter fra COS.',
  'search.placeholder': 'Søg efter indretning, planter og opskrifter',
  'favourite.add': 'Gem til senere',
};
