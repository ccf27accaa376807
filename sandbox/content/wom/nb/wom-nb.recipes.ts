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
      tagsAsList: true,
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
            ['50', 'gram', 'havregryn'],
            ['150', 'gram', 'skyr naturell'],
            null, // a row the editor deleted: this list arrives with a hole
            ['1', 'dl', 'lettmelk'],
            ['1', 'teaspoon', 'chiafrø'],
            ['1', 'teaspoon', 'honning'],
          ],
        ],
        ['Topping', [['75', 'gram', 'blåbær og bringebær']]],
      ],
      instructions:
        'Rør sammen havregryn, skyr, melk, chiafrø og honning i et glass med lokk.\nSett glasset i kjøleskapet over natten.\nTopp med bær om morgenen, og spis grøten kald.',
      tip: 'Grøten holder seg i tre dager i kjøleskapet, så lag gjerne tre glass på en gang.',
      nutrients: [
        ['Energy', '412,5', 'kcal'],
        ['Protein', '28', 'gram'],
        ['Fat', '7', 'gram'],
        ['Carbohydrate', '56', 'gram'],
        ['Fiber', '9,5', 'gram'],
      ],
    }),
  ],
  // Free by editorial type and tags, yet its recipe and product widgets are locked: the
  // product must trust `locked: true` over the article's access (sandbox/README.md).
  'chicken-salad': [
    {
      ...recipe({
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
              ['300', 'gram', 'kyllingfilet'],
              ['100', 'gram', 'quinoa'],
              ['1', 'piece', 'agurk'],
              ['1', 'piece', 'rød paprika'],
              ['50', 'gram', 'babyspinat'],
            ],
          ],
          [
            'Dressing',
            [
              ['2', 'tablespoon', 'olivenolje'],
              ['0,5', 'piece', 'sitron, saften'],
              [null, '-', 'salt og pepper'],
            ],
          ],
        ],
        instructions:
          'Skyll quinoaen, og kok den i 12 minutter i lettsaltet vann.\nStek kyllingen 5–6 minutter på hver side til den er gjennomstekt, og skjær den i skiver.\nSkjær agurk og paprika i terninger.\nVisp sammen olje, sitronsaft, salt og pepper, og vend alt sammen med spinaten.',
        nutrients: [
          ['Energy', '520', 'kcal'],
          ['Protein', '43', 'gram'],
          ['Fat', '19', 'gram'],
          ['Carbohydrate', '40', 'gram'],
          ['Fiber', '7', 'gram'],
        ],
      }),
      locked: true,
    },
    {
      type: 'product',
      locked: true,
      title: 'Matboks i glass med tre rom',
      description: 'Testvinneren holder salaten sprø til lunsj – og tåler **oppvaskmaskin**.',
      image: 'meal-prep',
      price: '199 kr',
      winner: true,
      bestBuy: false,
      maxPoints: 10,
      items: [
        ['Tetthet', '9'],
        ['Rengjøring', '8'],
        ['Størrelse', '7'],
      ],
      detailsTitle: 'Fakta',
      details: [
        ['heading', 'Spesifikasjoner', null],
        ['default', 'Volum', '1,2 liter'],
        ['default', 'Materiale', 'Glass og bambus'],
        ['summary', 'Samlet vurdering', 'Meget god'],
      ],
    },
  ],
};

export const WOM_NB_RECIPES: Readonly<Record<string, ArticleText>> = {
  'lentil-soup': {
    slug: 'linsesuppe-med-spisskummen',
    title: 'Varmende linsesuppe med spisskummen og sitron',
    postTitle: 'Linsesuppe med spisskummen og sitron',
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
              ['250', 'gram', 'røde linser'],
              ['1', 'piece', 'løk'],
              ['2', 'piece', 'fedd hvitløk'],
              ['2', 'piece', 'gulrøtter'],
              ['400', 'gram', 'hakkede tomater (1 boks)'],
              ['10', 'dl', 'grønnsaksbuljong'],
              ['1', 'tablespoon', 'olivenolje'],
              ['2', 'teaspoon', 'malt spisskummen'],
              ['1', 'teaspoon', 'paprikapulver'],
            ],
          ],
          [
            'Til servering',
            [
              ['1', 'piece', 'sitron'],
              [null, '-', 'salt og pepper'],
            ],
          ],
        ],
        instructions:
          'Hakk løk og hvitløk, og riv gulrøttene grovt.\nFres grønnsakene i oljen med spisskummen og paprika i 5 minutter.\nTilsett skylte linser, tomater og buljong, og la suppen småkoke i 30 minutter.\nKjør suppen glatt, og smak til med sitronsaft, salt og pepper.',
        tip: 'Suppen tykner til dagen etter. Spe med litt vann når du varmer den.',
        nutrients: [
          ['Energy', '385', 'kcal'],
          ['Protein', '19', 'gram'],
          ['Fat', '6,5', 'gram'],
          ['Carbohydrate', '55', 'gram'],
          ['Fiber', '12', 'gram'],
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
              ['600', 'gram', 'laksefilet uten skinn'],
              ['800', 'gram', 'småpoteter'],
              ['300', 'gram', 'brokkoli'],
              ['1', 'piece', 'rødløk'],
              ['2', 'tablespoon', 'olivenolje'],
              ['1', 'piece', 'sitron'],
            ],
          ],
          [
            'Dillyoghurt',
            [
              ['200', 'gram', 'gresk yoghurt 2 %'],
              ['1', 'piece', 'fedd hvitløk'],
              ['2', 'tablespoon', 'frisk dill'],
              [null, '-', 'salt og pepper'],
            ],
          ],
        ],
        instructions:
          'Sett ovnen på 200 °C.\nDel potetene i to, vend dem i olje, salt og pepper, og bak dem i 10 minutter.\nLegg laks, brokkoli og rødløk på brettet, og bak videre i 15 minutter.\nRør yoghurten med revet hvitløk og dill, og server med sitronbåter.',
        nutrients: [
          ['Energy', '610', 'kcal'],
          ['Protein', '42', 'gram'],
          ['Fat', '29', 'gram'],
          ['Carbohydrate', '40', 'gram'],
          ['Fiber', '6', 'gram'],
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
              ['100', 'gram', 'aktiv rugsurdeig'],
              ['6', 'dl', 'lunkent vann'],
              ['500', 'gram', 'knekt rug'],
              ['250', 'gram', 'grovt rugmel'],
            ],
          ],
          [
            'Dag 2',
            [
              ['250', 'gram', 'grovt rugmel'],
              ['150', 'gram', 'solsikkekjerner'],
              ['100', 'gram', 'linfrø'],
              ['1', 'tablespoon', 'salt'],
              ['2', 'dl', 'vann'],
            ],
          ],
        ],
        instructions:
          'Dag 1: Rør sammen surdeig, vann, knekt rug og rugmel, dekk bollen til, og la den stå på benken i 12–18 timer.\nDag 2: Ta av 100 g av deigen til neste gang.\nRør inn resten av ingrediensene, og fyll deigen i en smurt brødform.\nLa brødet heve i 2–3 timer til deigen når kanten.\nStek brødet på 175 °C i 1 time og 45 minutter, og la det avkjøles på rist.',
        tip: 'Skjær brødet først når det er helt kaldt, ellers blir skivene klissete.',
        nutrients: [
          ['Energy', '190', 'kcal'],
          ['Protein', '6', 'gram'],
          ['Fat', '6,5', 'gram'],
          ['Carbohydrate', '24', 'gram'],
          ['Fiber', '6', 'gram'],
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
        cooking: ['1,5', 'm'],
        total: ['6', 'm'],
        ingredients: [
          [
            'Smoothie',
            [
              ['40', 'gram', 'babyspinat'],
              ['1', 'piece', 'banan'],
              ['150', 'gram', 'frossen mango'],
              ['150', 'gram', 'skyr naturell'],
              ['2', 'dl', 'havredrikk'],
              ['1', 'tablespoon', 'linfrø'],
              ['1', 'tablespoon', 'honning'],
            ],
          ],
        ],
        instructions:
          'Ha alle ingrediensene i blenderen, de frosne til slutt.\nKjør i 90 sekunder til smoothien er helt glatt.\nServer med en gang.',
        nutrients: [
          ['Energy', '245,5', 'kcal'],
          ['Protein', '10', 'gram'],
          ['Fat', '4,5', 'gram'],
          ['Carbohydrate', '40', 'gram'],
          ['Fiber', '5,5', 'gram'],
        ],
      }),
    ],
  },
};
