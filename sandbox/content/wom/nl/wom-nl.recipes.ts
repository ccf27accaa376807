import type { ArticleText, BodyBlock } from '../../content-pack.types';
import type { RecipeBlock } from '../../widget-blocks.types';

type Recipe = Omit<RecipeBlock, 'type' | 'instructionsHeadline' | 'nutrientsHeadline'>;

function recipe(fields: Recipe): RecipeBlock {
  return {
    type: 'recipe',
    instructionsHeadline: 'Zo maak je het',
    nutrientsHeadline: 'Voedingswaarde per portie',
    ...fields,
  };
}

/** Recipe widgets appended to the older recipe articles. */
export const WOM_NL_RECIPE_BLOCKS: Readonly<Record<string, readonly BodyBlock[]>> = {
  'overnight-oats': [
    recipe({
      title: 'Overnight oats met bessen en skyr',
      description: 'Romig, vullend en klaar als je wakker wordt.',
      image: 'oats',
      categoryLabel: 'Ontbijt',
      tags: ['Vegetarisch', 'Eiwitrijk'],
      tagsAsList: true,
      quantity: '1',
      quantityType: 'portie',
      preparation: ['10', 'm'],
      cooking: ['0', 'm'],
      total: ['10', 'm'],
      totalExtra: '+ 8 uur in de koelkast',
      ingredients: [
        [
          'Havermout',
          [
            ['50', 'gram', 'havervlokken'],
            ['150', 'gram', 'skyr naturel'],
            null, // a row the editor deleted: this list arrives with a hole
            ['1', 'dl', 'halfvolle melk'],
            ['1', 'teaspoon', 'chiazaad'],
            ['1', 'teaspoon', 'honing'],
          ],
        ],
        ['Topping', [['75', 'gram', 'blauwe bessen en frambozen']]],
      ],
      instructions:
        'Roer havervlokken, skyr, melk, chiazaad en honing door elkaar in een pot met deksel.\nZet de pot een nacht in de koelkast.\nBeleg ’s ochtends met bessen en eet de havermout koud.',
      tip: 'De oats blijven drie dagen goed in de koelkast, dus maak gerust drie potten tegelijk.',
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
        title: 'Kipsalade met quinoa',
        description: 'Lunch met meer dan 40 gram eiwit.',
        image: 'salad',
        categoryLabel: 'Lunch',
        tags: ['Glutenvrij', 'Eiwitrijk'],
        quantity: '2',
        quantityType: 'personen',
        preparation: ['10', 'm'],
        cooking: ['15', 'm'],
        total: ['25', 'm'],
        ingredients: [
          [
            'Salade',
            [
              ['300', 'gram', 'kipfilet'],
              ['100', 'gram', 'quinoa'],
              ['1', 'piece', 'komkommer'],
              ['1', 'piece', 'rode paprika'],
              ['50', 'gram', 'babyspinazie'],
            ],
          ],
          [
            'Dressing',
            [
              ['2', 'tablespoon', 'olijfolie'],
              ['0,5', 'piece', 'citroen, het sap'],
              [null, '-', 'peper en zout'],
            ],
          ],
        ],
        instructions:
          'Spoel de quinoa en kook hem 12 minuten in licht gezouten water. Laat hem uitdampen.\nBak de kip 5-6 minuten per kant tot hij gaar is en snijd hem in plakjes.\nSnijd komkommer en paprika in blokjes.\nKlop olie, citroensap, peper en zout door elkaar en schep alles om met de spinazie.',
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
      title: 'Glazen lunchbox met drie vakken',
      description:
        'De testwinnaar houdt je salade knapperig tot de lunch – en kan in de **vaatwasser**.',
      image: 'meal-prep',
      price: '€ 19,95',
      winner: true,
      bestBuy: false,
      maxPoints: 10,
      items: [
        ['Afsluiting', '9'],
        ['Schoonmaken', '8'],
        ['Formaat', '7'],
      ],
      detailsTitle: 'Feiten',
      details: [
        ['heading', 'Specificaties', null],
        ['default', 'Inhoud', '1,2 liter'],
        ['default', 'Materiaal', 'Glas en bamboe'],
        ['summary', 'Eindoordeel', 'Zeer goed'],
      ],
    },
  ],
};

export const WOM_NL_RECIPES: Readonly<Record<string, ArticleText>> = {
  'lentil-soup': {
    slug: 'linzensoep-met-komijn',
    title: 'Verwarmende linzensoep met komijn en citroen',
    postTitle: 'Linzensoep met komijn en citroen',
    description: 'Een goedkope, vullende soep met 19 gram plantaardig eiwit per portie.',
    label: 'Recept',
    body: [
      {
        lead: 'Rode linzen koken in een halfuur helemaal stuk en geven de soep een fluweelzachte structuur, zonder room.',
      },
      recipe({
        title: 'Linzensoep met komijn',
        description: 'Vegetarisch doordeweeks eten dat je kunt invriezen.',
        image: 'lentil-soup',
        categoryLabel: 'Avondeten',
        tags: ['Vegetarisch', 'Kan in de vriezer'],
        quantity: '4',
        quantityType: 'personen',
        preparation: ['15', 'm'],
        cooking: ['45', 'm'],
        total: ['1', 'h'],
        ingredients: [
          [
            'Soep',
            [
              ['250', 'gram', 'rode linzen'],
              ['1', 'piece', 'ui'],
              ['2', 'piece', 'tenen knoflook'],
              ['2', 'piece', 'wortels'],
              ['400', 'gram', 'tomatenblokjes (1 blik)'],
              ['10', 'dl', 'groentebouillon'],
              ['1', 'tablespoon', 'olijfolie'],
              ['2', 'teaspoon', 'gemalen komijn'],
              ['1', 'teaspoon', 'paprikapoeder'],
            ],
          ],
          [
            'Om te serveren',
            [
              ['1', 'piece', 'citroen'],
              [null, '-', 'peper en zout'],
            ],
          ],
        ],
        instructions:
          'Snipper de ui en de knoflook en rasp de wortels grof.\nFruit de groenten 5 minuten in de olie met komijn en paprikapoeder.\nVoeg de gespoelde linzen, tomaten en bouillon toe en laat de soep 30 minuten zachtjes koken.\nPureer de soep en breng op smaak met citroensap, peper en zout.',
        tip: 'De soep wordt de volgende dag dikker. Verdun hem met wat water als je hem opwarmt.',
        nutrients: [
          ['Energy', '385', 'kcal'],
          ['Protein', '19', 'gram'],
          ['Fat', '6,5', 'gram'],
          ['Carbohydrate', '55', 'gram'],
          ['Fiber', '12', 'gram'],
        ],
      }),
      {
        text: '## Waarom linzen?\n\nLinzen zijn een van de goedkoopste eiwitbronnen die je kunt kopen, en ze bevatten _veel vezels_, waardoor je lang verzadigd blijft.',
      },
    ],
  },
  'salmon-traybake': {
    slug: 'zalm-uit-de-oven-met-aardappelen',
    title: 'Zalm uit de oven met aardappelen, broccoli en dille-yoghurt',
    postTitle: 'Zalm uit de oven',
    description: 'Alles op één bakplaat: avondeten in 35 minuten en maar één ding af te wassen.',
    label: 'Recept',
    body: [
      {
        lead: 'Zalm is een van de beste bronnen van omega 3-vetzuren. Hier gaat hij samen met aardappelen en broccoli de oven in, terwijl jij de tafel dekt.',
      },
      recipe({
        title: 'Zalm uit de oven',
        description: 'Doordeweeks eten voor vier in 35 minuten.',
        image: 'salmon',
        categoryLabel: 'Avondeten',
        tags: ['Glutenvrij', 'Omega 3'],
        quantity: '4',
        quantityType: 'personen',
        preparation: ['10', 'm'],
        cooking: ['25', 'm'],
        total: ['35', 'm'],
        ingredients: [
          [
            'Ovenschotel',
            [
              ['600', 'gram', 'zalmfilet zonder vel'],
              ['800', 'gram', 'krieltjes'],
              ['300', 'gram', 'broccoli'],
              ['1', 'piece', 'rode ui'],
              ['2', 'tablespoon', 'olijfolie'],
              ['1', 'piece', 'citroen'],
            ],
          ],
          [
            'Dille-yoghurt',
            [
              ['200', 'gram', 'Griekse yoghurt 2%'],
              ['1', 'piece', 'teen knoflook'],
              ['2', 'tablespoon', 'verse dille'],
              [null, '-', 'peper en zout'],
            ],
          ],
        ],
        instructions:
          'Verwarm de oven voor op 200 °C.\nHalveer de krieltjes, schep ze om met olie, peper en zout en bak ze 10 minuten.\nLeg zalm, broccoli en rode ui op de bakplaat en bak nog 15 minuten.\nRoer de yoghurt met geraspte knoflook en dille en serveer met partjes citroen.',
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
    slug: 'roggebrood-met-zaden',
    title: 'Roggebrood met zaden: zo bak je het zelf',
    postTitle: 'Zelfgebakken roggebrood',
    description:
      'Het duurt twee dagen, maar kost maar een halfuur werk. En het smaakt naar veel meer.',
    label: 'Recept',
    body: [
      {
        lead: 'Zelfgebakken roggebrood op zuurdesem blijft een week vers en verzadigt beter dan bijna elk ander brood.',
      },
      {
        text: 'Heb je geen zuurdesem, vraag dan een schepje aan een vriend – of koop het bij de bakker.\nHet desem moet _actief_ zijn: voed het de dag ervoor met wat meel en water.',
      },
      recipe({
        title: 'Roggebrood met zaden',
        description: 'Eén brood van ongeveer 20 sneetjes.',
        image: 'rye-bread',
        categoryLabel: 'Brood',
        tags: ['Vegetarisch', 'Volkoren'],
        quantity: '20',
        quantityType: 'sneetjes',
        preparation: ['30', 'm'],
        cooking: ['1,75', 'h'],
        total: ['2', 'd'],
        totalExtra: 'incl. een nacht rijzen',
        ingredients: [
          [
            'Dag 1',
            [
              ['100', 'gram', 'actief roggedesem'],
              ['6', 'dl', 'lauw water'],
              ['500', 'gram', 'gebroken roggekorrels'],
              ['250', 'gram', 'grof roggemeel'],
            ],
          ],
          [
            'Dag 2',
            [
              ['250', 'gram', 'grof roggemeel'],
              ['150', 'gram', 'zonnebloempitten'],
              ['100', 'gram', 'lijnzaad'],
              ['1', 'tablespoon', 'zout'],
              ['2', 'dl', 'water'],
            ],
          ],
        ],
        instructions:
          'Dag 1: Roer desem, water, roggekorrels en roggemeel door elkaar, dek de kom af en laat hem 12-18 uur op het aanrecht staan.\nDag 2: Neem 100 g van het deeg apart voor de volgende keer.\nRoer de rest van de ingrediënten door het deeg en doe het in een ingevette broodvorm.\nLaat het brood 2-3 uur rijzen, tot het deeg de rand bereikt.\nBak het brood 1 uur en 45 minuten op 175 °C en laat het afkoelen op een rooster.',
        tip: 'Snijd het brood pas als het helemaal koud is, anders worden de sneetjes plakkerig.',
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
    slug: 'groene-smoothie-met-mango',
    title: 'Groene smoothie met mango en spinazie',
    postTitle: 'Groene smoothie',
    description:
      'Fris, zoet en klaar in zes minuten: een makkelijke manier om groente bij je ontbijt te eten.',
    label: 'Recept',
    body: [
      {
        lead: 'De spinazie proef je niet, maar hij geeft wel de kleur. Mango en banaan zorgen voor de zoetheid.',
      },
      recipe({
        title: 'Groene smoothie',
        description: 'Twee grote glazen.',
        image: 'green-smoothie',
        categoryLabel: 'Drinken',
        tags: ['Vegetarisch', 'Snel'],
        quantity: '2',
        quantityType: 'glazen',
        preparation: ['5', 'm'],
        cooking: ['1,5', 'm'],
        total: ['6', 'm'],
        ingredients: [
          [
            'Smoothie',
            [
              ['40', 'gram', 'babyspinazie'],
              ['1', 'piece', 'banaan'],
              ['150', 'gram', 'diepvriesmango'],
              ['150', 'gram', 'skyr naturel'],
              ['2', 'dl', 'haverdrink'],
              ['1', 'tablespoon', 'lijnzaad'],
              ['1', 'tablespoon', 'honing'],
            ],
          ],
        ],
        instructions:
          'Doe alle ingrediënten in de blender, de bevroren ingrediënten als laatste.\nBlend 90 seconden tot de smoothie helemaal glad is.\nDirect serveren.',
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
