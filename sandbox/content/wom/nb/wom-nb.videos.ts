import type { ArticleText, ImageText } from '../../content-pack.types';
import { womQbrickVideo, womVideo } from '../wom.features';

export const WOM_NB_FEATURE_IMAGES: Readonly<Record<string, ImageText>> = {
  'lentil-soup': {
    alt: 'Oransje linsesuppe i en dyp tallerken med en sitronbåt',
    title: 'Linsesuppe',
  },
  salmon: { alt: 'Stekebrett med laks, poteter og brokkoli', title: 'Ovnsbakt laks' },
  'rye-bread': { alt: 'Skiver av mørkt rugbrød med kjerner på et skjærebrett', title: 'Rugbrød' },
  'green-smoothie': { alt: 'To glass grønn smoothie med sugerør', title: 'Grønn smoothie' },
  kettlebell: { alt: 'Kvinne svinger en kettlebell opp til brysthøyde', title: 'Kettlebell swing' },
  hiit: { alt: 'Tre personer gjør hoppeøvelser i en sal', title: 'HIIT' },
  yoga: { alt: 'Kvinne i nedovervendt hund på en yogamatte', title: 'Yoga' },
  'food-plan': { alt: 'Matbokser med en ukes måltider på en kjøkkenbenk', title: 'Matplan' },
  'veggie-plan': { alt: 'Grønnsaker, bønner og linser i boller', title: 'Vegetarisk matplan' },
  'shoe-a': { alt: 'Hvit løpesko med tykk demping', title: 'Løpesko med demping' },
  'shoe-b': { alt: 'Lett, blå konkurransesko', title: 'Lett løpesko' },
  'shoe-c': { alt: 'Terrengsko med grove knotter', title: 'Terrengsko' },
  watch: { alt: 'Sportsklokke på et håndledd under en løpetur', title: 'Sportsklokke' },
  'watch-a': { alt: 'GPS-klokke med pulsmåler sett forfra', title: 'GPS-klokke' },
  'watch-b': { alt: 'Slankt, svart aktivitetsarmbånd', title: 'Aktivitetsarmbånd' },
  'home-gym': { alt: 'Lyst hjemmegym med benk og manualer', title: 'Hjemmegym' },
  'home-gym-rack': { alt: 'Knebøystativ i et kjellerrom', title: 'Knebøystativ' },
  'home-gym-bands': { alt: 'Strikker i fem farger på en krok', title: 'Treningsstrikker' },
  'home-gym-corner': {
    alt: 'Yogamatte og kettlebell i et hjørne av stua',
    title: 'Treningshjørne',
  },
  creatine: { alt: 'Hvitt kreatinpulver i en måleskje', title: 'Kreatin' },
  ebook: { alt: 'Forsiden av e-boka om styrketrening på et nettbrett', title: 'E-bok' },
  calculator: { alt: 'Målebånd, vekt og kalkulator på et bord', title: 'Kalkulatorer' },
  pulse: { alt: 'Pulsklokke som viser 152 slag i minuttet', title: 'Puls' },
  pregnancy: { alt: 'Gravid kvinne på tur i en park', title: 'Graviditet' },
  contest: { alt: 'En sportsklokke i en gaveeske', title: 'Vinn en sportsklokke' },
  apps: { alt: 'Mobiltelefon med en treningsapp på skjermen', title: 'Treningsapper' },
  'category-health': { alt: 'Kvinne tøyer ut i morgensola', title: 'Helse' },
  'avatar-doctor': { alt: 'Portrett av Ingrid Bakke', title: 'Ingrid Bakke' },
  'avatar-tester': { alt: 'Portrett av Magnus Dahl', title: 'Magnus Dahl' },
};

/** The newsletter sign-up block of this pack (free articles carry it too). */
export const WOM_NB_NEWSLETTER = {
  type: 'newsletter',
  title: 'Få ukens trening i innboksen',
  description: 'En ny økt, en oppskrift og en øvelse hver fredag. Gratis.',
  permissionText:
    'Ved å melde deg på godtar du at WOM sender deg nyhetsbrev. Du kan melde deg av når som helst.',
} as const;

export const WOM_NB_VIDEOS: Readonly<Record<string, ArticleText>> = {
  'squat-video': {
    slug: 'video-perfekt-kneboy',
    title: 'Video: slik gjør du en perfekt knebøy',
    postTitle: 'Perfekt knebøy',
    description: 'Tre minutter som retter de vanligste feilene i den viktigste beinøvelsen.',
    label: 'Video',
    workoutTime: '4 min',
    workoutLevel: 'Lett',
    body: [
      { lead: 'Se videoen, og hopp rett til delen du trenger.' },
      womVideo('squat', 'Perfekt knebøy', 'Ingrid Solberg viser teknikken steg for steg.', [
        'Oppvarming',
        'Teknikk',
        'Vanlige feil',
      ]),
      {
        text: '## Husk\n\nKnærne følger tærne.\nVekten ligger på hele foten.\nRyggen er _nøytral_ hele veien ned.',
      },
    ],
  },
  'kettlebell-swing-video': {
    slug: 'video-kettlebell-swing',
    title: 'Video: kettlebell swing uten vondt i ryggen',
    postTitle: 'Kettlebell swing',
    description: 'Swingen er en hofteøvelse, ikke en armøvelse. Se hvordan du gjør den.',
    label: 'Video',
    workoutTime: '3 min',
    workoutLevel: 'Middels',
    body: [
      {
        lead: 'Kettlebell swing trener baksiden av lårene, setet og kondisjonen på en gang – når teknikken sitter.',
      },
      womQbrickVideo('Kettlebell swing', 'Teknikken forklart på under tre minutter.'),
      {
        text: 'Start med en lett kettlebell: 8 kg for de fleste kvinner og 12–16 kg for de fleste menn.',
      },
    ],
  },
  'hiit-workout': {
    slug: 'hiit-okt-20-minutter',
    title: 'HIIT på 20 minutter: tren med hjemme i stua',
    postTitle: 'HIIT på 20 minutter',
    description: 'Intervalltrening uten utstyr som får pulsen skikkelig opp. Følg med i videoen.',
    label: 'Tren med',
    workoutTime: '20 min',
    workoutLevel: 'Hard',
    body: [
      {
        lead: 'Korte, harde intervaller forbedrer kondisjonen like mye som lange turer – på en brøkdel av tiden.',
      },
      {
        ...womVideo(
          'hiit',
          'HIIT på 20 minutter',
          'Fire blokker: oppvarming, to intervallblokker og nedtrapping.',
          ['Oppvarming', 'Blokk 1: bein og puls', 'Blokk 2: hele kroppen', 'Nedtrapping'],
        ),
        locked: true,
      },
      {
        text: '## Slik er økta bygd opp\n\nHver øvelse varer i 40 sekunder, fulgt av 20 sekunders pause. Ta hele pausen, så du kan gi alt i neste intervall.',
        locked: true,
      },
      WOM_NB_NEWSLETTER,
    ],
  },
  'yoga-flow': {
    slug: 'yogaflyt-30-minutter',
    title: 'Rolig yogaflyt på 30 minutter',
    postTitle: 'Rolig yoga på 30 minutter',
    description: 'En myk økt for stive hofter og en sliten rygg. Passer perfekt etter løpeturen.',
    label: 'Tren med',
    workoutTime: '30 min',
    workoutLevel: 'Lett',
    body: [
      { lead: 'Finn en matte, slå av telefonen og bli med. Du trenger ingen erfaring.' },
      womVideo('yoga', 'Yogaflyt', 'Fire deler fra pust til avspenning.', [
        'Pust',
        'Solhilsen',
        'Hofteåpnere',
        'Avspenning',
      ]),
      {
        type: 'quote',
        quote: 'Beveg deg bare så langt at du fortsatt kan puste rolig gjennom nesen.',
        author: 'Ingrid Solberg, yogalærer',
      },
    ],
  },
  'food-plan-week-1': {
    slug: 'matplan-uke-1',
    title: 'Matplan uke 1: mett og lett uten å telle kalorier',
    postTitle: 'Matplan uke 1',
    description: 'Sju dager med måltider og handleliste. Rundt 1800 kcal om dagen og mye protein.',
    label: 'Matplan',
    body: [
      {
        lead: 'Ukens plan bygger på få råvarer som går igjen, så du ikke ender opp med halve poser i kjøleskapet.',
      },
      {
        type: 'infobox',
        title: 'Slik bruker du planen',
        body: 'Spis tre hovedmåltider og ett mellommåltid.\nBytt gjerne om på dagene.\nDrikk vann til alle måltider.',
        highlight: true,
      },
      {
        text: '## Mandag til onsdag\n\n- **Frokost:** overnight oats med bær\n- **Lunsj:** kyllingsalat med quinoa\n- **Middag:** ovnsbakt laks med poteter\n- **Mellommåltid:** et eple og en håndfull mandler',
      },
      {
        text: '## Torsdag til søndag\n\n- **Frokost:** rugbrød med egg og tomat\n- **Lunsj:** rester av linsesuppa\n- **Middag:** kylling i karri med brun ris',
        locked: true,
      },
      {
        type: 'associated_composites',
        title: 'Oppskriftene i planen',
        articles: ['overnight-oats', 'chicken-salad', 'salmon-traybake', 'lentil-soup'],
      },
      WOM_NB_NEWSLETTER,
    ],
  },
  'food-plan-vegetarian': {
    slug: 'vegetarisk-matplan-uke-2',
    title: 'Vegetarisk matplan uke 2: protein uten kjøtt',
    postTitle: 'Vegetarisk matplan',
    description:
      'En uke med bønner, linser, egg og meieriprodukter. Over 90 gram protein om dagen.',
    label: 'Matplan',
    body: [
      {
        lead: 'Det er lett å få nok protein som vegetarianer når du planlegger litt. Her er en hel uke.',
      },
      {
        text: '## Ukens prinsipper\n\nHvert måltid har en proteinkilde: _skyr, egg, bønner, linser eller tofu_.\nFullkorn og grønnsaker fyller resten av tallerkenen.',
      },
      {
        type: 'associated_composites',
        title: 'Oppskriftene i planen',
        articles: ['lentil-soup', 'green-smoothie', 'rye-bread'],
      },
      {
        text: '## Handleliste\n\n- 500 g røde linser\n- 2 bokser kikerter\n- 1 kg skyr\n- 10 egg\n- 400 g tofu',
        locked: true,
      },
    ],
  },
};
