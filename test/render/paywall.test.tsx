import { describe, expect, it } from 'vitest';
import type { UserStateKind } from '../../src/domain/identity/user-state.types';
import type { SiteView } from '../../src/domain/page/view-model.types';
import { viewForReader } from '../../src/domain/paywall/reader-view.rules';
import { count, renderBody } from './render-body';
import { article, chrome, site, sitePage, textWidget } from './view-model.fixture';

const SUBSCRIBE = 'https://shop.wom.example/dk/abonnement';
const paywall = {
  mode: 'blocks',
  subscriptionWord: 'abonnement',
  loginHref: '/users/sign_in?returnUri=%2Fa&locale=da-DK',
  beforeWidget: 1,
} as const;

function paywalled(
  userState: UserStateKind,
  siteOverrides: Partial<SiteView> = { subscriptionUrl: SUBSCRIBE },
): string {
  const html = renderBody(
    sitePage(
      {
        type: 'article',
        article: article({ widgets: [textWidget('Første afsnit', 0)] }),
        paywall,
      },
      { chrome: { ...chrome, userState, site: { ...site, ...siteOverrides } } },
    ),
  );
  return /<aside class="paywall.*?<\/aside>/s.exec(html)?.[0] ?? '';
}

describe('the paywall box for a signed-out reader', () => {
  const box = paywalled('anonymous');

  it("offers the subscription at the site's subscriptionUrl, in the site language", () => {
    expect(box).toContain(
      '<h2 class="paywall__title" id="paywall-title">Læs videre med et abonnement</h2>',
    );
    expect(box).toContain(
      `<a class="button paywall__subscribe" href="${SUBSCRIBE}">Bliv abonnent</a>`,
    );
  });

  it('and the sign-in, returning to the article', () => {
    expect(box).toContain(
      '<a class="paywall__login" href="/users/sign_in?returnUri=%2Fa&amp;locale=da-DK">Allerede abonnent? Log ind</a>',
    );
    expect(box.indexOf('paywall__subscribe')).toBeLessThan(box.indexOf('paywall__login'));
  });

  it('makes the sign-in the button when the site sells no subscription', () => {
    const without = paywalled('anonymous', { subscriptionUrl: null });
    expect(without).not.toContain('paywall__subscribe');
    expect(without).toContain('<a class="button paywall__login"');
  });

  it('never links an unsafe subscription address', () => {
    const unsafe = paywalled('anonymous', { subscriptionUrl: 'javascript:alert(1)' });
    expect(unsafe).not.toMatch(/javascript:/i);
    expect(unsafe).not.toContain('paywall__subscribe');
  });

  it('speaks Swedish on a Swedish site', () => {
    const swedish = paywalled('anonymous', {
      subscriptionUrl: 'https://shop.wom.example/se/prenumeration',
      language: 'sv',
      locale: 'sv-SE',
      market: 'se',
    });
    expect(swedish).toContain('>Bli prenumerant</a>');
    expect(swedish).toContain('>Redan prenumerant? Logga in</a>');
  });
});

describe('the paywall box for a signed-in reader without a subscription', () => {
  const box = paywalled('just-register');

  it('offers the upgrade, not a sign-in', () => {
    expect(box).toContain('<aside class="paywall paywall--blocks paywall--upgrade"');
    expect(box).toContain('Opgrader til et abonnement og læs videre');
    expect(box).toContain(
      `<a class="button paywall__subscribe" href="${SUBSCRIBE}">Opgrader nu</a>`,
    );
    expect(box).not.toContain('paywall__login');
    expect(box).not.toContain('/users/sign_in');
    expect(box).not.toContain('Log ind');
  });
});

describe('the paywall and the reader variant', () => {
  const locked = article({
    editorialType: 'guide',
    widgets: [
      textWidget('Åben indledning', 0),
      { type: 'text_item', key: 'w1', locked: true, body: 'Låst fortsættelse' },
    ],
  });
  const viewModel = sitePage(
    { type: 'article', article: locked },
    { chrome: { ...chrome, site: { ...site, subscriptionUrl: SUBSCRIBE } } },
  );
  const context = { paywallProviderId: null, loginPath: '/users/sign_in', path: '/a' };
  const reader = { id: 'r', email: 'reader@wom.test', name: 'Rikke', groups: [] };

  it('asks a signed-out reader to subscribe or sign in', () => {
    const html = renderBody(viewForReader(viewModel, { kind: 'anonymous' }, context));
    expect(count(html, '<aside class="paywall ')).toBe(1);
    expect(html).toContain('paywall__login');
    expect(html).not.toContain('Låst fortsættelse');
  });

  it('offers reader@wom.test the upgrade, without their name', () => {
    const html = renderBody(viewForReader(viewModel, { kind: 'just-register', reader }, context));
    expect(html).toContain('paywall--upgrade');
    expect(html).not.toContain('paywall__login');
    expect(html).not.toContain('Rikke');
    expect(html).not.toContain('Låst fortsættelse');
  });

  it('shows a subscriber no paywall', () => {
    const html = renderBody(viewForReader(viewModel, { kind: 'subscriber', reader }, context));
    expect(html).not.toContain('class="paywall');
    expect(html).toContain('Låst fortsættelse');
  });
});
