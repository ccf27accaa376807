import type { ArticleText, BodyBlock } from '../../content-pack.types';
import type { RecipeBlock } from '../../widget-blocks.types';

type Recipe = Omit<RecipeBlock, 'type' | 'instructionsHeadline' | 'nutrientsHeadline'>;

function recipe(fields: Recipe): RecipeBlock {
  return {
    type: 'recipe',
    instructionsHeadline: 'Valmistus',
    nutrientsHeadline: 'Ravintosisältö annosta kohden',
    ...fields,
  };
}

/** Recipe widgets appended to the older recipe articles. */
export const WOM_FI_RECIPE_BLOCKS: Readonly<Record<string, readonly BodyBlock[]>> = {
  'overnight-oats': [
    recipe({
      title: 'Yön yli -kaurapuuro marjoilla ja rahkalla',
      description: 'Kermainen, täyttävä ja valmis, kun heräät.',
      image: 'oats',
      categoryLabel: 'Aamiainen',
      tags: ['Kasvis', 'Runsasproteiininen'],
      tagsAsList: true,
      quantity: '1',
      quantityType: 'annos',
      preparation: ['10', 'm'],
      cooking: ['0', 'm'],
      total: ['10', 'm'],
      totalExtra: '+ 8 tuntia jääkaapissa',
      ingredients: [
        [
          'Puuro',
          [
            ['50', 'gram', 'kaurahiutaleita'],
            ['150', 'gram', 'maitorahkaa'],
            null, // a row the editor deleted: this list arrives with a hole
            ['1', 'dl', 'kevytmaitoa'],
            ['1', 'teaspoon', 'chiansiemeniä'],
            ['1', 'teaspoon', 'hunajaa'],
          ],
        ],
        ['Päälle', [['75', 'gram', 'mustikoita ja vadelmia']]],
      ],
      instructions:
        'Sekoita kaurahiutaleet, rahka, maito, chiansiemenet ja hunaja kannelliseen lasipurkkiin.\nNosta purkki yöksi jääkaappiin.\nLisää marjat aamulla ja syö puuro kylmänä.',
      tip: 'Puuro säilyy jääkaapissa kolme päivää, joten tee kerralla vaikka kolme purkkia.',
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
        title: 'Kanasalaatti kvinoalla',
        description: 'Lounas, jossa on yli 40 grammaa proteiinia.',
        image: 'salad',
        categoryLabel: 'Lounas',
        tags: ['Gluteeniton', 'Runsasproteiininen'],
        quantity: '2',
        quantityType: 'annosta',
        preparation: ['10', 'm'],
        cooking: ['15', 'm'],
        total: ['25', 'm'],
        ingredients: [
          [
            'Salaatti',
            [
              ['300', 'gram', 'broilerin rintafileetä'],
              ['100', 'gram', 'kvinoaa'],
              ['1', 'piece', 'kurkku'],
              ['1', 'piece', 'punainen paprika'],
              ['50', 'gram', 'pinaatinlehtiä'],
            ],
          ],
          [
            'Kastike',
            [
              ['2', 'tablespoon', 'oliiviöljyä'],
              ['0,5', 'piece', 'sitruunan mehu'],
              [null, '-', 'suolaa ja pippuria'],
            ],
          ],
        ],
        instructions:
          'Huuhtele kvinoa ja keitä sitä 12 minuuttia kevyesti suolatussa vedessä.\nPaista broileria 5–6 minuuttia kummaltakin puolelta, kunnes se on kypsää, ja viipaloi.\nKuutioi kurkku ja paprika.\nVatkaa öljy, sitruunamehu, suola ja pippuri ja sekoita kaikki pinaatin kanssa.',
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
      title: 'Kolmiosainen lasinen eväsrasia',
      description:
        'Testin voittaja pitää salaatin rapeana lounaaseen – ja kestää **astianpesukoneen**.',
      image: 'meal-prep',
      price: '19,90 €',
      winner: true,
      bestBuy: false,
      maxPoints: 10,
      items: [
        ['Tiiviys', '9'],
        ['Puhdistus', '8'],
        ['Koko', '7'],
      ],
      detailsTitle: 'Tiedot',
      details: [
        ['heading', 'Tekniset tiedot', null],
        ['default', 'Tilavuus', '1,2 litraa'],
        ['default', 'Materiaali', 'Lasi ja bambu'],
        ['summary', 'Kokonaisarvio', 'Erittäin hyvä'],
      ],
    },
  ],
};

export const WOM_FI_RECIPES: Readonly<Record<string, ArticleText>> = {
  'lentil-soup': {
    slug: 'linssikeitto-ja-juustokumina',
    title: 'Lämmittävä linssikeitto juustokuminalla ja sitruunalla',
    postTitle: 'Linssikeitto juustokuminalla ja sitruunalla',
    description: 'Edullinen ja täyttävä keitto, jossa on 19 grammaa kasviproteiinia annoksessa.',
    label: 'Resepti',
    body: [
      {
        lead: 'Punaiset linssit hajoavat puolessa tunnissa ja tekevät keitosta samettisen ilman kermaa.',
      },
      recipe({
        title: 'Linssikeitto juustokuminalla',
        description: 'Kasvisarkiruoka, joka sopii pakastettavaksi.',
        image: 'lentil-soup',
        categoryLabel: 'Päivällinen',
        tags: ['Kasvis', 'Pakastettava'],
        quantity: '4',
        quantityType: 'annosta',
        preparation: ['15', 'm'],
        cooking: ['45', 'm'],
        total: ['1', 'h'],
        ingredients: [
          [
            'Keitto',
            [
              ['250', 'gram', 'punaisia linssejä'],
              ['1', 'piece', 'sipuli'],
              ['2', 'piece', 'kynttä valkosipulia'],
              ['2', 'piece', 'porkkanaa'],
              ['400', 'gram', 'tomaattimurskaa (1 tölkki)'],
              ['10', 'dl', 'kasvislientä'],
              ['1', 'tablespoon', 'oliiviöljyä'],
              ['2', 'teaspoon', 'jauhettua juustokuminaa'],
              ['1', 'teaspoon', 'paprikajauhetta'],
            ],
          ],
          [
            'Tarjoiluun',
            [
              ['1', 'piece', 'sitruuna'],
              [null, '-', 'suolaa ja pippuria'],
            ],
          ],
        ],
        instructions:
          'Hienonna sipuli ja valkosipuli ja raasta porkkanat karkeaksi.\nKuullota kasviksia öljyssä juustokuminan ja paprikan kanssa 5 minuuttia.\nLisää huuhdotut linssit, tomaattimurska ja liemi ja anna hautua 30 minuuttia.\nSoseuta keitto ja mausta sitruunamehulla, suolalla ja pippurilla.',
        tip: 'Keitto sakenee seuraavaksi päiväksi. Ohenna sitä lämmittäessä tilkalla vettä.',
        nutrients: [
          ['Energy', '385', 'kcal'],
          ['Protein', '19', 'gram'],
          ['Fat', '6,5', 'gram'],
          ['Carbohydrate', '55', 'gram'],
          ['Fiber', '12', 'gram'],
        ],
      }),
      {
        text: '## Miksi linssejä?\n\nLinssit ovat yksi edullisimmista proteiinin lähteistä, ja niissä on _runsaasti kuitua_, joka pitää kylläisenä pitkään.',
      },
    ],
  },
  'salmon-traybake': {
    slug: 'uunilohi-perunoilla',
    title: 'Uunilohi perunoiden, parsakaalin ja tillijogurtin kanssa',
    postTitle: 'Uunilohi perunoiden ja parsakaalin kanssa',
    description:
      'Kaikki samalla pellillä: päivällinen 35 minuutissa ja vain yksi astia tiskattavana.',
    label: 'Resepti',
    body: [
      {
        lead: 'Lohi on yksi parhaista omega-3-rasvahappojen lähteistä. Tässä se kypsyy perunoiden ja parsakaalin kanssa, kun kattaat pöydän.',
      },
      recipe({
        title: 'Uunilohi',
        description: 'Arkipäivällinen neljälle 35 minuutissa.',
        image: 'salmon',
        categoryLabel: 'Päivällinen',
        tags: ['Gluteeniton', 'Omega-3'],
        quantity: '4',
        quantityType: 'annosta',
        preparation: ['10', 'm'],
        cooking: ['25', 'm'],
        total: ['35', 'm'],
        ingredients: [
          [
            'Pelti',
            [
              ['600', 'gram', 'nahatonta lohifileetä'],
              ['800', 'gram', 'pieniä perunoita'],
              ['300', 'gram', 'parsakaalia'],
              ['1', 'piece', 'punasipuli'],
              ['2', 'tablespoon', 'oliiviöljyä'],
              ['1', 'piece', 'sitruuna'],
            ],
          ],
          [
            'Tillijogurtti',
            [
              ['200', 'gram', 'kreikkalaista jogurttia 2 %'],
              ['1', 'piece', 'kynsi valkosipulia'],
              ['2', 'tablespoon', 'tuoretta tilliä'],
              [null, '-', 'suolaa ja pippuria'],
            ],
          ],
        ],
        instructions:
          'Kuumenna uuni 200 asteeseen.\nHalkaise perunat, sekoita ne öljyyn, suolaan ja pippuriin ja paista 10 minuuttia.\nLisää pellille lohi, parsakaali ja punasipuli ja paista vielä 15 minuuttia.\nSekoita jogurttiin raastettu valkosipuli ja tilli, ja tarjoa sitruunalohkojen kanssa.',
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
    slug: 'siemenruisleipa',
    title: 'Tanskalainen siemenruisleipä: näin leivot sen itse',
    postTitle: 'Kotitekoinen ruisleipä',
    description: 'Leipä valmistuu kahdessa päivässä, mutta työtä on vain puoli tuntia.',
    label: 'Resepti',
    body: [
      {
        lead: 'Juurella leivottu ruisleipä pysyy tuoreena viikon ja pitää kylläisenä paremmin kuin lähes mikään muu leipä.',
      },
      {
        text: 'Jos sinulla ei ole juurta, pyydä nokare ystävältä tai osta leipomosta.\nJuuren pitää olla _aktiivinen_: ruoki sitä jauhoilla ja vedellä edellisenä päivänä.',
      },
      recipe({
        title: 'Siemenruisleipä',
        description: 'Yksi leipä, noin 20 viipaletta.',
        image: 'rye-bread',
        categoryLabel: 'Leivät',
        tags: ['Kasvis', 'Täysjyvä'],
        quantity: '20',
        quantityType: 'viipaletta',
        preparation: ['30', 'm'],
        cooking: ['1,75', 'h'],
        total: ['2', 'd'],
        totalExtra: 'sisältää kohotuksen yön yli',
        ingredients: [
          [
            'Päivä 1',
            [
              ['100', 'gram', 'aktiivista ruisjuurta'],
              ['6', 'dl', 'haaleaa vettä'],
              ['500', 'gram', 'rouhittua ruista'],
              ['250', 'gram', 'karkeaa ruisjauhoa'],
            ],
          ],
          [
            'Päivä 2',
            [
              ['250', 'gram', 'karkeaa ruisjauhoa'],
              ['150', 'gram', 'auringonkukansiemeniä'],
              ['100', 'gram', 'pellavansiemeniä'],
              ['1', 'tablespoon', 'suolaa'],
              ['2', 'dl', 'vettä'],
            ],
          ],
        ],
        instructions:
          'Päivä 1: Sekoita juuri, vesi, ruisrouhe ja ruisjauho, peitä kulho ja anna seistä huoneenlämmössä 12–18 tuntia.\nPäivä 2: Ota taikinasta 100 g talteen seuraavaa kertaa varten.\nSekoita joukkoon loput aineet ja kaada taikina voideltuun vuokaan.\nAnna kohota 2–3 tuntia, kunnes taikina ulottuu reunaan.\nPaista 175 asteessa 1 tunti 45 minuuttia ja anna jäähtyä ritilällä.',
        tip: 'Leikkaa leipä vasta täysin jäähtyneenä, muuten viipaleet ovat tahmeita.',
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
    slug: 'vihrea-smoothie-mangolla',
    title: 'Vihreä smoothie mangolla ja pinaatilla',
    postTitle: 'Vihreä smoothie',
    description:
      'Raikas, makea ja valmis kuudessa minuutissa: helppo tapa saada vihreää aamupalalle.',
    label: 'Resepti',
    body: [
      { lead: 'Pinaattia et maista, mutta se antaa värin. Mango ja banaani tuovat makeuden.' },
      recipe({
        title: 'Vihreä smoothie',
        description: 'Kaksi isoa lasillista.',
        image: 'green-smoothie',
        categoryLabel: 'Juomat',
        tags: ['Kasvis', 'Nopea'],
        quantity: '2',
        quantityType: 'lasia',
        preparation: ['5', 'm'],
        cooking: ['1,5', 'm'],
        total: ['6', 'm'],
        ingredients: [
          [
            'Smoothie',
            [
              ['40', 'gram', 'pinaatinlehtiä'],
              ['1', 'piece', 'banaani'],
              ['150', 'gram', 'pakastemangoa'],
              ['150', 'gram', 'maitorahkaa'],
              ['2', 'dl', 'kaurajuomaa'],
              ['1', 'tablespoon', 'pellavansiemeniä'],
              ['1', 'tablespoon', 'hunajaa'],
            ],
          ],
        ],
        instructions:
          'Laita kaikki aineet tehosekoittimeen, pakasteet viimeisenä.\nSekoita 90 sekuntia, kunnes smoothie on täysin sileää.\nTarjoa heti.',
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
