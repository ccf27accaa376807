import type { ArticleText, BodyBlock } from '../../content-pack.types';
import type { RecipeBlock } from '../../widget-blocks.types';

type Recipe = Omit<RecipeBlock, 'type' | 'instructionsHeadline' | 'nutrientsHeadline'>;

function recipe(fields: Recipe): RecipeBlock {
  return {
    type: 'recipe',
    instructionsHeadline: 'Gör så här',
    nutrientsHeadline: 'Näringsvärde per portion',
    ...fields,
  };
}

/** Recipe widgets appended to the older recipe articles. */
export const WOM_SV_RECIPE_BLOCKS: Readonly<Record<string, readonly BodyBlock[]>> = {
  'overnight-oats': [
    recipe({
      title: 'Overnight oats med bär och kvarg',
      description: 'Krämig, mättande och klar när du vaknar.',
      image: 'oats',
      categoryLabel: 'Frukost',
      tags: ['Vegetariskt', 'Proteinrikt'],
      tagsAsList: true,
      quantity: '1',
      quantityType: 'portion',
      preparation: ['10', 'm'],
      cooking: ['0', 'm'],
      total: ['10', 'm'],
      totalExtra: '+ 8 timmar i kylskåpet',
      ingredients: [
        [
          'Gröt',
          [
            ['0,75', 'dl', 'havregryn (50 g)'],
            ['150', 'gram', 'kvarg naturell'],
            null, // a row the editor deleted: this list arrives with a hole
            ['1', 'dl', 'lättmjölk'],
            ['1', 'teaspoon', 'chiafrön'],
            ['1', 'teaspoon', 'honung'],
          ],
        ],
        ['Topping', [['75', 'gram', 'blåbär och hallon']]],
      ],
      instructions:
        'Rör ihop havregryn, kvarg, mjölk, chiafrön och honung i en burk med lock.\nStäll burken i kylskåpet över natten.\nToppa med bär på morgonen och ät gröten kall.',
      tip: 'Gröten håller i tre dagar i kylen, så gör gärna tre burkar på en gång.',
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
        title: 'Kycklingsallad med quinoa',
        description: 'Lunch med över 40 gram protein.',
        image: 'salad',
        categoryLabel: 'Lunch',
        tags: ['Glutenfritt', 'Proteinrikt'],
        quantity: '2',
        quantityType: 'portioner',
        preparation: ['10', 'm'],
        cooking: ['15', 'm'],
        total: ['25', 'm'],
        ingredients: [
          [
            'Sallad',
            [
              ['300', 'gram', 'kycklingfilé'],
              ['100', 'gram', 'quinoa'],
              ['1', 'piece', 'gurka'],
              ['1', 'piece', 'röd paprika'],
              ['50', 'gram', 'babyspenat'],
            ],
          ],
          [
            'Dressing',
            [
              ['2', 'tablespoon', 'olivolja'],
              ['0,5', 'piece', 'citron, saften'],
              [null, '-', 'salt och peppar'],
            ],
          ],
        ],
        instructions:
          'Skölj quinoan och koka den i 12 minuter i lättsaltat vatten.\nStek kycklingen 5–6 minuter per sida tills den är genomstekt och skiva den.\nTärna gurka och paprika.\nVispa ihop olja, citronsaft, salt och peppar och vänd runt allt med spenaten.',
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
      title: 'Matlåda i glas med tre fack',
      description: 'Testets vinnare håller salladen krispig till lunch – och tål **diskmaskin**.',
      image: 'meal-prep',
      price: '179 kr',
      winner: true,
      bestBuy: false,
      maxPoints: 10,
      items: [
        ['Täthet', '9'],
        ['Rengöring', '8'],
        ['Storlek', '7'],
      ],
      detailsTitle: 'Fakta',
      details: [
        ['heading', 'Specifikationer', null],
        ['default', 'Volym', '1,2 liter'],
        ['default', 'Material', 'Glas och bambu'],
        ['summary', 'Helhetsbetyg', 'Mycket bra'],
      ],
    },
  ],
};

export const WOM_SV_RECIPES: Readonly<Record<string, ArticleText>> = {
  'lentil-soup': {
    slug: 'linssoppa-med-spiskummin',
    title: 'Värmande linssoppa med spiskummin och citron',
    postTitle: 'Linssoppa med spiskummin och citron',
    description: 'En billig, mättande soppa med 19 gram växtprotein per portion.',
    label: 'Recept',
    body: [
      {
        lead: 'Röda linser kokar sönder på en halvtimme och ger soppan en sammetslen konsistens helt utan grädde.',
      },
      recipe({
        title: 'Linssoppa med spiskummin',
        description: 'Vegetarisk vardagsmat som går att frysa.',
        image: 'lentil-soup',
        categoryLabel: 'Middag',
        tags: ['Vegetariskt', 'Går att frysa'],
        quantity: '4',
        quantityType: 'portioner',
        preparation: ['15', 'm'],
        cooking: ['45', 'm'],
        total: ['1', 'h'],
        ingredients: [
          [
            'Soppa',
            [
              ['250', 'gram', 'röda linser'],
              ['1', 'piece', 'gul lök'],
              ['2', 'piece', 'klyftor vitlök'],
              ['2', 'piece', 'morötter'],
              ['400', 'gram', 'krossade tomater (1 burk)'],
              ['10', 'dl', 'grönsaksbuljong'],
              ['1', 'tablespoon', 'olivolja'],
              ['2', 'teaspoon', 'malen spiskummin'],
              ['1', 'teaspoon', 'paprikapulver'],
            ],
          ],
          [
            'Till servering',
            [
              ['1', 'piece', 'citron'],
              [null, '-', 'salt och peppar'],
            ],
          ],
        ],
        instructions:
          'Hacka lök och vitlök och riv morötterna grovt.\nFräs grönsakerna i oljan med spiskummin och paprika i 5 minuter.\nTillsätt sköljda linser, tomater och buljong och låt soppan sjuda i 30 minuter.\nMixa soppan och smaka av med citronsaft, salt och peppar.',
        tip: 'Soppan tjocknar till nästa dag. Späd med lite vatten när du värmer den.',
        nutrients: [
          ['Energy', '385', 'kcal'],
          ['Protein', '19', 'gram'],
          ['Fat', '6,5', 'gram'],
          ['Carbohydrate', '55', 'gram'],
          ['Fiber', '12', 'gram'],
        ],
      }),
      {
        text: '## Varför linser?\n\nLinser är en av de billigaste proteinkällorna som finns, och de innehåller _mycket fibrer_ som håller dig mätt länge.',
      },
    ],
  },
  'salmon-traybake': {
    slug: 'ugnsbakad-lax-med-potatis',
    title: 'Ugnsbakad lax med potatis, broccoli och dillyoghurt',
    postTitle: 'Ugnsbakad lax',
    description: 'Allt på en plåt: middag på 35 minuter och bara en sak att diska.',
    label: 'Recept',
    body: [
      {
        lead: 'Lax är en av de bästa källorna till omega-3. Här bakas den tillsammans med potatis och broccoli medan du dukar.',
      },
      recipe({
        title: 'Ugnsbakad lax',
        description: 'Vardagsmiddag för fyra på 35 minuter.',
        image: 'salmon',
        categoryLabel: 'Middag',
        tags: ['Glutenfritt', 'Omega-3'],
        quantity: '4',
        quantityType: 'portioner',
        preparation: ['10', 'm'],
        cooking: ['25', 'm'],
        total: ['35', 'm'],
        ingredients: [
          [
            'Plåt',
            [
              ['600', 'gram', 'laxfilé utan skinn'],
              ['800', 'gram', 'småpotatis'],
              ['300', 'gram', 'broccoli'],
              ['1', 'piece', 'rödlök'],
              ['2', 'tablespoon', 'olivolja'],
              ['1', 'piece', 'citron'],
            ],
          ],
          [
            'Dillyoghurt',
            [
              ['2', 'dl', 'turkisk yoghurt 2 %'],
              ['1', 'piece', 'klyfta vitlök'],
              ['2', 'tablespoon', 'färsk dill'],
              [null, '-', 'salt och peppar'],
            ],
          ],
        ],
        instructions:
          'Sätt ugnen på 200 °C.\nHalvera potatisen, vänd den med olja, salt och peppar och baka i 10 minuter.\nLägg lax, broccoli och rödlök på plåten och baka ytterligare 15 minuter.\nRör yoghurten med riven vitlök och dill och servera med citronklyftor.',
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
    slug: 'danskt-ragbrod-med-karnor',
    title: 'Danskt rågbröd med kärnor: så bakar du det själv',
    postTitle: 'Hembakat rågbröd',
    description: 'Det tar två dagar men bara en halvtimmes arbete. Och det smakar så mycket mer.',
    label: 'Recept',
    body: [
      {
        lead: 'Hembakat rågbröd med surdeg håller sig fräscht i en vecka och mättar bättre än nästan allt annat bröd.',
      },
      {
        text: 'Har du ingen surdeg? Be en vän om en klick eller köp hos bagaren.\nDen ska vara _aktiv_: mata den med lite mjöl och vatten dagen innan.',
      },
      recipe({
        title: 'Rågbröd med kärnor',
        description: 'Ett bröd på cirka 20 skivor.',
        image: 'rye-bread',
        categoryLabel: 'Bröd',
        tags: ['Vegetariskt', 'Fullkorn'],
        quantity: '20',
        quantityType: 'skivor',
        preparation: ['30', 'm'],
        cooking: ['1,75', 'h'],
        total: ['2', 'd'],
        totalExtra: 'inkl. jäsning över natten',
        ingredients: [
          [
            'Dag 1',
            [
              ['100', 'gram', 'aktiv rågsurdeg'],
              ['6', 'dl', 'ljummet vatten'],
              ['500', 'gram', 'krossad råg'],
              ['250', 'gram', 'grovt rågmjöl'],
            ],
          ],
          [
            'Dag 2',
            [
              ['250', 'gram', 'grovt rågmjöl'],
              ['150', 'gram', 'solroskärnor'],
              ['100', 'gram', 'linfrön'],
              ['1', 'tablespoon', 'salt'],
              ['2', 'dl', 'vatten'],
            ],
          ],
        ],
        instructions:
          'Dag 1: Rör ihop surdeg, vatten, krossad råg och rågmjöl, täck skålen och låt stå i rumstemperatur i 12–18 timmar.\nDag 2: Ta undan 100 g av degen till nästa gång.\nRör ner resten av ingredienserna och fyll degen i en smord brödform.\nLåt brödet jäsa 2–3 timmar tills degen når kanten.\nGrädda i 175 °C i 1 timme och 45 minuter och låt svalna på galler.',
        tip: 'Skär brödet först när det är helt kallt, annars blir skivorna kladdiga.',
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
    title: 'Grön smoothie med mango och spenat',
    postTitle: 'Grön smoothie',
    description:
      'Fräsch, söt och klar på sex minuter: ett enkelt sätt att få in grönt till frukost.',
    label: 'Recept',
    body: [
      {
        lead: 'Spenaten känner du inte smaken av, men den ger färgen. Mango och banan står för sötman.',
      },
      recipe({
        title: 'Grön smoothie',
        description: 'Två stora glas.',
        image: 'green-smoothie',
        categoryLabel: 'Dryck',
        tags: ['Vegetariskt', 'Snabbt'],
        quantity: '2',
        quantityType: 'glas',
        preparation: ['5', 'm'],
        cooking: ['1,5', 'm'],
        total: ['6', 'm'],
        ingredients: [
          [
            'Smoothie',
            [
              ['40', 'gram', 'babyspenat'],
              ['1', 'piece', 'banan'],
              ['150', 'gram', 'fryst mango'],
              ['150', 'gram', 'kvarg naturell'],
              ['2', 'dl', 'havredryck'],
              ['1', 'tablespoon', 'linfrön'],
              ['1', 'tablespoon', 'honung'],
            ],
          ],
        ],
        instructions:
          'Lägg alla ingredienser i mixern, de frysta sist.\nMixa i 90 sekunder tills smoothien är helt slät.\nServera direkt.',
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
