import type { ArticleText, BodyBlock } from '../../content-pack.types';
import type { RecipeBlock } from '../../widget-blocks.types';

type Recipe = Omit<RecipeBlock, 'type' | 'instructionsHeadline' | 'nutrientsHeadline'>;

function recipe(fields: Recipe): RecipeBlock {
  return {
    type: 'recipe',
    instructionsHeadline: 'Sådan gør du',
    nutrientsHeadline: 'Næringsindhold pr. portion',
    ...fields,
  };
}

/** Recipe widgets appended to the older recipe articles. */
export const WOM_DA_RECIPE_BLOCKS: Readonly<Record<string, readonly BodyBlock[]>> = {
  'overnight-oats': [
    recipe({
      title: 'Overnight oats med bær og skyr',
      description: 'Cremet, mættende og klar, når du vågner.',
      image: 'oats',
      categoryLabel: 'Morgenmad',
      tags: ['Vegetar', 'Højt proteinindhold'],
      tagsAsList: true,
      quantity: '1',
      quantityType: 'portion',
      preparation: ['10', 'm'],
      cooking: ['0', 'm'],
      total: ['10', 'm'],
      totalExtra: '+ 8 timer i køleskabet',
      ingredients: [
        [
          'Grød',
          [
            ['50', 'gram', 'havregryn'],
            ['150', 'gram', 'skyr naturel'],
            null, // a row the editor deleted: this list arrives with a hole
            ['1', 'dl', 'letmælk'],
            ['1', 'teaspoon', 'chiafrø'],
            ['1', 'teaspoon', 'honning'],
          ],
        ],
        ['Topping', [['75', 'gram', 'blåbær og hindbær']]],
      ],
      instructions:
        'Rør havregryn, skyr, mælk, chiafrø og honning sammen i et glas med låg.\nStil glasset i køleskabet natten over.\nTop med bær om morgenen, og spis grøden kold.',
      tip: 'Grøden holder sig tre dage i køleskabet, så lav gerne tre glas ad gangen.',
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
        title: 'Kyllingesalat med quinoa',
        description: 'Frokost med over 40 gram protein.',
        image: 'salad',
        categoryLabel: 'Frokost',
        tags: ['Glutenfri', 'Højt proteinindhold'],
        quantity: '2',
        quantityType: 'personer',
        preparation: ['10', 'm'],
        cooking: ['15', 'm'],
        total: ['25', 'm'],
        ingredients: [
          [
            'Salat',
            [
              ['300', 'gram', 'kyllingebryst'],
              ['100', 'gram', 'quinoa'],
              ['1', 'piece', 'agurk'],
              ['1', 'piece', 'rød peberfrugt'],
              ['50', 'gram', 'babyspinat'],
            ],
          ],
          [
            'Dressing',
            [
              ['2', 'tablespoon', 'olivenolie'],
              ['0,5', 'piece', 'citron, saften'],
              [null, '-', 'salt og peber'],
            ],
          ],
        ],
        instructions:
          'Skyl quinoaen, og kog den i 12 minutter i letsaltet vand. Lad den dampe af.\nSteg kyllingen 5-6 minutter på hver side, til den er gennemstegt, og skær den i skiver.\nSkær agurk og peberfrugt i tern.\nPisk olie, citronsaft, salt og peber sammen, og vend det hele med spinaten.',
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
      title: 'Madkasse i glas med tre rum',
      description: 'Testens vinder holder salaten sprød til frokost – og tåler **opvaskemaskine**.',
      image: 'meal-prep',
      price: '149 kr.',
      winner: true,
      bestBuy: false,
      maxPoints: 10,
      items: [
        ['Tæthed', '9'],
        ['Rengøring', '8'],
        ['Størrelse', '7'],
      ],
      detailsTitle: 'Fakta',
      details: [
        ['heading', 'Specifikationer', null],
        ['default', 'Rumfang', '1,2 liter'],
        ['default', 'Materiale', 'Glas og bambus'],
        ['summary', 'Samlet vurdering', 'Meget god'],
      ],
    },
  ],
};

export const WOM_DA_RECIPES: Readonly<Record<string, ArticleText>> = {
  'lentil-soup': {
    slug: 'linsesuppe-med-spidskommen',
    title: 'Varmende linsesuppe med spidskommen og citron',
    postTitle: 'Linsesuppe med spidskommen og citron',
    description: 'En billig, mættende suppe med 19 gram plantebaseret protein pr. portion.',
    label: 'Opskrift',
    body: [
      {
        lead: 'Røde linser koger ud på en halv time og giver suppen en fløjlsblød konsistens helt uden fløde.',
      },
      recipe({
        title: 'Linsesuppe med spidskommen',
        description: 'Vegetarisk hverdagsmad, der kan fryses.',
        image: 'lentil-soup',
        categoryLabel: 'Aftensmad',
        tags: ['Vegetar', 'Kan fryses'],
        quantity: '4',
        quantityType: 'personer',
        preparation: ['15', 'm'],
        cooking: ['45', 'm'],
        total: ['1', 'h'],
        ingredients: [
          [
            'Suppe',
            [
              ['250', 'gram', 'røde linser'],
              ['1', 'piece', 'løg'],
              ['2', 'piece', 'fed hvidløg'],
              ['2', 'piece', 'gulerødder'],
              ['400', 'gram', 'hakkede tomater (1 dåse)'],
              ['10', 'dl', 'grøntsagsbouillon'],
              ['1', 'tablespoon', 'olivenolie'],
              ['2', 'teaspoon', 'stødt spidskommen'],
              ['1', 'teaspoon', 'paprika'],
            ],
          ],
          [
            'Til servering',
            [
              ['1', 'piece', 'citron'],
              [null, '-', 'salt og peber'],
            ],
          ],
        ],
        instructions:
          'Hak løg og hvidløg, og riv gulerødderne groft.\nSvits grøntsagerne i olien med spidskommen og paprika i 5 minutter.\nTilsæt skyllede linser, tomater og bouillon, og lad suppen simre i 30 minutter.\nBlend suppen, og smag til med citronsaft, salt og peber.',
        tip: 'Suppen bliver tykkere dagen efter. Fortynd med lidt vand, når du varmer den.',
        nutrients: [
          ['Energy', '385', 'kcal'],
          ['Protein', '19', 'gram'],
          ['Fat', '6,5', 'gram'],
          ['Carbohydrate', '55', 'gram'],
          ['Fiber', '12', 'gram'],
        ],
      }),
      {
        text: '## Hvorfor linser?\n\nLinser er en af de billigste proteinkilder, du kan købe, og de indeholder _masser af kostfibre_, som holder dig mæt længe.',
      },
    ],
  },
  'salmon-traybake': {
    slug: 'laks-i-fad-med-kartofler',
    title: 'Laks i fad med kartofler, broccoli og dildyoghurt',
    postTitle: 'Laks i fad',
    description: 'Alt på én bradepande: aftensmad på 35 minutter med kun én ting at vaske op.',
    label: 'Opskrift',
    body: [
      {
        lead: 'Laks er en af de bedste kilder til omega-3-fedtsyrer. Her bager den sammen med kartofler og broccoli, mens du dækker bord.',
      },
      recipe({
        title: 'Laks i fad',
        description: 'Hverdagsmad til fire på 35 minutter.',
        image: 'salmon',
        categoryLabel: 'Aftensmad',
        tags: ['Glutenfri', 'Omega-3'],
        quantity: '4',
        quantityType: 'personer',
        preparation: ['10', 'm'],
        cooking: ['25', 'm'],
        total: ['35', 'm'],
        ingredients: [
          [
            'Fad',
            [
              ['600', 'gram', 'laksefilet uden skind'],
              ['800', 'gram', 'små kartofler'],
              ['300', 'gram', 'broccoli'],
              ['1', 'piece', 'rødløg'],
              ['2', 'tablespoon', 'olivenolie'],
              ['1', 'piece', 'citron'],
            ],
          ],
          [
            'Dildyoghurt',
            [
              ['200', 'gram', 'græsk yoghurt 2 %'],
              ['1', 'piece', 'fed hvidløg'],
              ['2', 'tablespoon', 'frisk dild'],
              [null, '-', 'salt og peber'],
            ],
          ],
        ],
        instructions:
          'Tænd ovnen på 200 °C.\nHalver kartoflerne, vend dem med olie, salt og peber, og bag dem i 10 minutter.\nLæg laks, broccoli og rødløg i fadet, og bag videre i 15 minutter.\nRør yoghurt med revet hvidløg og dild, og server med citronbåde.',
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
    slug: 'rugbrod-med-kerner',
    title: 'Rugbrød med kerner: sådan bager du det selv',
    postTitle: 'Hjemmebagt rugbrød',
    description: 'Det tager to dage, men kun en halv times arbejde. Og det smager af meget mere.',
    label: 'Opskrift',
    body: [
      {
        lead: 'Hjemmebagt rugbrød med surdej holder sig friskt en uge og mætter bedre end næsten alt andet brød.',
      },
      {
        text: 'Har du ikke en surdej, så få en klat af en ven – eller køb den hos bageren.\nDen skal være _aktiv_: rør den op med lidt mel og vand dagen før.',
      },
      recipe({
        title: 'Rugbrød med kerner',
        description: 'Ét brød på ca. 20 skiver.',
        image: 'rye-bread',
        categoryLabel: 'Brød',
        tags: ['Vegetar', 'Fuldkorn'],
        quantity: '20',
        quantityType: 'skiver',
        preparation: ['30', 'm'],
        cooking: ['1,75', 'h'],
        total: ['2', 'd'],
        totalExtra: 'inkl. hævning natten over',
        ingredients: [
          [
            'Dag 1',
            [
              ['100', 'gram', 'aktiv rugsurdej'],
              ['6', 'dl', 'lunkent vand'],
              ['500', 'gram', 'knækkede rugkerner'],
              ['250', 'gram', 'groft rugmel'],
            ],
          ],
          [
            'Dag 2',
            [
              ['250', 'gram', 'groft rugmel'],
              ['150', 'gram', 'solsikkekerner'],
              ['100', 'gram', 'hørfrø'],
              ['1', 'tablespoon', 'salt'],
              ['2', 'dl', 'vand'],
            ],
          ],
        ],
        instructions:
          'Dag 1: Rør surdej, vand, rugkerner og rugmel sammen, dæk skålen til, og lad den stå på køkkenbordet i 12-18 timer.\nDag 2: Tag 100 g af dejen fra til næste gang.\nRør resten af ingredienserne i dejen, og fyld den i en smurt rugbrødsform.\nLad brødet hæve 2-3 timer, til dejen når kanten.\nBag brødet ved 175 °C i 1 time og 45 minutter, og lad det køle af på en rist.',
        tip: 'Skær først brødet, når det er helt koldt, ellers bliver skiverne klistrede.',
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
    slug: 'gron-smoothie-med-mango',
    title: 'Grøn smoothie med mango og spinat',
    postTitle: 'Grøn smoothie',
    description: 'Frisk, sød og klar på seks minutter: en nem måde at få grønt til morgenmaden.',
    label: 'Opskrift',
    body: [
      {
        lead: 'Spinaten kan du ikke smage, men den giver farven. Mango og banan sørger for sødmen.',
      },
      recipe({
        title: 'Grøn smoothie',
        description: 'To store glas.',
        image: 'green-smoothie',
        categoryLabel: 'Drikke',
        tags: ['Vegetar', 'Hurtig'],
        quantity: '2',
        quantityType: 'glas',
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
              ['150', 'gram', 'skyr naturel'],
              ['2', 'dl', 'havredrik'],
              ['1', 'tablespoon', 'hørfrø'],
              ['1', 'tablespoon', 'honning'],
            ],
          ],
        ],
        instructions:
          'Kom alle ingredienserne i blenderen, de frosne til sidst.\nBlend i 90 sekunder, til smoothien er helt glat.\nServer med det samme.',
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
