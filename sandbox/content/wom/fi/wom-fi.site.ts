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
      body: '## Näin pääset alkuun\n\nKuntoon pääsee ilman välineitä tai kuntosalia. Aloita kahdella lyhyellä treenillä viikossa ja lisää vähitellen, jotta keho pysyy mukana.\n\nJos voimaharjoittelu on sinulle uutta, aloita [voimaliikkeistämme](/treeni/lihaskunto) – kaikki onnistuvat kotona.',
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
    running: {
      name: 'Juoksu',
      slug: 'juoksu',
      description:
        'Ensimmäisestä lenkistä puolimaratoniin: ohjelmat, tekniikka ja sykeharjoittelu.',
    },
    gear: {
      name: 'Varusteet',
      slug: 'varusteet',
      description: 'Testaamme juoksukengät, kellot, sovellukset ja kotitreenivälineet.',
    },
    'food-plans': {
      name: 'Ruokalistat',
      slug: 'ruokalistat',
      description: 'Valmiit viikkolistat ostoslistoineen, niin sinun ei tarvitse miettiä.',
    },
    health: {
      name: 'Terveys',
      slug: 'terveys',
      description: 'Uni, stressi, raskaus ja luvut, jotka kertovat terveydestäsi.',
    },
    sleep: {
      name: 'Uni ja stressi',
      slug: 'uni-ja-stressi',
      description: 'Parempaa unta ja enemmän rauhaa arkeen.',
    },
    pregnancy: {
      name: 'Raskaus',
      slug: 'raskaus',
      description: 'Liikunta, ruoka ja hyvinvointi raskauden aikana.',
    },
  },
  tags: {
    protein: { name: 'Proteiini', slug: 'proteiini' },
    running: { name: 'Juoksu', slug: 'juoksu' },
    'home-workout': { name: 'Kotitreeni', slug: 'kotitreeni' },
    'editors-pick': { name: 'Toimituksen valinta', slug: 'toimituksen-valinta' },
    vegetarian: { name: 'Kasvis', slug: 'kasvis' },
    'weight-loss': { name: 'Laihdutus', slug: 'laihdutus' },
    yoga: { name: 'Jooga', slug: 'jooga' },
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
    doctor: {
      name: 'Anna Korhonen',
      slug: 'anna-korhonen',
      title: 'Lääkäri ja terveystoimittaja',
      biography:
        'Anna on yleislääkäri, joka kertoo, mitä tutkimus sanoo unesta, painosta, raskaudesta ja ennaltaehkäisystä.',
    },
    tester: {
      name: 'Juha Nieminen',
      slug: 'juha-nieminen',
      title: 'Testitoimittaja',
      biography:
        'Juha on juossut viisi maratonia ja testaa kenkiä, kelloja ja sovelluksia, kunnes ne hajoavat. Hän ostaa tuotteet itse.',
    },
  },
  pages: {
    front: {
      path: '/',
      featured: { week: { label: 'Viikon treeni' } },
      spots: {
        subscribe: {
          title: '3 numeroa 9,90 eurolla',
          description: 'Treeniohjelmat, reseptit ja testit kotiin joka kuukausi.',
          linkTitle: 'Katso tarjous',
          label: 'Mainos',
        },
        about: {
          title: 'Tutustu toimitukseen',
          description:
            'Valmentajat, ravitsemusterapeutit ja toimittajat, jotka treenaavat itsekin.',
          linkTitle: 'Lue WOMista',
          label: 'WOM',
        },
      },
      newsletter: {
        permissionText:
          'Kyllä kiitos, haluan saada WOMin uutiskirjeitä treenivinkeistä ja resepteistä. Voin perua tilauksen milloin tahansa.',
      },
      title: 'Etusivu',
      description: 'Treeniä, ruokaa ja terveyttä sinulle, joka haluat voida hyvin.',
      lists: {
        featured: { title: 'Kuukauden ohjelma' },
        topics: {
          title: 'Löydä aiheesi',
          description: 'Ensimmäisestä juoksulenkistä uneen ja palautumiseen.',
        },
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
        recipes: { title: 'Uudet reseptit', linkTitle: 'Kaikki reseptit' },
        workouts: { title: 'Treenaa videon kanssa' },
        gear: {
          title: 'WOM testasi',
          description: 'Ostamme tuotteet itse ja käytämme niitä vähintään kuukauden.',
          linkTitle: 'Kaikki testit',
        },
        commercial: { title: 'Mainos' },
        health: { title: 'Terveys', linkTitle: 'Lisää terveydestä' },
        plans: { title: 'Viikon ruokalista', linkTitle: 'Kaikki ruokalistat' },
        staff: { title: 'Toimitus suosittelee' },
        netflix: { title: 'Liikkeet videolla' },
        related: { title: 'Lue myös' },
        partner: { title: 'Yhteistyössä kumppaneidemme kanssa' },
      },
      seo: {
        intro: {
          title: 'WOM – treeni, ruoka ja terveys',
          body: 'WOM tarjoaa _ohjelmia, liikkeitä ja reseptejä_, jotka sopivat kiireiseen arkeen. Kaiken ovat kirjoittaneet valmentajat, ravitsemusterapeutit ja toimittajat, jotka treenaavat itsekin.',
        },
      },
    },
    'not-found': {
      path: '/sivua-ei-loytynyt',
      title: 'Sivua ei löytynyt',
      description: 'Kokeile hakua tai löydä inspiraatiota luetuimmista artikkeleistamme.',
      lists: { popular: { title: 'Luetuimmat juuri nyt' } },
    },
    about: {
      path: '/tietoa-wom',
      featured: { video: { label: 'Viikon video' } },
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
    cookies: {
      path: '/evasteet',
      title: 'Evästeet',
      description: 'Näin WOM käyttää evästeitä.',
      seo: {
        cookies: {
          title: 'Evästeet',
          body: 'Käytämme evästeitä muistaaksemme valintasi ja mitataksemme, mitä artikkeleita luetaan.\n\nVoit muuttaa suostumustasi milloin tahansa sivun alalaidasta.',
        },
      },
    },
  },
  menuLabels: {
    subscribe: 'Tilaa lehti',
    explore: 'Tutustu',
    instagram: 'Instagram',
    contact: 'Yhteystiedot',
  },
  redirects: [
    { from: '/vanha-artikkeli', to: { article: 'squat-guide' } },
    { from: '/ravinto', to: { path: '/ruoka' } },
  ],
};
