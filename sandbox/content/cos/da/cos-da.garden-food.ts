import type { ArticleText } from '../../content-pack.types';

/** COS Danmark: garden, plants, recipes and hosting articles. */
export const COS_DA_GARDEN_FOOD: Readonly<Record<string, ArticleText>> = {
  'easy-houseplants': {
    slug: 'de-8-nemmeste-stueplanter',
    title: 'De 8 nemmeste stueplanter – også hvis du glemmer at vande',
    postTitle: '8 stueplanter, der er nemme at passe',
    description: 'Gartnerens liste over planter, der overlever både ferie og nordvendte vinduer.',
    label: 'Guide',
    body: [
      {
        lead: 'De fleste stueplanter dør af for meget vand, ikke for lidt. Disse otte tilgiver det meste.',
      },
      {
        text: '## Til det mørke vindue\n\n- **Gyldenranke** – vokser næsten overalt\n- **Svigermors tunge** – klarer sig med vand en gang om måneden\n- **Zamioculcas** – blanke blade og ingen nykker\n- **Kentiapalme** – elegant og langsom',
      },
      {
        text: '## Til det lyse vindue\n\n- **Elefantfod** – opbevarer vand i stammen\n- **Aloe vera** – kun vand, når jorden er helt tør\n- **Paradisfugl** – stor og frodig\n- **Pengetræ** – vokser hurtigt og deles nemt',
      },
      {
        type: 'infobox',
        title: 'Fingertesten',
        body: 'Stik en finger to centimeter ned i jorden.\nEr den tør, så vand. Er den fugtig, så vent.',
        highlight: true,
      },
    ],
  },
  'monstera-faq': {
    slug: 'monstera-sporgsmal-og-svar',
    title: 'Monstera: svar på de 4 spørgsmål, alle stiller',
    postTitle: 'Monstera: 4 spørgsmål og svar',
    description: 'Gule blade, ingen huller og luftrødder overalt? Gartneren svarer.',
    label: 'Spørg gartneren',
    faq: [
      {
        question: 'Hvorfor får min monstera gule blade?',
        answer:
          'Oftest for meget vand. Lad jorden tørre i de øverste _tre-fire centimeter_, før du vander igen.',
      },
      {
        question: 'Hvorfor kommer der ingen huller i bladene?',
        answer: 'Planten får for lidt lys. Flyt den tættere på et vindue, men ikke i direkte sol.',
      },
      {
        question: 'Skal jeg klippe luftrødderne af?',
        answer: 'Nej. Led dem ned i jorden eller op ad en mospind, så hjælper de planten.',
      },
      {
        question: 'Hvornår skal den omplantes?',
        answer: 'Hvert andet forår, i en potte der er 3-5 cm bredere end den gamle.',
      },
    ],
    body: [
      {
        lead: 'Monstera er Danmarks mest populære stueplante. Den er nem – når du ved, hvad den vil have.',
      },
      { image: 'monstera', link: { category: 'plants' } },
      {
        text: '## Kort fortalt\n\nLyst, men ikke direkte sol.\nVand, når jorden er tør.\nGødning hver anden uge fra marts til september.',
      },
    ],
  },
  'balcony-garden': {
    slug: 'altanhave-pa-fire-kvadratmeter',
    title: 'Altanhave på fire kvadratmeter',
    postTitle: 'Altanhave på fire kvadratmeter',
    description: 'Krydderurter, jordbær og blomster til bierne på den mindste altan.',
    label: 'Guide',
    body: [
      {
        lead: 'En lille altan kan give friske krydderurter hele sommeren og mad til bierne – hvis du vælger de rigtige planter.',
      },
      {
        text: '## Sydvendt altan\n\nRosmarin, timian, salvie og jordbær elsker sol og varme.\n\n## Nordvendt altan\n\nPersille, mynte, purløg og bregner klarer sig fint i skygge.',
      },
      { image: 'balcony' },
      {
        text: 'Brug store krukker: de tørrer langsommere ud. Og tjek, hvor meget altanen må belastes, før du fylder den med jord.',
      },
    ],
  },
  'tomatoes-in-pots': {
    slug: 'dyrk-tomater-i-krukker',
    title: 'Dyrk tomater i krukker – fra frø til høst',
    postTitle: 'Tomater i krukker',
    description: 'Cherrytomater er de nemmeste at dyrke på altanen. Sådan får du mange.',
    label: 'Guide',
    body: [
      {
        lead: 'En tomatplante i en krukke på 20 liter kan give to-tre kilo tomater på en sommer.',
      },
      {
        text: '## Tidsplan\n\n- **Marts:** så frøene indendørs\n- **Maj:** plant ud efter isheltene\n- **Juli-september:** høst',
      },
      {
        text: '## Vanding og gødning\n\nVand dybt, men sjældent.\nGiv tomatgødning hver uge, når de første blomster kommer.',
      },
      {
        type: 'newsletter',
        title: 'Få ugens havetip i din indbakke',
        description: 'Hver torsdag: det skal du gøre i haven og på altanen lige nu.',
        permissionText:
          'Ved tilmelding accepterer du, at COS sender dig nyhedsbreve. Du kan altid framelde dig.',
      },
    ],
  },
  'elderflower-cordial': {
    slug: 'hyldeblomstsaft',
    title: 'Hyldeblomstsaft – den klassiske opskrift',
    postTitle: 'Hyldeblomstsaft efter klassisk opskrift',
    description: 'Pluk blomsterne i juni, og nyd sommeren i et glas hele året.',
    label: 'Opskrift',
    body: [
      {
        lead: 'Pluk skærmene en tør, solrig formiddag, når alle blomsterne er sprunget ud. Så dufter saften mest.',
      },
      {
        type: 'recipe',
        title: 'Hyldeblomstsaft',
        description: 'Ca. 3,3 liter saft.',
        image: 'elderflower',
        categoryLabel: 'Saft',
        tags: ['Vegansk', 'Sæson: juni'],
        quantity: '3,3',
        quantityType: 'liter',
        preparation: ['30', 'm'],
        cooking: ['10', 'm'],
        total: ['3', 'd'],
        totalExtra: 'inkl. tre døgn i køleskabet',
        ingredients: [
          [
            'Saft',
            [
              ['30', 'piece', 'hyldeblomstskærme'],
              ['3', 'piece', 'økologiske citroner'],
              ['20', 'dl', 'vand'],
              ['1500', 'gram', 'sukker'],
              ['40', 'gram', 'citronsyre'],
            ],
          ],
        ],
        instructionsHeadline: 'Sådan gør du',
        instructions:
          'Ryst blomsterne for insekter, og klip de grove stilke af.\nSkær citronerne i skiver, og læg dem i en stor gryde med blomsterne.\nKog vand, sukker og citronsyre op, og hæld det over.\nDæk gryden til, og lad den stå køligt i tre døgn. Rør en gang om dagen.\nSi saften gennem et klæde, og hæld den på skoldede flasker.',
        tip: 'Saften kan fryses i mælkekartoner og holder sig så et år.',
        nutrientsHeadline: 'Næringsindhold pr. glas (25 ml saft med vand)',
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
    slug: 'kanelsnegle',
    title: 'Bløde kanelsnegle med kardemomme',
    postTitle: 'Bløde kanelsnegle med kardemomme',
    description: 'Luftige snegle med masser af fyld. Opskriften giver 24 stk.',
    label: 'Opskrift',
    body: [
      {
        lead: 'Hemmeligheden er blødt smør i fyldet og en dej, der må være lidt klistret.',
      },
      {
        type: 'recipe',
        title: 'Kanelsnegle',
        description: '24 store snegle.',
        image: 'buns',
        categoryLabel: 'Bagværk',
        tags: ['Vegetar', 'Kan fryses'],
        quantity: '24',
        quantityType: 'stk.',
        preparation: ['30', 'm'],
        cooking: ['10', 'm'],
        total: ['2', 'h'],
        totalExtra: 'inkl. hævning',
        ingredients: [
          [
            'Dej',
            [
              ['50', 'gram', 'gær'],
              ['5', 'dl', 'lunken letmælk'],
              ['100', 'gram', 'smør, smeltet'],
              ['1', 'piece', 'æg'],
              ['80', 'gram', 'sukker'],
              ['1', 'teaspoon', 'stødt kardemomme'],
              ['1', 'pinch', 'salt'],
              ['850', 'gram', 'hvedemel'],
            ],
          ],
          [
            'Fyld',
            [
              ['150', 'gram', 'blødt smør'],
              ['100', 'gram', 'brun farin'],
              ['2', 'tablespoon', 'kanel'],
            ],
          ],
        ],
        instructionsHeadline: 'Sådan gør du',
        instructions:
          'Rør gæren ud i mælken, og tilsæt smør, æg, sukker, kardemomme og salt.\nÆlt melet i lidt ad gangen, til dejen er blank og slipper skålen. Lad den hæve en time.\nRul dejen ud til 40 × 60 cm, smør fyldet på, og rul den sammen fra den lange side.\nSkær 24 skiver, læg dem på bagepapir, og lad dem efterhæve 30 minutter.\nBag sneglene ved 225 °C i 8-10 minutter.',
        tip: 'Frys sneglene, når de er kølet af. Lun dem 5 minutter i ovnen.',
        nutrientsHeadline: 'Næringsindhold pr. stk.',
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
    slug: 'daek-et-sommerbord',
    title: 'Dæk et sommerbord, gæsterne husker',
    postTitle: 'Dæk et sommerbord, gæsterne husker',
    description: 'Hvide duge, markblomster og lys i glas: sådan gør du det enkelt.',
    label: 'Inspiration',
    body: [
      {
        lead: 'Et smukt bord kræver ikke nyt stel. Det kræver en plan for farver, højder og lys.',
      },
      { image: 'table' },
      {
        text: '## Tre regler\n\n1. Hold dig til to farver plus grønt.\n2. Blomster lavere end øjenhøjde, så I kan se hinanden.\n3. Lys i glas – vinden tager resten.',
      },
      {
        type: 'associated_composites',
        title: 'Til bordet',
        articles: ['elderflower-cordial', 'cinnamon-buns'],
      },
    ],
  },
  'autumn-wreath-draft': {
    slug: 'bind-en-efterarskrans',
    title: 'Bind en efterårskrans af lyng og hyben',
    description: 'Kladde: billeder mangler.',
    body: [{ lead: 'Kransen holder hele efteråret, hvis den hænger i skygge.' }],
  },
};
