import type { MarketText } from '../../content-pack.types';

type SiteText = Pick<
  MarketText,
  'categories' | 'tags' | 'authors' | 'pages' | 'menuLabels' | 'redirects'
>;

export const WOM_DA_SITE: SiteText = {
  categories: {
    training: {
      name: 'Træning',
      slug: 'traening',
      description: 'Programmer, øvelser og motivation til både begyndere og øvede.',
      body: '## Sådan kommer du i gang\n\nDu behøver hverken udstyr eller et fitnesscenter for at komme i form. Start med to korte pas om ugen, og byg langsomt op, så kroppen kan følge med.\n\nEr du ny i styrketræning, så begynd med [vores styrkeøvelser](/traening/styrke) – de kan alle laves hjemme.',
    },
    strength: {
      name: 'Styrke',
      slug: 'styrke',
      description: 'Bliv stærkere med øvelser, du kan lave hjemme og i centret.',
    },
    food: {
      name: 'Mad',
      slug: 'mad',
      description: 'Sund mad uden pegefinger: viden om kost, protein og energi.',
    },
    recipes: {
      name: 'Opskrifter',
      slug: 'opskrifter',
      description: 'Nemme og mættende opskrifter til en aktiv hverdag.',
    },
    running: {
      name: 'Løb',
      slug: 'lob',
      description: 'Fra første tur rundt om søen til halvmaraton: planer, teknik og pulstræning.',
    },
    gear: {
      name: 'Udstyr',
      slug: 'udstyr',
      description: 'Vi tester løbesko, ure, apps og udstyr til hjemmetræning.',
    },
    'food-plans': {
      name: 'Madplaner',
      slug: 'madplaner',
      description: 'Færdige ugeplaner med indkøbsliste, så du slipper for at tænke.',
    },
    health: {
      name: 'Sundhed',
      slug: 'sundhed',
      description: 'Søvn, stress, graviditet og de tal, der fortæller noget om din sundhed.',
    },
    sleep: {
      name: 'Søvn og stress',
      slug: 'sovn-og-stress',
      description: 'Bedre søvn og mere ro i hverdagen.',
    },
    pregnancy: {
      name: 'Graviditet',
      slug: 'graviditet',
      description: 'Træning, kost og trivsel, mens du venter barn.',
    },
  },
  tags: {
    protein: { name: 'Protein', slug: 'protein' },
    running: { name: 'Løb', slug: 'lob' },
    'home-workout': { name: 'Hjemmetræning', slug: 'hjemmetraening' },
    'editors-pick': { name: 'Redaktionens valg', slug: 'redaktionens-valg' },
    vegetarian: { name: 'Vegetar', slug: 'vegetar' },
    'weight-loss': { name: 'Vægttab', slug: 'vaegttab' },
    yoga: { name: 'Yoga', slug: 'yoga' },
  },
  authors: {
    trainer: {
      name: 'Anne Holm',
      slug: 'anne-holm',
      title: 'Personlig træner og journalist',
      biography:
        'Anne har trænet løbere og motionister i femten år og skriver om styrketræning, løb og motivation.',
    },
    nutritionist: {
      name: 'Mikkel Berg',
      slug: 'mikkel-berg',
      title: 'Klinisk diætist',
      biography:
        'Mikkel er uddannet klinisk diætist og hjælper læserne med at spise sundt uden forbud og dårlig samvittighed.',
    },
    doctor: {
      name: 'Sofie Lund',
      slug: 'sofie-lund',
      title: 'Læge og sundhedsskribent',
      biography:
        'Sofie er praktiserende læge og forklarer, hvad forskningen siger om søvn, vægt, graviditet og forebyggelse.',
    },
    tester: {
      name: 'Jonas Krogh',
      slug: 'jonas-krogh',
      title: 'Testredaktør',
      biography:
        'Jonas har løbet otte maraton og tester sko, ure og apps, til de går i stykker. Han køber selv produkterne.',
    },
  },
  pages: {
    front: {
      path: '/',
      featured: { week: { label: 'Ugens træning' } },
      spots: {
        subscribe: {
          title: 'Få 3 numre for 99 kr.',
          description: 'Programmer, opskrifter og test – leveret til døren hver måned.',
          linkTitle: 'Se tilbuddet',
          label: 'Annonce',
        },
        about: {
          title: 'Mød redaktionen',
          description: 'Trænere, diætister og journalister, der selv træner.',
          linkTitle: 'Læs om WOM',
          label: 'WOM',
        },
      },
      newsletter: {
        permissionText:
          'Ja tak, jeg vil gerne modtage nyhedsbreve med træningstips og opskrifter fra WOM. Jeg kan til enhver tid afmelde mig.',
      },
      title: 'Forside',
      description: 'Træning, mad og sundhed for dig, der vil have det godt i kroppen.',
      lists: {
        featured: { title: 'Månedens program' },
        topics: {
          title: 'Find dit emne',
          description: 'Alt fra første løbetur til søvn og restitution.',
        },
        training: { title: 'Træning', linkTitle: 'Se alt om træning' },
        latest: { title: 'Seneste artikler' },
        exercises: { title: 'Ugens øvelser', linkTitle: 'Se alle styrkeøvelser' },
        popular: { title: 'Mest læste' },
        food: {
          title: 'Mad og opskrifter',
          description: 'Nem hverdagsmad med masser af protein.',
          linkTitle: 'Se alt om mad',
        },
        videos: { title: 'Video og restitution' },
        recipes: { title: 'Nye opskrifter', linkTitle: 'Alle opskrifter' },
        workouts: { title: 'Træn med video' },
        gear: {
          title: 'Testet af WOM',
          description: 'Vi køber selv produkterne og bruger dem i mindst en måned.',
          linkTitle: 'Alle test',
        },
        commercial: { title: 'Annonce' },
        health: { title: 'Sundhed', linkTitle: 'Mere om sundhed' },
        plans: { title: 'Ugens madplan', linkTitle: 'Alle madplaner' },
        staff: { title: 'Redaktionen anbefaler' },
        netflix: { title: 'Øvelser på video' },
        related: { title: 'Læs også' },
        partner: { title: 'I samarbejde med vores partnere' },
      },
      seo: {
        intro: {
          title: 'WOM – træning, mad og sundhed',
          body: 'WOM giver dig _programmer, øvelser og opskrifter_, der passer ind i en travl hverdag. Alt er skrevet af trænere, diætister og journalister, der selv træner.',
        },
      },
    },
    'not-found': {
      path: '/siden-findes-ikke',
      title: 'Siden blev ikke fundet',
      description: 'Prøv at søge, eller find inspiration blandt vores mest læste artikler.',
      lists: { popular: { title: 'Mest læste lige nu' } },
    },
    about: {
      path: '/om-wom',
      featured: { video: { label: 'Ugens video' } },
      title: 'Om WOM',
      description: 'Hvem vi er, og hvordan vi arbejder.',
      lists: { picks: { title: 'Godt at starte med' } },
      seo: {
        about: {
          title: 'Om WOM',
          body: 'WOM er et magasin om træning, mad og sundhed. Vi bygger vores artikler på forskning og praktisk erfaring, og vi tester selv programmerne, før du får dem.\n\nSkriv til os på [redaktion@wom.example](mailto:redaktion@wom.example).',
        },
      },
    },
    cookies: {
      path: '/cookiepolitik',
      title: 'Cookiepolitik',
      description: 'Sådan bruger WOM cookies.',
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
  redirects: [
    { from: '/gammel-artikel', to: { article: 'squat-guide' } },
    { from: '/kost', to: { path: '/mad' } },
  ],
};
