/**
 * The header's off-canvas menu below 1024px (`SiteHeader.tsx`). The server renders the menu
 * button as a link to the panel (`#site-menu`), which CSS opens as the `:target`: that is what a
 * reader without JavaScript gets. This turns the link (and the panel's close link) into buttons
 * and the panel into a modal dialog while open: `aria-expanded` on the button, focus moved into
 * the panel and kept there (Tab and Shift+Tab wrap), Escape, the close button or a click beside
 * the panel closes it and gives focus back to the button, and the page behind does not scroll
 * (`html[data-menu-open]`). From 1024px the menu is the horizontal bar and never a dialog.
 */

const DESKTOP = '(min-width: 1024px)';
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** A `<button type="button">` taking the link's place: same class, children and data. */
function buttonFor(link: HTMLAnchorElement): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = link.className;
  for (const name of link.getAttributeNames()) {
    if (name === 'href' || name === 'class') continue;
    button.setAttribute(name, link.getAttribute(name) ?? '');
  }
  button.append(...link.childNodes);
  link.replaceWith(button);
  return button;
}

function focusablesIn(panel: HTMLElement): HTMLElement[] {
  return [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.getClientRects().length > 0,
  );
}

export function enhanceMenu(): void {
  const link = document.querySelector<HTMLAnchorElement>('a[data-menu-toggle]');
  const panel = document.querySelector<HTMLElement>('[data-menu-panel]');
  if (link !== null && panel !== null) enhance(link, panel);
}

function enhance(link: HTMLAnchorElement, panel: HTMLElement): void {
  // From here on `data-open` alone opens the panel: `:target` is not updated by history calls.
  panel.dataset.enhanced = 'true';
  const toggle = buttonFor(link);
  const label = toggle.textContent.trim();
  toggle.setAttribute('aria-expanded', 'false');
  const closers = [...panel.querySelectorAll<HTMLAnchorElement>('a[data-menu-close]')].map(
    buttonFor,
  );
  const desktop = window.matchMedia(DESKTOP);
  // A reader who opened the menu as the `:target` before this ran keeps it open, as a dialog.
  const openedAsTarget = window.location.hash === `#${panel.id}`;
  if (openedAsTarget)
    history.replaceState(history.state, '', window.location.pathname + window.location.search);

  const isOpen = (): boolean => panel.dataset.open === 'true';

  const onKeydown = (event: KeyboardEvent): void => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
      return;
    }
    if (event.key !== 'Tab') return;
    const focusables = focusablesIn(panel);
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    if (first === undefined || last === undefined) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !panel.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !panel.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  };

  function open(): void {
    if (desktop.matches || isOpen()) return;
    panel.dataset.open = 'true';
    panel.setAttribute('role', 'dialog');
    panel.setAttribute('aria-modal', 'true');
    if (label !== '') panel.setAttribute('aria-label', label);
    toggle.setAttribute('aria-expanded', 'true');
    document.documentElement.dataset.menuOpen = 'true';
    document.addEventListener('keydown', onKeydown);
    (closers[0] ?? focusablesIn(panel)[0])?.focus();
  }

  function close(returnFocus: boolean): void {
    if (!isOpen()) return;
    delete panel.dataset.open;
    panel.removeAttribute('role');
    panel.removeAttribute('aria-modal');
    panel.removeAttribute('aria-label');
    toggle.setAttribute('aria-expanded', 'false');
    delete document.documentElement.dataset.menuOpen;
    document.removeEventListener('keydown', onKeydown);
    if (returnFocus) toggle.focus();
  }

  toggle.addEventListener('click', () => {
    if (isOpen()) close(true);
    else open();
  });
  for (const closer of closers)
    closer.addEventListener('click', () => {
      close(true);
    });
  // The panel covers the page; a click on its shaded part (beside the menu) closes it.
  panel.addEventListener('click', (event) => {
    if (event.target === panel) close(true);
  });
  desktop.addEventListener('change', () => {
    if (desktop.matches) close(false);
  });
  if (openedAsTarget) open();
}
