import type { ArticleText, ImageText } from '../../content-pack.types';
import { womQbrickVideo, womVideo } from '../wom.features';

export const WOM_NL_FEATURE_IMAGES: Readonly<Record<string, ImageText>> = {
  'lentil-soup': {
    alt: 'Oranje linzensoep in een diep bord met een partje citroen',
    title: 'Linzensoep',
  },
  salmon: { alt: 'Bakplaat met zalm, krieltjes en broccoli', title: 'Zalm uit de oven' },
  'rye-bread': {
    alt: 'Sneetjes donker roggebrood met zaden op een snijplank',
    title: 'Roggebrood',
  },
  'green-smoothie': { alt: 'Twee glazen groene smoothie met een rietje', title: 'Groene smoothie' },
  kettlebell: {
    alt: 'Vrouw zwaait een kettlebell omhoog tot borsthoogte',
    title: 'Kettlebell swing',
  },
  hiit: { alt: 'Drie mensen doen springoefeningen in een zaal', title: 'HIIT' },
  yoga: { alt: 'Vrouw in neerwaartse hond op een yogamat', title: 'Yoga' },
  'food-plan': { alt: 'Bakjes met een week aan maaltijden op een aanrecht', title: 'Weekmenu' },
  'veggie-plan': { alt: 'Groenten, bonen en linzen in kommen', title: 'Vegetarisch weekmenu' },
  'shoe-a': { alt: 'Witte hardloopschoen met dikke demping', title: 'Hardloopschoen met demping' },
  'shoe-b': { alt: 'Lichte, blauwe wedstrijdschoen', title: 'Lichte hardloopschoen' },
  'shoe-c': { alt: 'Trailschoen met grove noppen', title: 'Trailschoen' },
  watch: { alt: 'Sporthorloge om een pols tijdens het hardlopen', title: 'Sporthorloge' },
  'watch-a': { alt: 'GPS-horloge met hartslagmeter van voren', title: 'GPS-horloge' },
  'watch-b': { alt: 'Smalle zwarte activity tracker', title: 'Activity tracker' },
  'home-gym': { alt: 'Lichte thuisgym met bankje en dumbbells', title: 'Thuisgym' },
  'home-gym-rack': { alt: 'Squatrek in een kelder', title: 'Squatrek' },
  'home-gym-bands': {
    alt: 'Weerstandsbanden in vijf kleuren aan een haak',
    title: 'Weerstandsbanden',
  },
  'home-gym-corner': {
    alt: 'Yogamat en kettlebell in de hoek van een woonkamer',
    title: 'Trainingshoek',
  },
  creatine: { alt: 'Wit creatinepoeder in een maatschepje', title: 'Creatine' },
  ebook: { alt: 'Voorkant van het e-book over krachttraining op een tablet', title: 'E-book' },
  calculator: { alt: 'Meetlint, weegschaal en rekenmachine op een tafel', title: 'Rekenhulpen' },
  pulse: { alt: 'Hartslagmeter toont 152 slagen per minuut', title: 'Hartslag' },
  pregnancy: { alt: 'Zwangere vrouw wandelt in een park', title: 'Zwangerschap' },
  contest: { alt: 'Een sporthorloge in een cadeaudoos', title: 'Win een sporthorloge' },
  apps: { alt: 'Mobiele telefoon met een trainingsapp op het scherm', title: 'Trainingsapps' },
  'category-health': { alt: 'Vrouw rekt zich uit in de ochtendzon', title: 'Gezondheid' },
  'avatar-doctor': { alt: 'Portret van Eva Jansen', title: 'Eva Jansen' },
  'avatar-tester': { alt: 'Portret van Thijs Visser', title: 'Thijs Visser' },
};

/** The newsletter sign-up block of this pack (free articles carry it too). */
export const WOM_NL_NEWSLETTER = {
  type: 'newsletter',
  title: 'Elke week een training in je inbox',
  description: 'Elke vrijdag een nieuw schema, een recept en een oefening. Gratis.',
  permissionText:
    'Door je aan te melden ga je ermee akkoord dat WOM je nieuwsbrieven stuurt. Je kunt je altijd afmelden.',
} as const;

export const WOM_NL_VIDEOS: Readonly<Record<string, ArticleText>> = {
  'squat-video': {
    slug: 'video-de-perfecte-squat',
    title: 'Video: zo doe je de perfecte squat',
    postTitle: 'De perfecte squat',
    description:
      'Drie minuten die de meest gemaakte fouten in de belangrijkste beenoefening oplossen.',
    label: 'Video',
    workoutTime: '4 min',
    workoutLevel: 'Makkelijk',
    body: [
      { lead: 'Bekijk de video en spring direct naar het deel dat je nodig hebt.' },
      womVideo(
        'squat',
        'De perfecte squat',
        'Sanne de Vries laat de techniek stap voor stap zien.',
        ['Warming-up', 'Techniek', 'Veelgemaakte fouten'],
      ),
      {
        text: '## Onthoud\n\nJe knieën volgen je tenen.\nJe gewicht rust op je hele voet.\nJe rug blijft _neutraal_, de hele weg naar beneden.',
      },
    ],
  },
  'kettlebell-swing-video': {
    slug: 'video-kettlebell-swing',
    title: 'Video: kettlebell swing zonder rugpijn',
    postTitle: 'Kettlebell swing',
    description: 'De swing is een heupoefening, geen armoefening. Bekijk hoe je het doet.',
    label: 'Video',
    workoutTime: '3 min',
    workoutLevel: 'Gevorderd',
    body: [
      {
        lead: 'De kettlebell swing traint hamstrings, billen en conditie tegelijk – als de techniek goed is.',
      },
      womQbrickVideo('Kettlebell swing', 'De techniek uitgelegd in minder dan drie minuten.'),
      {
        text: 'Begin met een lichte kettlebell: 8 kg voor de meeste vrouwen en 12-16 kg voor de meeste mannen.',
      },
    ],
  },
  'hiit-workout': {
    slug: 'hiit-training-20-minuten',
    title: 'HIIT in 20 minuten: train thuis in de woonkamer mee',
    postTitle: 'HIIT in 20 minuten',
    description:
      'Intervaltraining zonder materiaal die je hartslag flink omhoog jaagt. Doe mee met de video.',
    label: 'Train mee',
    workoutTime: '20 min',
    workoutLevel: 'Zwaar',
    body: [
      {
        lead: 'Korte, zware intervallen verbeteren je conditie net zoveel als lange duurlopen – in een fractie van de tijd.',
      },
      {
        ...womVideo(
          'hiit',
          'HIIT in 20 minuten',
          'Vier blokken: warming-up, twee intervalblokken en cooling-down.',
          ['Warming-up', 'Blok 1: benen en hartslag', 'Blok 2: hele lichaam', 'Cooling-down'],
        ),
        locked: true,
      },
      {
        text: '## Zo is de training opgebouwd\n\nElke oefening duurt 40 seconden, gevolgd door 20 seconden rust. Neem die rust echt, zodat je in het volgende interval weer vol kunt gaan.',
        locked: true,
      },
      WOM_NL_NEWSLETTER,
    ],
  },
  'yoga-flow': {
    slug: 'rustige-yoga-flow-30-minuten',
    title: 'Rustige yoga-flow van 30 minuten',
    postTitle: 'Rustige yoga in 30 minuten',
    description:
      'Een zacht programma voor stijve heupen en een vermoeide rug. Perfect na een hardlooprondje.',
    label: 'Train mee',
    workoutTime: '30 min',
    workoutLevel: 'Makkelijk',
    body: [
      { lead: 'Pak een mat, zet je telefoon uit en doe mee. Ervaring is niet nodig.' },
      womVideo('yoga', 'Yoga-flow', 'Vier delen, van ademhaling tot ontspanning.', [
        'Ademhaling',
        'Zonnegroet',
        'Heupopeners',
        'Ontspanning',
      ]),
      {
        type: 'quote',
        quote: 'Ga maar zo ver dat je nog rustig door je neus kunt ademen.',
        author: 'Sanne de Vries, yogadocent',
      },
    ],
  },
  'food-plan-week-1': {
    slug: 'weekmenu-week-1',
    title: 'Weekmenu week 1: verzadigd en licht zonder calorieën tellen',
    postTitle: 'Weekmenu week 1',
    description:
      'Zeven dagen maaltijden met boodschappenlijst. Ongeveer 1800 kcal per dag en veel eiwit.',
    label: 'Weekmenu',
    body: [
      {
        lead: 'Het menu van deze week draait om een paar ingrediënten die steeds terugkomen, zodat je geen halve zakken in de koelkast overhoudt.',
      },
      {
        type: 'infobox',
        title: 'Zo gebruik je het menu',
        body: 'Eet drie hoofdmaaltijden en één tussendoortje.\nWissel de dagen gerust om.\nDrink water bij elke maaltijd.',
        highlight: true,
      },
      {
        text: '## Maandag tot en met woensdag\n\n- **Ontbijt:** overnight oats met bessen\n- **Lunch:** kipsalade met quinoa\n- **Avondeten:** zalm uit de oven met krieltjes\n- **Tussendoor:** een appel en een handje amandelen',
      },
      {
        text: '## Donderdag tot en met zondag\n\n- **Ontbijt:** roggebrood met ei en tomaat\n- **Lunch:** restje linzensoep\n- **Avondeten:** kip-curry met zilvervliesrijst',
        locked: true,
      },
      {
        type: 'associated_composites',
        title: 'De recepten uit het menu',
        articles: ['overnight-oats', 'chicken-salad', 'salmon-traybake', 'lentil-soup'],
      },
      WOM_NL_NEWSLETTER,
    ],
  },
  'food-plan-vegetarian': {
    slug: 'vegetarisch-weekmenu-week-2',
    title: 'Vegetarisch weekmenu week 2: eiwit zonder vlees',
    postTitle: 'Vegetarisch weekmenu',
    description: 'Een week met bonen, linzen, eieren en zuivel. Meer dan 90 gram eiwit per dag.',
    label: 'Weekmenu',
    body: [
      {
        lead: 'Als vegetariër genoeg eiwit binnenkrijgen is makkelijk als je een beetje plant. Hier is een hele week.',
      },
      {
        text: '## De principes van deze week\n\nElke maaltijd heeft een eiwitbron: _skyr, eieren, bonen, linzen of tofu_.\nVolkoren en groente vullen de rest van je bord.',
      },
      {
        type: 'associated_composites',
        title: 'De recepten uit het menu',
        articles: ['lentil-soup', 'green-smoothie', 'rye-bread'],
      },
      {
        text: '## Boodschappenlijst\n\n- 500 g rode linzen\n- 2 blikken kikkererwten\n- 1 kg skyr\n- 10 eieren\n- 400 g tofu',
        locked: true,
      },
    ],
  },
};
