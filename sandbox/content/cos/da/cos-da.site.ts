import type { MarketText } from '../../content-pack.types';

type SiteText = Pick<
  MarketText,
  'categories' | 'tags' | 'authors' | 'pages' | 'menuLabels' | 'redirects'
>;

export const COS_DA_SITE: SiteText = {
  categories: {
    home: {
      name: 'Bolig',
      slug: 'bolig',
      description: 'Indretning, design og projekter, der gør dit hjem til dit eget.',
    },
    interior: {
      name: 'Indretning',
      slug: 'indretning',
      description: 'Stylisternes greb til små og store rum, lys, farver og opbevaring.',
    },
    design: {
      name: 'Design',
      slug: 'design',
      description: 'Nyt og klassisk dansk design – og vores test af det.',
    },
    renovation: {
      name: 'Gør det selv',
      slug: 'gor-det-selv',
      description: 'Maling, olie og små renoveringer, du sagtens kan klare en weekend.',
    },
    garden: {
      name: 'Have',
      slug: 'have',
      description: 'Haven, altanen og planterne i vindueskarmen – året rundt.',
    },
    plants: {
      name: 'Planter',
      slug: 'planter',
      description: 'Stueplanter, der trives, og svar på de spørgsmål, alle stiller.',
    },
    outdoor: {
      name: 'Altan og terrasse',
      slug: 'altan-og-terrasse',
      description: 'Små uderum med stor effekt.',
    },
    food: {
      name: 'Mad',
      slug: 'mad',
      description: 'Sæsonens opskrifter og idéer til bordet, når du har gæster.',
    },
    recipes: {
      name: 'Opskrifter',
      slug: 'opskrifter',
      description: 'Bagværk, saft og hverdagsmad med danske råvarer.',
    },
    hosting: {
      name: 'Borddækning og fest',
      slug: 'borddaekning-og-fest',
      description: 'Dæk et smukt bord uden at bruge en formue.',
    },
  },
  tags: {
    'small-spaces': { name: 'Små rum', slug: 'sma-rum' },
    scandinavian: { name: 'Nordisk stil', slug: 'nordisk-stil' },
    colour: { name: 'Farver', slug: 'farver' },
    diy: { name: 'Gør det selv', slug: 'gor-det-selv' },
    houseplants: { name: 'Stueplanter', slug: 'stueplanter' },
    sustainability: { name: 'Bæredygtighed', slug: 'baeredygtighed' },
    'editors-pick': { name: 'Redaktionens valg', slug: 'redaktionens-valg' },
  },
  authors: {
    stylist: {
      name: 'Camilla Friis',
      slug: 'camilla-friis',
      title: 'Indretningsredaktør og stylist',
      biography:
        'Camilla har stylet hjem til magasiner i tyve år og elsker små lejligheder med store idéer.',
    },
    gardener: {
      name: 'Henrik Dahl',
      slug: 'henrik-dahl',
      title: 'Havejournalist',
      biography:
        'Henrik er uddannet gartner og dyrker grøntsager i kolonihaven og 60 stueplanter i lejligheden på Nørrebro.',
    },
    cook: {
      name: 'Line Mortensen',
      slug: 'line-mortensen',
      title: 'Madredaktør',
      biography:
        'Line udvikler opskrifter med sæsonens råvarer og tester alt mindst tre gange i sit eget køkken.',
    },
    carpenter: {
      name: 'Rasmus Kjær',
      slug: 'rasmus-kjaer',
      title: 'Tømrer og skribent',
      biography:
        'Rasmus er tømrer og viser, hvordan du selv klarer maling, olie og små reparationer – og hvornår du skal ringe efter en fagmand.',
    },
  },
  pages: {
    front: {
      path: '/',
      featured: { week: { label: 'Ugens hjem' } },
      spots: {
        subscribe: {
          title: 'Få 3 numre for 99 kr.',
          description: 'Indretning, have og mad – leveret til døren hver måned.',
          linkTitle: 'Se tilbuddet',
          label: 'Annonce',
        },
        about: {
          title: 'Mød redaktionen',
          description: 'Stylister, gartnere og kokke med hænderne i jorden og dejen.',
          linkTitle: 'Læs om COS',
          label: 'COS',
        },
      },
      newsletter: {
        permissionText:
          'Ja tak, jeg vil gerne modtage nyhedsbreve med boligidéer, havetip og opskrifter fra COS. Jeg kan til enhver tid afmelde mig.',
      },
      title: 'Forside',
      description: 'Bolig, have og mad til dig, der holder af dit hjem.',
      lists: {
        featured: { title: 'Månedens hjem' },
        home: { title: 'Bolig', linkTitle: 'Alt om bolig' },
        latest: { title: 'Nyeste artikler' },
        garden: {
          title: 'Grønne fingre',
          description: 'Stueplanter, altan og køkkenhave.',
          linkTitle: 'Alt om have',
        },
        popular: { title: 'Mest læste' },
        food: { title: 'Fra køkkenet', linkTitle: 'Alle opskrifter' },
        partner: { title: 'Annonce' },
        design: { title: 'Design og indretning', linkTitle: 'Mere design' },
        recipes: {
          title: 'Fra køkkenhaven til bordet',
          description: 'Dyrk selv, bag selv – og del det med nogen, du holder af.',
          linkTitle: 'Flere opskrifter',
        },
        diy: {
          title: 'Weekendprojekter',
          description: 'Mal, olie og flyt rundt: små projekter, der gør en stor forskel.',
          linkTitle: 'Mere gør det selv',
        },
        plants: {
          title: 'Grønt indenfor',
          description:
            'Vores gartner Henrik svarer på det, alle spørger om: lys, vand og de planter, der overlever en travl hverdag.',
          linkTitle: 'Alt om planter',
        },
        hosting: {
          title: 'Dæk op til sommer',
          description: 'Lyse aftener, lange borde og en kande hyldeblomstsaft.',
          linkTitle: 'Mere om borddækning',
        },
        'small-spaces': {
          title: 'Små rum, store idéer',
          description: 'Sådan får du plads til det hele på få kvadratmeter.',
          linkTitle: 'Mere indretning',
        },
        staff: {
          title: 'Redaktionen anbefaler',
          description: 'Stylisten, gartneren, kokken og tømreren vælger hver deres favorit.',
        },
        netflix: { title: 'Inspiration til weekenden' },
        related: { title: 'Læs også' },
        contest: { title: 'Vind med COS' },
      },
      seo: {
        intro: {
          title: 'COS – bolig, have og mad',
          body: 'COS giver dig _idéer, guides og opskrifter_ til et hjem, der er rart at være i. Skrevet af stylister, gartnere og kokke, der selv har prøvet det hele.',
        },
      },
    },
    'not-found': {
      path: '/siden-findes-ikke',
      title: 'Siden findes ikke',
      description: 'Prøv at søge, eller find inspiration blandt de mest læste artikler.',
      lists: { popular: { title: 'Mest læste lige nu' } },
    },
    about: {
      path: '/om-cos',
      title: 'Om COS',
      description: 'Hvem vi er, og hvordan vi arbejder.',
      lists: { picks: { title: 'Godt at starte med' } },
      seo: {
        about: {
          title: 'Om COS',
          body: 'COS er et magasin om bolig, have og mad. Vi besøger rigtige hjem, tester møbler og planter selv og bager alle opskrifter mindst tre gange.\n\nSkriv til os på [redaktion@cos.example](mailto:redaktion@cos.example).',
        },
      },
    },
    cookies: {
      path: '/cookiepolitik',
      title: 'Cookiepolitik',
      description: 'Sådan bruger COS cookies.',
      seo: {
        cookies: {
          title: 'Cookiepolitik',
          body: 'Vi bruger cookies til at huske dine valg og til at måle, hvilke artikler der bliver læst.\n\nDu kan til enhver tid ændre dit samtykke nederst på siden.',
        },
      },
    },
  },
  menuLabels: {
    subscribe: 'Bliv abonnent',
    explore: 'Udforsk',
    instagram: 'Instagram',
    contact: 'Kontakt',
  },
  redirects: [{ from: '/gammel-artikel', to: { article: 'small-living-room' } }],
};
