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
  },
  tags: {
    protein: { name: 'Protein', slug: 'protein' },
    running: { name: 'Löpning', slug: 'lopning' },
    'home-workout': { name: 'Hemmaträning', slug: 'hemmatraning' },
    'editors-pick': { name: 'Redaktionens val', slug: 'redaktionens-val' },
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
  },
  pages: {
    front: {
      path: '/',
      title: 'Startsida',
      description: 'Träning, mat och hälsa för dig som vill må bra i kroppen.',
      lists: {
        featured: { title: 'Månadens program' },
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
      },
      seo: {
        intro: {
          title: 'WOM – träning, mat och hälsa',
          body: 'WOM ger dig _program, övningar och recept_ som passar in i en fullspäckad vardag. Allt är skrivet av tränare, dietister och journalister som själva tränar.',
        },
      },
    },
    'not-found': {
      path: null,
      title: 'Sidan hittades inte',
      description: 'Försök att söka, eller hitta inspiration bland våra mest lästa artiklar.',
      lists: { popular: { title: 'Mest läst just nu' } },
    },
    about: {
      path: '/om-wom',
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
  },
  menuLabels: { explore: 'Utforska', instagram: 'Instagram', contact: 'Kontakt' },
  redirects: [
    { from: '/gammal-artikel', to: { article: 'squat-guide' } },
    { from: '/kost', to: { path: '/mat' } },
  ],
};
