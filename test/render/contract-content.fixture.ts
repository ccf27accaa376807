/**
 * View-model content mirroring the recorded content API responses (`composite-full.json`,
 * `page-front-contents.json`, `resolve-404.json`) as the WordPress adapter maps them: what real
 * content looks like to the renderer.
 */
import type {
  Article,
  CommercialSpot,
  Page,
  PageBlock,
  Product,
  Recipe,
  Widget,
} from '../../src/domain/content/content.types';
import { article, image, page, teaser, teaserList } from './view-model.fixture';

/** The recipe of the recorded composite (`composite-full.json`) as the adapter maps it. */
export const contractRecipe: Recipe = {
  title: 'Proteinpandekager med skyr',
  description: 'Luftige pandekager med skyr og havregryn. Server med bær og en klat skyr.',
  image: image({ url: 'http://127.0.0.1:4100/files/proteinpandekager.jpg', aspectRatio: 16 / 9 }),
  categoryLabel: null,
  tags: ['morgenmad', 'proteinrig', 'vegetar'],
  totalTimeExtraInfo: 'plus 10 minutters hvile',
  instructionsHeadline: 'Sådan gør du',
  instructions: [
    '1. Blend skyr, havregryn, æg, bagepulver og salt til en jævn dej.',
    '2. Lad dejen hvile i 10 minutter.',
    '3. Steg pandekagerne i olie på en varm pande, ca. 2 minutter på hver side.',
    '4. Server med blåbær og skyr.',
  ],
  instructionsTip: 'Dejen kan holde sig et døgn i køleskabet.',
  nutrientsHeadline: 'Næringsindhold pr. portion',
  quantity: 8,
  quantityType: 'pandekager',
  preparationTime: { value: 10, unit: 'm' },
  cookingTime: { value: 10, unit: 'm' },
  totalTime: { value: 20, unit: 'm' },
  ingredientBlocks: [
    {
      headline: 'Pandekager',
      items: [
        { amount: 200, unit: 'gram', ingredient: 'skyr' },
        { amount: 1, unit: 'dl', ingredient: 'havregryn' },
        { amount: 3, unit: 'piece', ingredient: 'æg' },
        { amount: 1, unit: 'teaspoon', ingredient: 'bagepulver' },
        { amount: 1, unit: 'pinch', ingredient: 'salt' },
        { amount: 0.5, unit: 'tablespoon', ingredient: 'rapsolie til stegning' },
      ],
    },
    {
      headline: null,
      items: [
        { amount: 150, unit: 'gram', ingredient: 'blåbær' },
        { amount: null, unit: null, ingredient: 'skyr efter smag' },
      ],
    },
  ],
  nutrients: [
    { nutrient: 'Energy', amount: 412, unit: 'kcal' },
    { nutrient: 'Protein', amount: 31, unit: 'gram' },
    { nutrient: 'Fat', amount: 12, unit: 'gram' },
    { nutrient: 'Carbohydrate', amount: 41, unit: 'gram' },
    { nutrient: 'Fiber', amount: 4.5, unit: 'gram' },
  ],
};

/** The product of the recorded composite (`composite-full.json`) as the adapter maps it. */
export const contractProduct: Product = {
  title: 'Stegepande med keramisk belægning, 28 cm',
  description: 'Testens vinder fordeler varmen jævnt, og pandekagerne slipper **uden fedtstof**.',
  image: image({ aspectRatio: 1 }),
  rating: 26 / 3,
  maxRating: 10,
  scores: [
    { parameter: 'Varmefordeling', score: 9 },
    { parameter: 'Slipeevne', score: 8 },
    { parameter: 'Håndtering', score: 9 },
  ],
  pros: [],
  cons: [],
  price: { amount: 449, currency: 'DKK' },
  priceText: '449 kr.',
  winner: true,
  bestBuy: false,
  detailsTitle: 'Fakta',
  details: [
    { displayHint: 'heading', key: 'Specifikationer', value: null },
    { displayHint: 'default', key: 'Diameter', value: '28 cm' },
    { displayHint: 'default', key: 'Materiale', value: 'Aluminium, keramisk belægning' },
    { displayHint: 'summary', key: 'Samlet vurdering', value: 'Meget god' },
  ],
};

const base = { locked: false } as const;

/** The video of the recorded composite, with its chapters. */
export const contractVideo: Widget = {
  ...base,
  key: 'video',
  type: 'video',
  seekToAction: false,
  video: {
    videoId: null,
    name: 'Sådan vender du pandekagen',
    description: 'Testkøkkenets bedste tricks til luftige proteinpandekager.',
    embedUrl: 'https://player.vimeo.com/video/671234567?h=8f2a1c9d3e',
    contentUrl: null,
    thumbnailUrl: 'https://i.vimeocdn.com/video/1354678901-6a7b8c9d0e_295x166',
    uploadDate: '2022-01-28T10:41:12+00:00',
    duration: '00:02:45',
  },
  clips: [
    { title: 'Dejen', startOffset: 0, endOffset: 70, url: null },
    { title: 'Stegning', startOffset: 70, endOffset: 135, url: null },
    {
      title: 'Servering',
      startOffset: 135,
      endOffset: null,
      url: '/mad/opskrifter/proteinpandekager-med-skyr#servering',
    },
  ],
};

/** The gallery of the recorded composite: titles, descriptions, and one item with neither. */
export const contractGallery: Widget = {
  ...base,
  key: 'gallery',
  type: 'gallery',
  title: 'Trin for trin',
  items: [
    {
      image: image({ caption: null, copyright: 'Foto: Jonas Holm' }),
      title: '1. Find ingredienserne frem',
      description: 'Skyr, havregryn, æg og bagepulver.',
    },
    {
      image: image({ caption: null, copyright: 'Foto: Jonas Holm' }),
      title: '2. Hæld dejen på panden',
      description: null,
    },
    {
      image: image({ caption: null, copyright: 'Foto: Jonas Holm', aspectRatio: 2 / 3 }),
      title: null,
      description: 'Vend, når kanterne er faste.',
    },
  ],
};

/** The recorded composite: a recipe article with every kind of widget it sends. */
export function contractArticle(overrides: Partial<Article> = {}): Article {
  return article({
    id: 36402,
    title: 'Proteinpandekager med skyr',
    template: 'recipe',
    editorialType: 'Opskrift',
    publishedAt: '2022-02-01T07:00:00+01:00',
    updatedAt: '2022-02-03T13:05:42+01:00',
    widgets: [
      {
        ...base,
        key: 'w0',
        type: 'lead_paragraph',
        title: 'Proteinpandekager med skyr',
        description: 'Pandekager til morgenmad – men med 31 gram protein pr. portion.',
      },
      {
        ...base,
        key: 'w1',
        type: 'text_item',
        body: '## Derfor virker protein efter træning\n\nSkyr er et af de mest proteinrige mejeriprodukter.',
      },
      { ...base, key: 'w2', type: 'recipe', recipe: contractRecipe },
      contractVideo,
      contractGallery,
      { ...base, key: 'w5', type: 'calculator', calculator: 'protein' },
      {
        ...base,
        key: 'w6',
        type: 'infobox',
        title: 'Godt at vide',
        body: '**Skyr** indeholder ca. 11 gram protein pr. 100 gram.',
        displayHint: 'border',
      },
      {
        ...base,
        key: 'w7',
        type: 'quote',
        quote: 'Protein til morgenmad holder dig mæt længere.',
        author: 'Sofie Lund, klinisk diætist',
      },
      { ...base, key: 'w8', type: 'product', product: contractProduct },
      {
        ...base,
        key: 'w9',
        type: 'newsletter',
        title: 'Få ugens opskrifter',
        description: 'Tilmeld dig nyhedsbrevet og få nye proteinrige opskrifter hver fredag.',
        sourceCode: '100234',
        permissionText: 'Ja tak, jeg vil gerne modtage nyhedsbreve.',
      },
      {
        ...base,
        key: 'w10',
        type: 'associated_composites',
        title: 'Mere proteinrig morgenmad',
        displayHint: 'default',
        teasers: [
          teaser(36285, {
            title: 'Overnight oats med bær',
            recipeMeta: { time: 5, timeUnit: 'm', energy: null, energyUnit: null },
          }),
          teaser(36275, {
            title: 'Kikærtesalat med feta og mynte',
            recipeMeta: { time: 15, timeUnit: 'm', energy: 386, energyUnit: 'kcal' },
          }),
        ],
      },
    ],
    ...overrides,
  });
}

/** The featured content block of the recorded front page. */
export const contractFeatured: Extract<PageBlock, { type: 'featured_content' }> = {
  type: 'featured_content',
  key: 'block-0',
  label: 'Ugens træning',
  displayHint: 'default',
  teaser: teaser(36184, {
    title: '5 øvelser: Bliv stærk på 20 minutter',
    description: 'Ingen udstyr, ingen undskyldninger. Sådan træner du hele kroppen hjemme.',
    link: '/traening/styrke/fem-ovelser',
    label: 'Styrketræning',
    publishedAt: '2022-01-12T06:00:00+01:00',
    image: image({ url: 'http://127.0.0.1:4100/files/squat-teaser.jpg', alt: 'Squat' }),
  }),
  image: null,
};

/** The commercial spot of the recorded front page. */
export const contractSpot: CommercialSpot = {
  title: 'Få 3 numre for 99 kr.',
  description: 'Træningsprogrammer, opskrifter og test – leveret til døren hver måned.',
  image: image({
    url: 'http://127.0.0.1:4100/files/abonnement-spot.jpg',
    alt: 'Forsider af bladet',
    aspectRatio: 3,
  }),
  link: {
    url: 'https://shop.iform.dk/abonnement?utm_source=iform&utm_campaign=forside',
    title: 'Se tilbuddet',
    target: null,
    rel: null,
  },
  label: 'Annonce',
  displayHint: 'wide',
};

/** The recorded front page: every block type it sends, in its order. */
export function contractFrontPage(): Page {
  return page({
    id: 2,
    title: 'Forside',
    blocks: [
      contractFeatured,
      { type: 'teaser_list', key: 'block-1', list: teaserList({ displayHint: '1plus2' }) },
      { type: 'commercial_spot', key: 'block-3', spot: contractSpot },
      { type: 'teaser_list', key: 'block-4', list: teaserList({ teasers: [] }) },
      { type: 'banner_placement', key: 'block-6', position: 'content' },
      {
        type: 'newsletter',
        key: 'block-7',
        sourceCode: '100234',
        permissionText: 'Ja tak, jeg vil gerne modtage nyhedsbreve med træningstips og opskrifter.',
      },
      {
        type: 'seo_text',
        key: 'block-8',
        title: 'Træning, sundhed og sund mad',
        body: 'Her finder du **træningsprogrammer**, sunde opskrifter og råd om søvn.',
        image: image({ url: 'http://127.0.0.1:4100/files/om-iform.jpg', alt: '' }),
        imagePosition: 'after',
        link: { url: '/om-iform', title: null, target: '_self', rel: 'follow' },
      },
    ],
  });
}

/** The site's own 404 page (`resolve-404.json`): its `content` with Windows line breaks. */
export const contractNotFoundPage: Page = page({
  id: 1877,
  title: 'Siden blev ikke fundet',
  body: 'Beklager – vi kunne ikke finde den side, du ledte efter.\r\n\r\nPrøv at søge herunder, eller læs vores mest populære artikler.',
  isFrontPage: false,
  blocks: [],
});
