import type { MarketText } from '../../content-pack.types';

type SiteText = Pick<
  MarketText,
  'categories' | 'tags' | 'authors' | 'pages' | 'menuLabels' | 'redirects'
>;

export const WOM_NB_SITE: SiteText = {
  categories: {
    training: {
      name: 'Trening',
      slug: 'trening',
      description: 'Programmer, øvelser og motivasjon for både nybegynnere og viderekomne.',
      body: '## Slik kommer du i gang\n\nDu trenger verken utstyr eller et treningssenter for å komme i form. Begynn med to korte økter i uken, og bygg opp sakte, så kroppen henger med.\n\nEr du ny med styrketrening, begynn med [våre styrkeøvelser](/trening/styrke) – alle kan gjøres hjemme.',
    },
    strength: {
      name: 'Styrke',
      slug: 'styrke',
      description: 'Bli sterkere med øvelser du kan gjøre hjemme og på treningssenteret.',
    },
    food: {
      name: 'Mat',
      slug: 'mat',
      description: 'Sunn mat uten pekefinger: kunnskap om kosthold, protein og energi.',
    },
    recipes: {
      name: 'Oppskrifter',
      slug: 'oppskrifter',
      description: 'Enkle og mettende oppskrifter for en aktiv hverdag.',
    },
    running: {
      name: 'Løping',
      slug: 'loping',
      description: 'Fra første tur rundt vannet til halvmaraton: planer, teknikk og pulstrening.',
    },
    gear: {
      name: 'Utstyr',
      slug: 'utstyr',
      description: 'Vi tester løpesko, klokker, apper og utstyr til hjemmetrening.',
    },
    'food-plans': {
      name: 'Matplaner',
      slug: 'matplaner',
      description: 'Ferdige ukeplaner med handleliste, så du slipper å tenke.',
    },
    health: {
      name: 'Helse',
      slug: 'helse',
      description: 'Søvn, stress, graviditet og tallene som sier noe om helsen din.',
    },
    sleep: {
      name: 'Søvn og stress',
      slug: 'sovn-og-stress',
      description: 'Bedre søvn og mer ro i hverdagen.',
    },
    pregnancy: {
      name: 'Graviditet',
      slug: 'graviditet',
      description: 'Trening, kosthold og trivsel mens du venter barn.',
    },
  },
  tags: {
    protein: { name: 'Protein', slug: 'protein' },
    running: { name: 'Løping', slug: 'loping' },
    'home-workout': { name: 'Hjemmetrening', slug: 'hjemmetrening' },
    'editors-pick': { name: 'Redaksjonens valg', slug: 'redaksjonens-valg' },
    vegetarian: { name: 'Vegetar', slug: 'vegetar' },
    'weight-loss': { name: 'Vektnedgang', slug: 'vektnedgang' },
    yoga: { name: 'Yoga', slug: 'yoga' },
  },
  authors: {
    trainer: {
      name: 'Ingrid Solberg',
      slug: 'ingrid-solberg',
      title: 'Personlig trener og journalist',
      biography:
        'Ingrid har trent løpere og mosjonister i femten år og skriver om styrketrening, løping og motivasjon.',
    },
    nutritionist: {
      name: 'Henrik Aas',
      slug: 'henrik-aas',
      title: 'Klinisk ernæringsfysiolog',
      biography:
        'Henrik er klinisk ernæringsfysiolog og hjelper leserne med å spise sunt uten forbud og dårlig samvittighet.',
    },
    doctor: {
      name: 'Ingrid Bakke',
      slug: 'ingrid-bakke',
      title: 'Lege og helseskribent',
      biography:
        'Ingrid er fastlege og forklarer hva forskningen sier om søvn, vekt, graviditet og forebygging.',
    },
    tester: {
      name: 'Magnus Dahl',
      slug: 'magnus-dahl',
      title: 'Testredaktør',
      biography:
        'Magnus har løpt seks maraton og tester sko, klokker og apper til de blir utslitt. Han kjøper produktene selv.',
    },
  },
  pages: {
    front: {
      path: '/',
      featured: { week: { label: 'Ukens trening' } },
      spots: {
        subscribe: {
          title: '3 utgaver for 99 kr.',
          description: 'Treningsprogrammer, oppskrifter og tester – levert hjem hver måned.',
          linkTitle: 'Se tilbudet',
          label: 'Annonse',
        },
        about: {
          title: 'Møt redaksjonen',
          description: 'Trenere, ernæringsfysiologer og journalister som selv trener.',
          linkTitle: 'Les om WOM',
          label: 'WOM',
        },
      },
      newsletter: {
        permissionText:
          'Ja takk, jeg vil gjerne motta nyhetsbrev med treningstips og oppskrifter fra WOM. Jeg kan når som helst melde meg av.',
      },
      title: 'Forside',
      description: 'Trening, mat og helse for deg som vil ha det godt i kroppen.',
      lists: {
        featured: { title: 'Månedens program' },
        topics: {
          title: 'Finn ditt tema',
          description: 'Alt fra den første løpeturen til søvn og restitusjon.',
        },
        training: { title: 'Trening', linkTitle: 'Se alt om trening' },
        latest: { title: 'Siste artikler' },
        exercises: { title: 'Ukens øvelser', linkTitle: 'Se alle styrkeøvelser' },
        popular: { title: 'Mest lest' },
        food: {
          title: 'Mat og oppskrifter',
          description: 'Enkel hverdagsmat med mye protein.',
          linkTitle: 'Se alt om mat',
        },
        videos: { title: 'Video og restitusjon' },
        recipes: { title: 'Nye oppskrifter', linkTitle: 'Alle oppskrifter' },
        workouts: { title: 'Tren med video' },
        gear: {
          title: 'Testet av WOM',
          description: 'Vi kjøper produktene selv og bruker dem i minst en måned.',
          linkTitle: 'Alle tester',
        },
        commercial: { title: 'Annonse' },
        health: { title: 'Helse', linkTitle: 'Mer om helse' },
        plans: { title: 'Ukens matplan', linkTitle: 'Alle matplaner' },
        staff: { title: 'Redaksjonen anbefaler' },
        netflix: { title: 'Øvelser på video' },
        related: { title: 'Les også' },
        partner: { title: 'I samarbeid med våre partnere' },
      },
      seo: {
        intro: {
          title: 'WOM – trening, mat og helse',
          body: 'WOM gir deg _programmer, øvelser og oppskrifter_ som passer inn i en travel hverdag. Alt er skrevet av trenere, ernæringsfysiologer og journalister som trener selv.',
        },
      },
    },
    'not-found': {
      path: '/siden-finnes-ikke',
      title: 'Fant ikke siden',
      description: 'Prøv å søke, eller finn inspirasjon blant de mest leste artiklene våre.',
      lists: { popular: { title: 'Mest lest akkurat nå' } },
    },
    about: {
      path: '/om-wom',
      featured: { video: { label: 'Ukens video' } },
      title: 'Om WOM',
      description: 'Hvem vi er, og hvordan vi jobber.',
      lists: { picks: { title: 'Fint å begynne med' } },
      seo: {
        about: {
          title: 'Om WOM',
          body: 'WOM er et magasin om trening, mat og helse. Vi bygger artiklene våre på forskning og praktisk erfaring, og vi tester programmene selv før du får dem.\n\nSkriv til oss på [redaksjon@wom.example](mailto:redaksjon@wom.example).',
        },
      },
    },
    cookies: {
      path: '/informasjonskapsler',
      title: 'Informasjonskapsler',
      description: 'Slik bruker WOM informasjonskapsler.',
      seo: {
        cookies: {
          title: 'Informasjonskapsler',
          body: 'Vi bruker informasjonskapsler for å huske valgene dine og for å måle hvilke artikler som blir lest.\n\nDu kan når som helst endre samtykket ditt nederst på siden.',
        },
      },
    },
  },
  menuLabels: {
    subscribe: 'Bli abonnent',
    explore: 'Utforsk',
    instagram: 'Instagram',
    contact: 'Kontakt',
  },
  redirects: [
    { from: '/gammel-artikkel', to: { article: 'squat-guide' } },
    { from: '/kosthold', to: { path: '/mat' } },
  ],
};
