import type { ArticleText } from '../../content-pack.types';

/** COS Sverige: home, design and do-it-yourself articles. */
export const COS_SV_HOME: Readonly<Record<string, ArticleText>> = {
  'small-living-room': {
    slug: 'inred-ett-litet-vardagsrum',
    title: 'Inred ett litet vardagsrum: 7 knep som ger mer plats',
    postTitle: '7 knep för ett litet vardagsrum',
    description: 'Stylistens bästa tips för vardagsrummet på 15 kvadratmeter – utan att köpa nytt.',
    label: 'Guide',
    body: [
      {
        lead: 'Ett litet vardagsrum blir inte större av att stå tomt. Det blir större av att allt har sin plats – och av ljus som får komma in.',
      },
      {
        text: '## 1. Bygg på höjden\n\nHyllor ända upp till taket drar blicken uppåt och ger förvaring utan att ta golvyta.\n\n## 2. Välj möbler med ben\n\nNär du ser golvet under soffan känns rummet _lättare_.',
      },
      { image: 'living-room' },
      {
        text: '## 3. En stor matta i stället för två små\n\nMattan ska gå in under frambenen på soffan och fåtöljerna.\n\n## 4. Spegel mittemot fönstret\n\nEn stor spegel fördubblar dagsljuset.\n\n## 5. Runda former\n\nEtt runt soffbord är lättare att gå runt.\n\n## 6. Samma färg på vägg och gardin\n\nDå försvinner kanterna.\n\n## 7. Ljus i tre höjder\n\nTaklampa, läslampa och en liten lampa i fönstret.',
      },
      {
        type: 'quote',
        quote: 'Rensa innan du köper nytt. Det är den billigaste kvadratmetern du får.',
        author: 'Elin Berg, stylist',
      },
      {
        text: 'Letar du efter rätt fåtölj? Läs vårt [test av fåtöljer](/boende/design/test-av-fatoljer).',
      },
    ],
  },
  'colour-trends': {
    slug: 'arets-farger-salviagront-och-terrakotta',
    title: 'Årets färger: salviagrönt och varm terrakotta',
    postTitle: 'Årets färger',
    description: 'Färgtillverkarna är överens: 2025 blir dämpat, jordnära och lugnt.',
    label: 'Nyhet',
    body: [
      {
        lead: 'Efter flera år med vita väggar är färgerna tillbaka – men de är mjukare och mer jordnära än förr.',
      },
      {
        text: '## Så använder du dem\n\nMåla en vägg i salviagrönt bakom soffan och låt resten vara ljust.\nTerrakotta passar till trä, linne och mässing.\n\n~Källa: de fyra stora färgtillverkarnas färgkartor för 2025~',
      },
      {
        type: 'infobox',
        title: 'Prova innan du målar',
        body: 'Köp en provburk och måla en stor bit kartong.\nTitta på färgen på morgonen, mitt på dagen och på kvällen.',
        highlight: true,
      },
    ],
  },
  'paint-kitchen': {
    slug: 'mala-koksluckor',
    title: 'Måla köksluckorna: så blir resultatet hållbart',
    postTitle: 'Måla köksluckor',
    description: 'Ett nytt kök för under 2 000 kronor. Snickaren visar steg för steg.',
    label: 'Gör det själv',
    body: [
      {
        lead: 'Luckor i folie, laminat eller trä går att måla – om du tvättar och slipar ordentligt. Det är förarbetet som avgör om färgen håller.',
      },
      {
        text: '## Det här behöver du\n\n- Målartvätt\n- Sandpapper, korn 180 och 240\n- Vidhäftningsgrund\n- Snickerifärg, halvblank\n- Skumroller och en bra pensel',
      },
      {
        text: '## Steg för steg\n\n1. Skruva loss luckorna och numrera dem.\n2. Tvätta noga och skölj med rent vatten.\n3. Slipa lätt med korn 180 och dammtorka.\n4. Stryk vidhäftningsgrund och låt torka ett dygn.\n5. Måla två tunna lager med lätt mellanslipning.\n\nLåt luckorna härda en vecka innan du använder dem hårt.',
        locked: true,
      },
      { image: 'kitchen', locked: true },
    ],
  },
  'before-after': {
    slug: 'fore-och-efter-tvaa-pa-52-kvm',
    title: 'Före och efter: Saras tvåa på 52 kvadratmeter',
    postTitle: 'Före och efter',
    description:
      'Mörk heltäckningsmatta och bruna väggar blev en ljus och lugn lägenhet på tre månader.',
    label: 'Hembesök',
    body: [
      {
        lead: 'När Sara tog över lägenheten i Vasastan var allt brunt. I dag är den ljus, varm och full av second hand.',
      },
      {
        type: 'gallery',
        title: 'Lägenheten före och efter',
        images: [
          ['apartment-before', 'Före: heltäckningsmatta, bruna väggar och bara en lampa.'],
          ['apartment', 'Efter: lackade plankgolv och väggar i varmvitt.'],
          ['apartment-bedroom', 'Sovrummet fick linne, en vägglampa och en stor garderob.'],
          ['apartment-hall', 'Hallen är smal, så krokar och en spegel gör jobbet.'],
        ],
      },
      {
        text: '## Det här kostade det\n\nGolvet slipades för 12 000 kronor. Resten är färg, second hand och helger.\n\n_”Jag köpte bara en ny sak: soffan”_, säger Sara.',
      },
    ],
  },
  'lounge-chair-test': {
    slug: 'test-av-fatoljer',
    title: 'Test: tre fåtöljer du kan sitta i hela kvällen',
    postTitle: 'Test av fåtöljer',
    description: 'Vi har suttit, läst och tagit tupplurar i tre populära fåtöljer i en månad.',
    label: 'Test',
    body: [
      {
        lead: 'En bra fåtölj ska vara vacker, men framför allt ska den klara en hel söndag med en bok.',
      },
      {
        type: 'product',
        title: 'Hvile Ek',
        description:
          'Massiv ek och svart läder. **Testvinnare**: fast, rak och vacker från alla håll.',
        image: 'chair-a',
        rating: '5',
        maxRating: 6,
        pros: ['Utmärkt sittkomfort', 'Fint hantverk', 'Lädret får vacker patina'],
        cons: ['Dyr', 'Tung att flytta'],
        price: { amount: '18995', currency: 'SEK' },
      },
      {
        type: 'product',
        title: 'Rund Ull',
        description: 'Mjuk och omslutande. Perfekt att krypa upp i.',
        image: 'chair-b',
        rating: '4,5',
        maxRating: 6,
        pros: ['Mycket mjuk', 'Avtagbar klädsel'],
        cons: ['Stor i ett litet rum'],
        price: { amount: '9499', currency: 'SEK' },
      },
      {
        // The shape upstream sends (points per parameter, a fact table); the other two use the
        // newer API's rating, pros and cons. The product reads both.
        type: 'product',
        title: 'Korg Rotting',
        description: 'Lätt och luftig – kan också stå i uterummet.',
        image: 'chair-c',
        price: '2 495 kr',
        winner: false,
        bestBuy: true,
        maxPoints: 6,
        items: [
          ['Komfort', '3'],
          ['Kvalitet', '4'],
          ['Pris', '6'],
        ],
        detailsTitle: 'Fakta',
        details: [
          ['heading', 'Mått', null],
          ['default', 'Bredd', '78 cm'],
          ['default', 'Material', 'Rotting och stål'],
          ['summary', 'Helhetsbetyg', 'Bästa köp'],
        ],
      },
      {
        type: 'infobox',
        title: 'Så har vi testat',
        body: 'Fyra testare har använt varje fåtölj i minst en vecka.\nVi har bedömt komfort, kvalitet, utseende och pris.',
      },
    ],
  },
  'contest-rug': {
    slug: 'vinn-en-handvavd-ullmatta',
    title: 'Tävling: vinn en handvävd ullmatta värd 11 000 kr',
    postTitle: 'Vinn en ullmatta',
    description: 'Berätta vilket rum i ditt hem som mest behöver en matta.',
    label: 'Tävling',
    body: [
      { lead: 'Vi lottar ut en handvävd matta i ren nyzeeländsk ull, 170 × 240 cm.' },
      {
        text: '## Så deltar du\n\nSkriv i formuläret vilket rum mattan ska ligga i, och varför.\nTävlingen avslutas den 15 juni. Vinnaren får besked direkt.',
      },
      {
        type: 'link',
        url: 'https://forms.example.com/cos-se/ullmatta',
        title: 'Delta i tävlingen',
        external: true,
        button: true,
      },
    ],
  },
  'sofa-partner': {
    slug: 'sa-valjer-du-ratt-soffa',
    title: 'Så väljer du rätt soffa till ditt hem',
    postTitle: 'Så väljer du rätt soffa',
    description: 'Modul, hörn eller tvåsits? Fem frågor du ska ställa dig själv.',
    label: 'Annons',
    commercialLabel: 'Annons',
    body: [
      { lead: 'Den här artikeln är gjord i samarbete med en svensk soffillverkare.' },
      {
        text: '## Fem frågor innan du köper\n\n1. Hur många sitter i soffan varje dag?\n2. Vill du kunna ligga ner?\n3. Har du barn eller husdjur?\n4. Hur mycket plats finns det – även i trapphuset?\n5. Vill du kunna bygga om när du flyttar?',
      },
      {
        type: 'link',
        url: 'https://partner.example.com/soffa',
        title: 'Se modulsofforna hos vår partner',
        external: true,
        button: true,
      },
    ],
  },
  'terrace-oil': {
    slug: 'olja-altanen-ratt',
    title: 'Olja altanen rätt – så håller träet i många år',
    postTitle: 'Olja altanen',
    description: 'Välj rätt dag, rengör noga och stryk inte för tjockt.',
    label: 'Gör det själv',
    body: [
      {
        lead: 'Trätrallen behöver olja en gång om året. Gör du det rätt tar det en eftermiddag.',
      },
      {
        text: '## Vädret avgör\n\nVälj en torr dag med 15–25 grader och ingen sol direkt på brädorna.\nTräet ska ha varit torrt i minst två dygn.',
      },
      {
        type: 'infobox',
        title: 'Snickarens tips',
        body: 'Torka bort överflödig olja efter 20 minuter. Olja som ligger kvar på ytan blir kladdig.',
      },
      {
        text: '## Steg för steg\n\n1. Sopa och skrubba med altantvätt.\n2. Skölj och låt träet torka.\n3. Stryk oljan med pensel längs brädorna.\n4. Torka av efter 20 minuter.',
        locked: true,
      },
    ],
  },
};
