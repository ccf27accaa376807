import type { ExercisePhrases, ExerciseText } from '../wom.exercises';

export const WOM_DA_EXERCISE_PHRASES: ExercisePhrases = {
  title: (name) => `Ugens øvelse: ${name}`,
  teaserTitle: (name) => `${name}: sådan gør du den rigtigt`,
  description: (name, why) => `${name}: ${why}`,
  label: 'Ugens øvelse',
  imageAlt: (name) => `Instruktør viser øvelsen ${name.toLowerCase()}`,
  howHeading: 'Sådan gør du',
  doseHeading: 'Sæt og gentagelser',
  dose: (dose) =>
    'reps' in dose
      ? `Lav **${dose.sets} sæt** af **${dose.reps} gentagelser** med et minuts pause mellem sættene.`
      : `Lav **${dose.sets} sæt** af **${dose.seconds} sekunder** med 30 sekunders pause imellem.`,
  closing: 'Kvalitet før kvantitet: stop sættet, når teknikken begynder at skride.',
};

export const WOM_DA_EXERCISES: Readonly<Record<string, ExerciseText>> = {
  'bulgarian-split-squat': {
    name: 'Bulgarsk splitsquat',
    slug: 'bulgarsk-splitsquat',
    why: 'Træner ét ben ad gangen og afslører hurtigt forskelle mellem højre og venstre side.',
    how: 'Placér bageste fod på en bænk. Sænk dig lodret ned, til det forreste lår er vandret, og pres op gennem hælen.',
  },
  'push-up': {
    name: 'Armbøjning',
    slug: 'armbojning',
    why: 'Styrker bryst, skuldre og triceps og kræver intet udstyr.',
    how: 'Hænderne lidt bredere end skuldrene, kroppen i en lige linje. Sænk brystet mod gulvet, og pres op igen. Start på knæene, hvis det er for hårdt.',
  },
  'glute-bridge': {
    name: 'Hoftehævning',
    slug: 'hoftehaevning',
    why: 'Vækker balderne, som ofte bliver dovne af meget stillesiddende arbejde.',
    how: 'Lig på ryggen med bøjede knæ. Pres hoften op, til kroppen er lige fra knæ til skuldre, og hold et sekund i toppen.',
  },
  'romanian-deadlift': {
    name: 'Rumænsk dødløft',
    slug: 'rumaensk-dodloft',
    why: 'Styrker baglår og lænd og lærer dig at løfte med hoften i stedet for ryggen.',
    how: 'Hold vægten foran lårene. Skub hoften bagud med let bøjede knæ, til du mærker et stræk i baglårene, og rejs dig igen.',
  },
  'walking-lunge': {
    name: 'Gående udfald',
    slug: 'gaaende-udfald',
    why: 'Træner ben og balance på samme tid og minder om bevægelser fra hverdagen.',
    how: 'Tag et langt skridt frem, og sænk det bageste knæ mod gulvet. Pres op, og tag næste skridt med det andet ben.',
  },
  'side-plank': {
    name: 'Sideplanke',
    slug: 'sideplanke',
    why: 'Styrker de skrå mavemuskler, som stabiliserer ryggen, når du bærer noget i én hånd.',
    how: 'Lig på siden med albuen under skulderen. Løft hoften, så kroppen er lige, og hold positionen.',
  },
  'dead-bug': {
    name: 'Dead bug',
    slug: 'dead-bug',
    why: 'Lærer dig at holde lænden stabil, mens arme og ben bevæger sig.',
    how: 'Lig på ryggen med arme mod loftet og knæ i 90 grader. Stræk modsat arm og ben ud, uden at lænden slipper gulvet.',
  },
  'bird-dog': {
    name: 'Bird dog',
    slug: 'bird-dog',
    why: 'En skånsom øvelse for ryg og balance, der passer godt i opvarmningen.',
    how: 'Stå på alle fire. Stræk højre arm og venstre ben ud, hold to sekunder, og skift side.',
  },
  'mountain-climber': {
    name: 'Mountain climber',
    slug: 'mountain-climber',
    why: 'Får pulsen op og træner mave og skuldre på samme tid.',
    how: 'Start i armstrækket planke. Træk skiftevis knæene mod brystet i et hurtigt, kontrolleret tempo.',
  },
  burpee: {
    name: 'Burpee',
    slug: 'burpee',
    why: 'Helkropsøvelsen, alle elsker at hade – og som giver meget træning på kort tid.',
    how: 'Gå ned i hug, hop fødderne bagud til planke, lav en armbøjning, hop tilbage, og afslut med et hop med armene over hovedet.',
  },
  'jumping-jack': {
    name: 'Sprællemand',
    slug: 'spraellemand',
    why: 'En klassisk opvarmningsøvelse, der får hele kroppen i gang.',
    how: 'Hop fødderne ud til siden, mens armene svinger over hovedet, og hop tilbage igen.',
  },
  'step-up': {
    name: 'Step-up',
    slug: 'step-up',
    why: 'Styrker lår og balder og gør trapper lettere i hverdagen.',
    how: 'Sæt hele foden på en bænk eller et trin, og pres dig op uden at skubbe fra med det bageste ben.',
  },
  superman: {
    name: 'Superman',
    slug: 'superman',
    why: 'Styrker rygmusklerne, som holder dig oprejst hele dagen.',
    how: 'Lig på maven med armene strakt frem. Løft arme, bryst og ben et par centimeter, hold to sekunder, og sænk igen.',
  },
  'calf-raise': {
    name: 'Tåhævning',
    slug: 'taahaevning',
    why: 'Stærke lægge beskytter mod skader, især hvis du løber.',
    how: 'Stå på kanten af et trin. Hæv dig op på tæerne, og sænk hælene langsomt under trinnet.',
  },
  'bent-over-row': {
    name: 'Foroverbøjet roning',
    slug: 'foroverbojet-roning',
    why: 'Styrker den øvre ryg og modvirker en foroverbøjet kontorholdning.',
    how: 'Bøj i hoften med ret ryg. Træk håndvægtene op mod hoften, og pres skulderbladene sammen.',
  },
  'shoulder-press': {
    name: 'Skulderpres',
    slug: 'skulderpres',
    why: 'Bygger stærke skuldre og træner samtidig stabiliteten i overkroppen.',
    how: 'Hold håndvægtene ved skuldrene. Pres dem op over hovedet uden at svaje i lænden.',
  },
  'hip-thrust': {
    name: 'Hip thrust',
    slug: 'hip-thrust',
    why: 'Den mest effektive øvelse for balderne ifølge mange trænere.',
    how: 'Læn skuldrene mod en bænk med en vægt over hoften. Pres hoften op, til kroppen er vandret.',
  },
  'wall-sit': {
    name: 'Vægsiddning',
    slug: 'vaegsiddning',
    why: 'Bygger udholdenhed i lårene og kan laves hvor som helst.',
    how: 'Læn ryggen mod en væg, og glid ned, til knæene er i 90 grader. Hold positionen.',
  },
  'russian-twist': {
    name: 'Russian twist',
    slug: 'russian-twist',
    why: 'Træner rotationen i maven, som du bruger i mange sportsgrene.',
    how: 'Sid med bøjede knæ og læn dig lidt tilbage. Drej overkroppen fra side til side med en vægt i hænderne.',
  },
  'high-knees': {
    name: 'Høje knæløft',
    slug: 'hoje-knaeloft',
    why: 'Løbeteknik og kondition i én øvelse.',
    how: 'Løb på stedet, og løft knæene til hoftehøjde. Hold overkroppen rank og armene aktive.',
  },
};
