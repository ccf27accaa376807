import type { ExercisePhrases, ExerciseText } from '../wom.exercises';

export const WOM_NL_EXERCISE_PHRASES: ExercisePhrases = {
  title: (name) => `Oefening van de week: ${name}`,
  teaserTitle: (name) => `${name}: zo doe je hem goed`,
  description: (name, why) => `${name}: ${why}`,
  label: 'Oefening van de week',
  imageAlt: (name) => `Trainer doet de oefening ${name.toLowerCase()} voor`,
  howHeading: 'Zo doe je het',
  doseHeading: 'Sets en herhalingen',
  dose: (dose) =>
    'reps' in dose
      ? `Doe **${dose.sets} sets** van **${dose.reps} herhalingen** met een minuut rust tussen de sets.`
      : `Doe **${dose.sets} sets** van **${dose.seconds} seconden** met 30 seconden rust ertussen.`,
  closing: 'Kwaliteit boven kwantiteit: stop de set zodra je techniek verslapt.',
};

export const WOM_NL_EXERCISES: Readonly<Record<string, ExerciseText>> = {
  'bulgarian-split-squat': {
    name: 'Bulgaarse split squat',
    slug: 'bulgaarse-split-squat',
    why: 'Traint één been tegelijk en laat snel zien of er verschil zit tussen links en rechts.',
    how: 'Zet je achterste voet op een bankje. Zak recht naar beneden tot je voorste bovenbeen horizontaal is en duw je via je hiel weer omhoog.',
  },
  'push-up': {
    name: 'Push-up',
    slug: 'push-up',
    why: 'Versterkt borst, schouders en triceps en je hebt er niets voor nodig.',
    how: 'Handen iets breder dan je schouders, lichaam in een rechte lijn. Laat je borst naar de vloer zakken en duw jezelf weer omhoog. Begin op je knieën als het te zwaar is.',
  },
  'glute-bridge': {
    name: 'Bridge',
    slug: 'bridge',
    why: 'Maakt je bilspieren wakker, die vaak lui worden van veel zitten.',
    how: 'Lig op je rug met gebogen knieën. Duw je heupen omhoog tot je lichaam recht is van knieën tot schouders en houd bovenin een seconde vast.',
  },
  'romanian-deadlift': {
    name: 'Roemeense deadlift',
    slug: 'roemeense-deadlift',
    why: 'Versterkt hamstrings en onderrug en leert je tillen vanuit je heupen in plaats van je rug.',
    how: 'Houd het gewicht voor je bovenbenen. Duw je heupen naar achteren met licht gebogen knieën tot je rek voelt in je hamstrings, en kom weer omhoog.',
  },
  'walking-lunge': {
    name: 'Wandelende lunge',
    slug: 'wandelende-lunge',
    why: 'Traint benen en balans tegelijk en lijkt op bewegingen uit het dagelijks leven.',
    how: 'Zet een grote stap naar voren en laat je achterste knie richting de vloer zakken. Duw je omhoog en zet de volgende stap met je andere been.',
  },
  'side-plank': {
    name: 'Zijplank',
    slug: 'zijplank',
    why: 'Versterkt je schuine buikspieren, die je rug stabiliseren als je iets in één hand draagt.',
    how: 'Lig op je zij met je elleboog onder je schouder. Til je heupen op tot je lichaam recht is en houd die positie vast.',
  },
  'dead-bug': {
    name: 'Dead bug',
    slug: 'dead-bug',
    why: 'Leert je je onderrug stabiel te houden terwijl armen en benen bewegen.',
    how: 'Lig op je rug met je armen naar het plafond en je knieën in 90 graden. Strek je tegenovergestelde arm en been uit zonder dat je onderrug loskomt van de vloer.',
  },
  'bird-dog': {
    name: 'Bird dog',
    slug: 'bird-dog',
    why: 'Een rustige oefening voor rug en balans die goed in je warming-up past.',
    how: 'Ga op handen en knieën zitten. Strek je rechterarm en linkerbeen uit, houd twee seconden vast en wissel van kant.',
  },
  'mountain-climber': {
    name: 'Mountain climber',
    slug: 'mountain-climber',
    why: 'Jaagt je hartslag omhoog en traint tegelijk buik en schouders.',
    how: 'Begin in een plank op gestrekte armen. Trek om en om je knieën naar je borst in een snel maar gecontroleerd tempo.',
  },
  burpee: {
    name: 'Burpee',
    slug: 'burpee',
    why: 'De full-body-oefening waar iedereen een haat-liefdeverhouding mee heeft – en die in korte tijd veel oplevert.',
    how: 'Zak door je knieën, spring met je voeten naar achteren in een plank, doe een push-up, spring terug en eindig met een sprong met je armen boven je hoofd.',
  },
  'jumping-jack': {
    name: 'Jumping jack',
    slug: 'jumping-jack',
    why: 'Een klassieke oefening voor de warming-up die je hele lichaam op gang brengt.',
    how: 'Spring met je voeten uit elkaar terwijl je armen boven je hoofd zwaaien, en spring weer terug.',
  },
  'step-up': {
    name: 'Step-up',
    slug: 'step-up',
    why: 'Versterkt bovenbenen en billen en maakt traplopen in het dagelijks leven makkelijker.',
    how: 'Zet je hele voet op een bankje of traptrede en duw jezelf omhoog zonder af te zetten met je achterste been.',
  },
  superman: {
    name: 'Superman',
    slug: 'superman',
    why: 'Versterkt de rugspieren die je de hele dag rechtop houden.',
    how: 'Lig op je buik met je armen gestrekt naar voren. Til armen, borst en benen een paar centimeter op, houd twee seconden vast en laat weer zakken.',
  },
  'calf-raise': {
    name: 'Kuitheffing',
    slug: 'kuitheffing',
    why: 'Sterke kuiten beschermen tegen blessures, zeker als je hardloopt.',
    how: 'Ga op de rand van een traptrede staan. Kom op je tenen en laat je hielen langzaam onder de trede zakken.',
  },
  'bent-over-row': {
    name: 'Voorovergebogen roeien',
    slug: 'voorovergebogen-roeien',
    why: 'Versterkt je bovenrug en gaat een voorovergebogen kantoorhouding tegen.',
    how: 'Buig voorover vanuit je heupen met een rechte rug. Trek de dumbbells naar je heupen en knijp je schouderbladen samen.',
  },
  'shoulder-press': {
    name: 'Schouderpers',
    slug: 'schouderpers',
    why: 'Bouwt sterke schouders en traint tegelijk de stabiliteit van je bovenlichaam.',
    how: 'Houd de dumbbells bij je schouders. Duw ze boven je hoofd zonder je onderrug hol te trekken.',
  },
  'hip-thrust': {
    name: 'Hip thrust',
    slug: 'hip-thrust',
    why: 'Volgens veel trainers de effectiefste oefening voor je billen.',
    how: 'Leun met je schouders tegen een bank met een gewicht op je heupen. Duw je heupen omhoog tot je lichaam horizontaal is.',
  },
  'wall-sit': {
    name: 'Muurzit',
    slug: 'muurzit',
    why: 'Bouwt uithoudingsvermogen in je bovenbenen op en kan overal.',
    how: 'Leun met je rug tegen een muur en glijd omlaag tot je knieën in 90 graden staan. Houd die positie vast.',
  },
  'russian-twist': {
    name: 'Russian twist',
    slug: 'russian-twist',
    why: 'Traint de rotatie van je romp, die je bij veel sporten gebruikt.',
    how: 'Zit met gebogen knieën en leun iets naar achteren. Draai je bovenlichaam van links naar rechts met een gewicht in je handen.',
  },
  'high-knees': {
    name: 'Knieheffen',
    slug: 'knieheffen',
    why: 'Looptechniek en conditie in één oefening.',
    how: 'Ren op de plaats en breng je knieën tot heuphoogte. Houd je bovenlichaam rechtop en je armen actief.',
  },
};
