import type { MarketText } from '../../content-pack.types';

type SiteText = Pick<
  MarketText,
  'categories' | 'tags' | 'authors' | 'pages' | 'menuLabels' | 'redirects'
>;

export const WOM_NL_SITE: SiteText = {
  categories: {
    training: {
      name: 'Training',
      slug: 'training',
      description: 'Schema’s, oefeningen en motivatie voor beginners en gevorderden.',
      body: '## Zo begin je\n\nJe hebt geen materiaal of sportschool nodig om fit te worden. Begin met twee korte trainingen per week en bouw langzaam op, zodat je lichaam kan volgen.\n\nBen je nieuw met krachttraining, begin dan met [onze krachtoefeningen](/training/kracht) – ze kunnen allemaal thuis.',
    },
    strength: {
      name: 'Kracht',
      slug: 'kracht',
      description: 'Word sterker met oefeningen voor thuis en in de sportschool.',
    },
    food: {
      name: 'Voeding',
      slug: 'voeding',
      description: 'Gezond eten zonder opgeheven vingertje: kennis over voeding, eiwit en energie.',
    },
    recipes: {
      name: 'Recepten',
      slug: 'recepten',
      description: 'Makkelijke en vullende recepten voor een actief leven.',
    },
    running: {
      name: 'Hardlopen',
      slug: 'hardlopen',
      description:
        'Van je eerste rondje tot een halve marathon: schema’s, techniek en hartslagtraining.',
    },
    gear: {
      name: 'Uitrusting',
      slug: 'uitrusting',
      description: 'Wij testen hardloopschoenen, horloges, apps en spullen voor thuistraining.',
    },
    'food-plans': {
      name: 'Weekmenu’s',
      slug: 'weekmenus',
      description:
        'Kant-en-klare weekmenu’s met boodschappenlijst, zodat jij niet hoeft na te denken.',
    },
    health: {
      name: 'Gezondheid',
      slug: 'gezondheid',
      description: 'Slaap, stress, zwangerschap en de getallen die iets zeggen over je gezondheid.',
    },
    sleep: {
      name: 'Slaap en stress',
      slug: 'slaap-en-stress',
      description: 'Beter slapen en meer rust in je dag.',
    },
    pregnancy: {
      name: 'Zwangerschap',
      slug: 'zwangerschap',
      description: 'Sporten, eten en je goed voelen als je zwanger bent.',
    },
  },
  tags: {
    protein: { name: 'Eiwitten', slug: 'eiwitten' },
    running: { name: 'Hardlopen', slug: 'hardlopen' },
    'home-workout': { name: 'Thuis trainen', slug: 'thuis-trainen' },
    'editors-pick': { name: 'Keuze van de redactie', slug: 'keuze-van-de-redactie' },
    vegetarian: { name: 'Vegetarisch', slug: 'vegetarisch' },
    'weight-loss': { name: 'Afvallen', slug: 'afvallen' },
    yoga: { name: 'Yoga', slug: 'yoga' },
  },
  authors: {
    trainer: {
      name: 'Sanne de Vries',
      slug: 'sanne-de-vries',
      title: 'Personal trainer en journalist',
      biography:
        'Sanne begeleidt al vijftien jaar hardlopers en recreatieve sporters en schrijft over krachttraining, hardlopen en motivatie.',
    },
    nutritionist: {
      name: 'Daan Bakker',
      slug: 'daan-bakker',
      title: 'Diëtist',
      biography:
        'Daan is diëtist en helpt lezers gezond te eten zonder verboden en zonder schuldgevoel.',
    },
    doctor: {
      name: 'Eva Jansen',
      slug: 'eva-jansen',
      title: 'Arts en gezondheidsjournalist',
      biography:
        'Eva is huisarts en legt uit wat onderzoek zegt over slaap, gewicht, zwangerschap en preventie.',
    },
    tester: {
      name: 'Thijs Visser',
      slug: 'thijs-visser',
      title: 'Testredacteur',
      biography:
        'Thijs liep negen marathons en test schoenen, horloges en apps tot ze kapot zijn. Hij koopt de producten zelf.',
    },
  },
  pages: {
    front: {
      path: '/',
      featured: { week: { label: 'Training van de week' } },
      spots: {
        subscribe: {
          title: '3 nummers voor € 9,95',
          description: 'Trainingsschema’s, recepten en tests – elke maand in je brievenbus.',
          linkTitle: 'Bekijk de aanbieding',
          label: 'Advertentie',
        },
        about: {
          title: 'Maak kennis met de redactie',
          description: 'Trainers, diëtisten en journalisten die zelf trainen.',
          linkTitle: 'Lees over WOM',
          label: 'WOM',
        },
      },
      newsletter: {
        permissionText:
          'Ja, ik ontvang graag nieuwsbrieven met trainingstips en recepten van WOM. Ik kan me op elk moment afmelden.',
      },
      title: 'Home',
      description: 'Training, voeding en gezondheid voor iedereen die zich goed wil voelen.',
      lists: {
        featured: { title: 'Schema van de maand' },
        topics: {
          title: 'Vind je onderwerp',
          description: 'Van je eerste hardlooprondje tot slaap en herstel.',
        },
        training: { title: 'Training', linkTitle: 'Alles over training' },
        latest: { title: 'Nieuwste artikelen' },
        exercises: { title: 'Oefeningen van de week', linkTitle: 'Alle krachtoefeningen' },
        popular: { title: 'Meest gelezen' },
        food: {
          title: 'Voeding en recepten',
          description: 'Makkelijk dagelijks eten met veel eiwit.',
          linkTitle: 'Alles over voeding',
        },
        videos: { title: 'Video en herstel' },
        recipes: { title: 'Nieuwe recepten', linkTitle: 'Alle recepten' },
        workouts: { title: 'Train mee met video' },
        gear: {
          title: 'Getest door WOM',
          description: 'We kopen de producten zelf en gebruiken ze minstens een maand.',
          linkTitle: 'Alle tests',
        },
        commercial: { title: 'Advertentie' },
        health: { title: 'Gezondheid', linkTitle: 'Meer over gezondheid' },
        plans: { title: 'Weekmenu van de week', linkTitle: 'Alle weekmenu’s' },
        staff: { title: 'De redactie raadt aan' },
        netflix: { title: 'Oefeningen op video' },
        related: { title: 'Lees ook' },
        partner: { title: 'In samenwerking met onze partners' },
      },
      seo: {
        intro: {
          title: 'WOM – training, voeding en gezondheid',
          body: 'WOM geeft je _schema’s, oefeningen en recepten_ die in een druk leven passen. Alles is geschreven door trainers, diëtisten en journalisten die zelf sporten.',
        },
      },
    },
    'not-found': {
      path: '/pagina-niet-gevonden',
      title: 'Pagina niet gevonden',
      description: 'Probeer te zoeken, of laat je inspireren door onze meest gelezen artikelen.',
      lists: { popular: { title: 'Nu het meest gelezen' } },
    },
    about: {
      path: '/over-wom',
      featured: { video: { label: 'Video van de week' } },
      title: 'Over WOM',
      description: 'Wie we zijn en hoe we werken.',
      lists: { picks: { title: 'Goed om mee te beginnen' } },
      seo: {
        about: {
          title: 'Over WOM',
          body: 'WOM is een magazine over training, voeding en gezondheid. We baseren onze artikelen op onderzoek en praktijkervaring, en we testen de schema’s zelf voordat jij ze krijgt.\n\nMail ons op [redactie@wom.example](mailto:redactie@wom.example).',
        },
      },
    },
    cookies: {
      path: '/cookiebeleid',
      title: 'Cookiebeleid',
      description: 'Zo gebruikt WOM cookies.',
      seo: {
        cookies: {
          title: 'Cookiebeleid',
          body: 'We gebruiken cookies om je keuzes te onthouden en om te meten welke artikelen worden gelezen.\n\nJe kunt je toestemming altijd onderaan de pagina wijzigen.',
        },
      },
    },
  },
  menuLabels: {
    subscribe: 'Abonneer',
    explore: 'Ontdek',
    instagram: 'Instagram',
    contact: 'Contact',
  },
  redirects: [
    { from: '/oud-artikel', to: { article: 'squat-guide' } },
    { from: '/eten', to: { path: '/voeding' } },
  ],
};
