import type { ArticleText, ImageText } from '../../content-pack.types';
import { womQbrickVideo, womVideo } from '../wom.features';

export const WOM_FI_FEATURE_IMAGES: Readonly<Record<string, ImageText>> = {
  'lentil-soup': {
    alt: 'Oranssi linssikeitto syvässä lautasessa ja sitruunalohko',
    title: 'Linssikeitto',
  },
  salmon: { alt: 'Uunipelti, jolla on lohta, perunoita ja parsakaalia', title: 'Uunilohi' },
  'rye-bread': { alt: 'Tummia siemenruisleivän viipaleita leikkuulaudalla', title: 'Ruisleipä' },
  'green-smoothie': {
    alt: 'Kaksi lasillista vihreää smoothieta pillin kanssa',
    title: 'Vihreä smoothie',
  },
  kettlebell: {
    alt: 'Nainen heilauttaa kahvakuulan rinnan korkeudelle',
    title: 'Kahvakuulaheilautus',
  },
  hiit: { alt: 'Kolme ihmistä tekee hyppyliikkeitä salissa', title: 'HIIT' },
  yoga: { alt: 'Nainen alaspäin katsovassa koirassa joogamatolla', title: 'Jooga' },
  'food-plan': { alt: 'Eväsrasioissa viikon ateriat keittiön tasolla', title: 'Ruokalista' },
  'veggie-plan': { alt: 'Kasviksia, papuja ja linssejä kulhoissa', title: 'Kasvisruokalista' },
  'shoe-a': {
    alt: 'Valkoinen, paksusti vaimennettu juoksukenkä',
    title: 'Vaimennettu juoksukenkä',
  },
  'shoe-b': { alt: 'Kevyt sininen kilpakenkä', title: 'Kevyt juoksukenkä' },
  'shoe-c': { alt: 'Polkujuoksukenkä, jossa on karkea pohjakuvio', title: 'Polkujuoksukenkä' },
  watch: { alt: 'Urheilukello ranteessa juoksulenkillä', title: 'Urheilukello' },
  'watch-a': { alt: 'Sykemittarillinen GPS-kello edestä', title: 'GPS-kello' },
  'watch-b': { alt: 'Ohut musta aktiivisuusranneke', title: 'Aktiivisuusranneke' },
  'home-gym': { alt: 'Valoisa kotisali, jossa on penkki ja käsipainoja', title: 'Kotisali' },
  'home-gym-rack': { alt: 'Kyykkyteline kellarihuoneessa', title: 'Kyykkyteline' },
  'home-gym-bands': { alt: 'Viiden värisiä vastuskuminauhoja koukussa', title: 'Kuminauhat' },
  'home-gym-corner': {
    alt: 'Joogamatto ja kahvakuula olohuoneen nurkassa',
    title: 'Treeninurkkaus',
  },
  creatine: { alt: 'Valkoista kreatiinijauhetta mittalusikassa', title: 'Kreatiini' },
  ebook: { alt: 'Voimaharjoittelun e-kirjan kansi tabletilla', title: 'E-kirja' },
  calculator: { alt: 'Mittanauha, vaaka ja laskin pöydällä', title: 'Laskurit' },
  pulse: { alt: 'Sykemittari näyttää 152 lyöntiä minuutissa', title: 'Syke' },
  pregnancy: { alt: 'Raskaana oleva nainen kävelyllä puistossa', title: 'Raskaus' },
  contest: { alt: 'Urheilukello lahjarasiassa', title: 'Voita urheilukello' },
  apps: { alt: 'Puhelin, jonka näytöllä on treenisovellus', title: 'Treenisovellukset' },
  'category-health': { alt: 'Nainen venyttelee aamuauringossa', title: 'Terveys' },
  'avatar-doctor': { alt: 'Anna Korhosen muotokuva', title: 'Anna Korhonen' },
  'avatar-tester': { alt: 'Juha Niemisen muotokuva', title: 'Juha Nieminen' },
};

/** The newsletter sign-up block of this pack (free articles carry it too). */
export const WOM_FI_NEWSLETTER = {
  type: 'newsletter',
  title: 'Viikon treeni suoraan sähköpostiisi',
  description: 'Uusi treeni, resepti ja liike joka perjantai. Maksutta.',
  permissionText:
    'Tilaamalla hyväksyt, että WOM lähettää sinulle uutiskirjeitä. Voit perua tilauksen milloin tahansa.',
} as const;

export const WOM_FI_VIDEOS: Readonly<Record<string, ArticleText>> = {
  'squat-video': {
    slug: 'video-taydellinen-kyykky',
    title: 'Video: näin teet täydellisen kyykyn',
    postTitle: 'Täydellinen kyykky',
    description: 'Kolme minuuttia, jotka korjaavat tärkeimmän jalkaliikkeen yleisimmät virheet.',
    label: 'Video',
    workoutTime: '4 min',
    workoutLevel: 'Helppo',
    body: [
      { lead: 'Katso video ja hyppää suoraan kohtaan, jota tarvitset.' },
      womVideo('squat', 'Täydellinen kyykky', 'Laura Virtanen näyttää tekniikan vaihe vaiheelta.', [
        'Lämmittely',
        'Tekniikka',
        'Yleiset virheet',
      ]),
      {
        text: '## Muista\n\nPolvet seuraavat varpaita.\nPaino on koko jalkapohjalla.\nSelkä pysyy _neutraalina_ koko liikkeen ajan.',
      },
    ],
  },
  'kettlebell-swing-video': {
    slug: 'video-kahvakuulaheilautus',
    title: 'Video: kahvakuulaheilautus ilman selkäkipua',
    postTitle: 'Kahvakuulaheilautus ilman selkäkipua',
    description: 'Heilautus on lonkkaliike, ei käsiliike. Katso, miten se tehdään.',
    label: 'Video',
    workoutTime: '3 min',
    workoutLevel: 'Keskitaso',
    body: [
      {
        lead: 'Kahvakuulaheilautus treenaa takareisiä, pakaroita ja kuntoa yhtä aikaa – kun tekniikka on kunnossa.',
      },
      womQbrickVideo('Kahvakuulaheilautus', 'Tekniikka selitettynä alle kolmessa minuutissa.'),
      {
        text: 'Aloita kevyellä kuulalla: useimmille naisille 8 kg ja useimmille miehille 12–16 kg.',
      },
    ],
  },
  'hiit-workout': {
    slug: 'hiit-treeni-20-minuuttia',
    title: 'HIIT 20 minuutissa: treenaa mukana olohuoneessa',
    postTitle: 'HIIT 20 minuutissa',
    description: 'Välineetön intervallitreeni, joka nostaa sykkeen kunnolla. Seuraa videota.',
    label: 'Treenaa mukana',
    workoutTime: '20 min',
    workoutLevel: 'Raskas',
    body: [
      {
        lead: 'Lyhyet, kovat intervallit kehittävät kuntoa yhtä paljon kuin pitkät lenkit – murto-osassa ajasta.',
      },
      {
        ...womVideo(
          'hiit',
          'HIIT 20 minuutissa',
          'Neljä osaa: lämmittely, kaksi intervallijaksoa ja loppujäähdyttely.',
          ['Lämmittely', 'Jakso 1: jalat ja syke', 'Jakso 2: koko keho', 'Loppujäähdyttely'],
        ),
        locked: true,
      },
      {
        text: '## Näin treeni rakentuu\n\nJokainen liike kestää 40 sekuntia, ja sen jälkeen on 20 sekunnin tauko. Pidä tauko kokonaan, niin jaksat antaa kaikkesi seuraavassa intervallissa.',
        locked: true,
      },
      WOM_FI_NEWSLETTER,
    ],
  },
  'yoga-flow': {
    slug: 'rauhallinen-joogaflow-30-minuuttia',
    title: 'Rauhallinen joogaflow 30 minuutissa',
    postTitle: 'Rauhallinen jooga 30 minuutissa',
    description:
      'Pehmeä treeni jäykille lonkille ja väsyneelle selälle. Sopii täydellisesti juoksun jälkeen.',
    label: 'Treenaa mukana',
    workoutTime: '30 min',
    workoutLevel: 'Helppo',
    body: [
      { lead: 'Ota matto, sulje puhelin ja tule mukaan. Kokemusta ei tarvita.' },
      womVideo('yoga', 'Joogaflow', 'Neljä osaa hengityksestä rentoutumiseen.', [
        'Hengitys',
        'Aurinkotervehdys',
        'Lonkkien avaus',
        'Rentoutus',
      ]),
      {
        type: 'quote',
        quote: 'Liiku vain niin pitkälle, että pystyt yhä hengittämään rauhallisesti nenän kautta.',
        author: 'Laura Virtanen, joogaopettaja',
      },
    ],
  },
  'food-plan-week-1': {
    slug: 'ruokalista-viikko-1',
    title: 'Ruokalista viikko 1: kylläinen ja kevyt ilman kalorilaskentaa',
    postTitle: 'Ruokalista viikko 1',
    description:
      'Seitsemän päivän ateriat ostoslistoineen. Noin 1 800 kcal päivässä ja runsaasti proteiinia.',
    label: 'Ruokalista',
    body: [
      {
        lead: 'Viikon lista perustuu muutamaan raaka-aineeseen, jotka toistuvat, joten jääkaappiin ei jää puolikkaita pusseja.',
      },
      {
        type: 'infobox',
        title: 'Näin käytät listaa',
        body: 'Syö kolme pääateriaa ja yksi välipala.\nVoit vaihtaa päivien järjestystä.\nJuo vettä kaikilla aterioilla.',
        highlight: true,
      },
      {
        text: '## Maanantaista keskiviikkoon\n\n- **Aamiainen:** yön yli -kaurapuuro marjoilla\n- **Lounas:** kanasalaatti kvinoalla\n- **Päivällinen:** uunilohi perunoilla\n- **Välipala:** omena ja kourallinen manteleita',
      },
      {
        text: '## Torstaista sunnuntaihin\n\n- **Aamiainen:** ruisleipä, kananmuna ja tomaatti\n- **Lounas:** linssikeiton tähteet\n- **Päivällinen:** kanacurry ja tumma riisi',
        locked: true,
      },
      {
        type: 'associated_composites',
        title: 'Listan reseptit',
        articles: ['overnight-oats', 'chicken-salad', 'salmon-traybake', 'lentil-soup'],
      },
      WOM_FI_NEWSLETTER,
    ],
  },
  'food-plan-vegetarian': {
    slug: 'kasvisruokalista-viikko-2',
    title: 'Kasvisruokalista viikko 2: proteiinia ilman lihaa',
    postTitle: 'Kasvisruokalista: proteiinia ilman lihaa',
    description:
      'Viikko papuja, linssejä, kananmunia ja maitotuotteita. Yli 90 grammaa proteiinia päivässä.',
    label: 'Ruokalista',
    body: [
      {
        lead: 'Kasvissyöjänkin on helppo saada tarpeeksi proteiinia, kun vähän suunnittelee. Tässä koko viikko.',
      },
      {
        text: '## Viikon periaatteet\n\nJokaisessa ateriassa on proteiinin lähde: _rahka, kananmuna, pavut, linssit tai tofu_.\nTäysjyvä ja kasvikset täyttävät muun lautasen.',
      },
      {
        type: 'associated_composites',
        title: 'Listan reseptit',
        articles: ['lentil-soup', 'green-smoothie', 'rye-bread'],
      },
      {
        text: '## Ostoslista\n\n- 500 g punaisia linssejä\n- 2 tölkkiä kikherneitä\n- 1 kg maitorahkaa\n- 10 kananmunaa\n- 400 g tofua',
        locked: true,
      },
    ],
  },
};
