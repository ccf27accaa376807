import type { MarketText } from '../../content-pack.types';

type SiteText = Pick<
  MarketText,
  'categories' | 'tags' | 'authors' | 'pages' | 'menuLabels' | 'redirects'
>;

export const WOM_SV_SITE: SiteText = {
  categories: {
    training: {
      name: 'Träning',
      slug: 'traning',
      description: 'Program, övningar och motivation för både nybörjare och vana.',
      body: '## Så kommer du igång\n\nDu behöver varken utrustning eller ett gym för att komma i form. Börja med två korta pass i veckan och bygg upp långsamt, så att kroppen hänger med.\n\nÄr du ny på styrketräning, börja med [våra styrkeövningar](/traning/styrka) – alla går att göra hemma.',
    },
    strength: {
      name: 'Styrka',
      slug: 'styrka',
      description: 'Bli starkare med övningar som du kan göra hemma och på gymmet.',
    },
    food: {
      name: 'Mat',
      slug: 'mat',
      description: 'Nyttig mat utan pekpinnar: kunskap om kost, protein och energi.',
    },
    recipes: {
      name: 'Recept',
      slug: 'recept',
      description: 'Enkla och mättande recept för en aktiv vardag.',
    },
    running: {
      name: 'Löpning',
      slug: 'lopning',
      description: 'Från första rundan till halvmaraton: planer, teknik och pulsträning.',
    },
    gear: {
      name: 'Utrustning',
      slug: 'utrustning',
      description: 'Vi testar löparskor, klockor, appar och utrustning för hemmaträning.',
    },
    'food-plans': {
      name: 'Matsedlar',
      slug: 'matsedlar',
      description: 'Färdiga veckomenyer med inköpslista, så slipper du tänka.',
    },
    health: {
      name: 'Hälsa',
      slug: 'halsa',
      description: 'Sömn, stress, graviditet och siffrorna som säger något om din hälsa.',
    },
    sleep: {
      name: 'Sömn och stress',
      slug: 'somn-och-stress',
      description: 'Bättre sömn och mer lugn i vardagen.',
    },
    pregnancy: {
      name: 'Graviditet',
      slug: 'graviditet',
      description: 'Träning, kost och välmående när du väntar barn.',
    },
  },
  tags: {
    protein: { name: 'Protein', slug: 'protein' },
    running: { name: 'Löpning', slug: 'lopning' },
    'home-workout': { name: 'Hemmaträning', slug: 'hemmatraning' },
    'editors-pick': { name: 'Redaktionens val', slug: 'redaktionens-val' },
    vegetarian: { name: 'Vegetariskt', slug: 'vegetariskt' },
    'weight-loss': { name: 'Viktnedgång', slug: 'viktnedgang' },
    yoga: { name: 'Yoga', slug: 'yoga' },
  },
  authors: {
    trainer: {
      name: 'Sara Lindqvist',
      slug: 'sara-lindqvist',
      title: 'Personlig tränare och journalist',
      biography:
        'Sara har coachat löpare och motionärer i femton år och skriver om styrketräning, löpning och motivation.',
    },
    nutritionist: {
      name: 'Johan Ek',
      slug: 'johan-ek',
      title: 'Legitimerad dietist',
      biography:
        'Johan är legitimerad dietist och hjälper läsarna att äta hälsosamt utan förbud och dåligt samvete.',
    },
    doctor: {
      name: 'Elin Sandberg',
      slug: 'elin-sandberg',
      title: 'Läkare och hälsoskribent',
      biography:
        'Elin är allmänläkare och förklarar vad forskningen säger om sömn, vikt, graviditet och förebyggande hälsa.',
    },
    tester: {
      name: 'Oskar Nilsson',
      slug: 'oskar-nilsson',
      title: 'Testredaktör',
      biography:
        'Oskar har sprungit sju maraton och testar skor, klockor och appar tills de går sönder. Han köper produkterna själv.',
    },
  },
  pages: {
    front: {
      path: '/',
      featured: { week: { label: 'Veckans träning' } },
      spots: {
        subscribe: {
          title: '3 nummer för 99 kr',
          description: 'Träningsprogram, recept och tester – hem i brevlådan varje månad.',
          linkTitle: 'Se erbjudandet',
          label: 'Annons',
        },
        about: {
          title: 'Möt redaktionen',
          description: 'Tränare, dietister och journalister som själva tränar.',
          linkTitle: 'Läs om WOM',
          label: 'WOM',
        },
      },
      newsletter: {
        permissionText:
          'Ja tack, jag vill få nyhetsbrev med träningstips och recept från WOM. Jag kan när som helst avsluta prenumerationen.',
      },
      title: 'Startsida',
      description: 'Träning, mat och hälsa för dig som vill må bra i kroppen.',
      lists: {
        featured: { title: 'Månadens program' },
        topics: {
          title: 'Hitta ditt ämne',
          description: 'Allt från första löprundan till sömn och återhämtning.',
        },
        training: { title: 'Träning', linkTitle: 'Se allt om träning' },
        latest: { title: 'Senaste artiklarna' },
        exercises: { title: 'Veckans övningar', linkTitle: 'Se alla styrkeövningar' },
        popular: { title: 'Mest lästa' },
        food: {
          title: 'Mat och recept',
          description: 'Enkel vardagsmat med mycket protein.',
          linkTitle: 'Se allt om mat',
        },
        videos: { title: 'Video och återhämtning' },
        recipes: { title: 'Nya recept', linkTitle: 'Alla recept' },
        workouts: { title: 'Träna med video' },
        gear: {
          title: 'Testat av WOM',
          description: 'Vi köper produkterna själva och använder dem i minst en månad.',
          linkTitle: 'Alla tester',
        },
        commercial: { title: 'Annons' },
        health: { title: 'Hälsa', linkTitle: 'Mer om hälsa' },
        plans: { title: 'Veckans matsedel', linkTitle: 'Alla matsedlar' },
        staff: { title: 'Redaktionen tipsar' },
        netflix: { title: 'Övningar på video' },
        related: { title: 'Läs också' },
        partner: { title: 'I samarbete med våra partner' },
      },
      seo: {
        intro: {
          title: 'WOM – träning, mat och hälsa',
          body: 'WOM ger dig _program, övningar och recept_ som passar in i en fullspäckad vardag. Allt är skrivet av tränare, dietister och journalister som själva tränar.',
        },
      },
    },
    'not-found': {
      path: '/sidan-hittades-inte',
      title: 'Sidan hittades inte',
      description: 'Försök att söka, eller hitta inspiration bland våra mest lästa artiklar.',
      lists: { popular: { title: 'Mest läst just nu' } },
    },
    about: {
      path: '/om-wom',
      featured: { video: { label: 'Veckans video' } },
      title: 'Om WOM',
      description: 'Vilka vi är och hur vi arbetar.',
      lists: { picks: { title: 'Bra att börja med' } },
      seo: {
        about: {
          title: 'Om WOM',
          body: 'WOM är ett magasin om träning, mat och hälsa. Vi bygger våra artiklar på forskning och praktisk erfarenhet, och vi testar själva programmen innan du får dem.\n\nSkriv till oss på [redaktion@wom.example](mailto:redaktion@wom.example).',
        },
      },
    },
    cookies: {
      path: '/cookiepolicy',
      title: 'Cookiepolicy',
      description: 'Så använder WOM cookies.',
      seo: {
        cookies: {
          title: 'Cookiepolicy',
          body: 'Vi använder cookies för att komma ihåg dina val och för att mäta vilka artiklar som läses.\n\nDu kan när som helst ändra ditt samtycke längst ner på sidan.',
        },
      },
    },
  },
  menuLabels: {
    subscribe: 'Prenumerera',
    explore: 'Utforska',
    instagram: 'Instagram',
    contact: 'Kontakt',
  },
  redirects: [
    { from: '/gammal-artikel', to: { article: 'squat-guide' } },
    { from: '/kost', to: { path: '/mat' } },
  ],
};
