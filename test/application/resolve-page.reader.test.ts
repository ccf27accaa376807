import { describe, expect, it } from 'vitest';
import { succeeded } from '../../src/domain/errors/outcome';
import { pageAsked } from '../support/page-asked';
import { PAYWALL_RULES } from '../../src/application/policies/paywall-rules.policy';
import { ResolvePage } from '../../src/application/resolve-page.use-case';
import { SearchService } from '../../src/application/search.service';
import { SiteChromeService } from '../../src/application/site-chrome.service';
import type { PageOutcome } from '../../src/application/page-outcome.types';
import type { Widget } from '../../src/domain/content/content.types';
import { ANONYMOUS, type UserState } from '../../src/domain/identity/user-state.types';
import type { SitePageViewModel } from '../../src/domain/page/view-model.types';
import type { PaywallPolicyPort, ReaderViewContext } from '../../src/ports/paywall-policy.port';
import type { SearchRelayPort } from '../../src/ports/search.port';
import { InMemoryContent } from '../fakes/content.fake';
import { articleFixture, siteFixture } from '../fakes/domain-builders';
import { RecordingEventBus } from '../fakes/event-bus.fake';
import { lruBoundedMaps } from '../../src/adapters/cache/lru-bounded-maps';

const site = siteFixture();
const PATH = '/traening/styrke/5-ovelser';
const reader = { id: 'u1', email: 'u1@wom.test', name: null, groups: [] };
const SUBSCRIBER: UserState = { kind: 'subscriber', reader };
const NO_RELAY: SearchRelayPort = { relay: () => Promise.resolve(succeeded(null)) };

const WIDGETS: readonly Widget[] = [
  { type: 'text_item', key: 'w0', locked: false, body: 'Open part.' },
  { type: 'text_item', key: 'w1', locked: true, body: 'LOCKED SECRET' },
];

function setup(paywall: PaywallPolicyPort = PAYWALL_RULES) {
  const content = new InMemoryContent();
  const events = new RecordingEventBus();
  content.resolved.set(PATH, {
    kind: 'article',
    article: articleFixture({ id: 4711, widgets: WIDGETS }),
  });
  const useCase = new ResolvePage({
    content,
    search: new SearchService(content, NO_RELAY, events),
    chrome: new SiteChromeService(content, { maps: lruBoundedMaps, ttlMs: 60_000, now: () => 0 }),
    paywall,
    events,
  });
  return { content, events, useCase };
}

function viewModel(outcome: PageOutcome): SitePageViewModel {
  if (outcome.kind !== 'page') throw new Error(`expected a page, got ${outcome.kind}`);
  return outcome.viewModel;
}

describe("ResolvePage answers the reader's variant", () => {
  it('cuts locked content for an anonymous reader and records that the paywall was shown', async () => {
    const { events, useCase } = setup();
    const page = viewModel(
      await useCase.execute(pageAsked({ site, path: PATH, query: {}, reader: ANONYMOUS })),
    );
    expect(JSON.stringify(page.view)).not.toContain('LOCKED SECRET');
    expect(page.view).toMatchObject({
      type: 'article',
      paywall: {
        loginHref: '/users/sign_in?returnUri=%2Ftraening%2Fstyrke%2F5-ovelser&locale=da-DK',
      },
    });
    expect(page.chrome.userState).toBe('anonymous');
    expect(events.of('PaywallShown')).toEqual([
      { type: 'PaywallShown', siteId: 'wom-dk', articleId: 4711 },
    ]);
  });

  it('gives a subscriber the whole article and records no paywall', async () => {
    const { events, useCase } = setup();
    const page = viewModel(
      await useCase.execute(pageAsked({ site, path: PATH, query: {}, reader: SUBSCRIBER })),
    );
    expect(JSON.stringify(page.view)).toContain('LOCKED SECRET');
    expect(page.view).not.toHaveProperty('paywall');
    expect(page.chrome.userState).toBe('subscriber');
    expect(events.of('PaywallShown')).toEqual([]);
  });

  it('cuts through the paywall policy it is given, with the page path and the login path', async () => {
    const asked: { reader: UserState; context: ReaderViewContext }[] = [];
    const everythingLocked: PaywallPolicyPort = {
      cut: (model, state, context) => {
        asked.push({ reader: state, context });
        if (model.view.type !== 'article') return model;
        const article = { ...model.view.article, widgets: [] };
        const paywall = {
          mode: 'blocks' as const,
          subscriptionWord: 'x',
          loginHref: '/in',
          beforeWidget: 0,
        };
        return { ...model, view: { ...model.view, article, paywall } };
      },
    };
    const { events, useCase } = setup(everythingLocked);
    const page = viewModel(
      await useCase.execute(pageAsked({ site, path: PATH, query: {}, reader: SUBSCRIBER })),
    );
    expect(asked).toEqual([
      {
        reader: SUBSCRIBER,
        context: { paywallProviderId: null, loginPath: '/users/sign_in', path: PATH },
      },
    ]);
    // the policy's answer is the page, even for a subscriber the domain rules would let in
    expect(page.view.type === 'article' && page.view.article.widgets).toEqual([]);
    expect(events.of('PaywallShown')).toEqual([
      { type: 'PaywallShown', siteId: 'wom-dk', articleId: 4711 },
    ]);
  });

  it('puts a screen in the chrome of its path, cut for the reader', async () => {
    const { events, useCase } = setup();
    const enabled = siteFixture({ auth: { ...site.auth, enabled: true } });
    const page = viewModel(
      await useCase.screen({
        site: enabled,
        path: '/profile',
        reader: SUBSCRIBER,
        view: { type: 'account', screen: 'profile', favourites: [] },
      }),
    );
    expect(page.view).toEqual({ type: 'account', screen: 'profile', favourites: [] });
    expect(page.chrome.userState).toBe('subscriber');
    expect(page.meta.robots).toBe('noindex');
    expect(events.published).toEqual([]);
  });

  it("answers a screen's redirect when sign-in is off", async () => {
    const { useCase } = setup();
    expect(
      await useCase.screen({
        site,
        path: '/users/sign_in',
        reader: ANONYMOUS,
        view: { type: 'account', screen: 'sign-in' },
      }),
    ).toEqual({ kind: 'redirect', status: 302, location: '/' });
  });
});

describe('sign-in paths while sign-in is off', () => {
  it.each(['/users/sign_up', '/kampagne/sign_in-nu', '/nyheder/sign_up/tilbud'])(
    'redirects %s to the front page without asking the content API',
    async (path) => {
      const { content, useCase } = setup();
      expect(
        await useCase.execute(pageAsked({ site, path, query: {}, reader: ANONYMOUS })),
      ).toEqual({
        kind: 'redirect',
        status: 302,
        location: '/',
      });
      expect(content.calls.filter((call) => call.startsWith('resolve'))).toEqual([]);
    },
  );
});

describe('the search page', () => {
  it('searches through the search service, which records the search', async () => {
    const { content, events, useCase } = setup();
    await useCase.execute(
      pageAsked({ site, path: '/search', query: { s: 'protein' }, reader: ANONYMOUS }),
    );
    expect(content.calls).toContain('search protein page 1');
    expect(events.of('SearchPerformed')).toEqual([{ type: 'SearchPerformed', siteId: 'wom-dk' }]);
  });

  it('answers 503 with the search view when the search cannot answer a term', async () => {
    const { content, useCase } = setup();
    content.searchResults = null;
    const outcome = await useCase.execute(
      pageAsked({
        site,
        path: '/search',
        query: { s: 'protein' },
        reader: ANONYMOUS,
      }),
    );
    expect(outcome).toMatchObject({ kind: 'page', status: 503 });
    expect(viewModel(outcome).view).toEqual({ type: 'search', query: 'protein', results: null });
  });

  it('neither searches nor records a blank term', async () => {
    const { content, events, useCase } = setup();
    const page = viewModel(
      await useCase.execute(
        pageAsked({ site, path: '/search', query: { s: '  ' }, reader: ANONYMOUS }),
      ),
    );
    expect(page.view).toEqual({ type: 'search', query: '', results: null });
    expect(content.calls.filter((call) => call.startsWith('search'))).toEqual([]);
    expect(events.of('SearchPerformed')).toEqual([]);
  });
});
