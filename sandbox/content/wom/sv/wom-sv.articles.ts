import type { ArticleText, ImageText } from '../../content-pack.types';
import { WOM_SV_NEWSLETTER } from './wom-sv.videos';

export const WOM_SV_IMAGES: Readonly<Record<string, ImageText>> = {
  squat: {
    alt: 'Kvinna gör en djup knäböj med skivstång',
    title: 'Knäböj',
    caption: 'Håll bröstet uppe och vikten på hela foten.',
  },
  'squat-detail': {
    alt: 'Närbild på knän och fötter i botten av en knäböj',
    title: 'Knän över tårna',
  },
  dumbbells: { alt: 'Hantlar i olika storlekar i ett ställ', title: 'Hantlar' },
  'gym-floor': { alt: 'Träningsgolv med kettlebells och mattor', title: 'Styrketräning' },
  running: {
    alt: 'Löpare på en grusväg i morgonljus',
    title: 'Löpning',
    caption: 'Börja lugnt: du ska kunna prata medan du springer.',
  },
  'running-shoes': { alt: 'Ett par löparskor på en trappa', title: 'Löparskor' },
  plank: { alt: 'Man håller en plankan på underarmarna', title: 'Plankan' },
  program: { alt: 'Träningsdagbok och hantlar på ett bord', title: 'Träningsprogram' },
  'program-week': { alt: 'Veckoschema med träningsdagar markerade', title: 'Veckoschema' },
  sleep: { alt: 'Säng med vita lakan i ett mörkt sovrum', title: 'Sömn' },
  oats: {
    alt: 'Glas med overnight oats, blåbär och hallon',
    title: 'Overnight oats',
    caption: 'Förbered på kvällen, ät på morgonen.',
  },
  salad: { alt: 'Skål med kyckling, quinoa och grönsaker', title: 'Kycklingsallad' },
  protein: { alt: 'Ägg, kvarg, bönor och kyckling på ett bord', title: 'Proteinkällor' },
  'protein-plate': { alt: 'Tallrik med lax, potatis och grönsaker', title: 'Middag' },
  smoothie: { alt: 'Grön smoothie i ett högt glas', title: 'Smoothie' },
  'meal-prep': { alt: 'Matlådor med ris, grönsaker och kyckling', title: 'Matlådor' },
  'category-training': { alt: 'Kvinna stretchar efter träningen', title: 'Träning' },
  'category-food': { alt: 'Ett bord dukat med nyttig mat', title: 'Mat' },
  'avatar-trainer': { alt: 'Porträtt av Sara Lindqvist', title: 'Sara Lindqvist' },
  'avatar-nutritionist': { alt: 'Porträtt av Johan Ek', title: 'Johan Ek' },
};

export const WOM_SV_ARTICLES: Readonly<Record<string, ArticleText>> = {
  'squat-guide': {
    slug: '5-ovningar-for-starka-ben',
    title: '5 övningar för starka ben',
    postTitle: '5 övningar',
    description:
      'Starka ben gör vardagen lättare. Här är fem övningar som du kan göra hemma eller på gymmet.',
    label: 'Guide',
    body: [
      {
        lead: 'Benen är kroppens största muskler. Tränar du dem två gånger i veckan får du bättre balans, mer kraft och högre energiförbrukning.',
      },
      {
        text: '## Innan du börjar\n\nVärm upp i fem minuter med lätt cykling eller rask promenad. Välj en belastning där de sista _två–tre repetitionerna_ är tunga men tekniken fortfarande håller.',
      },
      { image: 'squat', link: { category: 'strength' } },
      {
        text: '## De fem övningarna\n\n1. **Knäböj** – fötterna i axelbredd, sätt dig ner mellan hälarna.\n2. **Utfall** – ett långt steg framåt, bakre knät mot golvet.\n3. **Rumänska marklyft** – skjut höften bakåt med lätt böjda knän.\n4. **Step-up** – upp på en bänk med hela foten.\n5. **Höftlyft** – skulderbladen mot en bänk, pressa upp höften.\n\nGör 3 set med 8–12 repetitioner av varje övning.',
      },
      { image: 'squat-detail' },
      {
        text: '## Så håller du i\n\nSkriv ner dina vikter och lägg på lite när du klarar alla repetitioner. Är du ny, läs vår guide om [att komma igång med styrketräning](/traning/kom-igang-med-styrketraning).',
      },
    ],
  },
  'strength-start': {
    slug: 'kom-igang-med-styrketraning',
    title: 'Kom igång med styrketräning: så gör du',
    postTitle: 'Kom igång med styrketräning',
    description:
      'Du behöver varken ett dyrt gymkort eller många timmar. Så bygger du ett enkelt upplägg som fungerar.',
    label: 'Guide',
    body: [
      {
        lead: 'Styrketräning är en av de bästa investeringarna i din hälsa. Den skyddar skelett och leder och gör dig starkare i allt du gör.',
      },
      {
        text: '## Hur ofta?\n\nTvå till tre korta pass i veckan räcker i början. Ha minst en vilodag mellan pass som tränar samma muskler.\n\n## Vilka övningar?\n\nVälj en övning för varje rörelsemönster:\n\n- en knäböj (knäböj eller step-up)\n- en höftfällning (marklyft eller höftlyft)\n- en press (armhävning eller axelpress)\n- ett drag (rodd)\n- en övning för mage och rygg (plankan)',
      },
      { image: 'dumbbells' },
      {
        text: '## Teknik före tunga vikter\n\nDe första veckorna handlar om att lära sig rörelserna. _Långsamma, kontrollerade repetitioner_ ger mer än tunga lyft med dålig form. Läs också Folkhälsomyndighetens [råd om fysisk aktivitet](https://www.folkhalsomyndigheten.se {"target":"_blank","rel":"nofollow"}).',
      },
    ],
  },
  'first-5k': {
    slug: 'spring-dina-forsta-5-km',
    title: 'Spring dina första 5 km på åtta veckor',
    postTitle: 'Dina första 5 km',
    description: 'Ett enkelt schema som tar dig från soffan till fem kilometer utan skador.',
    label: 'Guide',
    body: [
      {
        lead: 'Fem kilometer är ett perfekt första mål: tillräckligt långt för att vara en utmaning, tillräckligt kort för att hinnas med vid sidan av jobb och familj.',
      },
      { image: 'running' },
      {
        text: '## Schemat\n\n- **Vecka 1–2:** 1 minut löpning, 2 minuter gång, upprepa 8 gånger.\n- **Vecka 3–4:** 3 minuter löpning, 1 minut gång, upprepa 6 gånger.\n- **Vecka 5–6:** 8 minuter löpning, 2 minuter gång, upprepa 3 gånger.\n- **Vecka 7–8:** spring 25–35 minuter i lugnt tempo.\n\nSpring tre gånger i veckan med en vilodag emellan.',
      },
      {
        text: '## Tempot\n\nDu ska kunna prata i hela meningar medan du springer. Blir du andfådd, sänk farten – _det är tiden på benen som bygger formen_.',
      },
      { image: 'running-shoes' },
    ],
  },
  'plank-video': {
    slug: 'plankan-steg-for-steg',
    title: 'Video: plankan steg för steg',
    postTitle: 'Plankan: så gör du rätt',
    description: 'Se hur du gör en korrekt planka och hur du gör den lättare eller svårare.',
    label: 'Video',
    workoutTime: '5 min',
    workoutLevel: 'Lätt',
    body: [
      {
        lead: 'Plankan stärker hela bålen på en gång. I videon visar vi tre nivåer så att alla kan vara med.',
      },
      {
        text: '## Så gör du\n\n1. Ligg på underarmarna med armbågarna under axlarna.\n2. Lyft höften så att kroppen bildar en rak linje.\n3. Spänn magen och andas lugnt.\n\nHåll 20–40 sekunder och upprepa tre gånger.',
      },
      { image: 'plank' },
    ],
  },
  'twelve-week-program': {
    slug: '12-veckors-traningsprogram',
    title: 'Vårt 12-veckorsprogram: starkare på tre månader',
    postTitle: 'Starkare på 12 veckor',
    description:
      'Tre pass i veckan, en tydlig progression och ett upplägg som passar en fullspäckad vardag.',
    label: 'Program',
    body: [
      {
        lead: 'Programmet består av tre faser på fyra veckor. Varje fas har sitt eget fokus så att du hela tiden utvecklas.',
      },
      {
        text: '## Fas 1: grunden\n\nDe första fyra veckorna lär du dig de sex basövningarna och hittar rätt vikter. Alla pass tar under 45 minuter.',
      },
      { image: 'program-week' },
      {
        text: '## Fas 2 och 3: hela programmet\n\nHär får du alla pass, set och repetitioner vecka för vecka.',
        locked: true,
      },
      {
        text: '## Träningsdagboken\n\nLadda ner dagboken och skriv ner dina vikter efter varje pass.',
        locked: true,
      },
    ],
  },
  'sleep-recovery': {
    slug: 'somn-och-aterhamtning',
    title: 'Därför är sömnen din bästa återhämtning',
    postTitle: 'Sömn och återhämtning',
    description: 'Musklerna blir starkare medan du vilar. Så får du ut mer av natten.',
    body: [
      {
        lead: 'Medan du sover reparerar kroppen de små skador som träningen har orsakat. För lite sömn ger sämre prestationer och större risk för skador.',
      },
      {
        text: '## Fyra goda vanor\n\n- Lägg dig och stig upp på fasta tider – även på helgen.\n- Håll sovrummet mörkt och svalt, runt 18 grader.\n- Stäng av skärmarna en halvtimme före läggdags.\n- Undvik koffein efter klockan 14.',
      },
      { image: 'sleep' },
      {
        text: '## Hur mycket är nog?\n\nDe flesta vuxna behöver _sju till nio timmar_. Tränar du hårt ligger behovet i den övre delen.',
      },
      WOM_SV_NEWSLETTER,
    ],
  },
  'overnight-oats': {
    slug: 'overnight-oats-med-bar',
    title: 'Overnight oats med bär och kvarg',
    postTitle: 'Overnight oats',
    description:
      'Frukost som gör sig själv: krämig havregrynsgröt med mycket protein, klar när du vaknar.',
    label: 'Recept',
    body: [
      {
        lead: 'Overnight oats är den enklaste frukost du kan förbereda. Rör ihop på kvällen och ta med dig på morgonen.',
      },
      { image: 'oats' },
      {
        text: '## Ingredienser (1 portion)\n\n- 50 g havregryn\n- 150 g kvarg naturell\n- 1 dl mjölk\n- 1 tsk chiafrön\n- en handfull blåbär och hallon\n\n## Gör så här\n\nRör ihop havregryn, kvarg, mjölk och chiafrön i ett glas. Ställ i kylen över natten och toppa med bär på morgonen.',
      },
    ],
  },
  'chicken-salad': {
    slug: 'kycklingsallad-med-quinoa',
    title: 'Kycklingsallad med quinoa och krispiga grönsaker',
    postTitle: 'Kycklingsallad med quinoa',
    description:
      'En mättande sallad med 40 gram protein per portion. Perfekt som lunch dagen efter.',
    label: 'Recept',
    body: [
      {
        lead: 'Den här salladen håller sig krispig i kylen i två dagar, så gör gärna en dubbel sats.',
      },
      { image: 'salad' },
      {
        text: '## Ingredienser (2 portioner)\n\n- 2 kycklingfiléer\n- 100 g quinoa\n- 1 gurka\n- 1 röd paprika\n- 50 g spenat\n- citronsaft, olivolja, salt och peppar\n\n## Gör så här\n\nKoka quinoan enligt förpackningen. Stek kycklingen genom och skär den i skivor. Blanda allt med grönsakerna och en _enkel citrondressing_.',
      },
    ],
  },
  'protein-needs': {
    slug: 'hur-mycket-protein-behover-du',
    title: 'Hur mycket protein behöver du egentligen?',
    postTitle: 'Så mycket protein behöver du',
    description:
      'Vi går igenom rekommendationerna och visar hur du enkelt får tillräckligt med protein via vanlig mat.',
    label: 'Guide',
    body: [
      {
        lead: 'Protein är musklernas byggstenar, men de flesta får redan tillräckligt. Det handlar mer om att fördela det över dagen.',
      },
      {
        text: '## Rekommendationen\n\nVuxna rekommenderas cirka 0,8 gram protein per kilo kroppsvikt och dag. Styrketränar du flera gånger i veckan kan _1,2–1,6 gram_ vara rimligt.',
      },
      { image: 'protein' },
      {
        text: '## Bra källor\n\n- ägg och mejeriprodukter som kvarg och keso\n- fisk och kyckling\n- bönor, linser och kikärtor\n- tofu och tempeh\n\nTesta våra [overnight oats](/mat/recept/overnight-oats-med-bar) för en proteinrik start på dagen.',
      },
      { image: 'protein-plate' },
    ],
  },
  'workout-nutrition': {
    slug: 'det-har-ska-du-ata-fore-och-efter-traning',
    title: 'Det här ska du äta före och efter träning',
    postTitle: 'Mat och träning',
    description: 'Timing betyder mindre än du tror – men några enkla råd kan ge mer energi.',
    commercialLabel: 'Annons',
    body: [
      { lead: 'Artikeln är gjord i samarbete med en tillverkare av sportnutrition.' },
      {
        text: '## Före träning\n\nÄt en lätt måltid med kolhydrater två–tre timmar innan, till exempel en fralla med banan. Har du ont om tid räcker en frukt.\n\n## Efter träning\n\nEn måltid med protein och kolhydrater inom ett par timmar hjälper återhämtningen. En smoothie med kvarg och bär är ett bra val.',
      },
      { image: 'smoothie' },
    ],
  },
  'meal-prep-draft': {
    slug: 'matlador-for-hela-veckan',
    title: 'Matlådor: så lagar du mat för hela veckan',
    description: 'Lägg två timmar på söndagen och ät nyttigt resten av veckan.',
    body: [{ text: 'Utkast: artikeln redigeras.' }],
  },
};
