/**
 * The cookie-consent dialog the server renders (`src/render/components/consent/ConsentDialog.tsx`):
 * its buttons store the choice (`consent-state.ts`), the footer's "Cookie settings" link
 * (`[data-consent-open]`) reopens it with the stored choice in its switches, and Escape or the
 * close button closes a reopened dialog. On a first visit it takes the focus (without scrolling),
 * so keyboard and screen-reader users meet it first.
 */
import {
  ALL_GRANTED,
  CONSENT_DIALOG_ID,
  CONSENT_PURPOSES,
  NECESSARY_ONLY,
  type ConsentChoice,
  type ConsentPurpose,
} from '../../src/render/components/consent/consent-choice';
import { applyChoice, readChoice } from './consent-state';

/** How long the "saved" notice stays. */
export const SAVED_NOTICE_MS = 3000;

function isPurpose(value: string | undefined): value is ConsentPurpose {
  return (CONSENT_PURPOSES as readonly (string | undefined)[]).includes(value);
}

function switches(dialog: HTMLElement): HTMLInputElement[] {
  return [...dialog.querySelectorAll<HTMLInputElement>('input[data-consent-purpose]')];
}

function fromSwitches(dialog: HTMLElement): ConsentChoice {
  const choice: Record<ConsentPurpose, boolean> = { ...NECESSARY_ONLY };
  for (const input of switches(dialog)) {
    const purpose = input.dataset.consentPurpose;
    if (isPurpose(purpose)) choice[purpose] = input.checked;
  }
  return choice;
}

function showSwitches(dialog: HTMLElement, choice: ConsentChoice | null): void {
  for (const input of switches(dialog)) {
    const purpose = input.dataset.consentPurpose;
    input.checked = isPurpose(purpose) && choice?.[purpose] === true;
  }
}

/** The dialog is open as the page's `:target` (the footer link without JavaScript). */
function isTarget(): boolean {
  return location.hash === `#${CONSENT_DIALOG_ID}`;
}

function dropTarget(): void {
  if (isTarget()) history.replaceState(history.state, '', `${location.pathname}${location.search}`);
}

export function startConsentDialog(doc: Document = document): void {
  const dialog = doc.querySelector<HTMLElement>('[data-consent-dialog]');
  if (dialog === null) return;
  const title = dialog.querySelector<HTMLElement>('#consent-title');
  const settings = dialog.querySelector<HTMLDetailsElement>('[data-consent-settings]');
  const saved = doc.querySelector<HTMLElement>('[data-consent-saved]');
  let opener: HTMLElement | null = null;
  let savedTimer: ReturnType<typeof setTimeout> | undefined;

  const isOpen = (): boolean => dialog.hasAttribute('data-open') || isTarget();

  const open = (from: HTMLElement | null): void => {
    opener = from;
    showSwitches(dialog, readChoice(doc));
    if (settings !== null) settings.open = true;
    dialog.setAttribute('data-open', '');
    dialog.setAttribute('data-reopened', '');
    title?.focus({ preventScroll: true });
  };

  const close = (): void => {
    dialog.removeAttribute('data-open');
    dropTarget();
    // `main`'s id (src/render/layouts/SkipLink.tsx): focus goes back where reading goes on.
    const returnTo = opener ?? doc.getElementById('main-content');
    opener = null;
    returnTo?.focus({ preventScroll: true });
  };

  const choose = (choice: ConsentChoice): void => {
    applyChoice(choice, doc);
    close();
    if (saved !== null) {
      saved.textContent = saved.dataset.text ?? '';
      clearTimeout(savedTimer);
      savedTimer = setTimeout(() => {
        saved.textContent = '';
      }, SAVED_NOTICE_MS);
    }
  };

  dialog.addEventListener('click', (event) => {
    if (!(event.target instanceof Element)) return;
    if (event.target.closest('[data-consent-close]') !== null) {
      event.preventDefault();
      close();
      return;
    }
    const action =
      event.target.closest<HTMLElement>('[data-consent-action]')?.dataset.consentAction;
    if (action === 'all') choose(ALL_GRANTED);
    else if (action === 'necessary') choose(NECESSARY_ONLY);
    else if (action === 'save') choose(fromSwitches(dialog));
  });

  dialog.addEventListener('keydown', (event) => {
    // A first-visit dialog waits for a choice; a reopened one closes like any other.
    if (event.key === 'Escape' && readChoice(doc) !== null && isOpen()) {
      event.preventDefault();
      close();
    }
  });

  doc.addEventListener('click', (event) => {
    if (!(event.target instanceof Element)) return;
    const link = event.target.closest<HTMLElement>('[data-consent-open]');
    if (link === null) return;
    event.preventDefault();
    open(link);
  });

  if (readChoice(doc) === null) {
    dialog.removeAttribute('data-reopened');
    title?.focus({ preventScroll: true });
  } else if (isTarget()) {
    open(null);
  }
}
