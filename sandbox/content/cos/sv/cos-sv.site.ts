import type { MarketText } from '../../content-pack.types';

type SiteText = Pick<
  MarketText,
  'categories' | 'tags' | 'authors' | 'pages' | 'menuLabels' | 'redirects'
>;

export const COS_SV_SITE: SiteText = {
  categories: {
    home: {
      name: 'Boende',
      slug: 'boende',
      description: 'Inredning, design och projekt som gör ditt hem till ditt.',
    },
    interior: {
      name: 'Inredning',
      slug: 'inredning',
      description: 'Stylisternas knep för små och stora rum, ljus, färg och förvaring.',
    },
    design: {
      name: 'Design',
      slug: 'design',
      description: 'Ny och klassisk skandinavisk design – och våra tester.',
    },
    renovation: {
      name: 'Gör det själv',
      slug: 'gor-det-sjalv',
      description: 'Måla, olja och små renoveringar som du klarar på en helg.',
    },
    garden: {
      name: 'Trädgård',
      slug: 'tradgard',
      description: 'Trädgården, balkongen och växterna i fönstret – året runt.',
    },
    plants: {
      name: 'Växter',
      slug: 'vaxter',
      description: 'Krukväxter som trivs, och svar på frågorna som alla ställer.',
    },
    outdoor: {
      name: 'Balkong och uteplats',
      slug: 'balkong-och-uteplats',
      description: 'Små uterum med stor effekt.',
    },
    food: {
      name: 'Mat',
      slug: 'mat',
      description: 'Säsongens recept och idéer för bordet när du får gäster.',
    },
    recipes: {
      name: 'Recept',
      slug: 'recept',
      description: 'Bakning, saft och vardagsmat med svenska råvaror.',
    },
    hosting: {
      name: 'Dukning och fest',
      slug: 'dukning-och-fest',
      description: 'Duka ett vackert bord utan att det kostar en förmögenhet.',
    },
  },
  tags: {
    'small-spaces': { name: 'Små ytor', slug: 'sma-ytor' },
    scandinavian: { name: 'Nordisk stil', slug: 'nordisk-stil' },
    colour: { name: 'Färg', slug: 'farg' },
    diy: { name: 'Gör det själv', slug: 'gor-det-sjalv' },
    houseplants: { name: 'Krukväxter', slug: 'krukvaxter' },
    sustainability: { name: 'Hållbarhet', slug: 'hallbarhet' },
    'editors-pick': { name: 'Redaktionens val', slug: 'redaktionens-val' },
  },
  authors: {
    stylist: {
      name: 'Elin Berg',
      slug: 'elin-berg',
      title: 'Inredningsredaktör och stylist',
      biography:
        'Elin har stylat hem för tidningar i tjugo år och älskar små lägenheter med stora idéer.',
    },
    gardener: {
      name: 'Johan Ek',
      slug: 'johan-ek',
      title: 'Trädgårdsjournalist',
      biography:
        'Johan är utbildad trädgårdsmästare och odlar grönsaker på kolonilotten och 60 krukväxter i lägenheten på Söder.',
    },
    cook: {
      name: 'Maja Lund',
      slug: 'maja-lund',
      title: 'Matredaktör',
      biography:
        'Maja utvecklar recept med säsongens råvaror och testar allt minst tre gånger i sitt eget kök.',
    },
    carpenter: {
      name: 'Anders Holm',
      slug: 'anders-holm',
      title: 'Snickare och skribent',
      biography:
        'Anders är snickare och visar hur du själv klarar målning, oljning och små reparationer – och när du ska ringa en hantverkare.',
    },
  },
  pages: {
    front: {
      path: '/',
      featured: { week: { label: 'Veckans hem' } },
      spots: {
        subscribe: {
          title: '3 nummer för 99 kr',
          description: 'Inredning, trädgård och mat – hem i brevlådan varje månad.',
          linkTitle: 'Se erbjudandet',
          label: 'Annons',
        },
        about: {
          title: 'Möt redaktionen',
          description: 'Stylister, trädgårdsmästare och kockar med händerna i jorden och degen.',
          linkTitle: 'Läs om COS',
          label: 'COS',
        },
      },
      newsletter: {
        permissionText:
          'Ja tack, jag vill få nyhetsbrev med inredningsidéer, trädgårdstips och recept från COS. Jag kan när som helst avsluta prenumerationen.',
      },
      title: 'Startsida',
      description: 'Boende, trädgård och mat för dig som tycker om ditt hem.',
      lists: {
        featured: { title: 'Månadens hem' },
        home: { title: 'Boende', linkTitle: 'Allt om boende' },
        latest: { title: 'Senaste artiklarna' },
        garden: {
          title: 'Gröna fingrar',
          description: 'Krukväxter, balkong och köksträdgård.',
          linkTitle: 'Allt om trädgård',
        },
        popular: { title: 'Mest lästa' },
        food: { title: 'Från köket', linkTitle: 'Alla recept' },
        partner: { title: 'Annons' },
        design: { title: 'Design och inredning', linkTitle: 'Mer design' },
        recipes: {
          title: 'Från köksträdgården till bordet',
          description: 'Odla själv, baka själv – och dela med någon du tycker om.',
          linkTitle: 'Fler recept',
        },
        diy: {
          title: 'Helgprojekt',
          description: 'Måla, olja och möblera om: små projekt som gör stor skillnad.',
          linkTitle: 'Mer gör det själv',
        },
        plants: {
          title: 'Grönt inomhus',
          description:
            'Vår trädgårdsmästare Johan svarar på det alla undrar: ljus, vatten och växterna som klarar en stressig vardag.',
          linkTitle: 'Allt om växter',
        },
        hosting: {
          title: 'Duka för sommaren',
          description: 'Ljusa kvällar, långa bord och en karaff flädersaft.',
          linkTitle: 'Mer om dukning',
        },
        'small-spaces': {
          title: 'Små rum, stora idéer',
          description: 'Så får du plats med allt på få kvadratmeter.',
          linkTitle: 'Mer inredning',
        },
        staff: {
          title: 'Redaktionen tipsar',
          description: 'Stylisten, trädgårdsmästaren, kocken och snickaren väljer var sin favorit.',
        },
        netflix: { title: 'Inspiration till helgen' },
        related: { title: 'Läs också' },
        contest: { title: 'Vinn med COS' },
      },
      seo: {
        intro: {
          title: 'COS – boende, trädgård och mat',
          body: 'COS ger dig _idéer, guider och recept_ för ett hem som är skönt att vara i. Skrivet av stylister, trädgårdsmästare och kockar som själva har provat allt.',
        },
      },
    },
    'not-found': {
      path: '/sidan-hittades-inte',
      title: 'Sidan finns inte',
      description: 'Prova att söka, eller hitta inspiration bland de mest lästa artiklarna.',
      lists: { popular: { title: 'Mest läst just nu' } },
    },
    about: {
      path: '/om-cos',
      title: 'Om COS',
      description: 'Vilka vi är och hur vi arbetar.',
      lists: { picks: { title: 'Bra att börja med' } },
      seo: {
        about: {
          title: 'Om COS',
          body: 'COS är en tidning om boende, trädgård och mat. Vi besöker riktiga hem, testar möbler och växter själva och bakar alla recept minst tre gånger.\n\nSkriv till oss på [redaktion@cos.example](mailto:redaktion@cos.example).',
        },
      },
    },
    cookies: {
      path: '/cookiepolicy',
      title: 'Cookiepolicy',
      description: 'Så använder COS cookies.',
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
  redirects: [{ from: '/gammal-artikel', to: { article: 'small-living-room' } }],
};
