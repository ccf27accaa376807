import { describe, expect, it } from 'vitest';
import type { UserState } from '../../src/domain/identity/user-state.types';
import type { Chrome } from '../../src/domain/page/view-model.types';
import { viewForReader } from '../../src/domain/paywall/reader-view.rules';
import { count, renderBody } from './render-body';
import { chrome, meta, page, site, sitePage } from './view-model.fixture';

const home = sitePage({ type: 'home', page: page() });

function withChrome(overrides: Partial<Chrome>) {
  return sitePage(home.view, { chrome: { ...chrome, ...overrides } });
}

/** The `<header>` element of a rendered page. */
function headerOf(html: string): string {
  return /<header class="site-header">.*?<\/header>/s.exec(html)?.[0] ?? '';
}

const reader = {
  id: 'sub-1',
  email: 'rikke@wom.test',
  name: 'Rikke Rask',
  groups: [],
} as const;

describe('the header for a signed-out reader', () => {
  const header = headerOf(renderBody(home));

  it('offers "Log ind", returning to the page in the site locale', () => {
    expect(header).toContain(
      '<a class="site-header__action site-header__account" href="/users/sign_in?returnUri=%2F&amp;locale=da-DK" data-account="signed-out">',
    );
    expect(header).toMatch(/<span class="site-header__action-text">Log ind<\/span><\/a>/);
    expect(header).not.toContain('data-account-menu');
  });

  it('returns the reader to an article after signing in', () => {
    const onArticle = sitePage(home.view, {
      meta: { ...meta, canonical: 'https://www.wom.dk/traening/squat' },
    });
    expect(headerOf(renderBody(onArticle))).toContain(
      'href="/users/sign_in?returnUri=%2Ftraening%2Fsquat&amp;locale=da-DK"',
    );
  });

  it("links the site's own login path (AUTH_LOGIN_PATH), with returnUri and locale", () => {
    const elsewhere = sitePage(home.view, {
      chrome: { ...chrome, site: { ...site, loginPath: '/konto/log-ind' } },
      meta: { ...meta, canonical: 'https://www.wom.dk/traening/squat' },
    });
    expect(headerOf(renderBody(elsewhere))).toContain(
      'href="/konto/log-ind?returnUri=%2Ftraening%2Fsquat&amp;locale=da-DK"',
    );
  });

  it('shows nothing about accounts on a site without sign-in', () => {
    const header = headerOf(renderBody(withChrome({ site: { ...site, enableAuth: false } })));
    expect(header).not.toContain('site-header__account');
    expect(header).not.toContain('Log ind');
  });
});

describe.each<UserState['kind']>(['just-register', 'subscriber'])(
  'the header for the %s variant',
  (kind) => {
    const html = renderBody(withChrome({ userState: kind }));
    const header = headerOf(html);

    it('opens an account menu with favourites, settings and sign-out instead of "Log ind"', () => {
      expect(header).not.toContain('data-account="signed-out"');
      expect(header).toContain('<details class="account-menu" data-account-menu="true">');
      expect(header).toContain('<nav class="account-menu__panel" aria-label="Kontomenu">');
      expect(header).toContain(
        '<a class="account-menu__link" href="/users/favourites">Mine favoritter</a>',
      );
      expect(header).toContain(
        '<a class="account-menu__link" href="/users/settings">Indstillinger</a>',
      );
    });

    it('says "Min konto" where the browser puts the name: the HTML is shared by the variant', () => {
      expect(header).toContain(
        '<span class="account-menu__name site-header__action-text" data-account-name="true">Min konto</span>',
      );
      expect(header).toContain(
        '<p class="account-menu__who" aria-hidden="true"><span data-account-name="true">Min konto</span></p>',
      );
    });

    it("signs out through the settings screen's CSRF-protected form without JavaScript", () => {
      expect(header).toContain(
        '<a class="account-menu__link" href="/users/settings#sign-out" data-sign-out="/users/sign_out">Log ud</a>',
      );
      // No per-reader CSRF token in shared HTML.
      expect(header).not.toContain('_csrf');
    });
  },
);

describe('the header and the cache variant', () => {
  it("follows the variant viewForReader sets, and never carries the reader's name or e-mail", () => {
    const signedIn = viewForReader(
      home,
      { kind: 'just-register', reader },
      {
        paywallProviderId: null,
        loginPath: '/users/sign_in',
        path: '/',
      },
    );
    const html = renderBody(signedIn);
    expect(html).toContain('data-account-menu');
    expect(html).not.toContain('Rikke');
    expect(html).not.toContain('rikke@wom.test');

    const anonymous = viewForReader(
      home,
      { kind: 'anonymous' },
      {
        paywallProviderId: null,
        loginPath: '/users/sign_in',
        path: '/',
      },
    );
    expect(renderBody(anonymous)).toContain('data-account="signed-out"');
  });

  it('renders the same HTML for two readers of one variant', () => {
    const context = { paywallProviderId: null, loginPath: '/users/sign_in', path: '/' };
    const one = viewForReader(home, { kind: 'subscriber', reader }, context);
    const other = viewForReader(
      home,
      { kind: 'subscriber', reader: { ...reader, id: 'sub-2', name: 'Sofie', email: 's@x.dk' } },
      context,
    );
    expect(renderBody(one)).toBe(renderBody(other));
  });
});

describe('the user menu from the content API', () => {
  it('lists its links in the account menu, above sign-out', () => {
    const menus = {
      ...chrome.menus,
      user: [
        { id: 40, title: 'Mit blad', url: '/mit-blad', target: null, rel: null, children: [] },
      ],
    };
    const header = headerOf(renderBody(withChrome({ menus, userState: 'subscriber' })));
    expect(header).toContain('<a class="account-menu__link" href="/mit-blad">Mit blad</a>');
    expect(header.indexOf('/mit-blad')).toBeLessThan(header.indexOf('data-sign-out'));
  });
});

describe('the menu button and the off-canvas panel', () => {
  const header = headerOf(renderBody(home));

  it('is a link to the panel without JavaScript, labelled in the site language', () => {
    expect(header).toContain(
      '<a class="site-header__action site-header__menu-toggle" href="#site-menu" aria-controls="site-menu" data-menu-toggle="true">',
    );
    expect(header).toMatch(
      /data-menu-toggle="true">.*?<span class="site-header__action-text">Menu<\/span><\/a>/s,
    );
  });

  it('holds the main menu with its sub-menus and a close link', () => {
    const panel =
      /<div class="site-nav" id="site-menu" data-menu-panel="true">.*<\/nav><\/div><\/div><\/div>/s.exec(
        header,
      )?.[0];
    expect(panel).toBeDefined();
    expect(panel).toContain('<nav class="main-menu" aria-label="Hovedmenu">');
    expect(panel).toContain('<a class="main-menu__sublink" href="/traening/styrke">Styrke</a>');
    expect(panel).toContain(
      '<a class="site-nav__close" href="#" aria-label="Luk menu" data-menu-close="true">',
    );
    expect(count(header, '<nav class="main-menu"')).toBe(1);
  });

  it('speaks the site language', () => {
    const swedish = withChrome({
      site: { ...site, language: 'sv', locale: 'sv-SE', market: 'se' },
    });
    const header = headerOf(renderBody(swedish));
    expect(header).toContain('<span class="site-header__action-text">Meny</span>');
    expect(header).toContain('aria-label="Stäng menyn"');
    expect(header).toContain('>Logga in</span>');
  });

  it('is left out when the site has no main menu', () => {
    const header = headerOf(renderBody(withChrome({ menus: { ...chrome.menus, main: [] } })));
    expect(header).not.toContain('data-menu-toggle');
    expect(header).not.toContain('site-menu');
  });
});
