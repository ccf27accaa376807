import { TEASER_CARD_KEYS } from '../components/teaser/TeaserCard';
import { pluralForms } from '../i18n/translate';
import type { TranslationKey } from '../i18n/translations.types';

/** The strings the LoadMore island reads (it renders teaser cards too). */
export const LOAD_MORE_KEYS: readonly TranslationKey[] = [
  'teaser_list.load_more',
  'teaser_list.loading',
  ...pluralForms('teaser_list.loaded'),
  'teaser_list.no_more',
  'teaser_list.load_error',
  'teaser_list.show_earlier',
  'teaser_list.first_page',
  ...TEASER_CARD_KEYS,
];
