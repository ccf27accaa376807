import type { ExercisePhrases, ExerciseText } from '../wom.exercises';

export const WOM_FI_EXERCISE_PHRASES: ExercisePhrases = {
  title: (name) => `Viikon liike: ${name}`,
  teaserTitle: (name) => `${name}: näin teet liikkeen oikein`,
  description: (name, why) => `${name}: ${why}`,
  label: 'Viikon liike',
  imageAlt: (name) => `Ohjaaja näyttää liikkeen: ${name.toLowerCase()}`,
  howHeading: 'Näin teet sen',
  doseHeading: 'Sarjat ja toistot',
  dose: (dose) =>
    'reps' in dose
      ? `Tee **${dose.sets} sarjaa**, **${dose.reps} toistoa**, ja pidä sarjojen välissä minuutin tauko.`
      : `Tee **${dose.sets} sarjaa**, **${dose.seconds} sekuntia** kerrallaan, ja pidä välissä 30 sekunnin tauko.`,
  closing: 'Laatu ennen määrää: lopeta sarja, kun tekniikka alkaa pettää.',
};

export const WOM_FI_EXERCISES: Readonly<Record<string, ExerciseText>> = {
  'bulgarian-split-squat': {
    name: 'Bulgarialainen askelkyykky',
    slug: 'bulgarialainen-askelkyykky',
    why: 'Treenaa yhtä jalkaa kerrallaan ja paljastaa nopeasti erot oikean ja vasemman puolen välillä.',
    how: 'Aseta takimmainen jalka penkille. Laskeudu suoraan alas, kunnes etummainen reisi on vaakatasossa, ja punnerra ylös kantapään kautta.',
  },
  'push-up': {
    name: 'Punnerrus',
    slug: 'punnerrus',
    why: 'Vahvistaa rintaa, olkapäitä ja ojentajia eikä vaadi välineitä.',
    how: 'Kädet hieman hartioita leveämmällä, vartalo suorana. Laske rinta kohti lattiaa ja punnerra takaisin ylös. Aloita polvilta, jos liike on liian raskas.',
  },
  'glute-bridge': {
    name: 'Lantionnosto',
    slug: 'lantionnosto',
    why: 'Herättää pakaralihakset, jotka laiskistuvat helposti paljosta istumisesta.',
    how: 'Makaa selälläsi polvet koukussa. Nosta lantio ylös, kunnes vartalo on suora polvista hartioihin, ja pidä sekunti yläasennossa.',
  },
  'romanian-deadlift': {
    name: 'Romanialainen maastaveto',
    slug: 'romanialainen-maastaveto',
    why: 'Vahvistaa takareisiä ja alaselkää ja opettaa nostamaan lantiolla selän sijaan.',
    how: 'Pidä paino reisien edessä. Työnnä lantiota taaksepäin polvet hieman koukussa, kunnes tunnet venytyksen takareisissä, ja nouse takaisin ylös.',
  },
  'walking-lunge': {
    name: 'Kävelevä askelkyykky',
    slug: 'kaveleva-askelkyykky',
    why: 'Treenaa jalkoja ja tasapainoa yhtä aikaa ja muistuttaa arjen liikkeitä.',
    how: 'Ota pitkä askel eteen ja laske takimmainen polvi kohti lattiaa. Punnerra ylös ja ota seuraava askel toisella jalalla.',
  },
  'side-plank': {
    name: 'Kylkilankku',
    slug: 'kylkilankku',
    why: 'Vahvistaa vinoja vatsalihaksia, jotka tukevat selkää, kun kannat jotain yhdessä kädessä.',
    how: 'Käy kyljellesi kyynärpää olkapään alla. Nosta lantio niin, että vartalo on suora, ja pidä asento.',
  },
  'dead-bug': {
    name: 'Kuollut ötökkä',
    slug: 'kuollut-otokka',
    why: 'Opettaa pitämään alaselän vakaana, kun kädet ja jalat liikkuvat.',
    how: 'Makaa selälläsi kädet kohti kattoa ja polvet 90 asteen kulmassa. Ojenna vastakkainen käsi ja jalka niin, ettei alaselkä irtoa lattiasta.',
  },
  'bird-dog': {
    name: 'Linnunkoira',
    slug: 'linnunkoira',
    why: 'Selälle ja tasapainolle lempeä liike, joka sopii hyvin alkulämmittelyyn.',
    how: 'Asetu konttausasentoon. Ojenna oikea käsi ja vasen jalka, pidä kaksi sekuntia ja vaihda puolta.',
  },
  'mountain-climber': {
    name: 'Vuorikiipeilijä',
    slug: 'vuorikiipeilija',
    why: 'Nostaa sykettä ja treenaa vatsaa ja olkapäitä samaan aikaan.',
    how: 'Aloita lankkuasennosta suorin käsin. Vedä polvia vuorotellen kohti rintaa nopeasti mutta hallitusti.',
  },
  burpee: {
    name: 'Burpee',
    slug: 'burpee',
    why: 'Koko kehon liike, jota kaikki rakastavat vihata – ja joka antaa paljon treeniä lyhyessä ajassa.',
    how: 'Mene kyykkyyn, hyppää jalat taakse lankkuun, tee punnerrus, hyppää takaisin ja päätä ylöshyppyyn kädet pään yläpuolella.',
  },
  'jumping-jack': {
    name: 'Haarahyppy',
    slug: 'haarahyppy',
    why: 'Klassinen lämmittelyliike, joka herättää koko kehon.',
    how: 'Hyppää jalat haara-asentoon ja heilauta kädet samalla pään yläpuolelle. Hyppää takaisin perusasentoon.',
  },
  'step-up': {
    name: 'Askellus penkille',
    slug: 'askellus-penkille',
    why: 'Vahvistaa reisiä ja pakaroita ja helpottaa portaissa kulkemista.',
    how: 'Aseta koko jalkapohja penkille tai askelmalle ja nouse ylös ponnistamatta takimmaisella jalalla.',
  },
  superman: {
    name: 'Superman',
    slug: 'superman',
    why: 'Vahvistaa selkälihaksia, jotka pitävät sinut ryhdikkäänä koko päivän.',
    how: 'Makaa vatsallasi kädet suorina eteenpäin. Nosta käsiä, rintaa ja jalkoja muutama sentti, pidä kaksi sekuntia ja laske alas.',
  },
  'calf-raise': {
    name: 'Pohjenousu',
    slug: 'pohjenousu',
    why: 'Vahvat pohkeet suojaavat vammoilta, etenkin jos juokset.',
    how: 'Seiso askelman reunalla. Nouse varpaille ja laske kantapäät hitaasti askelman tason alapuolelle.',
  },
  'bent-over-row': {
    name: 'Kulmasoutu',
    slug: 'kulmasoutu',
    why: 'Vahvistaa yläselkää ja ehkäisee toimistotyön etukumaraa ryhtiä.',
    how: 'Taivuta lantiosta selkä suorana. Vedä käsipainot kohti lantiota ja purista lapaluut yhteen.',
  },
  'shoulder-press': {
    name: 'Pystypunnerrus',
    slug: 'pystypunnerrus',
    why: 'Rakentaa vahvat olkapäät ja harjoittaa samalla ylävartalon hallintaa.',
    how: 'Pidä käsipainot olkapäiden korkeudella. Punnerra ne pään yläpuolelle notkistamatta alaselkää.',
  },
  'hip-thrust': {
    name: 'Hip thrust',
    slug: 'hip-thrust',
    why: 'Monen valmentajan mielestä tehokkain liike pakaroille.',
    how: 'Nojaa hartiat penkkiin ja aseta paino lantion päälle. Työnnä lantio ylös, kunnes vartalo on vaakatasossa.',
  },
  'wall-sit': {
    name: 'Seinäkyykky',
    slug: 'seinakyykky',
    why: 'Kasvattaa reisien kestävyyttä, ja sen voi tehdä missä tahansa.',
    how: 'Nojaa selkä seinään ja liu’u alas, kunnes polvet ovat 90 asteen kulmassa. Pidä asento.',
  },
  'russian-twist': {
    name: 'Venäläinen kierto',
    slug: 'venalainen-kierto',
    why: 'Treenaa keskivartalon kiertoa, jota tarvitaan monessa lajissa.',
    how: 'Istu polvet koukussa ja kallistu hieman taaksepäin. Kierrä ylävartaloa puolelta toiselle paino käsissä.',
  },
  'high-knees': {
    name: 'Polvennostojuoksu',
    slug: 'polvennostojuoksu',
    why: 'Juoksutekniikkaa ja kuntoa samassa liikkeessä.',
    how: 'Juokse paikallaan ja nosta polvet lantion korkeudelle. Pidä ylävartalo suorana ja kädet aktiivisina.',
  },
};
