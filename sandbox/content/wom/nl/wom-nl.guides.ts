import type { ArticleText } from '../../content-pack.types';
import {
  WOM_EBOOK_FILE,
  WOM_EBOOK_MATERIALS,
  WOM_HOME_GYM_AUDIO,
  WOM_HOME_GYM_MODEL,
} from '../wom.features';

export const WOM_NL_GUIDES: Readonly<Record<string, ArticleText>> = {
  'running-shoes-test': {
    slug: 'test-hardloopschoenen',
    title: 'Test: de beste hardloopschoenen voor beginners',
    postTitle: 'Test hardloopschoenen',
    description:
      'We liepen meer dan 300 kilometer in drie populaire hardloopschoenen. Dit is de winnaar.',
    label: 'Test',
    body: [
      {
        lead: 'De juiste schoen is de schoen die vanaf de eerste stap prettig voelt. Toch zijn er grote verschillen in demping, gewicht en duurzaamheid.',
      },
      {
        text: '## Zo hebben we getest\n\nDrie testers liepen minstens 100 km in elke schoen, op asfalt, gravel en de loopband.\nWe beoordeelden _comfort, stabiliteit, gewicht en prijs_.',
      },
      {
        type: 'product',
        title: 'Cloudride 5',
        description:
          'Zacht, stabiel en vergevingsgezind. **Testwinnaar** voor beginners en zwaardere lopers.',
        image: 'shoe-a',
        rating: '4,5',
        maxRating: 5,
        pros: ['Heel goede demping', 'Stabiel in de bochten', 'Gaat lang mee'],
        cons: ['Beetje zwaar', 'Warm in de zomer'],
        price: { amount: '159,95', currency: 'EUR' },
      },
      {
        type: 'product',
        title: 'Swift Racer',
        description: 'Licht en snel, maar vraagt wat loopervaring.',
        image: 'shoe-b',
        rating: '4',
        maxRating: 5,
        pros: ['Maar 210 gram', 'Goed gevoel voor de ondergrond'],
        cons: ['Minder demping', 'Smalle pasvorm'],
        price: { amount: '189', currency: 'EUR' },
      },
      {
        type: 'product',
        title: 'Ridge Trail',
        description: 'Voor wie in het bos loopt. Grip van wereldklasse, maar stug op asfalt.',
        image: 'shoe-c',
        rating: '3,5',
        maxRating: 5,
        pros: ['Uitstekende grip', 'Stevig bovenwerk'],
        cons: ['Stug op asfalt', 'Zwaar'],
        price: null,
      },
      {
        type: 'quote',
        quote: 'Koop je schoenen aan het eind van de dag, als je voeten wat opgezwollen zijn.',
        author: 'Thijs Visser, testredacteur',
      },
    ],
  },
  'fitness-watch-test': {
    slug: 'test-sporthorloges',
    title: 'Test: sporthorloge of activity tracker?',
    postTitle: 'Test sporthorloges',
    description: 'We vergeleken zes weken lang een GPS-horloge en een activity tracker.',
    label: 'Test',
    body: [
      {
        lead: 'Een sporthorloge kan je motiveren, maar alleen als je de functies gebruikt waarvoor je betaalt.',
      },
      {
        type: 'product',
        title: 'Pace GPS 2',
        description:
          'Nauwkeurige GPS, hartslagmeting aan de pols en een batterij die tien dagen meegaat.',
        image: 'watch-a',
        rating: '4,5',
        maxRating: 5,
        pros: ['Nauwkeurige GPS', 'Lange batterijduur', 'Goede trainingsschema’s'],
        cons: ['Groot om een smalle pols'],
        price: { amount: '329', currency: 'EUR' },
      },
      {
        type: 'product',
        title: 'Move Band',
        description: 'Telt stappen en slaap prima, maar heeft geen GPS.',
        image: 'watch-b',
        rating: '3',
        maxRating: 5,
        pros: ['Licht en onopvallend', 'Goedkoop'],
        cons: ['Geen GPS', 'Onnauwkeurige hartslag bij intervallen'],
        price: { amount: '79', currency: 'EUR' },
      },
      {
        type: 'infobox',
        title: 'Ons advies',
        body: 'Loop je meer dan twee keer per week hard, dan is een GPS-horloge het geld waard.\nWil je vooral meer bewegen in het dagelijks leven, dan is een tracker genoeg.',
      },
    ],
  },
  'home-gym-gallery': {
    slug: 'een-thuisgym-inrichten',
    title: 'Vier thuisgyms waar je zin van krijgt om te trainen',
    postTitle: 'Vier thuisgyms waar je zin van krijgt',
    description:
      'Van kelder tot hoek van de woonkamer: zo richtten vier lezers hun trainingsplek in.',
    label: 'Inspiratie',
    guideMeta: { difficulty: 1, timeRequired: '1 weekend', price: 'ca. € 400' },
    body: [
      {
        lead: 'Je hebt niet veel ruimte nodig. Een paar vierkante meter en de juiste spullen brengen je een heel eind.',
      },
      { type: 'chapters_summary' },
      { lead: '', title: 'Inspiratie', chapter: true },
      {
        type: 'gallery',
        slider: true,
        title: 'De thuisgyms van onze lezers',
        description: 'Vier lezers laten zien hoe ze thuis ruimte maakten voor **training**.',
        images: [
          ['home-gym', 'De lichte zolder van Mirjam, met een bankje en verstelbare dumbbells.'],
          ['home-gym-rack', 'De kelder van Pieter: een squatrek en rubberen tegels op de vloer.'],
          ['home-gym-bands', 'Weerstandsbanden nemen geen ruimte in en hangen aan een haak.'],
          ['home-gym-corner', 'Een hoek van de woonkamer is genoeg voor yoga en kettlebell.'],
          ['dumbbells', null],
        ],
      },
      { lead: '', title: 'Zo begin je', chapter: true },
      {
        text: '## Begin met de basis\n\nEen mat, een set weerstandsbanden en één kettlebell dekken de meeste oefeningen. Koop pas meer als je drie maanden vast traint.',
      },
      {
        type: 'multimedia',
        title: 'Een thuisgym op 4 vierkante meter',
        description:
          'De schets laat zien waar mat, rek en gewichten passen. Alle maten zijn in **centimeters**.',
        image: 'home-gym-corner',
      },
      {
        type: 'multimedia',
        title: 'Het squatrek in 3D',
        description: 'Draai het rek rond en zie hoeveel ruimte het inneemt.',
        image: 'home-gym-rack',
        model: WOM_HOME_GYM_MODEL,
      },
      { lead: '', title: 'Luister mee', chapter: true },
      {
        type: 'audio',
        title: 'Het advies van de trainer voor je thuisgym',
        path: WOM_HOME_GYM_AUDIO,
        caption: 'Verteld door personal trainer Jonas Krogh',
        image: 'home-gym-bands',
      },
    ],
  },
  'creatine-faq': {
    slug: 'creatine-vragen-en-antwoorden',
    title: 'Creatine: de 4 meest gestelde vragen',
    postTitle: 'Creatine: de arts beantwoordt 4 vragen',
    description: 'Werkt het, is het gevaarlijk en hoeveel moet je nemen? De arts antwoordt.',
    label: 'Vraag het de arts',
    faq: [
      {
        question: 'Werkt creatine?',
        answer:
          'Ja. Creatine is een van de best onderzochte supplementen en geeft een kleine maar betrouwbare verbetering bij korte, zware inspanningen.',
      },
      {
        question: 'Hoeveel moet ik nemen?',
        answer: '3-5 gram per dag is genoeg. Een _oplaadfase_ is niet nodig.',
      },
      {
        question: 'Is creatine schadelijk voor de nieren?',
        answer:
          'Bij gezonde mensen laten studies geen schadelijke effecten zien. Heb je een nierziekte, overleg dan eerst met je arts.',
      },
      {
        question: 'Kom ik aan van creatine?',
        answer:
          'Vaak 1-2 kilo in het begin, omdat je spieren meer vocht vasthouden. Dat is geen vet.',
      },
    ],
    body: [
      {
        lead: 'Creatine zit van nature in vlees en vis en wordt door je spieren gebruikt voor korte, explosieve bewegingen.',
      },
      {
        text: '## In het kort\n\nCreatine is veilig en werkt voor de meeste mensen die aan krachttraining doen. Maar het vervangt geen training, slaap en eten.\n\n~Bron: International Society of Sports Nutrition, 2017~',
      },
    ],
  },
  'strength-ebook': {
    slug: 'e-book-krachttraining-voor-beginners',
    title: 'E-book: 12 weken krachttraining voor beginners',
    postTitle: 'E-book krachttraining',
    description: 'Download het schema als pdf, met oefeningen, trainingslogboek en checklists.',
    label: 'E-book',
    body: [
      {
        lead: 'Ons populairste schema in één bestand, om te printen of op je telefoon te zetten.',
      },
      {
        type: 'material_guide',
        title: 'Dit heb je nodig',
        materialIds: WOM_EBOOK_MATERIALS,
      },
      {
        type: 'file',
        title: 'Krachttraining voor beginners (pdf)',
        description: '42 pagina’s met schema, oefeningen en trainingslogboek.',
        path: WOM_EBOOK_FILE,
        images: ['ebook'],
        locked: true,
      },
      {
        text: '## Inhoud\n\n1. Zo gebruik je het schema\n2. Week 1-4: leer de bewegingen\n3. Week 5-8: meer belasting\n4. Week 9-12: test jezelf',
      },
    ],
  },
  'health-calculators': {
    slug: 'bereken-je-bmi-en-vetpercentage',
    title: 'Bereken je BMI en je vetpercentage',
    postTitle: 'BMI en vetpercentage',
    description: 'Twee snelle rekenhulpen, en wat de getallen je wel – en niet – vertellen.',
    label: 'Rekenhulp',
    body: [
      {
        lead: 'BMI is een grove maat. Samen met je vetpercentage geeft het een beter beeld van je gezondheid.',
      },
      { type: 'calculator', calculator: 'bmi' },
      {
        text: '## Wat betekent je BMI?\n\nEen BMI tussen _18,5 en 24,9_ geldt als gezond gewicht.\nMaar BMI maakt geen onderscheid tussen spieren en vet.',
      },
      { type: 'calculator', calculator: 'fat_percentage' },
      {
        type: 'infobox',
        title: 'Let op',
        body: 'De getallen zijn een indicatie. Praat met je huisarts als je je zorgen maakt over je gewicht.',
      },
    ],
  },
  'calorie-calculator': {
    slug: 'bereken-je-calorie-en-eiwitbehoefte',
    title: 'Bereken je calorie- en eiwitbehoefte',
    postTitle: 'Bereken je caloriebehoefte',
    description: 'Ontdek hoeveel energie en eiwit je lichaam elke dag nodig heeft.',
    label: 'Rekenhulp',
    body: [
      {
        lead: 'Je energiebehoefte hangt af van leeftijd, geslacht, gewicht en vooral hoe actief je bent.',
      },
      { type: 'calculator', calculator: 'calories' },
      {
        text: 'Wil je afvallen, eet dan _300-500 kcal_ onder je behoefte. Meer dan dat gaat ten koste van je spieren.',
      },
      { type: 'calculator', calculator: 'protein' },
    ],
  },
  'pulse-zones': {
    slug: 'vind-je-hartslagzones',
    title: 'Vind je hartslagzones en loop slimmer',
    postTitle: 'Vind je hartslagzones',
    description:
      'De meeste mensen lopen hun rustige rondjes te hard. Hartslagzones helpen je sturen.',
    label: 'Rekenhulp',
    body: [
      { lead: 'Met vijf hartslagzones geef je elke training een duidelijk doel.' },
      {
        text: '## De vijf zones\n\n- **Zone 1-2:** rustig kletsen, basisconditie\n- **Zone 3:** tempo\n- **Zone 4:** drempel\n- **Zone 5:** korte intervallen',
      },
      { type: 'calculator', calculator: 'pulse_rate' },
    ],
  },
  'due-date': {
    slug: 'uitgerekende-datum-berekenen',
    title: 'Uitgerekende datum berekenen: wanneer komt de baby?',
    postTitle: 'Wanneer komt de baby?',
    description:
      'Bereken je uitgerekende datum op basis van de eerste dag van je laatste menstruatie.',
    label: 'Rekenhulp',
    body: [
      {
        lead: 'Een zwangerschap duurt gemiddeld 280 dagen, gerekend vanaf de eerste dag van de laatste menstruatie.',
      },
      { type: 'calculator', calculator: 'due_date' },
      {
        text: 'Maar ongeveer 4 procent bevalt op de uitgerekende datum zelf. Twee weken ervoor of erna bevallen is heel normaal.',
      },
    ],
  },
  'contest-watch': {
    slug: 'win-een-gps-horloge',
    title: 'Winactie: win een GPS-horloge van € 329',
    postTitle: 'Win een GPS-horloge',
    description: 'Beantwoord één vraag en maak kans op de testwinnaar.',
    label: 'Winactie',
    body: [
      {
        lead: 'We verloten drie exemplaren van de Pace GPS 2, de winnaar van onze test van sporthorloges.',
      },
      {
        text: '## Zo doe je mee\n\nBeantwoord de vraag in het formulier: _Hoeveel hartslagzones gebruik je meestal?_\nDe winactie sluit op 30 juni en de winnaars krijgen direct bericht.',
      },
      {
        type: 'link',
        url: 'https://forms.example.com/wom-nl/gps-horloge',
        title: 'Doe mee met de winactie',
        external: true,
        button: true,
      },
    ],
  },
  'training-apps': {
    slug: 'de-beste-trainingsapps',
    title: 'De beste trainingsapps: we testten er vijf',
    postTitle: 'Vijf trainingsapps getest',
    description:
      'Gratis of betaald? We gebruikten vijf apps een maand lang en vonden onze favoriet.',
    label: 'Test',
    body: [
      {
        lead: 'Een goede app geeft je een schema, houdt je vooruitgang bij en herinnert je eraan om te trainen.',
      },
      {
        type: 'inventory',
        title: 'Onze test in cijfers',
        description: 'De prijzen gelden voor een maandabonnement in **mei 2025**.',
        items: [
          ['heading', 'Prijs per maand', null],
          ['default', 'StrongLog', '€ 0'],
          ['default', 'RunCoach', '€ 7,99'],
          ['default', 'Yogaly', '€ 9,99'],
          ['heading', 'Cijfer', null],
          ['default', 'StrongLog', '8/10'],
          ['default', 'RunCoach', '7/10'],
          ['default', 'Yogaly', '7/10'],
          ['summary', 'Onze favoriet', 'StrongLog'],
        ],
      },
      {
        type: 'inserted_code',
        code: '<iframe width="560" height="315" src="https://www.youtube.com/embed/M7lc1UVf-VE?si=wom" title="YouTube video player" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" referrerpolicy="strict-origin-when-cross-origin" allowfullscreen></iframe>',
      },
      {
        text: '## Onze favoriet\n\nStrongLog is gratis en doet één ding heel goed: je lifts bijhouden.\nLees meer over de app op [de site van de maker](https://stronglog.example.com {"title":"StrongLog","target":"_blank","rel":"nofollow"}).',
      },
      {
        type: 'paragraph_list',
        title: 'Zo kies je de juiste app',
        description: 'Drie vragen om te stellen voordat je voor een trainingsapp betaalt.',
        image: null,
        collapsible: false,
        showNumbers: true,
        displayHint: 'ordered',
        items: [
          {
            title: 'Kies op basis van je doel',
            description:
              'Wil je sterker worden, verder lopen of gewoon meer bewegen? De beste apps zijn goed in **één** ding.',
            image: 'running-shoes',
          },
          {
            title: 'Probeer hem eerst gratis',
            description:
              'Train in de proefperiode twee weken volgens het schema van de app voordat je je vastlegt.',
            image: null,
          },
          {
            title: 'Kijk wat er met je gegevens gebeurt',
            description: 'Lees of de app je trainingsgegevens deelt en of je ze weer kunt wissen.',
            image: null,
          },
        ],
      },
      {
        type: 'hotspot_image',
        title: 'Zo lees je een schema in de app',
        description: 'Ga naar een punt om te zien wat het betekent.',
        image: 'program',
        displayHint: 'ordered',
        hotspots: [
          ['De oefening', 'De naam van de oefening en een korte video van de beweging.', 0.3, 0.28],
          ['Sets en herhalingen', '_3 × 10_ betekent drie sets van tien herhalingen.', 0.62, 0.5],
          ['Rust', 'Hoe lang je rust tussen de sets.', 0.45, 0.76],
        ],
      },
      {
        type: 'link',
        url: '/training/uitrusting/test-sporthorloges',
        title: 'Lees ook onze test van sporthorloges',
        external: false,
        button: false,
      },
    ],
  },
};
