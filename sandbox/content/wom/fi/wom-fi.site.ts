import type { MarketText } from '../../content-pack.types';

type SiteText = Pick<
  MarketText,
  'categories' | 'tags' | 'authors' | 'pages' | 'menuLabels' | 'redirects'
>;

export const WOM_FI_SITE: SiteText = {
  categories: {
    training: {
      name: 'Treeni',
      slug: 'treeni',
      description: 'Ohjelmia, liikkeitä ja motivaatiota niin aloittelijoille kuin kokeneillekin.',
    },
    strength: {
      name: 'Lihaskunto',
      slug: 'lihaskunto',
      description: 'Vahvistu liikkeillä, jotka voit tehdä kotona ja salilla.',
    },
    food: {
      name: 'Ruoka',
      slug: 'ruoka',
      description:
        'Terveellistä ruokaa ilman saarnaamista: tietoa ravinnosta, proteiinista ja energiasta.',
    },
    recipes: {
      name: 'Reseptit',
      slug: 'reseptit',
      description: 'Helppoja ja täyttäviä reseptejä aktiiviseen arkeen.',
    },
  },
  tags: {
    protein: { name: 'Proteiini', slug: 'proteiini' },
    running: { name: 'Juoksu', slug: 'juoksu' },
    'home-workout': { name: 'Kotitreeni', slug: 'kotitreeni' },
    'editors-pick': { name: 'Toimituksen valinta', slug: 'toimituksen-valinta' },
  },
  authors: {
    trainer: {
      name: 'Laura Virtanen',
      slug: 'laura-virtanen',
      title: 'Personal trainer ja toimittaja',
      biography:
        'Laura on valmentanut juoksijoita ja kuntoilijoita viisitoista vuotta ja kirjoittaa voimaharjoittelusta, juoksusta ja motivaatiosta.',
    },
    nutritionist: {
      name: 'Mikko Laine',
      slug: 'mikko-laine',
      title: 'Laillistettu ravitsemusterapeutti',
      biography:
        'Mikko on laillistettu ravitsemusterapeutti, joka auttaa lukijoita syömään terveellisesti ilman kieltoja ja huonoa omatuntoa.',
    },
  },
  pages: {
    front: {
      path: '/',
      title: 'Etusivu',
      description: 'Treeniä, ruokaa ja terveyttä sinulle, joka haluat voida hyvin.',
      lists: {
        featured: { title: 'Kuukauden ohjelma' },
        training: { title: 'Treeni', linkTitle: 'Kaikki treenijutut' },
        latest: { title: 'Uusimmat artikkelit' },
        exercises: { title: 'Viikon liikkeet', linkTitle: 'Kaikki lihaskuntoliikkeet' },
        popular: { title: 'Luetuimmat' },
        food: {
          title: 'Ruoka ja reseptit',
          description: 'Helppoa arkiruokaa, jossa on runsaasti proteiinia.',
          linkTitle: 'Kaikki ruokajutut',
        },
        videos: { title: 'Video ja palautuminen' },
      },
      seo: {
        intro: {
          title: 'WOM – treeni, ruoka ja terveys',
          body: 'WOM tarjoaa _ohjelmia, liikkeitä ja reseptejä_, jotka sopivat kiireiseen arkeen. Kaiken ovat kirjoittaneet valmentajat, ravitsemusterapeutit ja toimittajat, jotka treenaavat itsekin.',
        },
      },
    },
    'not-found': {
      path: null,
      title: 'Sivua ei löytynyt',
      description: 'Kokeile hakua tai löydä inspiraatiota luetuimmista artikkeleistamme.',
      lists: { popular: { title: 'Luetuimmat juuri nyt' } },
    },
    about: {
      path: '/tietoa-wom',
      title: 'Tietoa WOMista',
      description: 'Keitä olemme ja miten työskentelemme.',
      lists: { picks: { title: 'Hyvä aloittaa näistä' } },
      seo: {
        about: {
          title: 'Tietoa WOMista',
          body: 'WOM on treeniä, ruokaa ja terveyttä käsittelevä lehti. Artikkelimme perustuvat tutkimukseen ja käytännön kokemukseen, ja testaamme ohjelmat itse ennen kuin julkaisemme ne.\n\nKirjoita meille osoitteeseen [toimitus@wom.example](mailto:toimitus@wom.example).',
        },
      },
    },
  },
  menuLabels: { explore: 'Tutustu', instagram: 'Instagram', contact: 'Yhteystiedot' },
  redirects: [
    { from: '/vanha-artikkeli', to: { article: 'squat-guide' } },
    { from: '/ravinto', to: { path: '/ruoka' } },
  ],
};
