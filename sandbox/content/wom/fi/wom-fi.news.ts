import type { ArticleText } from '../../content-pack.types';

export const WOM_FI_NEWS: Readonly<Record<string, ArticleText>> = {
  'news-walking-study': {
    slug: 'uusi-tutkimus-kavely-ruoan-jalkeen',
    title: 'Uusi tutkimus: kymmenen minuutin kävely ruoan jälkeen laskee verensokeria',
    postTitle: 'Kävely ruoan jälkeen',
    description: 'Tutkijat mittasivat 400 aikuisen verensokerin. Lyhyt kävely teki selvän eron.',
    body: [
      {
        lead: 'Reipas kymmenen minuutin kävely päivällisen jälkeen laski uudessa tutkimuksessa osallistujien verensokeria selvästi.',
      },
      {
        text: '## Tätä tutkijat havaitsivat\n\nPuolen tunnin sisällä ruoasta kävelleiden verensokeri pysyi loppuillan matalampana kuin istumaan jääneiden.',
      },
    ],
  },
  'news-protein-advice': {
    slug: 'uudet-ravitsemussuositukset-proteiini',
    title: 'Uudet ravitsemussuositukset: lisää proteiinia pavuista ja linsseistä',
    postTitle: 'Uudet suositukset proteiinista',
    description:
      'Viralliset ravitsemussuositukset neuvovat nyt saamaan enemmän proteiinista kasveista.',
    body: [
      {
        lead: 'Uudet suositukset kehottavat syömään palkokasveja useita kertoja viikossa – terveyden ja ilmaston vuoksi.',
      },
      {
        text: '## Näin pääset alkuun\n\n- Korvaa puolet jauhelihasta linsseillä.\n- Lisää kikherneitä salaattiin.\n- Kokeile papulevitettä leivän päällä.',
      },
    ],
  },
};
