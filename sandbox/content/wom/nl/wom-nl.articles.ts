import type { ArticleText, ImageText } from '../../content-pack.types';
import { WOM_NL_NEWSLETTER } from './wom-nl.videos';

export const WOM_NL_IMAGES: Readonly<Record<string, ImageText>> = {
  squat: {
    alt: 'Vrouw doet een diepe squat met een halter',
    title: 'Squat',
    caption: 'Houd je borst omhoog en je gewicht op je hele voet.',
  },
  'squat-detail': {
    alt: 'Close-up van knieën en voeten onderin een squat',
    title: 'Knieën boven de tenen',
  },
  dumbbells: { alt: 'Dumbbells in verschillende maten in een rek', title: 'Dumbbells' },
  'gym-floor': { alt: 'Trainingsvloer met kettlebells en matjes', title: 'Krachttraining' },
  running: {
    alt: 'Hardloper op een grindpad in het ochtendlicht',
    title: 'Hardlopen',
    caption: 'Begin rustig: je moet kunnen praten terwijl je loopt.',
  },
  'running-shoes': { alt: 'Een paar hardloopschoenen op een trap', title: 'Hardloopschoenen' },
  plank: { alt: 'Man houdt een plank op zijn onderarmen', title: 'Plank' },
  program: { alt: 'Trainingsdagboek en dumbbells op een tafel', title: 'Trainingsschema' },
  'program-week': { alt: 'Weekplanning met gemarkeerde trainingsdagen', title: 'Weekplanning' },
  sleep: { alt: 'Bed met wit beddengoed in een donkere slaapkamer', title: 'Slaap' },
  oats: {
    alt: 'Glas overnight oats met blauwe bessen en frambozen',
    title: 'Overnight oats',
    caption: 'Maak het ’s avonds, eet het ’s ochtends.',
  },
  salad: { alt: 'Kom met kip, quinoa en groenten', title: 'Kipsalade' },
  protein: { alt: 'Eieren, kwark, bonen en kip op een tafel', title: 'Eiwitbronnen' },
  'protein-plate': { alt: 'Bord met zalm, aardappelen en groenten', title: 'Avondeten' },
  smoothie: { alt: 'Groene smoothie in een hoog glas', title: 'Smoothie' },
  'meal-prep': { alt: 'Bakjes met rijst, groenten en kip', title: 'Meal prep' },
  'category-training': { alt: 'Vrouw rekt uit na de training', title: 'Training' },
  'category-food': { alt: 'Een tafel gedekt met gezond eten', title: 'Voeding' },
  'avatar-trainer': { alt: 'Portret van Sanne de Vries', title: 'Sanne de Vries' },
  'avatar-nutritionist': { alt: 'Portret van Daan Bakker', title: 'Daan Bakker' },
};

export const WOM_NL_ARTICLES: Readonly<Record<string, ArticleText>> = {
  'squat-guide': {
    slug: '5-oefeningen-voor-sterke-benen',
    title: '5 oefeningen voor sterke benen',
    postTitle: '5 oefeningen',
    description:
      'Sterke benen maken het dagelijks leven makkelijker. Dit zijn vijf oefeningen voor thuis of in de sportschool.',
    label: 'Gids',
    body: [
      {
        lead: 'In je benen zitten de grootste spieren van je lichaam. Train je ze twee keer per week, dan krijg je een betere balans, meer kracht en een hoger energieverbruik.',
      },
      {
        text: '## Voordat je begint\n\nWarm vijf minuten op met rustig fietsen of stevig wandelen. Kies een gewicht waarbij de laatste _twee à drie herhalingen_ zwaar zijn, maar je techniek nog klopt.',
      },
      { image: 'squat', link: { category: 'strength' } },
      {
        text: '## De vijf oefeningen\n\n1. **Squat** – voeten op schouderbreedte, zak tussen je hielen naar beneden.\n2. **Lunge** – een grote stap naar voren, achterste knie richting de vloer.\n3. **Roemeense deadlift** – duw je heupen naar achteren met licht gebogen knieën.\n4. **Step-up** – stap met je hele voet op een bankje.\n5. **Bridge** – schouders tegen een bank, duw je heupen omhoog.\n\nDoe van elke oefening 3 sets van 8-12 herhalingen.',
      },
      { image: 'squat-detail' },
      {
        text: '## Zo houd je het vol\n\nSchrijf je gewichten op en doe er iets bij zodra je alle herhalingen haalt. Ben je nieuw? Lees dan onze gids over [beginnen met krachttraining](/training/beginnen-met-krachttraining).',
      },
    ],
  },
  'strength-start': {
    slug: 'beginnen-met-krachttraining',
    title: 'Beginnen met krachttraining: zo pak je het aan',
    postTitle: 'Beginnen met krachttraining',
    description:
      'Je hebt geen duur abonnement of urenlange trainingen nodig. Zo stel je een eenvoudig schema op dat werkt.',
    label: 'Gids',
    body: [
      {
        lead: 'Krachttraining is een van de beste investeringen in je gezondheid. Het beschermt je botten en gewrichten en maakt je sterker in alles wat je doet.',
      },
      {
        text: '## Hoe vaak?\n\nTwee tot drie korte trainingen per week zijn in het begin genoeg. Houd minstens één rustdag tussen trainingen voor dezelfde spieren.\n\n## Welke oefeningen?\n\nKies één oefening per bewegingspatroon:\n\n- een kniebuiging (squat of step-up)\n- een heupscharnier (deadlift of bridge)\n- een duwbeweging (push-up of schouderpers)\n- een trekbeweging (roeien)\n- een oefening voor buik en rug (plank)',
      },
      { image: 'dumbbells' },
      {
        text: '## Techniek voor zware gewichten\n\nDe eerste weken draaien om het aanleren van de bewegingen. _Langzame, gecontroleerde herhalingen_ leveren meer op dan zware lifts met een slechte houding. Lees ook de [beweegrichtlijnen](https://www.gezondheidsraad.nl {"target":"_blank","rel":"nofollow"}) van de Gezondheidsraad.',
      },
    ],
  },
  'first-5k': {
    slug: 'loop-je-eerste-5-km',
    title: 'Loop je eerste 5 km in acht weken',
    postTitle: 'Je eerste 5 km',
    description:
      'Een eenvoudig schema dat je zonder blessures van de bank naar vijf kilometer brengt.',
    label: 'Gids',
    body: [
      {
        lead: 'Vijf kilometer is een perfect eerste doel: lang genoeg om een uitdaging te zijn en kort genoeg om naast werk en gezin te trainen.',
      },
      { image: 'running' },
      {
        text: '## Het schema\n\n- **Week 1-2:** 1 minuut hardlopen, 2 minuten wandelen, 8 keer herhalen.\n- **Week 3-4:** 3 minuten hardlopen, 1 minuut wandelen, 6 keer herhalen.\n- **Week 5-6:** 8 minuten hardlopen, 2 minuten wandelen, 3 keer herhalen.\n- **Week 7-8:** loop 25-35 minuten in een rustig tempo.\n\nLoop drie keer per week, met steeds een rustdag ertussen.',
      },
      {
        text: '## Het tempo\n\nJe moet tijdens het lopen hele zinnen kunnen praten. Raak je buiten adem, ga dan langzamer – _het is de tijd op je benen die je conditie opbouwt_.',
      },
      { image: 'running-shoes' },
    ],
  },
  'plank-video': {
    slug: 'de-plank-stap-voor-stap',
    title: 'Video: de plank stap voor stap',
    postTitle: 'De plank: zo doe je hem goed',
    description: 'Bekijk hoe je een goede plank doet en hoe je hem makkelijker of zwaarder maakt.',
    label: 'Video',
    workoutTime: '5 min',
    workoutLevel: 'Makkelijk',
    body: [
      {
        lead: 'De plank versterkt je hele romp in één keer. In de video laten we drie niveaus zien, zodat iedereen mee kan doen.',
      },
      {
        text: '## Zo doe je het\n\n1. Steun op je onderarmen met je ellebogen onder je schouders.\n2. Til je heupen op, zodat je lichaam een rechte lijn vormt.\n3. Span je buik aan en adem rustig door.\n\nHoud 20-40 seconden vast en herhaal drie keer.',
      },
      { image: 'plank' },
    ],
  },
  'twelve-week-program': {
    slug: '12-weken-trainingsschema',
    title: 'Ons 12-wekenschema: sterker in drie maanden',
    postTitle: 'Sterker in 12 weken',
    description:
      'Drie trainingen per week, een duidelijke opbouw en een plan dat in een druk leven past.',
    label: 'Schema',
    body: [
      {
        lead: 'Het schema bestaat uit drie fases van vier weken. Elke fase heeft een eigen focus, zodat je steeds vooruitgaat.',
      },
      {
        text: '## Fase 1: de basis\n\nIn de eerste vier weken leer je de zes basisoefeningen en vind je de juiste gewichten. Elke training duurt minder dan 45 minuten.',
      },
      { image: 'program-week' },
      {
        text: '## Fase 2 en 3: het hele schema\n\nHier vind je alle trainingen, sets en herhalingen, week na week.',
        locked: true,
      },
      {
        text: '## Het trainingsdagboek\n\nDownload het dagboek en schrijf na elke training je gewichten op.',
        locked: true,
      },
    ],
  },
  'sleep-recovery': {
    slug: 'slaap-en-herstel',
    title: 'Daarom is slaap je beste herstel',
    postTitle: 'Slaap en herstel',
    description: 'Je spieren worden sterker terwijl je rust. Zo haal je meer uit je nacht.',
    body: [
      {
        lead: 'Terwijl je slaapt, herstelt je lichaam de kleine beschadigingen die de training heeft veroorzaakt. Te weinig slaap zorgt voor mindere prestaties en meer kans op blessures.',
      },
      {
        text: '## Vier goede gewoontes\n\n- Ga op vaste tijden naar bed en sta op vaste tijden op – ook in het weekend.\n- Houd je slaapkamer donker en koel, rond de 18 graden.\n- Zet schermen een halfuur voor het slapengaan uit.\n- Drink na twee uur ’s middags geen cafeïne meer.',
      },
      { image: 'sleep' },
      {
        text: '## Hoeveel is genoeg?\n\nDe meeste volwassenen hebben _zeven tot negen uur_ slaap nodig. Train je zwaar, dan zit je aan de bovenkant.',
      },
      WOM_NL_NEWSLETTER,
    ],
  },
  'overnight-oats': {
    slug: 'overnight-oats-met-bessen',
    title: 'Overnight oats met bessen en kwark',
    postTitle: 'Overnight oats',
    description:
      'Een ontbijt dat zichzelf maakt: romige havermout met veel eiwit, klaar als je wakker wordt.',
    label: 'Recept',
    body: [
      {
        lead: 'Overnight oats zijn het makkelijkste ontbijt dat je vooraf kunt maken. Roer het ’s avonds door elkaar en neem het ’s ochtends mee.',
      },
      { image: 'oats' },
      {
        text: '## Ingrediënten (1 portie)\n\n- 50 g havervlokken\n- 150 g magere kwark\n- 1 dl melk\n- 1 tl chiazaad\n- een handje blauwe bessen en frambozen\n\n## Bereiding\n\nMeng havervlokken, kwark, melk en chiazaad in een glas. Zet het een nacht in de koelkast en maak het ’s ochtends af met bessen.',
      },
    ],
  },
  'chicken-salad': {
    slug: 'kipsalade-met-quinoa',
    title: 'Kipsalade met quinoa en knapperige groenten',
    postTitle: 'Kipsalade met quinoa',
    description:
      'Een vullende salade met 40 gram eiwit per portie. Perfect als lunch voor de volgende dag.',
    label: 'Recept',
    body: [
      {
        lead: 'Deze salade blijft twee dagen knapperig in de koelkast, dus maak gerust een dubbele portie.',
      },
      { image: 'salad' },
      {
        text: '## Ingrediënten (2 porties)\n\n- 2 kipfilets\n- 100 g quinoa\n- 1 komkommer\n- 1 rode paprika\n- 50 g spinazie\n- citroensap, olijfolie, zout en peper\n\n## Bereiding\n\nKook de quinoa volgens de verpakking. Bak de kip gaar en snijd hem in plakjes. Meng alles met de groenten en een _eenvoudige citroendressing_.',
      },
    ],
  },
  'protein-needs': {
    slug: 'hoeveel-eiwit-heb-je-nodig',
    title: 'Hoeveel eiwit heb je eigenlijk nodig?',
    postTitle: 'Zoveel eiwit heb je nodig',
    description:
      'We zetten de adviezen op een rij en laten zien hoe je met gewoon eten makkelijk genoeg eiwit binnenkrijgt.',
    label: 'Gids',
    body: [
      {
        lead: 'Eiwit is de bouwstof van je spieren, maar de meeste mensen krijgen al genoeg binnen. Het gaat er vooral om dat je het over de dag verdeelt.',
      },
      {
        text: '## Het advies\n\nVolwassenen wordt ongeveer 0,8 gram eiwit per kilo lichaamsgewicht per dag aangeraden. Doe je meerdere keren per week aan krachttraining, dan kan _1,2-1,6 gram_ zinvol zijn.',
      },
      { image: 'protein' },
      {
        text: '## Goede bronnen\n\n- eieren en zuivel zoals kwark en hüttenkäse\n- vis en kip\n- bonen, linzen en kikkererwten\n- tofu en tempé\n\nProbeer onze [overnight oats](/voeding/recepten/overnight-oats-met-bessen) voor een eiwitrijke start van de dag.',
      },
      { image: 'protein-plate' },
    ],
  },
  'workout-nutrition': {
    slug: 'dit-eet-je-voor-en-na-het-sporten',
    title: 'Dit eet je voor en na het sporten',
    postTitle: 'Eten en sporten',
    description:
      'Timing doet er minder toe dan je denkt – maar een paar simpele tips geven je meer energie.',
    commercialLabel: 'Advertentie',
    body: [
      { lead: 'Dit artikel is gemaakt in samenwerking met een producent van sportvoeding.' },
      {
        text: '## Voor het sporten\n\nEet twee à drie uur van tevoren een lichte maaltijd met koolhydraten, bijvoorbeeld een broodje met banaan. Heb je weinig tijd, dan is een stuk fruit genoeg.\n\n## Na het sporten\n\nEen maaltijd met eiwit en koolhydraten binnen een paar uur helpt bij het herstel. Een smoothie met kwark en bessen is een goede keuze.',
      },
      { image: 'smoothie' },
    ],
  },
  'meal-prep-draft': {
    slug: 'meal-prep-voor-de-hele-week',
    title: 'Meal prep: zo kook je voor de hele week',
    description: 'Trek op zondag twee uur uit en eet de rest van de week gezond.',
    body: [{ text: 'Concept: dit artikel wordt nog bewerkt.' }],
  },
};
