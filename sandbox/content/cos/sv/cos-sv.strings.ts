import type { TranslationStrings } from '../../content-pack.types';
import { WOM_SV_STRINGS } from '../../wom/sv/wom-sv.strings';

/** The Swedish UI strings, with COS's own site title, description and search hint. */
export const COS_SV_STRINGS: TranslationStrings = {
  ...WOM_SV_STRINGS,
  'meta.title': 'COS – boende, trädgård och mat',
  'meta.description': 'Inredning, design, växter och recept från COS.',
  'search.placeholder': 'Sök inredning, växter och recept',
  'favourite.add': 'Spara till senare',
};
