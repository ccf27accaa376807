import type { ExercisePhrases, ExerciseText } from '../wom.exercises';

export const WOM_NB_EXERCISE_PHRASES: ExercisePhrases = {
  title: (name) => `Ukens øvelse: ${name}`,
  teaserTitle: (name) => `${name}: slik gjør du den riktig`,
  description: (name, why) => `${name}: ${why}`,
  label: 'Ukens øvelse',
  imageAlt: (name) => `Instruktør viser øvelsen ${name.toLowerCase()}`,
  howHeading: 'Slik gjør du',
  doseHeading: 'Sett og repetisjoner',
  dose: (dose) =>
    'reps' in dose
      ? `Gjør **${dose.sets} sett** med **${dose.reps} repetisjoner** og ett minutts pause mellom settene.`
      : `Gjør **${dose.sets} sett** på **${dose.seconds} sekunder** med 30 sekunders pause imellom.`,
  closing: 'Kvalitet før kvantitet: avslutt settet når teknikken begynner å svikte.',
};

export const WOM_NB_EXERCISES: Readonly<Record<string, ExerciseText>> = {
  'bulgarian-split-squat': {
    name: 'Bulgarsk utfallsknebøy',
    slug: 'bulgarsk-utfallskneboy',
    why: 'Trener ett bein om gangen og avslører raskt forskjeller mellom høyre og venstre side.',
    how: 'Plasser bakerste fot på en benk. Senk deg rett ned til det fremre låret er vannrett, og press opp gjennom hælen.',
  },
  'push-up': {
    name: 'Armheving',
    slug: 'armheving',
    why: 'Styrker bryst, skuldre og triceps og krever ikke noe utstyr.',
    how: 'Hendene litt bredere enn skuldrene, kroppen i en rett linje. Senk brystet mot gulvet, og press opp igjen. Start på knærne hvis det er for tungt.',
  },
  'glute-bridge': {
    name: 'Hoftehev',
    slug: 'hoftehev',
    why: 'Vekker setemusklene, som ofte blir late av mye stillesitting.',
    how: 'Ligg på ryggen med bøyde knær. Press hofta opp til kroppen er rett fra knær til skuldre, og hold et sekund på toppen.',
  },
  'romanian-deadlift': {
    name: 'Rumensk markløft',
    slug: 'rumensk-markloft',
    why: 'Styrker baksida av låret og korsryggen og lærer deg å løfte med hofta i stedet for ryggen.',
    how: 'Hold vekten foran lårene. Skyv hofta bakover med lett bøyde knær til du kjenner strekk bak på låret, og reis deg igjen.',
  },
  'walking-lunge': {
    name: 'Gående utfall',
    slug: 'gaende-utfall',
    why: 'Trener bein og balanse samtidig og ligner bevegelser fra hverdagen.',
    how: 'Ta et langt steg fram, og senk det bakre kneet mot gulvet. Press opp, og ta neste steg med det andre beinet.',
  },
  'side-plank': {
    name: 'Sideplanke',
    slug: 'sideplanke',
    why: 'Styrker de skrå magemusklene, som stabiliserer ryggen når du bærer noe i én hånd.',
    how: 'Ligg på siden med albuen under skulderen. Løft hofta så kroppen blir rett, og hold posisjonen.',
  },
  'dead-bug': {
    name: 'Dead bug',
    slug: 'dead-bug',
    why: 'Lærer deg å holde korsryggen stabil mens armer og bein beveger seg.',
    how: 'Ligg på ryggen med armene mot taket og knærne i 90 grader. Strekk ut motsatt arm og bein uten at korsryggen slipper gulvet.',
  },
  'bird-dog': {
    name: 'Fuglehund',
    slug: 'fuglehund',
    why: 'En skånsom øvelse for rygg og balanse som passer godt i oppvarmingen.',
    how: 'Stå på alle fire. Strekk ut høyre arm og venstre bein, hold i to sekunder, og bytt side.',
  },
  'mountain-climber': {
    name: 'Fjellklatrer',
    slug: 'fjellklatrer',
    why: 'Får opp pulsen og trener mage og skuldre på samme tid.',
    how: 'Start i planke på strake armer. Trekk knærne vekselvis mot brystet i et raskt, men kontrollert tempo.',
  },
  burpee: {
    name: 'Burpee',
    slug: 'burpee',
    why: 'Helkroppsøvelsen alle elsker å hate – og som gir mye trening på kort tid.',
    how: 'Gå ned på huk, hopp beina bakover til planke, ta en armheving, hopp tilbake, og avslutt med et hopp med armene over hodet.',
  },
  'jumping-jack': {
    name: 'Spreke',
    slug: 'spreke',
    why: 'En klassisk oppvarmingsøvelse som får i gang hele kroppen.',
    how: 'Hopp beina ut til siden mens armene svinger over hodet, og hopp sammen igjen.',
  },
  'step-up': {
    name: 'Step-up',
    slug: 'step-up',
    why: 'Styrker lår og sete og gjør trapper lettere i hverdagen.',
    how: 'Sett hele foten på en benk eller et trinn, og press deg opp uten å skyve fra med det bakre beinet.',
  },
  superman: {
    name: 'Superman',
    slug: 'superman',
    why: 'Styrker ryggmusklene som holder deg oppreist hele dagen.',
    how: 'Ligg på magen med armene strakt fram. Løft armer, bryst og bein noen centimeter, hold i to sekunder, og senk igjen.',
  },
  'calf-raise': {
    name: 'Tåhev',
    slug: 'tahev',
    why: 'Sterke legger beskytter mot skader, særlig hvis du løper.',
    how: 'Stå på kanten av et trinn. Løft deg opp på tærne, og senk hælene langsomt under trinnet.',
  },
  'bent-over-row': {
    name: 'Foroverbøyd roing',
    slug: 'foroverboyd-roing',
    why: 'Styrker øvre del av ryggen og motvirker en foroverbøyd kontorholdning.',
    how: 'Bøy i hofta med rett rygg. Trekk manualene opp mot hofta, og klem skulderbladene sammen.',
  },
  'shoulder-press': {
    name: 'Skulderpress',
    slug: 'skulderpress',
    why: 'Bygger sterke skuldre og trener samtidig stabiliteten i overkroppen.',
    how: 'Hold manualene ved skuldrene. Press dem opp over hodet uten å svaie i korsryggen.',
  },
  'hip-thrust': {
    name: 'Hip thrust',
    slug: 'hip-thrust',
    why: 'Den mest effektive øvelsen for setet, ifølge mange trenere.',
    how: 'Len skuldrene mot en benk med en vekt over hofta. Press hofta opp til kroppen er vannrett.',
  },
  'wall-sit': {
    name: 'Veggsitting',
    slug: 'veggsitting',
    why: 'Bygger utholdenhet i lårene og kan gjøres hvor som helst.',
    how: 'Len ryggen mot en vegg, og gli ned til knærne er i 90 grader. Hold posisjonen.',
  },
  'russian-twist': {
    name: 'Russian twist',
    slug: 'russian-twist',
    why: 'Trener rotasjonen i magen som du bruker i mange idretter.',
    how: 'Sitt med bøyde knær og len deg litt bakover. Vri overkroppen fra side til side med en vekt i hendene.',
  },
  'high-knees': {
    name: 'Høye kneløft',
    slug: 'hoye-kneloft',
    why: 'Løpsteknikk og kondisjon i én øvelse.',
    how: 'Løp på stedet, og løft knærne til hoftehøyde. Hold overkroppen rett og armene aktive.',
  },
};
