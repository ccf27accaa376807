import { describe, expect, it } from 'vitest';
import type { Article, Widget } from '../../../src/domain/content/content.types';
import type { SitePageViewModel } from '../../../src/domain/page/view-model.types';
import { viewForReader } from '../../../src/domain/paywall/reader-view.rules';
import type { UserState } from '../../../src/domain/identity/user-state.types';
import { articleFixture } from '../../fakes/domain-builders';

const reader = { id: 'u', email: 'u@x.test', name: null, groups: [] };
const SUBSCRIBER: UserState = { kind: 'subscriber', reader };
const JUST_REGISTER: UserState = { kind: 'just-register', reader };
const ANON: UserState = { kind: 'anonymous' };

function text(key: string, body: string, locked: boolean): Widget {
  return { key, locked, type: 'text', body } as unknown as Widget;
}

function model(article: Article, enableAuth = true): SitePageViewModel {
  return {
    kind: 'site-page',
    chrome: {
      site: { language: 'da', locale: 'da-DK', enableAuth },
      menus: { main: [], footer: [], user: [] },
      translations: {},
      layout: 'default',
    } as unknown as SitePageViewModel['chrome'],
    meta: {} as SitePageViewModel['meta'],
    view: { type: 'article', article },
  };
}

const widgets = [
  text('w1', 'open one', false),
  text('w2', 'open two', false),
  text('w3', 'LOCKED SECRET', true),
];
const context = { paywallProviderId: null, loginPath: '/users/sign_in', path: '/a' };

function bodies(vm: SitePageViewModel): string {
  return vm.view.type === 'article' ? JSON.stringify(vm.view.article.widgets) : '';
}

describe('the article a reader variant receives', () => {
  it('cuts locked widgets for readers without access and adds the paywall box', () => {
    const article = articleFixture({ editorialType: 'guide', widgets });
    for (const state of [ANON, JUST_REGISTER]) {
      const vm = viewForReader(model(article), state, context);
      expect(bodies(vm)).not.toContain('LOCKED SECRET');
      expect(vm.view).toMatchObject({
        paywall: {
          mode: 'blocks',
          subscriptionWord: 'abonnement',
          loginHref: '/users/sign_in?returnUri=%2Fa&locale=da-DK',
        },
      });
      expect(vm.chrome.userState).toBe(state.kind);
    }
  });

  it('keeps the cover of every recipe it cuts for search engines, nothing of what it sells', () => {
    const secret = {
      type: 'recipe',
      key: 'r',
      locked: true,
      recipe: {
        title: 'SECRET TITLE',
        description: 'SECRET DESCRIPTION',
        image: { url: 'https://images.test/SECRET.jpg' },
        categoryLabel: 'SECRET LABEL',
        tags: ['SECRET TAG'],
        quantity: 4,
        ingredientBlocks: [{ headline: null, items: [{ ingredient: 'SECRET FLOUR' }] }],
        instructions: ['SECRET STEP'],
        instructionsTip: 'SECRET TIP',
        nutrients: [{ nutrient: 'Energy', amount: 1, unit: 'kcal' }],
      },
    } as unknown as Widget;
    const article = articleFixture({
      editorialType: 'guide',
      title: 'Proteinboller',
      description: 'Bløde boller.',
      widgets: [...widgets, secret],
    });
    const vm = viewForReader(model(article), ANON, context);
    const paywall = vm.view.type === 'article' ? vm.view.paywall : undefined;
    expect(paywall?.lockedRecipes).toEqual([
      expect.objectContaining({
        title: 'Proteinboller',
        description: 'Bløde boller.',
        image: null,
        quantity: 4,
        ingredientBlocks: [],
        instructions: [],
        nutrients: [],
      }),
    ]);
    expect(JSON.stringify(vm)).not.toContain('SECRET');
  });

  it('gives a subscriber the whole article and no paywall box', () => {
    const article = articleFixture({ editorialType: 'guide', widgets });
    const vm = viewForReader(model(article), SUBSCRIBER, context);
    expect(bodies(vm)).toContain('LOCKED SECRET');
    expect(vm.view).not.toHaveProperty('paywall');
    expect(vm.chrome.userState).toBe('subscriber');
    // opened for this reader, so the renderer shows it instead of the "for subscribers" note
    expect(vm.view.type === 'article' && vm.view.article.widgets.map((w) => w.locked)).toEqual([
      false,
      false,
      false,
    ]);
  });

  it('keeps the note for a locked widget that arrived without its content', () => {
    const empty = { key: 'w4', locked: true, type: 'unsupported', widgetType: 'text_item' };
    const article = articleFixture({
      editorialType: 'guide',
      widgets: [...widgets, empty as unknown as Widget],
    });
    const vm = viewForReader(model(article), SUBSCRIBER, context);
    expect(vm.view.type === 'article' && vm.view.article.widgets.map((w) => w.locked)).toEqual([
      false,
      false,
      false,
      true,
    ]);
  });

  it('keeps free articles whole (free tag)', () => {
    const open = widgets.filter((widget) => !widget.locked);
    const article = articleFixture({
      editorialType: 'guide',
      widgets: open,
      tags: [{ name: 'Free', url: '/tags/free', internal: false }] as unknown as Article['tags'],
    });
    const vm = viewForReader(model(article), ANON, context);
    expect(vm.view).not.toHaveProperty('paywall');
    expect(vm.view.type === 'article' && vm.view.article.widgets).toEqual(open);
  });

  it('never sends a locked widget of a free article to a reader without access', () => {
    const article = articleFixture({
      editorialType: 'guide',
      widgets,
      tags: [{ name: 'Free', url: '/tags/free', internal: false }] as unknown as Article['tags'],
    });
    const vm = viewForReader(model(article), ANON, context);
    expect(bodies(vm)).not.toContain('LOCKED SECRET');
    expect(vm.view).toMatchObject({ paywall: { mode: 'blocks' } });
    expect(bodies(viewForReader(model(article), SUBSCRIBER, context))).toContain('LOCKED SECRET');
  });

  it('treats the content as free under a paywall provider with sign-in off: all of it, no box', () => {
    const emptyLocked = {
      key: 'w4',
      locked: true,
      type: 'unsupported',
      widgetType: 'text_item',
    } as unknown as Widget;
    const article = articleFixture({ editorialType: 'video', widgets: [...widgets, emptyLocked] });
    const vm = viewForReader(model(article, false), ANON, {
      ...context,
      paywallProviderId: 'provider',
    });
    expect(bodies(vm)).toContain('open two');
    expect(bodies(vm)).toContain('LOCKED SECRET');
    expect(vm.view).not.toHaveProperty('paywall');
    // What arrived locked and empty has nothing to show and no subscription to point to.
    expect(vm.view.type === 'article' && vm.view.article.widgets.map((w) => w.key)).toEqual([
      'w1',
      'w2',
      'w3',
    ]);
    expect(vm.view.type === 'article' && vm.view.article.widgets.some((w) => w.locked)).toBe(false);
  });

  it('keeps the paywall when a provider id is set but sign-in is on', () => {
    const article = articleFixture({ editorialType: 'video', widgets });
    const vm = viewForReader(model(article, true), ANON, { ...context, paywallProviderId: 'p' });
    expect(bodies(vm)).not.toContain('LOCKED SECRET');
    expect(vm.view).toMatchObject({ paywall: { mode: 'overlay' } });
  });

  it('shows only the opening above an overlay', () => {
    const article = articleFixture({ editorialType: 'video', widgets });
    const vm = viewForReader(model(article), ANON, context);
    expect(bodies(vm)).toContain('open two');
    expect(bodies(vm)).not.toContain('LOCKED SECRET');
    expect(vm.view).toMatchObject({ paywall: { mode: 'overlay' } });
  });
});

describe('a page that is not an article', () => {
  it('is the same for every reader, with the reader kind in the chrome', () => {
    const articlePage = model(articleFixture());
    const page = { ...articlePage, view: { type: 'test-page' } } as SitePageViewModel;
    const vm = viewForReader(page, ANON, context);
    expect(vm.view).toEqual({ type: 'test-page' });
    expect(vm.chrome.userState).toBe('anonymous');
    expect(vm.chrome.menus).toEqual({ main: [], footer: [], user: [] });
  });
});
