import type { ArticleText } from '../../content-pack.types';

/** COS Sverige: garden, plants, recipes and hosting articles. */
export const COS_SV_GARDEN_FOOD: Readonly<Record<string, ArticleText>> = {
  'easy-houseplants': {
    slug: 'de-8-lattaste-krukvaxterna',
    title: 'De 8 lättaste krukväxterna – även om du glömmer att vattna',
    postTitle: '8 krukväxter som är lätta att sköta',
    description: 'Trädgårdsmästarens lista över växter som klarar både semester och norrfönster.',
    label: 'Guide',
    body: [
      {
        lead: 'De flesta krukväxter dör av för mycket vatten, inte för lite. De här åtta förlåter det mesta.',
      },
      {
        text: '## För det mörka fönstret\n\n- **Gullranka** – växer nästan överallt\n- **Svärmorstunga** – klarar sig med vatten en gång i månaden\n- **Zamioculcas** – blanka blad och inga nycker\n- **Kentiapalm** – elegant och långsam',
      },
      {
        text: '## För det ljusa fönstret\n\n- **Elefantfot** – lagrar vatten i stammen\n- **Aloe vera** – vattna bara när jorden är helt torr\n- **Paradisfågelblomma** – stor och frodig\n- **Elefantöra** – växer snabbt och är lätt att dela',
      },
      {
        type: 'infobox',
        title: 'Fingertestet',
        body: 'Stick ner ett finger två centimeter i jorden.\nÄr den torr, vattna. Är den fuktig, vänta.',
        highlight: true,
      },
    ],
  },
  'monstera-faq': {
    slug: 'monstera-fragor-och-svar',
    title: 'Monstera: svar på de 4 frågorna som alla ställer',
    postTitle: 'Monstera: 4 frågor och svar',
    description: 'Gula blad, inga hål och luftrötter överallt? Trädgårdsmästaren svarar.',
    label: 'Fråga trädgårdsmästaren',
    faq: [
      {
        question: 'Varför får min monstera gula blad?',
        answer:
          'Oftast för mycket vatten. Låt jorden torka i de översta _tre–fyra centimetrarna_ innan du vattnar igen.',
      },
      {
        question: 'Varför blir det inga hål i bladen?',
        answer: 'Växten får för lite ljus. Flytta den närmare ett fönster, men inte i direkt sol.',
      },
      {
        question: 'Ska jag klippa bort luftrötterna?',
        answer: 'Nej. Led ner dem i jorden eller upp längs en mosspinne, så hjälper de växten.',
      },
      {
        question: 'När ska den planteras om?',
        answer: 'Vartannat år på våren, i en kruka som är 3–5 cm bredare än den gamla.',
      },
    ],
    body: [
      {
        lead: 'Monstera är Sveriges populäraste krukväxt. Den är lätt – när du vet vad den vill ha.',
      },
      { image: 'monstera', link: { category: 'plants' } },
      {
        text: '## Kort sagt\n\nLjust, men inte direkt sol.\nVattna när jorden är torr.\nGödsla varannan vecka från mars till september.',
      },
    ],
  },
  'balcony-garden': {
    slug: 'balkongodling-pa-fyra-kvadratmeter',
    title: 'Balkongodling på fyra kvadratmeter',
    postTitle: 'Balkongodling på fyra kvadratmeter',
    description: 'Kryddor, jordgubbar och blommor till bina på den minsta balkongen.',
    label: 'Guide',
    body: [
      {
        lead: 'En liten balkong kan ge färska kryddor hela sommaren och mat till bina – om du väljer rätt växter.',
      },
      {
        text: '## Söderbalkong\n\nRosmarin, timjan, salvia och jordgubbar älskar sol och värme.\n\n## Norrbalkong\n\nPersilja, mynta, gräslök och ormbunkar klarar sig fint i skugga.',
      },
      { image: 'balcony' },
      {
        text: 'Använd stora krukor: de torkar ut långsammare. Och kolla hur mycket balkongen får belastas innan du fyller den med jord.',
      },
    ],
  },
  'tomatoes-in-pots': {
    slug: 'odla-tomater-i-kruka',
    title: 'Odla tomater i kruka – från frö till skörd',
    postTitle: 'Tomater i kruka',
    description: 'Körsbärstomater är lättast att odla på balkongen. Så får du många.',
    label: 'Guide',
    body: [
      {
        lead: 'En tomatplanta i en kruka på 20 liter kan ge två–tre kilo tomater på en sommar.',
      },
      {
        text: '## Tidsplan\n\n- **Mars:** så fröerna inomhus\n- **Maj:** plantera ut efter sista frostnatten\n- **Juli–september:** skörda',
      },
      {
        text: '## Vattning och gödsel\n\nVattna djupt men sällan.\nGe tomatnäring varje vecka när de första blommorna kommer.',
      },
      {
        type: 'newsletter',
        title: 'Få veckans trädgårdstips i din inkorg',
        description: 'Varje torsdag: det här ska du göra i trädgården och på balkongen just nu.',
        permissionText:
          'Genom att anmäla dig godkänner du att COS skickar nyhetsbrev till dig. Du kan avsluta när du vill.',
      },
    ],
  },
  'elderflower-cordial': {
    slug: 'fladersaft',
    title: 'Flädersaft – det klassiska receptet',
    postTitle: 'Flädersaft enligt klassiskt recept',
    description: 'Plocka blommorna i juni och njut av sommaren i ett glas hela året.',
    label: 'Recept',
    body: [
      {
        lead: 'Plocka klasarna en torr och solig förmiddag när alla blommor har slagit ut. Då doftar saften mest.',
      },
      {
        type: 'recipe',
        title: 'Flädersaft',
        description: 'Cirka 3,3 liter saft.',
        image: 'elderflower',
        categoryLabel: 'Saft',
        tags: ['Vegansk', 'Säsong: juni'],
        quantity: '3,3',
        quantityType: 'liter',
        preparation: ['30', 'm'],
        cooking: ['10', 'm'],
        total: ['3', 'd'],
        totalExtra: 'inkl. tre dygn i kylen',
        ingredients: [
          [
            'Saft',
            [
              ['30', 'piece', 'fläderblomsklasar'],
              ['3', 'piece', 'ekologiska citroner'],
              ['20', 'dl', 'vatten'],
              ['1500', 'gram', 'socker'],
              ['40', 'gram', 'citronsyra'],
            ],
          ],
        ],
        instructionsHeadline: 'Gör så här',
        instructions:
          'Skaka blommorna fria från insekter och klipp bort de grova stjälkarna.\nSkiva citronerna och lägg dem i en stor kastrull med blommorna.\nKoka upp vatten, socker och citronsyra och häll över.\nTäck kastrullen och låt stå svalt i tre dygn. Rör om en gång om dagen.\nSila saften genom en duk och häll upp på skållade flaskor.',
        tip: 'Saften kan frysas i mjölkpaket och håller då ett år.',
        nutrientsHeadline: 'Näringsvärde per glas (25 ml saft med vatten)',
        nutrients: [
          ['Energy', '46', 'kcal'],
          ['Protein', '0', 'gram'],
          ['Fat', '0', 'gram'],
          ['Carbohydrate', '11,5', 'gram'],
          ['Fiber', '0', 'gram'],
        ],
      },
    ],
  },
  'cinnamon-buns': {
    slug: 'kanelbullar',
    title: 'Mjuka kanelbullar med kardemumma',
    postTitle: 'Mjuka kanelbullar med kardemumma',
    description: 'Luftiga bullar med mycket fyllning. Receptet ger 24 stycken.',
    label: 'Recept',
    body: [
      {
        lead: 'Hemligheten är rumsvarmt smör i fyllningen och en deg som får vara lite kladdig.',
      },
      {
        type: 'recipe',
        title: 'Kanelbullar',
        description: '24 stora bullar.',
        image: 'buns',
        categoryLabel: 'Bakning',
        tags: ['Vegetarisk', 'Går att frysa'],
        quantity: '24',
        quantityType: 'st',
        preparation: ['30', 'm'],
        cooking: ['10', 'm'],
        total: ['2', 'h'],
        totalExtra: 'inkl. jäsning',
        ingredients: [
          [
            'Deg',
            [
              ['50', 'gram', 'jäst'],
              ['5', 'dl', 'ljummen mellanmjölk'],
              ['100', 'gram', 'smör, smält'],
              ['1', 'piece', 'ägg'],
              ['80', 'gram', 'strösocker'],
              ['1', 'teaspoon', 'stött kardemumma'],
              ['1', 'pinch', 'salt'],
              ['850', 'gram', 'vetemjöl'],
            ],
          ],
          [
            'Fyllning',
            [
              ['150', 'gram', 'rumsvarmt smör'],
              ['100', 'gram', 'farinsocker'],
              ['2', 'tablespoon', 'kanel'],
            ],
          ],
        ],
        instructionsHeadline: 'Gör så här',
        instructions:
          'Rör ut jästen i mjölken och tillsätt smör, ägg, socker, kardemumma och salt.\nArbeta in mjölet lite i taget tills degen är blank och släpper bunken. Låt jäsa en timme.\nKavla ut degen till 40 × 60 cm, bred på fyllningen och rulla ihop från långsidan.\nSkär 24 skivor, lägg dem på bakplåtspapper och låt jäsa 30 minuter.\nGrädda bullarna i 225 °C i 8–10 minuter.',
        tip: 'Frys bullarna när de har svalnat. Värm dem 5 minuter i ugnen.',
        nutrientsHeadline: 'Näringsvärde per bulle',
        nutrients: [
          ['Energy', '240', 'kcal'],
          ['Protein', '5', 'gram'],
          ['Fat', '9,5', 'gram'],
          ['Carbohydrate', '33', 'gram'],
          ['Fiber', '1', 'gram'],
        ],
      },
    ],
  },
  'summer-table': {
    slug: 'duka-ett-sommarbord',
    title: 'Duka ett sommarbord som gästerna minns',
    postTitle: 'Duka ett sommarbord som gästerna minns',
    description: 'Vita dukar, ängsblommor och ljus i glas: så gör du det enkelt.',
    label: 'Inspiration',
    body: [
      {
        lead: 'Ett vackert bord kräver inget nytt porslin. Det kräver en plan för färger, höjder och ljus.',
      },
      { image: 'table' },
      {
        text: '## Tre regler\n\n1. Håll dig till två färger plus grönt.\n2. Blommor lägre än ögonhöjd, så att ni ser varandra.\n3. Ljus i glas – vinden tar resten.',
      },
      {
        type: 'associated_composites',
        title: 'Till bordet',
        articles: ['elderflower-cordial', 'cinnamon-buns'],
      },
    ],
  },
  'autumn-wreath-draft': {
    slug: 'bind-en-hostkrans',
    title: 'Bind en höstkrans av ljung och nypon',
    description: 'Utkast: bilder saknas.',
    body: [{ lead: 'Kransen håller hela hösten om den hänger i skugga.' }],
  },
};
