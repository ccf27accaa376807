import type { ArticleText, ImageText } from '../../content-pack.types';
import { womQbrickVideo, womVideo } from '../wom.features';

export const WOM_DA_FEATURE_IMAGES: Readonly<Record<string, ImageText>> = {
  'lentil-soup': { alt: 'Orange linsesuppe i en dyb tallerken med citronbåd', title: 'Linsesuppe' },
  salmon: { alt: 'Bradepande med laks, kartofler og broccoli', title: 'Laks i fad' },
  'rye-bread': { alt: 'Skiver af mørkt rugbrød med kerner på et skærebræt', title: 'Rugbrød' },
  'green-smoothie': { alt: 'To glas grøn smoothie med sugerør', title: 'Grøn smoothie' },
  kettlebell: { alt: 'Kvinde svinger en kettlebell op til brysthøjde', title: 'Kettlebell swing' },
  hiit: { alt: 'Tre personer laver hoppende øvelser i en sal', title: 'HIIT' },
  yoga: { alt: 'Kvinde i nedadvendt hund på en yogamåtte', title: 'Yoga' },
  'food-plan': { alt: 'Madkasser med en uges måltider på et køkkenbord', title: 'Madplan' },
  'veggie-plan': { alt: 'Grøntsager, bønner og linser i skåle', title: 'Vegetarisk madplan' },
  'shoe-a': { alt: 'Hvid løbesko med tyk dæmpning', title: 'Løbesko med dæmpning' },
  'shoe-b': { alt: 'Let, blå konkurrencesko', title: 'Let løbesko' },
  'shoe-c': { alt: 'Trailsko med grove knopper', title: 'Trailsko' },
  watch: { alt: 'Sportsur på et håndled under en løbetur', title: 'Sportsur' },
  'watch-a': { alt: 'GPS-ur med pulsmåler set forfra', title: 'GPS-ur' },
  'watch-b': { alt: 'Slankt aktivitetsarmbånd i sort', title: 'Aktivitetsarmbånd' },
  'home-gym': { alt: 'Lyst hjemmegym med bænk og håndvægte', title: 'Hjemmegym' },
  'home-gym-rack': { alt: 'Squatstativ i et kælderrum', title: 'Squatstativ' },
  'home-gym-bands': { alt: 'Elastikker i fem farver på en krog', title: 'Træningselastikker' },
  'home-gym-corner': {
    alt: 'Yogamåtte og kettlebell i hjørnet af en stue',
    title: 'Træningshjørne',
  },
  creatine: { alt: 'Hvidt kreatinpulver i en måleske', title: 'Kreatin' },
  ebook: { alt: 'Forsiden af e-bogen om styrketræning på en tablet', title: 'E-bog' },
  calculator: { alt: 'Målebånd, vægt og lommeregner på et bord', title: 'Beregnere' },
  pulse: { alt: 'Pulsur viser 152 slag i minuttet', title: 'Puls' },
  pregnancy: { alt: 'Gravid kvinde går tur i en park', title: 'Graviditet' },
  contest: { alt: 'Et sportsur i en gaveæske', title: 'Vind et sportsur' },
  apps: { alt: 'Mobiltelefon med en træningsapp på skærmen', title: 'Træningsapps' },
  'category-health': { alt: 'Kvinde strækker ud i morgensol', title: 'Sundhed' },
  'avatar-doctor': { alt: 'Portræt af Sofie Lund', title: 'Sofie Lund' },
  'avatar-tester': { alt: 'Portræt af Jonas Krogh', title: 'Jonas Krogh' },
};

/** The newsletter sign-up block of the Danish pack (free articles carry it too). */
export const WOM_DA_NEWSLETTER = {
  type: 'newsletter',
  title: 'Få ugens træning i din indbakke',
  description: 'Et nyt program, en opskrift og en øvelse hver fredag. Gratis.',
  permissionText:
    'Ved tilmelding accepterer du, at WOM sender dig nyhedsbreve. Du kan altid framelde dig.',
} as const;

export const WOM_DA_VIDEOS: Readonly<Record<string, ArticleText>> = {
  'squat-video': {
    slug: 'video-perfekt-squat',
    title: 'Video: sådan laver du en perfekt squat',
    postTitle: 'Perfekt squat',
    description: 'Tre minutter, der retter de mest almindelige fejl i den vigtigste benøvelse.',
    label: 'Video',
    workoutTime: '4 min',
    workoutLevel: 'Let',
    body: [
      { lead: 'Se videoen, og hop direkte til det afsnit, du har brug for.' },
      womVideo('squat', 'Perfekt squat', 'Anne Holm viser teknikken trin for trin.', [
        'Opvarmning',
        'Teknik',
        'Typiske fejl',
      ]),
      {
        text: '## Husk\n\nKnæene følger tæerne.\nVægten ligger på hele foden.\nRyggen er _neutral_ hele vejen ned.',
      },
    ],
  },
  'kettlebell-swing-video': {
    slug: 'video-kettlebell-swing',
    title: 'Video: kettlebell swing uden ondt i ryggen',
    postTitle: 'Kettlebell swing',
    description: 'Swinget er en hofteøvelse, ikke en armøvelse. Se, hvordan du gør.',
    label: 'Video',
    workoutTime: '3 min',
    workoutLevel: 'Øvet',
    body: [
      {
        lead: 'Kettlebell swing træner baglår, balder og kondition på én gang – når teknikken sidder.',
      },
      womQbrickVideo('Kettlebell swing', 'Teknikken forklaret på under tre minutter.'),
      {
        text: 'Start med en let klokke: 8 kg for de fleste kvinder og 12-16 kg for de fleste mænd.',
      },
    ],
  },
  'hiit-workout': {
    slug: 'hiit-traening-20-minutter',
    title: 'HIIT på 20 minutter: træn med hjemme i stuen',
    postTitle: 'HIIT på 20 minutter',
    description: 'Intervaltræning uden udstyr, der får pulsen helt op. Følg med i videoen.',
    label: 'Træn med',
    workoutTime: '20 min',
    workoutLevel: 'Hård',
    body: [
      {
        lead: 'Korte, hårde intervaller forbedrer konditionen lige så meget som lange ture – på en brøkdel af tiden.',
      },
      {
        ...womVideo(
          'hiit',
          'HIIT på 20 minutter',
          'Fire blokke: opvarmning, to intervalblokke og afspænding.',
          ['Opvarmning', 'Blok 1: ben og puls', 'Blok 2: hele kroppen', 'Nedkøling'],
        ),
        locked: true,
      },
      {
        text: '## Sådan er programmet bygget op\n\nHver øvelse varer 40 sekunder efterfulgt af 20 sekunders pause. Tag pausen helt, så du kan give den fuld gas i næste interval.',
        locked: true,
      },
      WOM_DA_NEWSLETTER,
    ],
  },
  'yoga-flow': {
    slug: 'yoga-flow-30-minutter',
    title: 'Rolig yoga-flow på 30 minutter',
    postTitle: 'Rolig yoga på 30 minutter',
    description:
      'Et blødt program for stive hofter og en træt ryg. Passer perfekt efter en løbetur.',
    label: 'Træn med',
    workoutTime: '30 min',
    workoutLevel: 'Let',
    body: [
      { lead: 'Find en måtte, sluk telefonen, og følg med. Du behøver ingen erfaring.' },
      womVideo('yoga', 'Yoga-flow', 'Fire afsnit fra vejrtrækning til afspænding.', [
        'Vejrtrækning',
        'Solhilsen',
        'Hofteåbnere',
        'Afspænding',
      ]),
      {
        type: 'quote',
        quote: 'Bevæg dig kun så langt, at du stadig kan trække vejret roligt gennem næsen.',
        author: 'Anne Holm, yogalærer',
      },
    ],
  },
  'food-plan-week-1': {
    slug: 'madplan-uge-1',
    title: 'Madplan uge 1: mæt og let uden kalorietælling',
    postTitle: 'Madplan uge 1',
    description:
      'Syv dages måltider med indkøbsliste. Omkring 1.800 kcal om dagen og masser af protein.',
    label: 'Madplan',
    body: [
      {
        lead: 'Ugens plan bygger på få råvarer, der går igen, så du ikke ender med halve poser i køleskabet.',
      },
      {
        type: 'infobox',
        title: 'Sådan bruger du planen',
        body: 'Spis tre hovedmåltider og et mellemmåltid.\nByt gerne dagene rundt.\nDrik vand til alle måltider.',
        highlight: true,
      },
      {
        text: '## Mandag til onsdag\n\n- **Morgenmad:** overnight oats med bær\n- **Frokost:** kyllingesalat med quinoa\n- **Aftensmad:** laks i fad med kartofler\n- **Mellemmåltid:** et æble og en håndfuld mandler',
      },
      {
        text: '## Torsdag til søndag\n\n- **Morgenmad:** rugbrød med æg og tomat\n- **Frokost:** rester af linsesuppe\n- **Aftensmad:** kylling i karry med brune ris',
        locked: true,
      },
      {
        type: 'associated_composites',
        title: 'Opskrifterne i planen',
        articles: ['overnight-oats', 'chicken-salad', 'salmon-traybake', 'lentil-soup'],
      },
      WOM_DA_NEWSLETTER,
    ],
  },
  'food-plan-vegetarian': {
    slug: 'vegetarisk-madplan-uge-2',
    title: 'Vegetarisk madplan uge 2: protein uden kød',
    postTitle: 'Vegetarisk madplan',
    description: 'En uge med bønner, linser, æg og mejeriprodukter. Over 90 gram protein om dagen.',
    label: 'Madplan',
    body: [
      {
        lead: 'Det er nemt at få nok protein som vegetar, når du planlægger lidt. Her er en hel uge.',
      },
      {
        text: '## Ugens principper\n\nHvert måltid har en proteinkilde: _skyr, æg, bønner, linser eller tofu_.\nFuldkorn og grønt fylder resten af tallerkenen.',
      },
      {
        type: 'associated_composites',
        title: 'Opskrifterne i planen',
        articles: ['lentil-soup', 'green-smoothie', 'rye-bread'],
      },
      {
        text: '## Indkøbsliste\n\n- 500 g røde linser\n- 2 dåser kikærter\n- 1 kg skyr\n- 10 æg\n- 400 g tofu',
        locked: true,
      },
    ],
  },
};
