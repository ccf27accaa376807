/**
 * The recorded content (as the adapter maps it) rendered in every language the platform speaks:
 * what a reader sees never holds a raw value, a code or a translation key.
 */
import { describe, expect, it } from 'vitest';
import type { SearchResults } from '../../../src/domain/content/content.types';
import type { PageView } from '../../../src/domain/page/view-model.types';
import type { LanguageCode, MarketCode } from '../../../src/domain/site/site.types';
import {
  contractArticle,
  contractFrontPage,
  contractNotFoundPage,
} from '../contract-content.fixture';
import { renderBody } from '../render-body';
import { chrome, site, sitePage, teaser } from '../view-model.fixture';

const SITES: readonly (readonly [LanguageCode, MarketCode])[] = [
  ['da', 'dk'],
  ['sv', 'se'],
  ['nb', 'no'],
  ['fi', 'fi'],
  ['nl', 'nl'],
  ['de', 'dk'],
  ['en', 'dk'],
];

const searchResults: SearchResults = {
  query: 'protein',
  teasers: [
    teaser(1, {
      title: 'Proteinpandekager med skyr',
      description: 'Luftige pandekager med skyr.',
      highlights: ['pandekager'],
      publishedAt: '2022-01-31T23:15:00Z',
    }),
    teaser(2, { publishedAt: null, categoryName: null }),
  ],
  pagination: { page: 1, perPage: 10, total: 2, totalPages: 1 },
  facets: [
    {
      label: 'taxonomy_editorial_type',
      field: 'bod-taxo-type',
      options: [{ label: 'Opskrift', count: 12, active: false }],
    },
    { label: 'type', field: 'type', options: [{ label: 'recipe', count: 3, active: false }] },
    {
      label: 'taxonomy_training_goal',
      field: 'bod-taxo-goal',
      options: [{ label: 'Styrke', count: 4, active: true }],
    },
  ],
};

const VIEWS: Readonly<Record<string, PageView>> = {
  article: { type: 'article', article: contractArticle() },
  'article behind the paywall': {
    type: 'article',
    article: contractArticle({ widgets: contractArticle().widgets.slice(0, 2) }),
    paywall: {
      mode: 'blocks',
      subscriptionWord: 'abonnement',
      loginHref: '/users/sign_in',
      beforeWidget: 2,
    },
  },
  'front page': { type: 'home', page: contractFrontPage() },
  'not found': {
    type: 'not-found',
    popular: [teaser(1), teaser(2)],
    page: contractNotFoundPage,
  },
  search: { type: 'search', query: 'protein', results: searchResults },
  'search unavailable': { type: 'search', query: 'protein', results: null },
};

/** What a reader sees: the text between the tags, entities decoded. */
function visibleText(html: string): string {
  return html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

/** Codes of the content API and keys of the translation tables. */
const NEVER_SHOWN = [
  'undefined',
  'NaN',
  'null',
  '[object Object]',
  '{"',
  'unit.',
  'nutrient.',
  'search.',
  'product.',
  'link.',
  'taxonomy_',
  'teaspoon',
  'tablespoon',
  'piece',
  'SaturatedFat',
  'exercise-video',
];

describe.each(SITES)('real content in %s', (language, market) => {
  const siteChrome = { ...chrome, site: { ...site, language, market } };

  it.each(Object.entries(VIEWS))('shows no raw value, code or key on the %s', (_name, view) => {
    const html = renderBody(sitePage(view, { chrome: siteChrome }));
    const text = visibleText(html);
    for (const needle of NEVER_SHOWN) expect(text, needle).not.toContain(needle);
    // English writes these words as they are; every other language translates them.
    if (language !== 'en')
      for (const code of ['Carbohydrate', 'pinch']) expect(text).not.toContain(code);
    expect(html).not.toMatch(/="(?:undefined|null|NaN|\[object Object\])"/);
  });

  it('shows the recipe nutrients and units translated', () => {
    const html = renderBody(sitePage(VIEWS.article!, { chrome: siteChrome }));
    const recipe = visibleText(/<section class="recipe".*?<\/section>/s.exec(html)?.[0] ?? '');
    expect(recipe).toMatch(/½ \S+ rapsolie til stegning/);
    expect(recipe).toMatch(language === 'en' ? /4\.5 g/ : /4,5 g/);
    expect(recipe).not.toMatch(/\bgram\b/);
  });
});
