/**
 * Labels upstream stores with some widgets in the site's language: the recipe's time headings
 * (`preparation_time`, `cooking_time`, `total_time`) and the file widget's button text.
 */
import type { LanguageCode } from './content-pack.schema';

export interface RecipeTimeLabels {
  readonly preparation: string;
  readonly cooking: string;
  readonly total: string;
}

export const RECIPE_TIME_LABELS: Readonly<Record<LanguageCode, RecipeTimeLabels>> = {
  da: { preparation: 'Forberedelse', cooking: 'Tilberedning', total: 'Tid i alt' },
  sv: { preparation: 'Förberedelse', cooking: 'Tillagning', total: 'Total tid' },
  nb: { preparation: 'Forberedelse', cooking: 'Tilberedning', total: 'Total tid' },
  fi: { preparation: 'Valmistelu', cooking: 'Kypsennys', total: 'Kokonaisaika' },
  nl: { preparation: 'Voorbereiding', cooking: 'Bereiding', total: 'Totale tijd' },
};

export const DOWNLOAD_BUTTON_TEXT: Readonly<Record<LanguageCode, string>> = {
  da: 'Hent pdf',
  sv: 'Ladda ner pdf',
  nb: 'Last ned pdf',
  fi: 'Lataa pdf',
  nl: 'Download pdf',
};
