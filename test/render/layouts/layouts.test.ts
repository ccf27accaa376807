import { describe, expect, it } from 'vitest';
import { chrome, page, site, sitePage } from '../view-model.fixture';
import { renderBody } from '../render-body';

const home = sitePage({ type: 'home', page: page() });

describe('the default layout', () => {
  it('starts with a skip link to the main content', () => {
    // React hoists the hero image's preload (fetchPriority high) to the start: not content.
    const html = renderBody(home).replace(/^(?:<link rel="preload"[^>]*\/>)+/, '');
    expect(html.startsWith('<a class="skip-link" href="#main-content">Gå til indhold</a>')).toBe(
      true,
    );
    expect(html).toContain('<main id="main-content"');
  });

  it('has header, navigation, main and footer landmarks', () => {
    const html = renderBody(home);
    expect(html).toMatch(/<header class="site-header">/);
    expect(html).toContain('<nav class="main-menu" aria-label="Hovedmenu">');
    expect(html).toMatch(/<footer class="site-footer">/);
  });

  it('links a text wordmark to the front page when the brand has no logo', () => {
    expect(renderBody(home)).toContain(
      '<a class="site-header__brand" href="/" aria-label="Woman – forside"><span class="site-header__wordmark">Woman</span></a>',
    );
  });

  it('shows the logo image when the brand has one', () => {
    const withLogo = sitePage(home.view, {
      chrome: { ...chrome, site: { ...site, logoUrl: 'https://www.wom.dk/logo.svg' } },
    });
    expect(renderBody(withLogo)).toContain(
      '<img class="site-header__logo" src="https://www.wom.dk/logo.svg" alt="Woman"',
    );
  });

  it('renders the main menu with its nested children', () => {
    const html = renderBody(home);
    expect(html).toContain(
      '<a class="main-menu__link" href="/traening">Træning</a><ul class="main-menu__submenu">',
    );
    expect(html).toContain('<a class="main-menu__sublink" href="/traening/styrke">Styrke</a>');
  });

  it('renders the footer menu and the copyright line', () => {
    const html = renderBody(home);
    expect(html).toContain('<a class="footer-menu__link" href="/kontakt">Kontakt</a>');
    expect(html).toContain('© 2024 Woman');
  });

  it('drops a menu link with a javascript: URL and opens _blank items safely', () => {
    const menus = {
      main: [
        { id: 9, title: 'Ond', url: 'javascript:alert(1)', target: null, rel: null, children: [] },
        {
          id: 8,
          title: 'Ude',
          url: 'https://partner.dk',
          target: '_blank',
          rel: 'nofollow',
          children: [],
        },
      ],
      footer: [],
      user: [],
      secondary: [],
    };
    const html = renderBody(sitePage(home.view, { chrome: { ...chrome, menus } }));
    expect(html).not.toMatch(/javascript:/i);
    expect(html).toContain(
      '<a class="main-menu__link" href="https://partner.dk" target="_blank" rel="nofollow noopener">Ude</a>',
    );
  });
});

describe("the header's secondary slot", () => {
  const shop = {
    id: 9060,
    title: 'Shop',
    url: 'https://shop.iform.dk/',
    target: '_blank',
    rel: 'noopener',
    children: [],
  };

  it('lists the slot in its own navigation beside the main menu, new-window links once noopener', () => {
    const menus = { ...chrome.menus, secondary: [shop] };
    const html = renderBody(sitePage(home.view, { chrome: { ...chrome, menus } }));
    expect(html).toContain(
      '<nav class="secondary-menu" aria-label="Servicemenu"><ul class="secondary-menu__list"><li class="secondary-menu__item"><a class="secondary-menu__link" href="https://shop.iform.dk/" target="_blank" rel="noopener">Shop</a></li></ul></nav>',
    );
    expect(html.indexOf('class="secondary-menu"')).toBeGreaterThan(
      html.indexOf('class="main-menu"'),
    );
  });

  it('is absent when the slot is empty, and opens the panel even without a main menu', () => {
    expect(renderBody(home)).not.toContain('secondary-menu');
    const menus = { ...chrome.menus, main: [], secondary: [shop] };
    const html = renderBody(sitePage(home.view, { chrome: { ...chrome, menus } }));
    expect(html).toContain('data-menu-toggle');
    expect(html).toContain('class="secondary-menu"');
  });
});

describe('the admin layout', () => {
  const admin = sitePage({ type: 'admin-overview' }, { chrome: { ...chrome, layout: 'admin' } });

  it('has its own Admin header and navigation instead of the site chrome', () => {
    const html = renderBody(admin);
    expect(html).toContain('<header class="admin-header">');
    expect(html).toMatch(/<p class="admin-header__title">Administration(<!-- -->)? <span/);
    expect(html).toContain('<nav class="admin-nav" aria-label="Adminmenu">');
    expect(html).not.toContain('site-header');
    expect(html).not.toContain('site-footer');
  });
});
