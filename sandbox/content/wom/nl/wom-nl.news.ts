import type { ArticleText } from '../../content-pack.types';

export const WOM_NL_NEWS: Readonly<Record<string, ArticleText>> = {
  'news-walking-study': {
    slug: 'nieuw-onderzoek-wandelen-na-het-eten',
    title: 'Nieuw onderzoek: tien minuten wandelen na het eten verlaagt je bloedsuiker',
    postTitle: 'Wandelen na het eten',
    description:
      'Onderzoekers maten de bloedsuiker van 400 volwassenen. Een korte wandeling maakte duidelijk verschil.',
    body: [
      {
        lead: 'Een stevige wandeling van tien minuten na het avondeten verlaagde de bloedsuiker van de deelnemers aan een nieuw onderzoek flink.',
      },
      {
        text: '## Dit vonden de onderzoekers\n\nDeelnemers die binnen een halfuur na het eten gingen wandelen, hadden de rest van de avond een lagere bloedsuiker dan wie bleef zitten.',
      },
    ],
  },
  'news-protein-advice': {
    slug: 'nieuwe-voedingsrichtlijnen-eiwit',
    title: 'Nieuwe voedingsrichtlijnen: meer eiwit uit bonen en linzen',
    postTitle: 'Nieuwe richtlijnen over eiwit',
    description: 'De officiële richtlijnen raden nu aan meer van je eiwit uit planten te halen.',
    body: [
      {
        lead: 'De nieuwe richtlijnen adviseren meerdere keren per week peulvruchten – voor je gezondheid en voor het klimaat.',
      },
      {
        text: '## Zo begin je\n\n- Vervang de helft van het gehakt in de saus door linzen.\n- Doe kikkererwten door je salade.\n- Probeer bonenspread op brood.',
      },
    ],
  },
};
