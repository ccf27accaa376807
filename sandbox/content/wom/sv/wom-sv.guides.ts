import type { ArticleText } from '../../content-pack.types';
import {
  WOM_EBOOK_FILE,
  WOM_EBOOK_MATERIALS,
  WOM_HOME_GYM_AUDIO,
  WOM_HOME_GYM_MODEL,
} from '../wom.features';

export const WOM_SV_GUIDES: Readonly<Record<string, ArticleText>> = {
  'running-shoes-test': {
    slug: 'test-av-loparskor',
    title: 'Test: bästa löparskorna för nybörjare',
    postTitle: 'Test av löparskor',
    description: 'Vi har sprungit över 300 kilometer i tre populära löparskor. Här är vinnaren.',
    label: 'Test',
    body: [
      {
        lead: 'Rätt sko är den som känns bekväm från första steget. Ändå skiljer det mycket i dämpning, vikt och hållbarhet.',
      },
      {
        text: '## Så har vi testat\n\nTre testare har sprungit minst 100 km i varje sko på asfalt, grus och löpband.\nVi har bedömt _komfort, stabilitet, vikt och pris_.',
      },
      {
        type: 'product',
        title: 'Cloudride 5',
        description:
          'Mjuk, stabil och förlåtande. **Testvinnare** för nybörjare och tyngre löpare.',
        image: 'shoe-a',
        rating: '4,5',
        maxRating: 5,
        pros: ['Mycket bra dämpning', 'Stabil i kurvorna', 'Håller länge'],
        cons: ['Lite tung', 'Varm på sommaren'],
        price: { amount: '1799', currency: 'SEK' },
      },
      {
        type: 'product',
        title: 'Swift Racer',
        description: 'Lätt och snabb, men kräver en del löpvana.',
        image: 'shoe-b',
        rating: '4',
        maxRating: 5,
        pros: ['Bara 210 gram', 'Bra känsla för underlaget'],
        cons: ['Mindre dämpning', 'Smal passform'],
        price: { amount: '1999,90', currency: 'SEK' },
      },
      {
        type: 'product',
        title: 'Ridge Trail',
        description:
          'För dig som springer i skogen. Greppet är i världsklass men skon är stel på asfalt.',
        image: 'shoe-c',
        rating: '3,5',
        maxRating: 5,
        pros: ['Utmärkt grepp', 'Tålig ovandel'],
        cons: ['Stel på asfalt', 'Tung'],
        price: null,
      },
      {
        type: 'quote',
        quote: 'Köp skorna sent på dagen, när fötterna är lite svullna.',
        author: 'Oskar Nilsson, testredaktör',
      },
    ],
  },
  'fitness-watch-test': {
    slug: 'test-av-sportklockor',
    title: 'Test: sportklocka eller aktivitetsarmband?',
    postTitle: 'Test av sportklockor',
    description: 'Vi har jämfört en GPS-klocka och ett aktivitetsarmband i sex veckor.',
    label: 'Test',
    body: [
      {
        lead: 'En sportklocka kan motivera dig, men bara om du använder funktionerna du betalar för.',
      },
      {
        type: 'product',
        title: 'Pace GPS 2',
        description: 'Exakt GPS, pulsmätning från handleden och tio dagars batteritid.',
        image: 'watch-a',
        rating: '4,5',
        maxRating: 5,
        pros: ['Exakt GPS', 'Lång batteritid', 'Bra träningsprogram'],
        cons: ['Stor på en smal handled'],
        price: { amount: '3499', currency: 'SEK' },
      },
      {
        type: 'product',
        title: 'Move Band',
        description: 'Räknar steg och sömn bra, men saknar GPS.',
        image: 'watch-b',
        rating: '3',
        maxRating: 5,
        pros: ['Lätt och diskret', 'Billigt'],
        cons: ['Ingen GPS', 'Opålitlig puls vid intervaller'],
        price: { amount: '849', currency: 'SEK' },
      },
      {
        type: 'infobox',
        title: 'Vårt råd',
        body: 'Springer du mer än två gånger i veckan är en GPS-klocka värd pengarna.\nVill du bara röra dig mer i vardagen räcker ett armband.',
      },
    ],
  },
  'home-gym-gallery': {
    slug: 'inred-ett-hemmagym',
    title: 'Fyra hemmagym som ger lust att träna',
    postTitle: 'Fyra hemmagym som ger träningslust',
    description:
      'Från källarrum till vardagsrumshörna: så har fyra läsare inrett sin träningsplats.',
    label: 'Inspiration',
    guideMeta: { difficulty: 1, timeRequired: '1 helg', price: 'ca 3 500 kr' },
    body: [
      {
        lead: 'Du behöver inte mycket plats. Några kvadratmeter och rätt utrustning räcker långt.',
      },
      { type: 'chapters_summary' },
      { lead: '', title: 'Inspiration', chapter: true },
      {
        type: 'gallery',
        slider: true,
        title: 'Läsarnas hemmagym',
        description: 'Fyra läsare visar hur de har fått plats med **träningen** hemma.',
        images: [
          ['home-gym', 'Linneas ljusa vindsrum med bänk och justerbara hantlar.'],
          ['home-gym-rack', 'Peters källare: en knäböjsställning och gummimattor på golvet.'],
          ['home-gym-bands', 'Gummiband tar ingen plats och kan hänga på en krok.'],
          ['home-gym-corner', 'Ett hörn av vardagsrummet räcker för yoga och kettlebell.'],
          ['dumbbells', null],
        ],
      },
      { lead: '', title: 'Så kommer du igång', chapter: true },
      {
        text: '## Börja med grunderna\n\nEn matta, ett set gummiband och en kettlebell räcker till de flesta övningar. Köp mer när du har tränat regelbundet i tre månader.',
      },
      {
        type: 'multimedia',
        title: 'Hemmagym på 4 kvadratmeter',
        description:
          'Skissen visar var matta, ställning och vikter kan stå. Alla mått är i **centimeter**.',
        image: 'home-gym-corner',
      },
      {
        type: 'multimedia',
        title: 'Knäböjsställningen i 3D',
        description: 'Vrid ställningen och se hur mycket plats den tar.',
        image: 'home-gym-rack',
        model: WOM_HOME_GYM_MODEL,
      },
      { lead: '', title: 'Lyssna', chapter: true },
      {
        type: 'audio',
        title: 'Tränarens råd för ditt hemmagym',
        path: WOM_HOME_GYM_AUDIO,
        caption: 'Berättat av personliga tränaren Jonas Krogh',
        image: 'home-gym-bands',
      },
    ],
  },
  'creatine-faq': {
    slug: 'kreatin-fragor-och-svar',
    title: 'Kreatin: de 4 vanligaste frågorna',
    postTitle: 'Kreatin: läkaren svarar på 4 frågor',
    description: 'Fungerar det, är det farligt och hur mycket ska du ta? Läkaren svarar.',
    label: 'Fråga läkaren',
    faq: [
      {
        question: 'Fungerar kreatin?',
        answer:
          'Ja. Kreatin är ett av de mest studerade kosttillskotten och ger en liten men säker förbättring vid korta, hårda ansträngningar.',
      },
      {
        question: 'Hur mycket ska jag ta?',
        answer: '3–5 gram per dag räcker. Du behöver ingen _laddningsfas_.',
      },
      {
        question: 'Är kreatin skadligt för njurarna?',
        answer:
          'Hos friska personer visar studierna inga skadliga effekter. Har du en njursjukdom, prata med din läkare först.',
      },
      {
        question: 'Går jag upp i vikt av kreatin?',
        answer: 'Ofta 1–2 kilo i början, eftersom musklerna binder mer vatten. Det är inte fett.',
      },
    ],
    body: [
      {
        lead: 'Kreatin finns naturligt i kött och fisk och används av musklerna vid korta, explosiva rörelser.',
      },
      {
        text: '## Kort sagt\n\nKreatin är säkert och fungerar för de flesta som styrketränar. Men det ersätter inte träning, sömn och mat.\n\n~Källa: International Society of Sports Nutrition, 2017~',
      },
    ],
  },
  'strength-ebook': {
    slug: 'e-bok-styrketraning-for-nyborjare',
    title: 'E-bok: 12 veckors styrketräning för nybörjare',
    postTitle: 'E-bok om styrketräning',
    description: 'Ladda ner programmet som pdf och få övningar, träningsdagbok och checklistor.',
    label: 'E-bok',
    body: [
      {
        lead: 'Vårt populäraste program samlat i en fil som du kan skriva ut eller ha i telefonen.',
      },
      { type: 'material_guide', title: 'Det här behöver du', materialIds: WOM_EBOOK_MATERIALS },
      {
        type: 'file',
        title: 'Styrketräning för nybörjare (pdf)',
        description: '42 sidor med program, övningar och träningsdagbok.',
        path: WOM_EBOOK_FILE,
        images: ['ebook'],
        locked: true,
      },
      {
        text: '## Innehåll\n\n1. Så använder du programmet\n2. Vecka 1–4: lär dig rörelserna\n3. Vecka 5–8: mer belastning\n4. Vecka 9–12: testa dig själv',
      },
    ],
  },
  'health-calculators': {
    slug: 'rakna-ut-bmi-och-fettprocent',
    title: 'Räkna ut ditt BMI och din fettprocent',
    postTitle: 'BMI och fettprocent',
    description: 'Två snabba kalkylatorer, och vad siffrorna kan – och inte kan – säga dig.',
    label: 'Kalkylator',
    body: [
      {
        lead: 'BMI är ett grovt mått. Tillsammans med fettprocenten ger det en bättre bild av din hälsa.',
      },
      { type: 'calculator', calculator: 'bmi' },
      {
        text: '## Vad betyder ditt BMI?\n\nEtt BMI mellan _18,5 och 24,9_ räknas som normalvikt.\nMen BMI skiljer inte mellan muskler och fett.',
      },
      { type: 'calculator', calculator: 'fat_percentage' },
      {
        type: 'infobox',
        title: 'Tänk på',
        body: 'Siffrorna är vägledande. Prata med din läkare om du är orolig för din vikt.',
      },
    ],
  },
  'calorie-calculator': {
    slug: 'rakna-ut-kalori-och-proteinbehov',
    title: 'Räkna ut ditt kalori- och proteinbehov',
    postTitle: 'Räkna ut ditt kaloribehov',
    description: 'Ta reda på hur mycket energi och protein din kropp behöver varje dag.',
    label: 'Kalkylator',
    body: [
      { lead: 'Ditt energibehov beror på ålder, kön, vikt och framför allt hur aktiv du är.' },
      { type: 'calculator', calculator: 'calories' },
      {
        text: 'Vill du gå ner i vikt, ät _300–500 kcal_ under ditt behov. Mer än så går ut över musklerna.',
      },
      { type: 'calculator', calculator: 'protein' },
    ],
  },
  'pulse-zones': {
    slug: 'hitta-dina-pulszoner',
    title: 'Hitta dina pulszoner och spring smartare',
    postTitle: 'Hitta dina pulszoner',
    description:
      'De flesta springer för hårt på de lugna passen. Pulszonerna hjälper dig att styra.',
    label: 'Kalkylator',
    body: [
      { lead: 'Med fem pulszoner kan du ge varje pass ett tydligt syfte.' },
      {
        text: '## De fem zonerna\n\n- **Zon 1–2:** du kan prata, grundkondition\n- **Zon 3:** tempo\n- **Zon 4:** tröskel\n- **Zon 5:** korta intervaller',
      },
      { type: 'calculator', calculator: 'pulse_rate' },
    ],
  },
  'due-date': {
    slug: 'rakna-ut-beraknat-fodelsedatum',
    title: 'Räkna ut beräknat födelsedatum',
    postTitle: 'När kommer barnet?',
    description: 'Räkna ut ditt BF utifrån första dagen i din senaste mens.',
    label: 'Kalkylator',
    body: [
      {
        lead: 'En graviditet varar i genomsnitt 280 dagar räknat från första dagen i senaste mens.',
      },
      { type: 'calculator', calculator: 'due_date' },
      {
        text: 'Bara omkring 4 procent föder på själva BF-datumet. Det är helt normalt att föda två veckor före eller efter.',
      },
    ],
  },
  'contest-watch': {
    slug: 'vinn-en-gps-klocka',
    title: 'Tävling: vinn en GPS-klocka värd 3 499 kr',
    postTitle: 'Vinn en GPS-klocka',
    description: 'Svara på en fråga och var med i utlottningen av testvinnaren.',
    label: 'Tävling',
    body: [
      { lead: 'Vi lottar ut tre exemplar av Pace GPS 2, som vann vårt test av sportklockor.' },
      {
        text: '## Så deltar du\n\nSvara på frågan i formuläret: _Hur många pulszoner brukar man använda?_\nTävlingen avslutas den 30 juni och vinnarna meddelas direkt.',
      },
      {
        type: 'link',
        url: 'https://forms.example.com/wom-se/gps-klocka',
        title: 'Delta i tävlingen',
        external: true,
        button: true,
      },
    ],
  },
  'training-apps': {
    slug: 'basta-traningsapparna',
    title: 'Bästa träningsapparna: vi har testat fem',
    postTitle: 'Fem träningsappar testade',
    description: 'Gratis eller betald? Vi har använt fem appar i en månad och hittat vår favorit.',
    label: 'Test',
    body: [
      {
        lead: 'En bra app ger dig ett program, håller koll på framstegen och påminner dig om att träna.',
      },
      {
        type: 'inventory',
        title: 'Vårt test i siffror',
        description: 'Priserna gäller ett månadsabonnemang i **maj 2025**.',
        items: [
          ['heading', 'Pris per månad', null],
          ['default', 'StrongLog', '0 kr'],
          ['default', 'RunCoach', '89 kr'],
          ['default', 'Yogaly', '109 kr'],
          ['heading', 'Betyg', null],
          ['default', 'StrongLog', '5/6'],
          ['default', 'RunCoach', '4/6'],
          ['default', 'Yogaly', '4/6'],
          ['summary', 'Vår favorit', 'StrongLog'],
        ],
      },
      {
        type: 'inserted_code',
        code: '<iframe width="560" height="315" src="https://www.youtube.com/embed/M7lc1UVf-VE?si=wom" title="YouTube video player" frameborder="0" allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share" referrerpolicy="strict-origin-when-cross-origin" allowfullscreen></iframe>',
      },
      {
        text: '## Vår favorit\n\nStrongLog är gratis och gör en sak riktigt bra: den loggar dina lyft.\nLäs mer om appen på [utvecklarens sida](https://stronglog.example.com {"title":"StrongLog","target":"_blank","rel":"nofollow"}).',
      },
      {
        type: 'paragraph_list',
        title: 'Så väljer du rätt app',
        description: 'Tre frågor att ställa innan du betalar för en träningsapp.',
        image: null,
        collapsible: false,
        showNumbers: true,
        displayHint: 'ordered',
        items: [
          {
            title: 'Välj efter ditt mål',
            description:
              'Vill du bli starkare, springa längre eller bara röra dig mer? De bästa apparna är bra på **en** sak.',
            image: 'running-shoes',
          },
          {
            title: 'Prova gratis först',
            description:
              'Använd provperioden till att träna efter appens program i två veckor innan du binder dig.',
            image: null,
          },
          {
            title: 'Kolla vad som händer med din data',
            description:
              'Läs om appen delar din träningsdata med andra och om du kan radera den igen.',
            image: null,
          },
        ],
      },
      {
        type: 'hotspot_image',
        title: 'Så läser du ett program i appen',
        description: 'Gå till en punkt för att se vad den betyder.',
        image: 'program',
        displayHint: 'ordered',
        hotspots: [
          ['Övningen', 'Övningens namn och en kort video av rörelsen.', 0.3, 0.28],
          ['Set och repetitioner', '_3 × 10_ betyder tre set med tio repetitioner.', 0.62, 0.5],
          ['Vila', 'Hur länge du vilar mellan seten.', 0.45, 0.76],
        ],
      },
      {
        type: 'link',
        url: '/traning/utrustning/test-av-sportklockor',
        title: 'Läs också vårt test av sportklockor',
        external: false,
        button: false,
      },
    ],
  },
};
