import type { ArticleSpec, BrandCatalogue, ImageSpec } from '../content-pack.types';
import { COS_MAPPINGS } from './cos.mappings';
import { COS_MENUS, COS_PAGES } from './cos.pages';

const COPYRIGHT = 'COS / Sandbox';

function image(path: string, label: string, shape: 'wide' | 'tall' | 'square', x = 0.5, y = 0.45) {
  const [width, height] = { wide: [1600, 1067], tall: [1067, 1600], square: [1200, 1200] }[shape];
  const spec: ImageSpec = {
    path: `cos/${path}`,
    width: width ?? 1600,
    height: height ?? 1067,
    focal: { x, y },
    label,
    copyright: COPYRIGHT,
  };
  return spec;
}

const IMAGES: Readonly<Record<string, ImageSpec>> = {
  'living-room': image('2025/03/small-living-room.jpg', 'Living room', 'wide', 0.4, 0.5),
  'colour-wall': image('2025/01/colour-wall.jpg', 'Colour', 'wide', 0.6, 0.4),
  kitchen: image('2025/02/painted-kitchen.jpg', 'Kitchen', 'wide', 0.5, 0.55),
  apartment: image('2025/04/apartment-after.jpg', 'Apartment', 'wide', 0.45, 0.45),
  'apartment-before': image('2025/04/apartment-before.jpg', 'Before', 'wide'),
  'apartment-bedroom': image('2025/04/apartment-bedroom.jpg', 'Bedroom', 'tall', 0.5, 0.4),
  'apartment-hall': image('2025/04/apartment-hall.jpg', 'Hall', 'tall'),
  houseplants: image('2025/02/houseplants.jpg', 'Plants', 'wide', 0.55, 0.5),
  monstera: image('2025/03/monstera.jpg', 'Monstera', 'tall', 0.5, 0.35),
  balcony: image('2025/04/balcony-garden.jpg', 'Balcony', 'wide', 0.35, 0.55),
  tomatoes: image('2025/05/tomatoes-in-pots.jpg', 'Tomatoes', 'tall', 0.5, 0.45),
  elderflower: image('2025/06/elderflower-cordial.jpg', 'Elderflower', 'tall', 0.5, 0.5),
  buns: image('2025/01/cinnamon-buns.jpg', 'Cinnamon buns', 'wide', 0.5, 0.5),
  table: image('2025/05/summer-table.jpg', 'Table', 'wide', 0.5, 0.6),
  chair: image('2025/03/lounge-chairs.jpg', 'Chairs', 'wide', 0.5, 0.5),
  'chair-a': image('2025/03/chair-oak.jpg', 'Oak chair', 'square'),
  'chair-b': image('2025/03/chair-wool.jpg', 'Wool chair', 'square'),
  'chair-c': image('2025/03/chair-rattan.jpg', 'Rattan chair', 'square'),
  rug: image('2025/05/wool-rug.jpg', 'Rug', 'wide', 0.5, 0.6),
  sofa: image('2025/04/modular-sofa.jpg', 'Sofa', 'wide', 0.5, 0.55),
  wreath: image('2025/09/autumn-wreath.jpg', 'Wreath', 'square'),
  terrace: image('2025/05/terrace-oil.jpg', 'Terrace', 'wide', 0.5, 0.6),
  'category-home': image('2025/01/category-home.jpg', 'Home', 'wide'),
  'category-garden': image('2025/01/category-garden.jpg', 'Garden', 'wide', 0.5, 0.6),
  'category-food': image('2025/01/category-food.jpg', 'Food', 'wide'),
  'avatar-stylist': image('authors/avatar-stylist.jpg', 'Stylist', 'square'),
  'avatar-gardener': image('authors/avatar-gardener.jpg', 'Gardener', 'square'),
  'avatar-cook': image('authors/avatar-cook.jpg', 'Cook', 'square'),
  'avatar-carpenter': image('authors/avatar-carpenter.jpg', 'Carpenter', 'square'),
};

type Rest = Partial<Omit<ArticleSpec, 'key' | 'n' | 'category' | 'image' | 'published' | 'views'>>;

function article(
  key: string,
  n: number,
  category: string,
  image: string,
  published: string,
  views: number,
  rest: Rest,
): ArticleSpec {
  return {
    tags: [],
    author: 'stylist',
    template: 'default',
    editorialType: 'guide',
    ...rest,
    key,
    n,
    category,
    image,
    published,
    views,
  };
}

const ARTICLES: readonly ArticleSpec[] = [
  article('small-living-room', 1, 'interior', 'living-room', '2025-03-04 07:00', 8400, {
    tags: ['small-spaces', 'scandinavian', 'editors-pick'],
    featuredOn: '2025-03-04 07:00',
  }),
  article('colour-trends', 2, 'design', 'colour-wall', '2025-01-14 08:00', 6100, {
    editorialType: 'news',
    isNews: true,
    tags: ['colour'],
  }),
  article('paint-kitchen', 3, 'renovation', 'kitchen', '2025-02-11 07:00', 7200, {
    author: 'carpenter',
    tags: ['diy', 'premium'],
    leadImageLocked: true,
  }),
  article('before-after', 4, 'interior', 'apartment', '2025-04-08 07:00', 9900, {
    editorialType: 'article',
    tags: ['small-spaces'],
    updated: '2025-04-10 12:30',
  }),
  article('easy-houseplants', 5, 'plants', 'houseplants', '2025-02-25 07:00', 11200, {
    author: 'gardener',
    tags: ['houseplants', 'free'],
  }),
  article('monstera-faq', 6, 'plants', 'monstera', '2025-03-18 07:00', 5400, {
    author: 'gardener',
    tags: ['houseplants'],
  }),
  article('balcony-garden', 7, 'outdoor', 'balcony', '2025-04-22 07:00', 6800, {
    author: 'gardener',
    tags: ['small-spaces', 'sustainability'],
  }),
  article('tomatoes-in-pots', 8, 'garden', 'tomatoes', '2025-05-06 07:00', 4900, {
    author: 'gardener',
    tags: ['sustainability', 'newsletterblock'],
  }),
  article('elderflower-cordial', 9, 'recipes', 'elderflower', '2025-06-03 06:30', 7300, {
    author: 'cook',
    template: 'recipe',
    editorialType: 'article',
    tags: ['sustainability'],
    recipe: { time: '3', timeUnit: 'd', energy: '46', energyUnit: 'kcal' },
  }),
  article('cinnamon-buns', 10, 'recipes', 'buns', '2025-01-28 06:30', 12600, {
    author: 'cook',
    template: 'recipe',
    editorialType: 'article',
    tags: ['free-article'],
    recipe: { time: '2', timeUnit: 'h', energy: '240', energyUnit: 'kcal' },
  }),
  article('summer-table', 11, 'hosting', 'table', '2025-05-27 07:00', 3800, {
    author: 'cook',
    editorialType: 'article',
    tags: ['scandinavian'],
  }),
  article('lounge-chair-test', 12, 'design', 'chair', '2025-03-25 07:00', 8900, {
    editorialType: 'review',
    tags: ['scandinavian', 'editors-pick'],
    otherAuthors: ['carpenter'],
  }),
  article('contest-rug', 13, 'interior', 'rug', '2025-05-13 09:00', 5200, {
    editorialType: 'contest',
    tags: ['konkurrence'],
  }),
  article('sofa-partner', 14, 'interior', 'sofa', '2025-04-15 10:00', 2600, {
    editorialType: 'article',
    tags: ['content-marketing', 'advertorial'],
    commercialType: 'Advertorial',
  }),
  article('terrace-oil', 15, 'renovation', 'terrace', '2025-05-20 07:00', 4100, {
    author: 'carpenter',
    tags: ['diy', 'aboblock', 'bannerblock'],
  }),
  article('autumn-wreath-draft', 16, 'hosting', 'wreath', '2025-09-15 07:00', 0, {
    author: 'cook',
    status: 'draft',
  }),
];

/** COS: home, garden and food. The same catalogue serves Denmark and Sweden. */
export const COS_CATALOGUE: BrandCatalogue = {
  brand: {
    code: 'COS',
    name: 'COS',
    slug: 'cos',
    colours: { primary: '#2f4f3a', accent: '#b4552d', warm: '#e9dcc9', ink: '#1f1f1f' },
    wordmarkFont: "'Helvetica Neue', Arial, sans-serif",
  },
  images: IMAGES,
  categories: [
    { key: 'home', n: 1, image: 'category-home' },
    { key: 'interior', n: 2, parent: 'home', image: 'living-room' },
    { key: 'design', n: 3, parent: 'home', image: 'chair' },
    { key: 'renovation', n: 4, parent: 'home', image: 'kitchen' },
    { key: 'garden', n: 5, image: 'category-garden' },
    { key: 'plants', n: 6, parent: 'garden', image: 'houseplants' },
    { key: 'outdoor', n: 7, parent: 'garden', image: 'balcony' },
    { key: 'food', n: 8, image: 'category-food' },
    { key: 'recipes', n: 9, parent: 'food', image: 'buns' },
    { key: 'hosting', n: 10, parent: 'food', image: 'table' },
  ],
  tags: [
    { key: 'small-spaces', n: 1 },
    { key: 'scandinavian', n: 2 },
    { key: 'colour', n: 3 },
    { key: 'diy', n: 4 },
    { key: 'houseplants', n: 5 },
    { key: 'sustainability', n: 6 },
    { key: 'bannerblock', n: 7, fixedName: 'Bannerblock', hidden: true },
    { key: 'content-marketing', n: 8, fixedName: 'Content Marketing', hidden: true },
    { key: 'aboblock', n: 9, fixedName: 'Aboblock', hidden: true },
    { key: 'newsletterblock', n: 10, fixedName: 'Newsletterblock', hidden: true },
    { key: 'konkurrence', n: 11, fixedName: 'Konkurrence' },
    { key: 'advertorial', n: 12, fixedName: 'Advertorial' },
    { key: 'free-article', n: 13, fixedName: 'Free Article' },
    { key: 'free', n: 14, fixedName: 'free' },
    { key: 'premium', n: 15, fixedName: 'Premium' },
    { key: 'editors-pick', n: 16, internal: true },
  ],
  authors: [
    { key: 'stylist', n: 1, avatar: 'avatar-stylist' },
    { key: 'gardener', n: 2, avatar: 'avatar-gardener' },
    { key: 'cook', n: 3, avatar: 'avatar-cook' },
    { key: 'carpenter', n: 4, avatar: 'avatar-carpenter' },
  ],
  articles: ARTICLES,
  pages: COS_PAGES,
  menus: COS_MENUS,
  mappings: COS_MAPPINGS,
};
