import type { ArticleText, ImageText } from '../../content-pack.types';
import { womQbrickVideo, womVideo } from '../wom.features';

export const WOM_SV_FEATURE_IMAGES: Readonly<Record<string, ImageText>> = {
  'lentil-soup': {
    alt: 'Orange linssoppa i en djup tallrik med en citronklyfta',
    title: 'Linssoppa',
  },
  salmon: { alt: 'Ugnsplåt med lax, potatis och broccoli', title: 'Ugnsbakad lax' },
  'rye-bread': { alt: 'Skivor av mörkt rågbröd med kärnor på en skärbräda', title: 'Rågbröd' },
  'green-smoothie': { alt: 'Två glas grön smoothie med sugrör', title: 'Grön smoothie' },
  kettlebell: { alt: 'Kvinna svingar en kettlebell upp till brösthöjd', title: 'Kettlebell swing' },
  hiit: { alt: 'Tre personer gör hoppövningar i en sal', title: 'HIIT' },
  yoga: { alt: 'Kvinna i nedåtgående hund på en yogamatta', title: 'Yoga' },
  'food-plan': { alt: 'Matlådor med en veckas måltider på en köksbänk', title: 'Matsedel' },
  'veggie-plan': { alt: 'Grönsaker, bönor och linser i skålar', title: 'Vegetarisk matsedel' },
  'shoe-a': { alt: 'Vit löparsko med tjock dämpning', title: 'Löparsko med dämpning' },
  'shoe-b': { alt: 'Lätt, blå tävlingssko', title: 'Lätt löparsko' },
  'shoe-c': { alt: 'Terrängsko med grova dubbar', title: 'Terrängsko' },
  watch: { alt: 'Sportklocka på en handled under en löprunda', title: 'Sportklocka' },
  'watch-a': { alt: 'GPS-klocka med pulsmätare sedd framifrån', title: 'GPS-klocka' },
  'watch-b': { alt: 'Smalt svart aktivitetsarmband', title: 'Aktivitetsarmband' },
  'home-gym': { alt: 'Ljust hemmagym med bänk och hantlar', title: 'Hemmagym' },
  'home-gym-rack': { alt: 'Knäböjsställning i ett källarrum', title: 'Knäböjsställning' },
  'home-gym-bands': { alt: 'Gummiband i fem färger på en krok', title: 'Träningsband' },
  'home-gym-corner': {
    alt: 'Yogamatta och kettlebell i ett hörn av vardagsrummet',
    title: 'Träningshörna',
  },
  creatine: { alt: 'Vitt kreatinpulver i en mätsked', title: 'Kreatin' },
  ebook: { alt: 'Omslaget till e-boken om styrketräning på en surfplatta', title: 'E-bok' },
  calculator: { alt: 'Måttband, våg och miniräknare på ett bord', title: 'Kalkylatorer' },
  pulse: { alt: 'Pulsklocka som visar 152 slag per minut', title: 'Puls' },
  pregnancy: { alt: 'Gravid kvinna tar en promenad i en park', title: 'Graviditet' },
  contest: { alt: 'En sportklocka i en presentask', title: 'Vinn en sportklocka' },
  apps: { alt: 'Mobiltelefon med en träningsapp på skärmen', title: 'Träningsappar' },
  'category-health': { alt: 'Kvinna stretchar i morgonsol', title: 'Hälsa' },
  'avatar-doctor': { alt: 'Porträtt av Elin Sandberg', title: 'Elin Sandberg' },
  'avatar-tester': { alt: 'Porträtt av Oskar Nilsson', title: 'Oskar Nilsson' },
};

/** The newsletter sign-up block of this pack (free articles carry it too). */
export const WOM_SV_NEWSLETTER = {
  type: 'newsletter',
  title: 'Få veckans träning i din inkorg',
  description: 'Ett nytt pass, ett recept och en övning varje fredag. Gratis.',
  permissionText:
    'Genom att anmäla dig godkänner du att WOM skickar nyhetsbrev till dig. Du kan avsluta när som helst.',
} as const;

export const WOM_SV_VIDEOS: Readonly<Record<string, ArticleText>> = {
  'squat-video': {
    slug: 'video-perfekt-knaboj',
    title: 'Video: så gör du en perfekt knäböj',
    postTitle: 'Perfekt knäböj',
    description: 'Tre minuter som rättar de vanligaste felen i den viktigaste benövningen.',
    label: 'Video',
    workoutTime: '4 min',
    workoutLevel: 'Lätt',
    body: [
      { lead: 'Se videon och hoppa direkt till det avsnitt du behöver.' },
      womVideo('squat', 'Perfekt knäböj', 'Sara Lindqvist visar tekniken steg för steg.', [
        'Uppvärmning',
        'Teknik',
        'Vanliga fel',
      ]),
      {
        text: '## Kom ihåg\n\nKnäna följer tårna.\nVikten ligger på hela foten.\nRyggen är _neutral_ hela vägen ner.',
      },
    ],
  },
  'kettlebell-swing-video': {
    slug: 'video-kettlebell-swing',
    title: 'Video: kettlebell swing utan ont i ryggen',
    postTitle: 'Kettlebell swing',
    description: 'Swingen är en höftövning, inte en armövning. Se hur du gör.',
    label: 'Video',
    workoutTime: '3 min',
    workoutLevel: 'Van',
    body: [
      {
        lead: 'Kettlebell swing tränar baksida lår, säte och kondition på en gång – när tekniken sitter.',
      },
      womQbrickVideo('Kettlebell swing', 'Tekniken förklarad på under tre minuter.'),
      {
        text: 'Börja med en lätt kettlebell: 8 kg för de flesta kvinnor och 12–16 kg för de flesta män.',
      },
    ],
  },
  'hiit-workout': {
    slug: 'hiit-pass-20-minuter',
    title: 'HIIT på 20 minuter: träna med hemma i vardagsrummet',
    postTitle: 'HIIT på 20 minuter',
    description: 'Intervallträning utan redskap som tar upp pulsen ordentligt. Följ med i videon.',
    label: 'Träna med',
    workoutTime: '20 min',
    workoutLevel: 'Tufft',
    body: [
      {
        lead: 'Korta, hårda intervaller förbättrar konditionen lika mycket som långa pass – på en bråkdel av tiden.',
      },
      {
        ...womVideo(
          'hiit',
          'HIIT på 20 minuter',
          'Fyra block: uppvärmning, två intervallblock och nedvarvning.',
          ['Uppvärmning', 'Block 1: ben och puls', 'Block 2: hela kroppen', 'Nedvarvning'],
        ),
        locked: true,
      },
      {
        text: '## Så är passet uppbyggt\n\nVarje övning pågår i 40 sekunder följt av 20 sekunders vila. Ta hela vilan, så att du kan köra fullt i nästa intervall.',
        locked: true,
      },
      WOM_SV_NEWSLETTER,
    ],
  },
  'yoga-flow': {
    slug: 'yogaflow-30-minuter',
    title: 'Lugnt yogaflöde på 30 minuter',
    postTitle: 'Lugn yoga på 30 minuter',
    description:
      'Ett mjukt pass för stela höfter och en trött rygg. Passar perfekt efter löprundan.',
    label: 'Träna med',
    workoutTime: '30 min',
    workoutLevel: 'Lätt',
    body: [
      { lead: 'Hitta en matta, stäng av telefonen och följ med. Du behöver ingen erfarenhet.' },
      womVideo('yoga', 'Yogaflöde', 'Fyra avsnitt från andning till avslappning.', [
        'Andning',
        'Solhälsning',
        'Höftöppnare',
        'Avslappning',
      ]),
      {
        type: 'quote',
        quote: 'Rör dig bara så långt att du fortfarande kan andas lugnt genom näsan.',
        author: 'Sara Lindqvist, yogalärare',
      },
    ],
  },
  'food-plan-week-1': {
    slug: 'matsedel-vecka-1',
    title: 'Matsedel vecka 1: mätt och lätt utan kaloriräkning',
    postTitle: 'Matsedel vecka 1',
    description: 'Sju dagars måltider med inköpslista. Runt 1 800 kcal per dag och mycket protein.',
    label: 'Matsedel',
    body: [
      {
        lead: 'Veckans matsedel bygger på få råvaror som återkommer, så att du inte får halva påsar över i kylen.',
      },
      {
        type: 'infobox',
        title: 'Så använder du matsedeln',
        body: 'Ät tre huvudmål och ett mellanmål.\nByt gärna plats på dagarna.\nDrick vatten till alla måltider.',
        highlight: true,
      },
      {
        text: '## Måndag till onsdag\n\n- **Frukost:** overnight oats med bär\n- **Lunch:** kycklingsallad med quinoa\n- **Middag:** ugnsbakad lax med potatis\n- **Mellanmål:** ett äpple och en näve mandlar',
      },
      {
        text: '## Torsdag till söndag\n\n- **Frukost:** rågbröd med ägg och tomat\n- **Lunch:** rester av linssoppan\n- **Middag:** kycklinggryta med curry och råris',
        locked: true,
      },
      {
        type: 'associated_composites',
        title: 'Recepten i matsedeln',
        articles: ['overnight-oats', 'chicken-salad', 'salmon-traybake', 'lentil-soup'],
      },
      WOM_SV_NEWSLETTER,
    ],
  },
  'food-plan-vegetarian': {
    slug: 'vegetarisk-matsedel-vecka-2',
    title: 'Vegetarisk matsedel vecka 2: protein utan kött',
    postTitle: 'Vegetarisk matsedel',
    description:
      'En vecka med bönor, linser, ägg och mejeriprodukter. Över 90 gram protein per dag.',
    label: 'Matsedel',
    body: [
      {
        lead: 'Det är lätt att få i sig tillräckligt med protein som vegetarian om du planerar lite. Här är en hel vecka.',
      },
      {
        text: '## Veckans principer\n\nVarje måltid har en proteinkälla: _kvarg, ägg, bönor, linser eller tofu_.\nFullkorn och grönsaker fyller resten av tallriken.',
      },
      {
        type: 'associated_composites',
        title: 'Recepten i matsedeln',
        articles: ['lentil-soup', 'green-smoothie', 'rye-bread'],
      },
      {
        text: '## Inköpslista\n\n- 500 g röda linser\n- 2 burkar kikärter\n- 1 kg kvarg\n- 10 ägg\n- 400 g tofu',
        locked: true,
      },
    ],
  },
};
