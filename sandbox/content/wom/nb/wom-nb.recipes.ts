import type { ArticleText, BodyBlock } from '../../content-pack.types';
import type { RecipeBlock } from '../../widget-blocks.types';

type Recipe = Omit<RecipeBlock, 'type' | 'instructionsHeadline' | 'nutrientsHeadline'>;

function recipe(fields: Recipe): RecipeBlock {
  return {
    type: 'recipe',
    instructionsHeadline: 'Slik gjør du',
    nutrientsHeadline: 'Næringsinnhold per porsjon',
    ...fields,
  };
}

/** Recipe widgets appended to the older recipe articles. */
export const WOM_NB_RECIPE_BLOCKS: Readonly<Record<string, readonly BodyBlock[]>> = {
  'overnight-oats': [
    recipe({
      title: 'Overnight oats med bær og skyr',
      description: 'Kremete, mettende og klar når du våkner.',
      image: 'oats',
      categoryLabel: 'Frokost',
      tags: ['Vegetar', 'Proteinrik'],
      quantity: '1',
      quantityType: 'porsjon',
      preparation: ['10', 'm'],
      cooking: ['0', 'm'],
      total: ['10', 'm'],
      totalExtra: '+ 8 timer i kjøleskapet',
      ingredients: [
        [
          'Grøt',
          [
            ['50', 'g', 'havregryn'],
            ['150', 'g', 'skyr naturell'],
            ['1', 'dl', 'lettmelk'],
            ['1', 'ts', 'chiafrø'],
            ['1', 'ts', 'honning'],
          ],
        ],
        ['Topping', [['75', 'g', 'blåbær og bringebær']]],
      ],
      instructions:
        'Rør sammen havregryn, skyr, melk, chiafrø og honning i et glass med lokk.\nSett glasset i kjøleskapet over natten.\nTopp med bær om morgenen, og spis grøten kald.',
      tip: 'Grøten holder seg i tre dager i kjøleskapet, så lag gjerne tre glass på en gang.',
      nutrients: [
        ['Energy', '412,5', 'kcal'],
        ['Protein', '28', 'g'],
        ['Fat', '7', 'g'],
        ['Carbohydrate', '56', 'g'],
        ['Fiber', '9,5', 'g'],
      ],
    }),
  ],
  'chicken-salad': [
    recipe({
      title: 'Kyllingsalat med quinoa',
      description: 'Lunsj med over 40 gram protein.',
      image: 'salad',
      categoryLabel: 'Lunsj',
      tags: ['Glutenfri', 'Proteinrik'],
      quantity: '2',
      quantityType: 'porsjoner',
      preparation: ['10', 'm'],
      cooking: ['15', 'm'],
      total: ['25', 'm'],
      ingredients: [
        [
          'Salat',
          [
            ['300', 'g', 'kyllingfilet'],
            ['100', 'g', 'quinoa'],
            ['1', 'stk.', 'agurk'],
            ['1', 'stk.', 'rød paprika'],
            ['50', 'g', 'babyspinat'],
          ],
        ],
        [
          'Dressing',
          [
            ['2', 'ss', 'olivenolje'],
            ['0,5', 'stk.', 'sitron, saften'],
            ['', '', 'salt og pepper'],
          ],
        ],
      ],
      instructions:
        'Skyll quinoaen, og kok den i 12 minutter i lettsaltet vann.\nStek kyllingen 5–6 minutter på hver side til den er gjennomstekt, og skjær den i skiver.\nSkjær agurk og paprika i terninger.\nVisp sammen olje, sitronsaft, salt og pepper, og vend alt sammen med spinaten.',
      nutrients: [
        ['Energy', '520', 'kcal'],
        ['Protein', '43', 'g'],
        ['Fat', '19', 'g'],
        ['Carbohydrate', '40', 'g'],
        ['Fiber', '7', 'g'],
      ],
    }),
  ],
};

export const WOM_NB_RECIPES: Readonly<Record<string, ArticleText>> = {
  'lentil-soup': {
    slug: 'linsesuppe-med-spisskummen',
    title: 'Varmende linsesuppe med spisskummen og sitron',
    postTitle: 'Linsesuppe',
    description: 'En billig, mettende suppe med 19 gram planteprotein per porsjon.',
    label: 'Oppskrift',
    body: [
      {
        lead: 'Røde linser koker i stykker på en halvtime og gir suppen en fløyelsmyk konsistens helt uten fløte.',
      },
      recipe({
        title: 'Linsesuppe med spisskummen',
        description: 'Vegetarisk hverdagsmat som kan fryses.',
        image: 'lentil-soup',
        categoryLabel: 'Middag',
        tags: ['Vegetar', 'Kan fryses'],
        quantity: '4',
        quantityType: 'porsjoner',
        preparation: ['15', 'm'],
        cooking: ['45', 'm'],
        total: ['1', 'h'],
        ingredients: [
          [
            'Suppe',
            [
              ['250', 'g', 'røde linser'],
              ['1', 'stk.', 'løk'],
              ['2', 'fedd', 'hvitløk'],
              ['2', 'stk.', 'gulrøtter'],
              ['400', 'g', 'hakkede tomater (1 boks)'],
              ['1', 'l', 'grønnsaksbuljong'],
              ['1', 'ss', 'olivenolje'],
              ['2', 'ts', 'malt spisskummen'],
              ['1', 'ts', 'paprikapulver'],
            ],
          ],
          [
            'Til servering',
            [
              ['1', 'stk.', 'sitron'],
              ['', '', 'salt og pepper'],
            ],
          ],
        ],
        instructions:
          'Hakk løk og hvitløk, og riv gulrøttene grovt.\nFres grønnsakene i oljen med spisskummen og paprika i 5 minutter.\nTilsett skylte linser, tomater og buljong, og la suppen småkoke i 30 minutter.\nKjør suppen glatt, og smak til med sitronsaft, salt og pepper.',
        tip: 'Suppen tykner til dagen etter. Spe med litt vann når du varmer den.',
        nutrients: [
          ['Energy', '385', 'kcal'],
          ['Protein', '19', 'g'],
          ['Fat', '6,5', 'g'],
          ['Carbohydrate', '55', 'g'],
          ['Fiber', '12', 'g'],
        ],
      }),
      {
        text: '## Hvorfor linser?\n\nLinser er en av de billigste proteinkildene du kan kjøpe, og de inneholder _mye fiber_ som holder deg mett lenge.',
      },
    ],
  },
  'salmon-traybake': {
    slug: 'ovnsbakt-laks-med-poteter',
    title: 'Ovnsbakt laks med poteter, brokkoli og dillyoghurt',
    postTitle: 'Ovnsbakt laks',
    description: 'Alt på ett stekebrett: middag på 35 minutter og bare én ting å vaske opp.',
    label: 'Oppskrift',
    body: [
      {
        lead: 'Laks er en av de beste kildene til omega-3. Her bakes den sammen med poteter og brokkoli mens du dekker bordet.',
      },
      recipe({
        title: 'Ovnsbakt laks',
        description: 'Hverdagsmiddag for fire på 35 minutter.',
        image: 'salmon',
        categoryLabel: 'Middag',
        tags: ['Glutenfri', 'Omega-3'],
        quantity: '4',
        quantityType: 'porsjoner',
        preparation: ['10', 'm'],
        cooking: ['25', 'm'],
        total: ['35', 'm'],
        ingredients: [
          [
            'Stekebrett',
            [
              ['600', 'g', 'laksefilet uten skinn'],
              ['800', 'g', 'småpoteter'],
              ['300', 'g', 'brokkoli'],
              ['1', 'stk.', 'rødløk'],
              ['2', 'ss', 'olivenolje'],
              ['1', 'stk.', 'sitron'],
            ],
          ],
          [
            'Dillyoghurt',
            [
              ['200', 'g', 'gresk yoghurt 2 %'],
              ['1', 'fedd', 'hvitløk'],
              ['2', 'ss', 'frisk dill'],
              ['', '', 'salt og pepper'],
            ],
          ],
        ],
        instructions:
          'Sett ovnen på 200 °C.\nDel potetene i to, vend dem i olje, salt og pepper, og bak dem i 10 minutter.\nLegg laks, brokkoli og rødløk på brettet, og bak videre i 15 minutter.\nRør yoghurten med revet hvitløk og dill, og server med sitronbåter.',
        nutrients: [
          ['Energy', '610', 'kcal'],
          ['Protein', '42', 'g'],
          ['Fat', '29', 'g'],
          ['Carbohydrate', '40', 'g'],
          ['Fiber', '6', 'g'],
        ],
      }),
    ],
  },
  'rye-bread': {
    slug: 'dansk-rugbrod-med-kjerner',
    title: 'Dansk rugbrød med kjerner: slik baker du det selv',
    postTitle: 'Hjemmebakt rugbrød',
    description: 'Det tar to dager, men bare en halvtime med arbeid. Og det smaker så mye mer.',
    label: 'Oppskrift',
    body: [
      {
        lead: 'Hjemmebakt rugbrød med surdeig holder seg friskt i en uke og metter bedre enn nesten alt annet brød.',
      },
      {
        text: 'Har du ikke surdeig, så spør en venn om en klatt – eller kjøp hos bakeren.\nDen må være _aktiv_: mat den med litt mel og vann dagen før.',
      },
      recipe({
        title: 'Rugbrød med kjerner',
        description: 'Ett brød på ca. 20 skiver.',
        image: 'rye-bread',
        categoryLabel: 'Brød',
        tags: ['Vegetar', 'Fullkorn'],
        quantity: '20',
        quantityType: 'skiver',
        preparation: ['30', 'm'],
        cooking: ['1,75', 'h'],
        total: ['2', 'd'],
        totalExtra: 'inkl. heving over natten',
        ingredients: [
          [
            'Dag 1',
            [
              ['100', 'g', 'aktiv rugsurdeig'],
              ['6', 'dl', 'lunkent vann'],
              ['500', 'g', 'knekt rug'],
              ['250', 'g', 'grovt rugmel'],
            ],
          ],
          [
            'Dag 2',
            [
              ['250', 'g', 'grovt rugmel'],
              ['150', 'g', 'solsikkekjerner'],
              ['100', 'g', 'linfrø'],
              ['1', 'ss', 'salt'],
              ['2', 'dl', 'vann'],
            ],
          ],
        ],
        instructions:
          'Dag 1: Rør sammen surdeig, vann, knekt rug og rugmel, dekk bollen til, og la den stå på benken i 12–18 timer.\nDag 2: Ta av 100 g av deigen til neste gang.\nRør inn resten av ingrediensene, og fyll deigen i en smurt brødform.\nLa brødet heve i 2–3 timer til deigen når kanten.\nStek brødet på 175 °C i 1 time og 45 minutter, og la det avkjøles på rist.',
        tip: 'Skjær brødet først når det er helt kaldt, ellers blir skivene klissete.',
        nutrients: [
          ['Energy', '190', 'kcal'],
          ['Protein', '6', 'g'],
          ['Fat', '6,5', 'g'],
          ['Carbohydrate', '24', 'g'],
          ['Fiber', '6', 'g'],
        ],
      }),
    ],
  },
  'green-smoothie': {
    slug: 'gronn-smoothie-med-mango',
    title: 'Grønn smoothie med mango og spinat',
    postTitle: 'Grønn smoothie',
    description: 'Frisk, søt og klar på seks minutter: en enkel måte å få grønt til frokosten.',
    label: 'Oppskrift',
    body: [
      {
        lead: 'Spinaten kjenner du ikke smaken av, men den gir fargen. Mango og banan sørger for sødmen.',
      },
      recipe({
        title: 'Grønn smoothie',
        description: 'To store glass.',
        image: 'green-smoothie',
        categoryLabel: 'Drikke',
        tags: ['Vegetar', 'Raskt'],
        quantity: '2',
        quantityType: 'glass',
        preparation: ['5', 'm'],
        cooking: ['90', 's'],
        total: ['6', 'm'],
        ingredients: [
          [
            'Smoothie',
            [
              ['40', 'g', 'babyspinat'],
              ['1', 'stk.', 'banan'],
              ['150', 'g', 'frossen mango'],
              ['150', 'g', 'skyr naturell'],
              ['2', 'dl', 'havredrikk'],
              ['1', 'ss', 'linfrø'],
              ['1', 'ss', 'honning'],
            ],
          ],
        ],
        instructions:
          'Ha alle ingrediensene i blenderen, de frosne til slutt.\nKjør i 90 sekunder til smoothien er helt glatt.\nServer med en gang.',
        nutrients: [
          ['Energy', '245,5', 'kcal'],
          ['Protein', '10', 'g'],
          ['Fat', '4,5', 'g'],
          ['Carbohydrate', '40', 'g'],
          ['Fiber', '5,5', 'g'],
        ],
      }),
    ],
  },
};
