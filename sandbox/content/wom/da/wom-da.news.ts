import type { ArticleText } from '../../content-pack.types';

export const WOM_DA_NEWS: Readonly<Record<string, ArticleText>> = {
  'news-walking-study': {
    slug: 'ny-undersogelse-gaature-efter-maden',
    title: 'Ny undersøgelse: ti minutters gåtur efter maden sænker blodsukkeret',
    postTitle: 'Gåtur efter maden',
    description:
      'Forskere har målt blodsukkeret hos 400 voksne. En kort gåtur gjorde en tydelig forskel.',
    body: [
      {
        lead: 'En rask gåtur på ti minutter efter aftensmaden sænkede blodsukkeret markant hos deltagerne i en ny undersøgelse.',
      },
      {
        text: '## Det fandt forskerne\n\nDeltagerne, der gik en tur inden for en halv time efter maden, havde et lavere blodsukker resten af aftenen end dem, der blev siddende.',
      },
    ],
  },
  'news-protein-advice': {
    slug: 'nye-kostrad-om-protein',
    title: 'Nye kostråd: mere protein fra bønner og linser',
    postTitle: 'Nye kostråd om protein',
    description: 'De officielle kostråd anbefaler nu, at mere af dit protein kommer fra planter.',
    body: [
      {
        lead: 'De nye kostråd anbefaler bælgfrugter flere gange om ugen – både for helbredet og for klimaet.',
      },
      {
        text: '## Sådan kommer du i gang\n\n- Skift halvdelen af kødet i kødsovsen ud med linser.\n- Brug kikærter i salaten.\n- Prøv bønnemos som pålæg.',
      },
    ],
  },
};
