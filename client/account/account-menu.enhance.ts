import { TRACK_FORM_ATTRIBUTE, type FormComponent } from '../../src/domain/tracking/form-events';
import { CSRF_TOKEN_PATH } from '../../src/render/islands/csrf-token.fetch';
import { currentUser, type CurrentUser } from './current-user';

/**
 * The signed-in reader's account menu in the header (`HeaderAccount.tsx`, a `<details>` that
 * works without JavaScript). The server's HTML is shared by every reader of the variant, so it
 * says "my account"; this asks `POST /api/authservice` (the current user, `private, no-store`)
 * and writes the reader's given name into `[data-account-name]` (`accountNames`: without one,
 * the button keeps "my account" and the open menu's heading shows the e-mail address). It also
 * closes the menu on Escape (focus back on its button) and on a click elsewhere, and signs out
 * from the menu: the link (to the settings screen's sign-out form, what a reader without
 * JavaScript follows) becomes the CSRF-protected `POST /users/sign_out` with a token from
 * `GET /api/csrf-token`.
 */

/**
 * What the menu calls the signed-in reader: in the button, the given name; in the heading of the
 * open menu, the given name or else the e-mail address (whole: its part before the `@` reads as a
 * user name, not as the reader's name). null keeps the server's "my account".
 */
export function accountNames(user: CurrentUser | null): {
  readonly button: string | null;
  readonly heading: string | null;
} {
  if (user === null) return { button: null, heading: null };
  return { button: user.givenName, heading: user.givenName ?? user.email };
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
  // the user comes from the page's one current-user lookup (`current-user.ts`)
  if (names.length > 0)
    void currentUser.current().then((user) => {
      const { button, heading } = accountNames(user);
      for (const name of names) {
        const value = name.closest('.account-menu__who') === null ? button : heading;
        if (value === null) continue;
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
