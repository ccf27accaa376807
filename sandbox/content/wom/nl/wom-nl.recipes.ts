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
            ['50', 'g', 'havervlokken'],
            ['150', 'g', 'skyr naturel'],
            ['100', 'ml', 'halfvolle melk'],
            ['1', 'tl', 'chiazaad'],
            ['1', 'tl', 'honing'],
          ],
        ],
        ['Topping', [['75', 'g', 'blauwe bessen en frambozen']]],
      ],
      instructions:
        'Roer havervlokken, skyr, melk, chiazaad en honing door elkaar in een pot met deksel.\nZet de pot een nacht in de koelkast.\nBeleg ’s ochtends met bessen en eet de havermout koud.',
      tip: 'De oats blijven drie dagen goed in de koelkast, dus maak gerust drie potten tegelijk.',
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
            ['300', 'g', 'kipfilet'],
            ['100', 'g', 'quinoa'],
            ['1', 'stuk', 'komkommer'],
            ['1', 'stuk', 'rode paprika'],
            ['50', 'g', 'babyspinazie'],
          ],
        ],
        [
          'Dressing',
          [
            ['2', 'el', 'olijfolie'],
            ['0,5', 'stuk', 'citroen, het sap'],
            ['', '', 'peper en zout'],
          ],
        ],
      ],
      instructions:
        'Spoel de quinoa en kook hem 12 minuten in licht gezouten water. Laat hem uitdampen.\nBak de kip 5-6 minuten per kant tot hij gaar is en snijd hem in plakjes.\nSnijd komkommer en paprika in blokjes.\nKlop olie, citroensap, peper en zout door elkaar en schep alles om met de spinazie.',
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

export const WOM_NL_RECIPES: Readonly<Record<string, ArticleText>> = {
  'lentil-soup': {
    slug: 'linzensoep-met-komijn',
    title: 'Verwarmende linzensoep met komijn en citroen',
    postTitle: 'Linzensoep',
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
              ['250', 'g', 'rode linzen'],
              ['1', 'stuk', 'ui'],
              ['2', 'tenen', 'knoflook'],
              ['2', 'stuks', 'wortels'],
              ['400', 'g', 'tomatenblokjes (1 blik)'],
              ['1', 'l', 'groentebouillon'],
              ['1', 'el', 'olijfolie'],
              ['2', 'tl', 'gemalen komijn'],
              ['1', 'tl', 'paprikapoeder'],
            ],
          ],
          [
            'Om te serveren',
            [
              ['1', 'stuk', 'citroen'],
              ['', '', 'peper en zout'],
            ],
          ],
        ],
        instructions:
          'Snipper de ui en de knoflook en rasp de wortels grof.\nFruit de groenten 5 minuten in de olie met komijn en paprikapoeder.\nVoeg de gespoelde linzen, tomaten en bouillon toe en laat de soep 30 minuten zachtjes koken.\nPureer de soep en breng op smaak met citroensap, peper en zout.',
        tip: 'De soep wordt de volgende dag dikker. Verdun hem met wat water als je hem opwarmt.',
        nutrients: [
          ['Energy', '385', 'kcal'],
          ['Protein', '19', 'g'],
          ['Fat', '6,5', 'g'],
          ['Carbohydrate', '55', 'g'],
          ['Fiber', '12', 'g'],
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
              ['600', 'g', 'zalmfilet zonder vel'],
              ['800', 'g', 'krieltjes'],
              ['300', 'g', 'broccoli'],
              ['1', 'stuk', 'rode ui'],
              ['2', 'el', 'olijfolie'],
              ['1', 'stuk', 'citroen'],
            ],
          ],
          [
            'Dille-yoghurt',
            [
              ['200', 'g', 'Griekse yoghurt 2%'],
              ['1', 'teen', 'knoflook'],
              ['2', 'el', 'verse dille'],
              ['', '', 'peper en zout'],
            ],
          ],
        ],
        instructions:
          'Verwarm de oven voor op 200 °C.\nHalveer de krieltjes, schep ze om met olie, peper en zout en bak ze 10 minuten.\nLeg zalm, broccoli en rode ui op de bakplaat en bak nog 15 minuten.\nRoer de yoghurt met geraspte knoflook en dille en serveer met partjes citroen.',
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
              ['100', 'g', 'actief roggedesem'],
              ['600', 'ml', 'lauw water'],
              ['500', 'g', 'gebroken roggekorrels'],
              ['250', 'g', 'grof roggemeel'],
            ],
          ],
          [
            'Dag 2',
            [
              ['250', 'g', 'grof roggemeel'],
              ['150', 'g', 'zonnebloempitten'],
              ['100', 'g', 'lijnzaad'],
              ['1', 'el', 'zout'],
              ['200', 'ml', 'water'],
            ],
          ],
        ],
        instructions:
          'Dag 1: Roer desem, water, roggekorrels en roggemeel door elkaar, dek de kom af en laat hem 12-18 uur op het aanrecht staan.\nDag 2: Neem 100 g van het deeg apart voor de volgende keer.\nRoer de rest van de ingrediënten door het deeg en doe het in een ingevette broodvorm.\nLaat het brood 2-3 uur rijzen, tot het deeg de rand bereikt.\nBak het brood 1 uur en 45 minuten op 175 °C en laat het afkoelen op een rooster.',
        tip: 'Snijd het brood pas als het helemaal koud is, anders worden de sneetjes plakkerig.',
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
        cooking: ['90', 's'],
        total: ['6', 'm'],
        ingredients: [
          [
            'Smoothie',
            [
              ['40', 'g', 'babyspinazie'],
              ['1', 'stuk', 'banaan'],
              ['150', 'g', 'diepvriesmango'],
              ['150', 'g', 'skyr naturel'],
              ['200', 'ml', 'haverdrink'],
              ['1', 'el', 'lijnzaad'],
              ['1', 'el', 'honing'],
            ],
          ],
        ],
        instructions:
          'Doe alle ingrediënten in de blender, de bevroren ingrediënten als laatste.\nBlend 90 seconden tot de smoothie helemaal glad is.\nDirect serveren.',
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
