import type { ExercisePhrases, ExerciseText } from '../wom.exercises';

export const WOM_SV_EXERCISE_PHRASES: ExercisePhrases = {
  title: (name) => `Veckans övning: ${name}`,
  teaserTitle: (name) => `${name}: så gör du rätt`,
  description: (name, why) => `${name}: ${why}`,
  label: 'Veckans övning',
  imageAlt: (name) => `Instruktör visar övningen ${name.toLowerCase()}`,
  howHeading: 'Så gör du',
  doseHeading: 'Set och repetitioner',
  dose: (dose) =>
    'reps' in dose
      ? `Gör **${dose.sets} set** med **${dose.reps} repetitioner** och en minuts vila mellan seten.`
      : `Gör **${dose.sets} set** på **${dose.seconds} sekunder** med 30 sekunders vila emellan.`,
  closing: 'Kvalitet före kvantitet: avbryt setet när tekniken börjar svikta.',
};

export const WOM_SV_EXERCISES: Readonly<Record<string, ExerciseText>> = {
  'bulgarian-split-squat': {
    name: 'Bulgarisk utfallsböj',
    slug: 'bulgarisk-utfallsboj',
    why: 'Tränar ett ben i taget och avslöjar snabbt skillnader mellan höger och vänster sida.',
    how: 'Placera den bakre foten på en bänk. Sänk dig rakt ner tills det främre låret är vågrätt och pressa upp genom hälen.',
  },
  'push-up': {
    name: 'Armhävning',
    slug: 'armhavning',
    why: 'Stärker bröst, axlar och triceps och kräver ingen utrustning.',
    how: 'Händerna lite bredare än axlarna, kroppen i en rak linje. Sänk bröstet mot golvet och pressa upp igen. Börja på knäna om det är för tungt.',
  },
  'glute-bridge': {
    name: 'Höftlyft',
    slug: 'hoftlyft',
    why: 'Väcker sätesmusklerna som ofta blir lata av mycket stillasittande.',
    how: 'Ligg på rygg med böjda knän. Pressa upp höften tills kroppen är rak från knän till axlar och håll en sekund i toppläget.',
  },
  'romanian-deadlift': {
    name: 'Rumänska marklyft',
    slug: 'rumanska-marklyft',
    why: 'Stärker baksida lår och ländrygg och lär dig att lyfta med höften i stället för ryggen.',
    how: 'Håll vikten framför låren. Skjut höften bakåt med lätt böjda knän tills du känner stretch i baksida lår, och res dig igen.',
  },
  'walking-lunge': {
    name: 'Gående utfall',
    slug: 'gaende-utfall',
    why: 'Tränar ben och balans samtidigt och liknar rörelser från vardagen.',
    how: 'Ta ett långt steg framåt och sänk det bakre knät mot golvet. Pressa upp och ta nästa steg med det andra benet.',
  },
  'side-plank': {
    name: 'Sidoplanka',
    slug: 'sidoplanka',
    why: 'Stärker de sneda magmusklerna som stabiliserar ryggen när du bär något i en hand.',
    how: 'Ligg på sidan med armbågen under axeln. Lyft höften så att kroppen blir rak och håll positionen.',
  },
  'dead-bug': {
    name: 'Dead bug',
    slug: 'dead-bug',
    why: 'Lär dig att hålla ländryggen stabil medan armar och ben rör sig.',
    how: 'Ligg på rygg med armarna mot taket och knäna i 90 grader. Sträck ut motsatt arm och ben utan att ländryggen släpper golvet.',
  },
  'bird-dog': {
    name: 'Fågelhunden',
    slug: 'fagelhunden',
    why: 'En skonsam övning för rygg och balans som passar bra i uppvärmningen.',
    how: 'Stå på alla fyra. Sträck ut höger arm och vänster ben, håll i två sekunder och byt sida.',
  },
  'mountain-climber': {
    name: 'Mountain climber',
    slug: 'mountain-climber',
    why: 'Höjer pulsen och tränar mage och axlar på samma gång.',
    how: 'Börja i en planka på raka armar. Dra växelvis knäna mot bröstet i ett snabbt men kontrollerat tempo.',
  },
  burpee: {
    name: 'Burpee',
    slug: 'burpee',
    why: 'Helkroppsövningen alla älskar att hata – och som ger mycket träning på kort tid.',
    how: 'Gå ner på huk, hoppa bakåt till planka, gör en armhävning, hoppa tillbaka och avsluta med ett upphopp med armarna över huvudet.',
  },
  'jumping-jack': {
    name: 'Hampelmann',
    slug: 'hampelmann',
    why: 'En klassisk uppvärmningsövning som får igång hela kroppen.',
    how: 'Hoppa isär med fötterna samtidigt som armarna svingar över huvudet, och hoppa ihop igen.',
  },
  'step-up': {
    name: 'Step-up',
    slug: 'step-up',
    why: 'Stärker lår och säte och gör trappor lättare i vardagen.',
    how: 'Sätt hela foten på en bänk eller ett trappsteg och pressa dig upp utan att ta fart med det bakre benet.',
  },
  superman: {
    name: 'Superman',
    slug: 'superman',
    why: 'Stärker ryggmusklerna som håller dig upprätt hela dagen.',
    how: 'Ligg på mage med armarna sträckta framåt. Lyft armar, bröst och ben några centimeter, håll två sekunder och sänk igen.',
  },
  'calf-raise': {
    name: 'Tåhävning',
    slug: 'tahavning',
    why: 'Starka vader skyddar mot skador, särskilt om du springer.',
    how: 'Stå på kanten av ett trappsteg. Gå upp på tå och sänk hälarna långsamt under steget.',
  },
  'bent-over-row': {
    name: 'Framåtböjd rodd',
    slug: 'framatbojd-rodd',
    why: 'Stärker övre ryggen och motverkar en framåtlutad kontorshållning.',
    how: 'Fäll i höften med rak rygg. Dra hantlarna upp mot höften och pressa ihop skulderbladen.',
  },
  'shoulder-press': {
    name: 'Axelpress',
    slug: 'axelpress',
    why: 'Bygger starka axlar och tränar samtidigt stabiliteten i överkroppen.',
    how: 'Håll hantlarna vid axlarna. Pressa upp dem över huvudet utan att svanka i ländryggen.',
  },
  'hip-thrust': {
    name: 'Hip thrust',
    slug: 'hip-thrust',
    why: 'Den effektivaste övningen för sätet enligt många tränare.',
    how: 'Luta skulderbladen mot en bänk med en vikt över höften. Pressa upp höften tills kroppen är vågrät.',
  },
  'wall-sit': {
    name: 'Väggsittning',
    slug: 'vaggsittning',
    why: 'Bygger uthållighet i låren och kan göras var som helst.',
    how: 'Luta ryggen mot en vägg och glid ner tills knäna är i 90 grader. Håll positionen.',
  },
  'russian-twist': {
    name: 'Russian twist',
    slug: 'russian-twist',
    why: 'Tränar rotationen i bålen som du använder i många sporter.',
    how: 'Sitt med böjda knän och luta dig lite bakåt. Vrid överkroppen från sida till sida med en vikt i händerna.',
  },
  'high-knees': {
    name: 'Höga knälyft',
    slug: 'hoga-knalyft',
    why: 'Löpteknik och kondition i en och samma övning.',
    how: 'Spring på stället och lyft knäna till höfthöjd. Håll överkroppen rak och armarna aktiva.',
  },
};
