import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../../../src/domain/content/content.types';
import { renderBody } from '../render-body';
import { chrome, page, sitePage } from '../view-model.fixture';

function item(id: number, title: string, url: string, extra: Partial<MenuItem> = {}): MenuItem {
  return { id, title, url, target: null, rel: null, children: [], ...extra };
}

function render(main: readonly MenuItem[], footer: readonly MenuItem[]): string {
  return renderBody(
    sitePage(
      { type: 'home', page: page() },
      { chrome: { ...chrome, menus: { ...chrome.menus, main, footer } } },
    ),
  );
}

describe('menu item fields (willow-base-theme: Root/MenuItemTransformer.php)', () => {
  it('sets an item the editor highlighted apart in the main menu', () => {
    const html = render(
      [
        item(1, 'Træning', '/traening'),
        item(2, 'Bliv abonnent', '/abonnement', { highlight: true }),
      ],
      [],
    );
    expect(html).toContain(
      '<li class="main-menu__item main-menu__item--highlight"><a class="main-menu__link" href="/abonnement">Bliv abonnent</a></li>',
    );
    expect(html).toContain(
      '<li class="main-menu__item"><a class="main-menu__link" href="/traening">',
    );
  });

  it("shows a footer item's description under its link", () => {
    const html = render(
      [],
      [
        item(3, 'Om WOM', '/om-wom', { description: 'Redaktion og kontakt' }),
        item(4, 'Kontakt', '/kontakt'),
      ],
    );
    expect(html).toContain(
      '<a class="footer-menu__link" href="/om-wom">Om WOM</a><span class="footer-menu__description">Redaktion og kontakt</span>',
    );
    expect(html).toContain('<a class="footer-menu__link" href="/kontakt">Kontakt</a></li>');
  });
});
