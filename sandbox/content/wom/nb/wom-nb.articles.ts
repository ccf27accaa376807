import type { ArticleText, ImageText } from '../../content-pack.types';
import { WOM_NB_NEWSLETTER } from './wom-nb.videos';

export const WOM_NB_IMAGES: Readonly<Record<string, ImageText>> = {
  squat: {
    alt: 'Kvinne gjør en dyp knebøy med vektstang',
    title: 'Knebøy',
    caption: 'Hold brystet oppe og vekten på hele foten.',
  },
  'squat-detail': {
    alt: 'Nærbilde av knær og føtter i bunnen av en knebøy',
    title: 'Knær over tærne',
  },
  dumbbells: { alt: 'Manualer i ulike størrelser i et stativ', title: 'Manualer' },
  'gym-floor': { alt: 'Treningsgulv med kettlebells og matter', title: 'Styrketrening' },
  running: {
    alt: 'Løper på en grusvei i morgenlys',
    title: 'Løping',
    caption: 'Start rolig: du skal klare å prate mens du løper.',
  },
  'running-shoes': { alt: 'Et par joggesko på en trapp', title: 'Joggesko' },
  plank: { alt: 'Mann holder en planke på underarmene', title: 'Planken' },
  program: { alt: 'Treningsdagbok og manualer på et bord', title: 'Treningsprogram' },
  'program-week': { alt: 'Ukeplan med treningsdager markert', title: 'Ukeplan' },
  sleep: { alt: 'Seng med hvitt sengetøy i et mørkt soverom', title: 'Søvn' },
  oats: {
    alt: 'Glass med overnight oats, blåbær og bringebær',
    title: 'Overnight oats',
    caption: 'Lag den om kvelden, spis den om morgenen.',
  },
  salad: { alt: 'Bolle med kylling, quinoa og grønt', title: 'Kyllingsalat' },
  protein: { alt: 'Egg, skyr, bønner og kylling på et bord', title: 'Proteinkilder' },
  'protein-plate': { alt: 'Tallerken med laks, poteter og grønnsaker', title: 'Middag' },
  smoothie: { alt: 'Grønn smoothie i et høyt glass', title: 'Smoothie' },
  'meal-prep': { alt: 'Matbokser med ris, grønnsaker og kylling', title: 'Matbokser' },
  'category-training': { alt: 'Kvinne tøyer ut etter trening', title: 'Trening' },
  'category-food': { alt: 'Et bord dekket med sunn mat', title: 'Mat' },
  'avatar-trainer': { alt: 'Portrett av Ingrid Solberg', title: 'Ingrid Solberg' },
  'avatar-nutritionist': { alt: 'Portrett av Henrik Aas', title: 'Henrik Aas' },
};

export const WOM_NB_ARTICLES: Readonly<Record<string, ArticleText>> = {
  'squat-guide': {
    slug: '5-ovelser-for-sterke-bein',
    title: '5 øvelser for sterke bein',
    postTitle: '5 øvelser',
    description:
      'Sterke bein gjør hverdagen lettere. Her er fem øvelser du kan gjøre hjemme eller på treningssenteret.',
    label: 'Guide',
    body: [
      {
        lead: 'Beina har kroppens største muskler. Trener du dem to ganger i uka, får du bedre balanse, mer kraft og høyere energiforbruk.',
      },
      {
        text: '## Før du begynner\n\nVarm opp i fem minutter med lett sykling eller rask gange. Velg en belastning der de siste _to–tre repetisjonene_ er tunge, men der teknikken fortsatt holder.',
      },
      { image: 'squat', link: { category: 'strength' } },
      {
        text: '## De fem øvelsene\n\n1. **Knebøy** – føttene i skulderbredde, sett deg ned mellom hælene.\n2. **Utfall** – et langt steg fram, bakre kne mot gulvet.\n3. **Rumensk markløft** – skyv hofta bakover med lett bøyde knær.\n4. **Step-up** – opp på en benk med hele foten.\n5. **Hoftehev** – skuldrene mot en benk, press hofta opp.\n\nGjør 3 sett med 8–12 repetisjoner av hver øvelse.',
      },
      { image: 'squat-detail' },
      {
        text: '## Slik holder du det gående\n\nSkriv ned vektene dine, og legg på litt når du klarer alle repetisjonene. Er du ny, les guiden vår om [å komme i gang med styrketrening](/trening/kom-i-gang-med-styrketrening).',
      },
    ],
  },
  'strength-start': {
    slug: 'kom-i-gang-med-styrketrening',
    title: 'Kom i gang med styrketrening: slik gjør du det',
    postTitle: 'Kom i gang med styrketrening',
    description:
      'Du trenger verken et dyrt medlemskap eller mange timer. Slik lager du en enkel plan som virker.',
    label: 'Guide',
    body: [
      {
        lead: 'Styrketrening er en av de beste investeringene i helsa di. Den beskytter skjelett og ledd og gjør deg sterkere i alt du gjør.',
      },
      {
        text: '## Hvor ofte?\n\nTo til tre korte økter i uka er nok i starten. Ha minst én hviledag mellom økter som trener de samme musklene.\n\n## Hvilke øvelser?\n\nVelg én øvelse for hvert bevegelsesmønster:\n\n- en knebøy (knebøy eller step-up)\n- et hoftehengsel (markløft eller hoftehev)\n- et press (armhevinger eller skulderpress)\n- et trekk (roing)\n- en øvelse for mage og rygg (planken)',
      },
      { image: 'dumbbells' },
      {
        text: '## Teknikk før tunge vekter\n\nDe første ukene handler om å lære bevegelsene. _Langsomme, kontrollerte repetisjoner_ gir mer enn tunge løft med dårlig form. Les også Helsedirektoratets [råd om fysisk aktivitet](https://www.helsedirektoratet.no {"target":"_blank","rel":"nofollow"}).',
      },
    ],
  },
  'first-5k': {
    slug: 'lop-dine-forste-5-km',
    title: 'Løp dine første 5 km på åtte uker',
    postTitle: 'Dine første 5 km',
    description: 'En enkel plan som tar deg fra sofaen til fem kilometer uten skader.',
    label: 'Guide',
    body: [
      {
        lead: 'Fem kilometer er et perfekt første mål: langt nok til å være en utfordring, kort nok til å trenes ved siden av jobb og familie.',
      },
      { image: 'running' },
      {
        text: '## Planen\n\n- **Uke 1–2:** 1 minutt løping, 2 minutter gange, gjenta 8 ganger.\n- **Uke 3–4:** 3 minutter løping, 1 minutt gange, gjenta 6 ganger.\n- **Uke 5–6:** 8 minutter løping, 2 minutter gange, gjenta 3 ganger.\n- **Uke 7–8:** løp 25–35 minutter i rolig tempo.\n\nLøp tre ganger i uka, med en hviledag imellom.',
      },
      {
        text: '## Tempoet\n\nDu skal kunne snakke i hele setninger mens du løper. Blir du andpusten, sett ned farten – _det er tiden på beina som bygger formen_.',
      },
      { image: 'running-shoes' },
    ],
  },
  'plank-video': {
    slug: 'planken-steg-for-steg',
    title: 'Video: planken steg for steg',
    postTitle: 'Planken: slik gjør du den riktig',
    description:
      'Se hvordan du gjør en riktig planke, og hvordan du gjør den lettere eller tyngre.',
    label: 'Video',
    workoutTime: '5 min',
    workoutLevel: 'Lett',
    body: [
      {
        lead: 'Planken styrker hele midtpartiet på én gang. I videoen viser vi tre nivåer, så alle kan være med.',
      },
      {
        text: '## Slik gjør du\n\n1. Legg deg på underarmene med albuene under skuldrene.\n2. Løft hofta slik at kroppen danner en rett linje.\n3. Spenn magen og pust rolig.\n\nHold i 20–40 sekunder, og gjenta tre ganger.',
      },
      { image: 'plank' },
    ],
  },
  'twelve-week-program': {
    slug: '12-ukers-treningsprogram',
    title: 'Vårt 12-ukersprogram: sterkere på tre måneder',
    postTitle: 'Sterkere på 12 uker',
    description:
      'Tre økter i uka, en tydelig progresjon og en plan som passer inn i en travel hverdag.',
    label: 'Program',
    body: [
      {
        lead: 'Programmet er bygd opp i tre faser på fire uker. Hver fase har sitt eget fokus, slik at du hele tiden utvikler deg.',
      },
      {
        text: '## Fase 1: grunnmuren\n\nDe første fire ukene lærer du de seks grunnøvelsene og finner riktige vekter. Alle øktene tar under 45 minutter.',
      },
      { image: 'program-week' },
      {
        text: '## Fase 2 og 3: hele programmet\n\nHer får du alle økter, sett og repetisjoner uke for uke.',
        locked: true,
      },
      {
        text: '## Treningsdagboka\n\nLast ned dagboka, og skriv ned vektene dine etter hver økt.',
        locked: true,
      },
    ],
  },
  'sleep-recovery': {
    slug: 'sovn-og-restitusjon',
    title: 'Derfor er søvn den beste restitusjonen',
    postTitle: 'Søvn og restitusjon',
    description: 'Musklene blir sterkere mens du hviler. Slik får du mer ut av natta.',
    body: [
      {
        lead: 'Mens du sover, reparerer kroppen de små skadene treningen har gitt. For lite søvn gir dårligere prestasjoner og større risiko for skader.',
      },
      {
        text: '## Fire gode vaner\n\n- Legg deg og stå opp til faste tider – også i helgene.\n- Hold soverommet mørkt og kjølig, rundt 18 grader.\n- Slå av skjermene en halvtime før leggetid.\n- Dropp koffein etter klokka 14.',
      },
      { image: 'sleep' },
      {
        text: '## Hvor mye er nok?\n\nDe fleste voksne trenger _sju til ni timer_. Trener du hardt, ligger behovet i den øvre enden.',
      },
      WOM_NB_NEWSLETTER,
    ],
  },
  'overnight-oats': {
    slug: 'overnight-oats-med-baer',
    title: 'Overnight oats med bær og skyr',
    postTitle: 'Overnight oats',
    description:
      'Frokost som lager seg selv: kremet havregrøt med mye protein, klar når du våkner.',
    label: 'Oppskrift',
    body: [
      {
        lead: 'Overnight oats er den enkleste frokosten du kan forberede. Rør det sammen om kvelden, og ta det med deg om morgenen.',
      },
      { image: 'oats' },
      {
        text: '## Ingredienser (1 porsjon)\n\n- 50 g havregryn\n- 150 g skyr naturell\n- 1 dl melk\n- 1 ts chiafrø\n- en håndfull blåbær og bringebær\n\n## Slik gjør du\n\nRør sammen havregryn, skyr, melk og chiafrø i et glass. Sett det i kjøleskapet over natta, og topp med bær om morgenen.',
      },
    ],
  },
  'chicken-salad': {
    slug: 'kyllingsalat-med-quinoa',
    title: 'Kyllingsalat med quinoa og sprø grønnsaker',
    postTitle: 'Kyllingsalat med quinoa',
    description:
      'En mettende salat med 40 gram protein per porsjon. Perfekt som lunsj dagen etter.',
    label: 'Oppskrift',
    body: [
      {
        lead: 'Denne salaten holder seg sprø i kjøleskapet i to dager, så lag gjerne dobbel porsjon.',
      },
      { image: 'salad' },
      {
        text: '## Ingredienser (2 porsjoner)\n\n- 2 kyllingfileter\n- 100 g quinoa\n- 1 agurk\n- 1 rød paprika\n- 50 g spinat\n- sitronsaft, olivenolje, salt og pepper\n\n## Slik gjør du\n\nKok quinoaen etter anvisningen. Stek kyllingen gjennom, og skjær den i skiver. Vend alt sammen med grønnsakene og en _enkel sitrondressing_.',
      },
    ],
  },
  'protein-needs': {
    slug: 'hvor-mye-protein-trenger-du',
    title: 'Hvor mye protein trenger du egentlig?',
    postTitle: 'Så mye protein trenger du',
    description:
      'Vi går gjennom anbefalingene og viser hvordan du enkelt får nok protein gjennom vanlig mat.',
    label: 'Guide',
    body: [
      {
        lead: 'Protein er musklenes byggesteiner, men de fleste får allerede nok. Det handler mer om å fordele det utover dagen.',
      },
      {
        text: '## Anbefalingen\n\nVoksne anbefales rundt 0,8 gram protein per kilo kroppsvekt per dag. Trener du styrke flere ganger i uka, kan _1,2–1,6 gram_ være fornuftig.',
      },
      { image: 'protein' },
      {
        text: '## Gode kilder\n\n- egg og meieriprodukter som skyr og cottage cheese\n- fisk og kylling\n- bønner, linser og kikerter\n- tofu og tempeh\n\nPrøv våre [overnight oats](/mat/oppskrifter/overnight-oats-med-baer) for en proteinrik start på dagen.',
      },
      { image: 'protein-plate' },
    ],
  },
  'workout-nutrition': {
    slug: 'dette-bor-du-spise-for-og-etter-trening',
    title: 'Dette bør du spise før og etter trening',
    postTitle: 'Mat og trening',
    description: 'Timing betyr mindre enn du tror – men noen enkle råd kan gi mer energi.',
    commercialLabel: 'Annonse',
    body: [
      { lead: 'Denne artikkelen er laget i samarbeid med en produsent av sportsernæring.' },
      {
        text: '## Før trening\n\nSpis et lett måltid med karbohydrater to–tre timer før, for eksempel et rundstykke med banan. Har du dårlig tid, holder det med en frukt.\n\n## Etter trening\n\nEt måltid med protein og karbohydrater i løpet av et par timer hjelper restitusjonen. En smoothie med skyr og bær er et godt valg.',
      },
      { image: 'smoothie' },
    ],
  },
  'meal-prep-draft': {
    slug: 'matbokser-for-hele-uka',
    title: 'Matbokser: slik lager du mat for hele uka',
    description: 'Bruk to timer på søndag, og spis sunt resten av uka.',
    body: [{ text: 'Utkast: artikkelen redigeres.' }],
  },
};
