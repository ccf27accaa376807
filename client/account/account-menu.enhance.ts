import { TRACK_FORM_ATTRIBUTE, type FormComponent } from '../../src/domain/tracking/form-events';
import { CSRF_TOKEN_PATH } from '../../src/render/islands/csrf-token.fetch';
import { currentUser } from './current-user';

/**
 * The signed-in reader's account menu in the header (`HeaderAccount.tsx`, a `<details>` that
 * works without JavaScript). The server's HTML is shared by every reader of the variant, so it
 * says "my account"; this asks `POST /api/authservice` (the current user, `private, no-store`)
 * and writes the reader's given name (or, without one, the e-mail's local part) into
 * `[data-account-name]`. It also closes the menu on
 * Escape (focus back on its button) and on a click elsewhere, and signs out from the menu: the
 * link (to the settings screen's sign-out form, what a reader without JavaScript follows) becomes
 * the CSRF-protected `POST /users/sign_out` with a token from `GET /api/csrf-token`.
 */

/**
 * What the button calls the signed-in reader: the given name, or the e-mail address before the
 * `@` when the identity service gave none; null when signed out or there was no answer. The user
 * comes from the page's one current-user lookup (`current-user.ts`).
 */
async function displayName(): Promise<string | null> {
  const user = await currentUser.current();
  if (user === null) return null;
  if (user.givenName !== null) return user.givenName;
  const local = (user.email?.split('@')[0] ?? '').trim();
  return local === '' ? null : local;
}

async function csrfToken(): Promise<string | null> {
  try {
    const response = await fetch(CSRF_TOKEN_PATH, {
      credentials: 'same-origin',
      headers: { accept: 'application/json' },
    });
    if (!response.ok) {
      await response.body?.cancel();
      return null;
    }
    const body = (await response.json()) as { token?: unknown };
    return typeof body.token === 'string' && body.token !== '' ? body.token : null;
  } catch {
    return null;
  }
}

/**
 * The sign-out's returnUri: the current address. The server sends a reader who signed out on a
 * signed-in screen (profile, settings) to the front page instead (`auth.routes.ts`).
 */
function returnUri(): string {
  const { pathname, search } = window.location;
  return pathname + search;
}

function hidden(name: string, value: string): HTMLInputElement {
  const input = document.createElement('input');
  input.type = 'hidden';
  input.name = name;
  input.value = value;
  return input;
}

async function signOut(link: HTMLAnchorElement): Promise<void> {
  const token = await csrfToken();
  const action = link.dataset.signOut;
  if (token === null || action === undefined) {
    window.location.assign(link.href);
    return;
  }
  const form = document.createElement('form');
  form.method = 'post';
  form.action = action;
  form.hidden = true;
  form.setAttribute(TRACK_FORM_ATTRIBUTE, 'Logout' satisfies FormComponent);
  form.append(hidden('_csrf', token), hidden('returnUri', returnUri()));
  document.body.append(form);
  form.requestSubmit();
}

function enhance(menu: HTMLDetailsElement): void {
  const summary = menu.querySelector('summary');
  const names = menu.querySelectorAll<HTMLElement>('[data-account-name]');
  if (names.length > 0)
    void displayName().then((value) => {
      if (value === null) return;
      for (const name of names) {
        name.textContent = value;
        name.title = value;
      }
    });

  menu.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !menu.open) return;
    event.preventDefault();
    menu.open = false;
    summary?.focus();
  });
  document.addEventListener('click', (event) => {
    if (menu.open && event.target instanceof Node && !menu.contains(event.target))
      menu.open = false;
  });
  menu.addEventListener('focusout', (event) => {
    if (menu.open && event.relatedTarget instanceof Node && !menu.contains(event.relatedTarget))
      menu.open = false;
  });

  for (const link of menu.querySelectorAll<HTMLAnchorElement>('a[data-sign-out]')) {
    let busy = false;
    link.addEventListener('click', (event) => {
      event.preventDefault();
      if (busy) return;
      busy = true;
      void signOut(link).finally(() => {
        busy = false;
      });
    });
  }
}

export function enhanceAccountMenus(): void {
  for (const menu of document.querySelectorAll<HTMLDetailsElement>('details[data-account-menu]'))
    enhance(menu);
}
