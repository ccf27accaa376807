import { describe, expect, it } from 'vitest';
import type { AccountScreen } from '../../../src/domain/page/view-model.types';
import { chrome, siteIndex, sitePage } from '../view-model.fixture';
import { count, renderBody } from '../render-body';

describe('the account view', () => {
  it.each([
    ['profile', 'Din profil'],
    ['favourites', 'Dine favoritter'],
    ['settings', 'Indstillinger'],
    ['sign-in', 'Log ind'],
    ['sign-up', 'Opret en konto'],
    ['forgot-password', 'Glemt adgangskode?'],
    ['new-password', 'Vælg en ny adgangskode'],
  ] as const satisfies readonly (readonly [AccountScreen, string])[])(
    'shows a heading and a text for %s',
    (screen, title) => {
      const html = renderBody(sitePage({ type: 'account', screen }));
      expect(html).toContain(`<h1 class="account__title">${title}</h1>`);
      expect(html).toMatch(/<p class="account__text">[^<]+<\/p>/);
    },
  );
});

describe('the admin overview', () => {
  it('summarises brand, market and locale', () => {
    const html = renderBody(
      sitePage({ type: 'admin-overview' }, { chrome: { ...chrome, layout: 'admin' } }),
    );
    expect(html).toContain('<h1 class="admin-overview__title">Overblik</h1>');
    expect(html).toContain('<dd>Woman (WOM)</dd>');
    expect(html).toContain('<dd>DK</dd>');
    expect(html).toContain('<dd>da-DK</dd>');
  });
});

describe('the test page', () => {
  it('renders one teaser card and one teaser list from sample data', () => {
    const html = renderBody(sitePage({ type: 'test-page' }));
    expect(html).toContain('data-testid="teaser-card"');
    expect(html).toContain('data-testid="teaser-list"');
    expect(count(html, '<section class="teaser-list')).toBe(1);
    expect(html).toContain('Sample teaser card');
    expect(html).toContain('12:30');
    expect(html).toContain('45 min');
  });
});

describe('the site index', () => {
  it('links every site with its brand and market', () => {
    const html = renderBody(siteIndex);
    expect(html).toContain('<h1 class="site-index__title">Our magazines</h1>');
    expect(html).toContain('href="http://wom.dk.localhost:3000/"');
    expect(html).toContain('<span class="site-index__brand">Body</span>');
    expect(html).toMatch(/SE(<!-- -->)? · (<!-- -->)?sv-SE/);
  });
});
