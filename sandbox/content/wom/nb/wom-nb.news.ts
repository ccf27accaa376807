import type { ArticleText } from '../../content-pack.types';

export const WOM_NB_NEWS: Readonly<Record<string, ArticleText>> = {
  'news-walking-study': {
    slug: 'ny-studie-gatur-etter-maten',
    title: 'Ny studie: ti minutters gåtur etter maten senker blodsukkeret',
    postTitle: 'Gåtur etter maten',
    description:
      'Forskere har målt blodsukkeret hos 400 voksne. En kort gåtur gjorde en tydelig forskjell.',
    body: [
      {
        lead: 'En rask gåtur på ti minutter etter middagen senket blodsukkeret tydelig hos deltakerne i en ny studie.',
      },
      {
        text: '## Dette fant forskerne\n\nDeltakerne som gikk en tur innen en halvtime etter maten, hadde lavere blodsukker resten av kvelden enn de som ble sittende.',
      },
    ],
  },
  'news-protein-advice': {
    slug: 'nye-kostrad-om-protein',
    title: 'Nye kostråd: mer protein fra bønner og linser',
    postTitle: 'Nye kostråd om protein',
    description:
      'De offisielle kostrådene anbefaler nå at mer av proteinet ditt kommer fra planter.',
    body: [
      {
        lead: 'De nye kostrådene anbefaler belgvekster flere ganger i uken – både for helsen og for klimaet.',
      },
      {
        text: '## Slik kommer du i gang\n\n- Bytt ut halvparten av kjøttdeigen i sausen med linser.\n- Bruk kikerter i salaten.\n- Prøv bønnepostei som pålegg.',
      },
    ],
  },
};
