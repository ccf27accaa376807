import type { MappingStrings } from '../content-pack.types';
import { WOM_MAPPINGS } from '../wom/wom.mappings';

/** COS's German and English mappings: the shared UI wording with COS's own title and hints. */
export const COS_MAPPINGS: MappingStrings = {
  de: {
    ...WOM_MAPPINGS.de,
    'meta.title': 'COS – Wohnen, Garten und Essen',
    'meta.description': 'Einrichtung, Design, Pflanzen und Rezepte von COS.',
    'search.placeholder': 'Einrichtung, Pflanzen und Rezepte suchen',
  },
  en: {
    ...WOM_MAPPINGS.en,
    'meta.title': 'COS – home, garden and food',
    'meta.description': 'Interiors, design, plants and recipes from COS.',
    'search.placeholder': 'Search interiors, plants and recipes',
  },
};
