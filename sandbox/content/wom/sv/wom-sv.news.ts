import type { ArticleText } from '../../content-pack.types';

export const WOM_SV_NEWS: Readonly<Record<string, ArticleText>> = {
  'news-walking-study': {
    slug: 'ny-studie-promenad-efter-maten',
    title: 'Ny studie: tio minuters promenad efter maten sänker blodsockret',
    postTitle: 'Promenad efter maten',
    description:
      'Forskare har mätt blodsockret hos 400 vuxna. En kort promenad gjorde tydlig skillnad.',
    body: [
      {
        lead: 'En rask promenad på tio minuter efter middagen sänkte blodsockret tydligt hos deltagarna i en ny studie.',
      },
      {
        text: '## Det här hittade forskarna\n\nDeltagarna som promenerade inom en halvtimme efter maten hade lägre blodsocker resten av kvällen än de som satt kvar.',
      },
    ],
  },
  'news-protein-advice': {
    slug: 'nya-kostrad-om-protein',
    title: 'Nya kostråd: mer protein från bönor och linser',
    postTitle: 'Nya kostråd om protein',
    description:
      'De officiella kostråden rekommenderar nu att mer av ditt protein kommer från växter.',
    body: [
      {
        lead: 'De nya kostråden rekommenderar baljväxter flera gånger i veckan – för hälsan och för klimatet.',
      },
      {
        text: '## Så kommer du igång\n\n- Byt ut hälften av köttfärsen i såsen mot linser.\n- Ha kikärtor i salladen.\n- Prova bönröra som pålägg.',
      },
    ],
  },
};
