import type { ArticleText, ImageText } from '../../content-pack.types';
import { WOM_DA_NEWSLETTER } from './wom-da.videos';

export const WOM_DA_IMAGES: Readonly<Record<string, ImageText>> = {
  squat: {
    alt: 'Kvinde laver en dyb squat med vægtstang',
    title: 'Squat',
    caption: 'Hold brystet løftet og vægten på hele foden.',
  },
  'squat-detail': { alt: 'Tæt på knæ og fødder i bunden af en squat', title: 'Knæ over tæer' },
  dumbbells: { alt: 'Håndvægte i forskellige størrelser på et stativ', title: 'Håndvægte' },
  'gym-floor': { alt: 'Træningsgulv med kettlebells og måtter', title: 'Styrketræning' },
  running: {
    alt: 'Løber på en grusvej i morgenlys',
    title: 'Løb',
    caption: 'Start roligt: du skal kunne tale, mens du løber.',
  },
  'running-shoes': { alt: 'Et par løbesko på en trappe', title: 'Løbesko' },
  plank: { alt: 'Mand holder en planke på underarmene', title: 'Planke' },
  program: { alt: 'Træningsdagbog og håndvægte på et bord', title: 'Træningsprogram' },
  'program-week': { alt: 'Ugeplan med træningsdage markeret', title: 'Ugeplan' },
  sleep: { alt: 'Seng med hvidt sengetøj i et mørkt soveværelse', title: 'Søvn' },
  oats: {
    alt: 'Glas med overnight oats, blåbær og hindbær',
    title: 'Overnight oats',
    caption: 'Forbered om aftenen, spis om morgenen.',
  },
  salad: { alt: 'Skål med kylling, quinoa og grønt', title: 'Kyllingesalat' },
  protein: { alt: 'Æg, skyr, bønner og kylling på et bord', title: 'Proteinkilder' },
  'protein-plate': { alt: 'Tallerken med laks, kartofler og grøntsager', title: 'Aftensmad' },
  smoothie: { alt: 'Grøn smoothie i et højt glas', title: 'Smoothie' },
  'meal-prep': { alt: 'Madkasser med ris, grøntsager og kylling', title: 'Meal prep' },
  'category-training': { alt: 'Kvinde strækker ud efter træning', title: 'Træning' },
  'category-food': { alt: 'Et bord dækket med sund mad', title: 'Mad' },
  'avatar-trainer': { alt: 'Portræt af Anne Holm', title: 'Anne Holm' },
  'avatar-nutritionist': { alt: 'Portræt af Mikkel Berg', title: 'Mikkel Berg' },
};

export const WOM_DA_ARTICLES: Readonly<Record<string, ArticleText>> = {
  'squat-guide': {
    slug: '5-ovelser-til-staerke-ben',
    title: '5 øvelser til stærke ben',
    postTitle: '5 øvelser',
    description:
      'Stærke ben gør hverdagen lettere. Her er fem øvelser, du kan lave hjemme eller i centret.',
    label: 'Guide',
    body: [
      {
        lead: 'Benene er kroppens største muskler. Træner du dem to gange om ugen, får du bedre balance, mere kraft og et højere energiforbrug.',
      },
      {
        text: '## Før du går i gang\n\nVarm op i fem minutter med let cykling eller rask gang. Vælg en belastning, hvor de sidste _to-tre gentagelser_ er hårde, men hvor teknikken stadig holder.',
      },
      { image: 'squat', link: { category: 'strength' } },
      {
        text: '## De fem øvelser\n\n1. **Squat** – fødderne i skulderbredde, sæt dig ned mellem hælene.\n2. **Udfaldsskridt** – et langt skridt frem, bagerste knæ mod gulvet.\n3. **Rumænsk dødløft** – skub hoften bagud med let bøjede knæ.\n4. **Step-up** – op på en bænk med hele foden.\n5. **Hoftehævning** – skuldrene på en bænk, pres hoften op.\n\nLav 3 sæt af 8-12 gentagelser af hver øvelse.',
      },
      { image: 'squat-detail' },
      {
        text: '## Sådan bliver du ved\n\nSkriv dine vægte ned, og læg lidt til, når du klarer alle gentagelser. Er du ny, så læs vores guide til [at komme i gang med styrketræning](/traening/kom-i-gang-med-styrketraening).',
      },
    ],
  },
  'strength-start': {
    slug: 'kom-i-gang-med-styrketraening',
    title: 'Kom i gang med styrketræning: sådan gør du',
    postTitle: 'Kom i gang med styrketræning',
    description:
      'Du behøver hverken et dyrt medlemskab eller mange timer. Sådan bygger du en enkel plan, der virker.',
    label: 'Guide',
    body: [
      {
        lead: 'Styrketræning er en af de bedste investeringer i dit helbred. Den beskytter knogler og led og gør dig stærkere i alt, hvad du laver.',
      },
      {
        text: '## Hvor ofte?\n\nTo til tre korte pas om ugen er nok i starten. Hold mindst én hviledag mellem pas, der træner de samme muskler.\n\n## Hvilke øvelser?\n\nVælg én øvelse for hvert bevægelsesmønster:\n\n- et knæbøj (squat eller step-up)\n- et hoftehængsel (dødløft eller hoftehævning)\n- et pres (armbøjning eller skulderpres)\n- et træk (roning)\n- en øvelse for mave og ryg (planke)',
      },
      { image: 'dumbbells' },
      {
        text: '## Teknik før tunge vægte\n\nDe første uger handler om at lære bevægelserne. _Langsomme, kontrollerede gentagelser_ giver mere end tunge løft med dårlig form. Læs også Sundhedsstyrelsens [anbefalinger for fysisk aktivitet](https://www.sst.dk {"target":"_blank","rel":"nofollow"}).',
      },
    ],
  },
  'first-5k': {
    slug: 'lob-dine-forste-5-km',
    title: 'Løb dine første 5 km på otte uger',
    postTitle: 'Dine første 5 km',
    description: 'En enkel plan, der bringer dig fra sofaen til fem kilometer uden skader.',
    label: 'Guide',
    body: [
      {
        lead: 'Fem kilometer er et perfekt første mål: langt nok til at være en udfordring, kort nok til at kunne trænes ved siden af arbejde og familie.',
      },
      { image: 'running' },
      {
        text: '## Planen\n\n- **Uge 1-2:** 1 minuts løb, 2 minutters gang, gentag 8 gange.\n- **Uge 3-4:** 3 minutters løb, 1 minuts gang, gentag 6 gange.\n- **Uge 5-6:** 8 minutters løb, 2 minutters gang, gentag 3 gange.\n- **Uge 7-8:** løb 25-35 minutter i roligt tempo.\n\nLøb tre gange om ugen, og hold en dag fri imellem.',
      },
      {
        text: '## Tempoet\n\nDu skal kunne tale i hele sætninger, mens du løber. Bliver du forpustet, så sæt farten ned – _det er tiden på benene, der bygger formen_.',
      },
      { image: 'running-shoes' },
    ],
  },
  'plank-video': {
    slug: 'planken-trin-for-trin',
    title: 'Video: planken trin for trin',
    postTitle: 'Planken: sådan gør du den rigtigt',
    description:
      'Se, hvordan du laver en korrekt planke, og hvordan du gør den lettere eller sværere.',
    label: 'Video',
    workoutTime: '5 min',
    workoutLevel: 'Let',
    body: [
      {
        lead: 'Planken styrker hele midten af kroppen på én gang. I videoen viser vi tre niveauer, så alle kan være med.',
      },
      {
        text: '## Sådan gør du\n\n1. Læg dig på underarmene med albuerne under skuldrene.\n2. Løft hoften, så kroppen danner en lige linje.\n3. Spænd maven, og træk vejret roligt.\n\nHold 20-40 sekunder, og gentag tre gange.',
      },
      { image: 'plank' },
    ],
  },
  'twelve-week-program': {
    slug: '12-ugers-traeningsprogram',
    title: 'Vores 12-ugers program: stærkere på tre måneder',
    postTitle: '12-ugers program',
    description:
      'Tre pas om ugen, en tydelig progression og en plan, der passer ind i en travl hverdag.',
    label: 'Program',
    body: [
      {
        lead: 'Programmet er bygget op i tre faser à fire uger. Hver fase har sit eget fokus, så du hele tiden udvikler dig.',
      },
      {
        text: '## Fase 1: fundamentet\n\nDe første fire uger lærer du de seks grundøvelser og finder de rigtige vægte. Alle pas tager under 45 minutter.',
      },
      { image: 'program-week' },
      {
        text: '## Fase 2 og 3: hele programmet\n\nHer får du alle pas, sæt og gentagelser uge for uge.',
        locked: true,
      },
      {
        text: '## Træningsdagbogen\n\nDownload dagbogen, og skriv dine vægte ned efter hvert pas.',
        locked: true,
      },
    ],
  },
  'sleep-recovery': {
    slug: 'sovn-og-restitution',
    title: 'Derfor er søvn din bedste restitution',
    postTitle: 'Søvn og restitution',
    description: 'Musklerne bliver stærkere, mens du hviler. Sådan får du mere ud af natten.',
    body: [
      {
        lead: 'Mens du sover, reparerer kroppen de små skader, træningen har skabt. For lidt søvn giver dårligere præstationer og større risiko for skader.',
      },
      {
        text: '## Fire gode vaner\n\n- Gå i seng og stå op på faste tider – også i weekenden.\n- Hold soveværelset mørkt og køligt, omkring 18 grader.\n- Sluk skærmene en halv time før sengetid.\n- Drop koffein efter klokken 14.',
      },
      { image: 'sleep' },
      {
        text: '## Hvor meget er nok?\n\nDe fleste voksne har brug for _syv til ni timer_. Træner du hårdt, ligger behovet i den høje ende.',
      },
      WOM_DA_NEWSLETTER,
    ],
  },
  'overnight-oats': {
    slug: 'overnight-oats-med-baer',
    title: 'Overnight oats med bær og skyr',
    postTitle: 'Overnight oats',
    description:
      'Morgenmad, der laver sig selv: cremet havregrød med masser af protein, klar når du vågner.',
    label: 'Opskrift',
    body: [
      {
        lead: 'Overnight oats er den nemmeste morgenmad, du kan forberede. Rør det sammen om aftenen, og tag det med på farten.',
      },
      { image: 'oats' },
      {
        text: '## Ingredienser (1 portion)\n\n- 50 g havregryn\n- 150 g skyr naturel\n- 1 dl mælk\n- 1 tsk chiafrø\n- en håndfuld blåbær og hindbær\n\n## Sådan gør du\n\nRør havregryn, skyr, mælk og chiafrø sammen i et glas. Stil det i køleskabet natten over, og top med bær om morgenen.',
      },
    ],
  },
  'chicken-salad': {
    slug: 'kyllingesalat-med-quinoa',
    title: 'Kyllingesalat med quinoa og sprøde grøntsager',
    postTitle: 'Kyllingesalat med quinoa',
    description:
      'En mættende salat med 40 gram protein pr. portion. Perfekt som frokost dagen efter.',
    label: 'Opskrift',
    body: [
      {
        lead: 'Denne salat holder sig sprød i køleskabet i to dage, så lav gerne en dobbelt portion.',
      },
      { image: 'salad' },
      {
        text: '## Ingredienser (2 portioner)\n\n- 2 kyllingebryst\n- 100 g quinoa\n- 1 agurk\n- 1 rød peberfrugt\n- 50 g spinat\n- citronsaft, olivenolie, salt og peber\n\n## Sådan gør du\n\nKog quinoaen efter anvisningen. Steg kyllingen gennem, og skær den i skiver. Vend det hele sammen med grøntsagerne og en _simpel citrondressing_.',
      },
    ],
  },
  'protein-needs': {
    slug: 'hvor-meget-protein-har-du-brug-for',
    title: 'Hvor meget protein har du egentlig brug for?',
    postTitle: 'Så meget protein skal du have',
    description:
      'Vi gennemgår anbefalingerne og viser, hvordan du nemt får nok protein gennem almindelig mad.',
    label: 'Guide',
    body: [
      {
        lead: 'Protein er byggesten for musklerne, men de fleste danskere får allerede nok. Det handler mere om at fordele det over dagen.',
      },
      {
        text: '## Anbefalingen\n\nVoksne anbefales ca. 0,8 gram protein pr. kilo kropsvægt om dagen. Træner du styrke flere gange om ugen, kan _1,2-1,6 gram_ give mening.',
      },
      { image: 'protein' },
      {
        text: '## Gode kilder\n\n- æg og mejeriprodukter som skyr og hytteost\n- fisk og kylling\n- bønner, linser og kikærter\n- tofu og tempeh\n\nPrøv vores [overnight oats](/mad/opskrifter/overnight-oats-med-baer) til en proteinrig start på dagen.',
      },
      { image: 'protein-plate' },
    ],
  },
  'workout-nutrition': {
    slug: 'det-skal-du-spise-for-og-efter-traening',
    title: 'Det skal du spise før og efter træning',
    postTitle: 'Mad og træning',
    description: 'Timing betyder mindre, end du tror – men et par enkle råd kan give mere energi.',
    commercialLabel: 'Annonce',
    body: [
      { lead: 'Denne artikel er lavet i samarbejde med en producent af sportsernæring.' },
      {
        text: '## Før træning\n\nSpis et let måltid med kulhydrat to-tre timer før, fx en bolle med banan. Har du kort tid, er en frugt nok.\n\n## Efter træning\n\nEt måltid med protein og kulhydrat inden for et par timer hjælper restitutionen. En smoothie med skyr og bær er et godt bud.',
      },
      { image: 'smoothie' },
    ],
  },
  'meal-prep-draft': {
    slug: 'meal-prep-til-hele-ugen',
    title: 'Meal prep: sådan laver du mad til hele ugen',
    description: 'Brug to timer søndag, og spis sundt resten af ugen.',
    body: [{ text: 'Kladde: artiklen er under redigering.' }],
  },
};
