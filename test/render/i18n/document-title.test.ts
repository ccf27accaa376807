import { describe, expect, it } from 'vitest';
import type { AccountScreen, PageMeta } from '../../../src/domain/page/view-model.types';
import { renderDocument } from '../../../src/render/document/render-document';
import { chrome, meta, site, sitePage } from '../view-model.fixture';

/** The meta the application gives a page whose title is a UI string, for a site without strings. */
function keyed(titleKey: string, title = 'Woman'): PageMeta {
  return { ...meta, title, titleKey, brandTitle: 'Woman', robots: 'noindex' };
}

function titleOf(head: string): string | undefined {
  return /<title>([^<]*)<\/title>/.exec(head)?.[1];
}

describe('the tab title of a page titled by a UI string', () => {
  it.each([
    ['sign-in', 'Log ind | Woman'],
    ['sign-up', 'Opret en konto | Woman'],
    ['favourites', 'Dine favoritter | Woman'],
    ['settings', 'Indstillinger | Woman'],
    ['profile', 'Din profil | Woman'],
    ['forgot-password', 'Glemt adgangskode? | Woman'],
    ['new-password', 'Vælg en ny adgangskode | Woman'],
  ] as const satisfies readonly (readonly [AccountScreen, string])[])(
    'account screen %s reads %j from the Danish locale file',
    (screen, title) => {
      const page = sitePage(
        { type: 'account', screen },
        { meta: keyed(`account.${screen}.title`) },
      );
      const { head } = renderDocument(page, 2026);
      expect(titleOf(head)).toBe(title);
      expect(head).toContain(`<meta property="og:title" content="${title}">`);
    },
  );

  it('titles search, the 404 page, errors and the admin from the locale file', () => {
    const cases: readonly [PageMeta, string][] = [
      [keyed('search.title', 'Search | Woman'), 'Søg | Woman'],
      [
        keyed('notfound.title', 'This page could not be found | Woman'),
        'Siden blev ikke fundet | Woman',
      ],
      [keyed('error.title', 'Something went wrong | Woman'), 'Der opstod en fejl | Woman'],
      [keyed('admin.title'), 'Administration | Woman'],
    ];
    for (const [pageMeta, title] of cases) {
      const { head } = renderDocument(sitePage({ type: 'test-page' }, { meta: pageMeta }), 2026);
      expect(titleOf(head)).toBe(title);
    }
  });

  it("prefers the site's own string from the content API", () => {
    const page = sitePage(
      { type: 'account', screen: 'sign-in' },
      {
        meta: keyed('account.sign-in.title'),
        chrome: { ...chrome, translations: { 'account.sign-in.title': 'Log på' } },
      },
    );
    expect(titleOf(renderDocument(page, 2026).head)).toBe('Log på | Woman');
  });

  it('is in the language of the site', () => {
    const swedish = { ...site, language: 'sv' as const, locale: 'sv-SE' as const };
    const page = sitePage(
      { type: 'account', screen: 'sign-in' },
      { meta: keyed('account.sign-in.title'), chrome: { ...chrome, site: swedish } },
    );
    expect(titleOf(renderDocument(page, 2026).head)).toBe('Logga in | Woman');
  });

  it('keeps the resolved title for a key no table has, never showing the key', () => {
    const page = sitePage(
      { type: 'test-page' },
      { meta: keyed('account.unknown.title', 'X | Woman') },
    );
    expect(titleOf(renderDocument(page, 2026).head)).toBe('X | Woman');
  });

  it("keeps a content page's own title", () => {
    expect(titleOf(renderDocument(sitePage({ type: 'test-page' }), 2026).head)).toBe(
      'Forside | Woman',
    );
  });
});
