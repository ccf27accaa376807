import { PATHS } from '../../src/domain/routing/route-paths';
import { fetchWithCsrf, prefetchCsrfToken } from '../../src/render/islands/csrf-token.fetch';

/**
 * The favourite hearts without React. The server renders each heart as a form that works without
 * JavaScript (`form[data-favourite]`, src/render/components/FavouriteHeart.tsx); this makes its
 * first button a toggle: outline when not saved, filled and `aria-pressed="true"` when saved. A
 * press saves over the JSON API without a reload, flips at once, rolls back when the server
 * refuses and announces the outcome in one live toast, in the page's language (the heart's own
 * message texts). Until the reader is known to be signed in (anonymous, or the lookup failed), a
 * press posts the form as it is: the server sends an anonymous reader to the sign-in and back.
 * One lookup of the saved ids serves every heart.
 */

type Saved = 'unknown' | 'anonymous' | readonly number[];

export const FAVOURITES_API = PATHS.favourites;

const TOAST_MS = 4000;

let savedIds: Promise<Saved> | null = null;

function loadSaved(): Promise<Saved> {
  savedIds ??= fetch(FAVOURITES_API, { credentials: 'same-origin' })
    .then(async (response): Promise<Saved> => {
      if (!response.ok) {
        // an unread body keeps the request open (and the page never network-idle)
        await response.body?.cancel();
        return 'unknown';
      }
      const body = (await response.json()) as { data?: unknown };
      if (body.data === null) return 'anonymous';
      return Array.isArray(body.data)
        ? body.data.filter((id): id is number => typeof id === 'number')
        : [];
    })
    .catch((): Saved => 'unknown');
  return savedIds;
}

function toggleOf(heart: HTMLElement): HTMLButtonElement | null {
  return heart.querySelector<HTMLButtonElement>('.favourite__add');
}

/** Shows one heart as saved or not: class, pressed state and the filled outline. */
export function showSaved(heart: HTMLElement, saved: boolean): void {
  heart.classList.toggle('favourite--saved', saved);
  const toggle = toggleOf(heart);
  toggle?.setAttribute('aria-pressed', String(saved));
  toggle?.querySelector('path')?.setAttribute('fill', saved ? 'currentColor' : 'none');
}

let toast: HTMLElement | null = null;
let toastTimer: ReturnType<typeof setTimeout> | undefined;

/** The one live region of the page, there before its first message (or it would not be read). */
function liveToast(): HTMLElement {
  if (toast === null) {
    toast = document.createElement('p');
    toast.className = 'favourite-toast';
    toast.setAttribute('role', 'status');
    toast.setAttribute('aria-live', 'polite');
    document.body.append(toast);
  }
  return toast;
}

/** The heart's message for an outcome (any heart's when this one has none, like a card added later). */
function messageOf(heart: HTMLElement, outcome: 'added' | 'removed'): string {
  const selector = `.favourite__flash--${outcome} .favourite__toast`;
  const own = heart.querySelector(selector)?.textContent ?? '';
  return own !== '' ? own : (document.querySelector(selector)?.textContent ?? '');
}

/** Shows and announces a message for a few seconds. */
export function announce(message: string): void {
  if (message === '') return;
  const region = liveToast();
  region.textContent = message;
  region.classList.remove('favourite-toast--shown');
  // reading the layout makes the browser see the class go, so a new message restarts the animation
  region.getBoundingClientRect();
  region.classList.add('favourite-toast--shown');
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => {
    region.classList.remove('favourite-toast--shown');
  }, TOAST_MS);
}

function enhance(heart: HTMLFormElement, saved: Promise<Saved>): void {
  const articleId = Number(heart.dataset.favourite);
  const toggle = toggleOf(heart);
  if (!Number.isInteger(articleId) || toggle === null) return;
  let signedIn = false;
  let busy = false;
  toggle.setAttribute('aria-pressed', 'false');
  void saved.then((ids) => {
    if (ids === 'anonymous' || ids === 'unknown') return;
    signedIn = true;
    showSaved(heart, ids.includes(articleId));
    prefetchCsrfToken();
  });
  heart.addEventListener('submit', (event) => {
    // not known to be signed in: the form goes to the server, which knows
    if (!signedIn) return;
    event.preventDefault();
    if (busy) return;
    const next = toggle.getAttribute('aria-pressed') !== 'true';
    showSaved(heart, next);
    busy = true;
    liveToast();
    // keepalive: a reader who taps and leaves the page at once still has it saved
    fetchWithCsrf(`${FAVOURITES_API}/${String(articleId)}`, {
      method: next ? 'PUT' : 'DELETE',
      keepalive: true,
    })
      .then(async (response) => {
        await response.body?.cancel();
        if (response.status === 401) {
          // signed out in the meantime: the form takes the reader to the sign-in and back
          signedIn = false;
          showSaved(heart, !next);
          heart.requestSubmit(toggle);
        } else if (!response.ok) showSaved(heart, !next);
        else announce(messageOf(heart, next ? 'added' : 'removed'));
      })
      .catch(() => {
        showSaved(heart, !next);
      })
      .finally(() => {
        busy = false;
      });
  });
  heart.dataset.enhanced = 'true';
}

const HEART = 'form[data-favourite]';

/** How far outside the viewport a heart is set up, so it is ready before the reader reaches it. */
export const HEART_MARGIN = '200px';

function enhanceOnce(heart: HTMLFormElement): void {
  if (heart.dataset.enhanced !== undefined) return;
  enhance(heart, loadSaved());
}

/** The hearts in `node` (the node itself when it is one). */
function heartsIn(node: Node): HTMLFormElement[] {
  if (!(node instanceof Element)) return [];
  const inside = [...node.querySelectorAll<HTMLFormElement>(HEART)];
  return node.matches(HEART) ? [node as HTMLFormElement, ...inside] : inside;
}

/**
 * Enhances the hearts on the page (teasers and articles), each when it comes within
 * `HEART_MARGIN` of the viewport or when the reader points at, touches or focuses it, whichever
 * comes first: the page's load touches no heart below the fold (ADR 19). Hearts that arrive later
 * (load-more appends cards) are watched the same way. The one lookup of the reader's saved ids is
 * made when the first heart is set up and serves them all. A press on a heart not set up yet posts
 * its form, which works without JavaScript.
 */
export function enhanceFavourites(): void {
  const watcher = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        watcher.unobserve(entry.target);
        enhanceOnce(entry.target as HTMLFormElement);
      }
    },
    { rootMargin: HEART_MARGIN },
  );
  const watch = (hearts: readonly HTMLFormElement[]): void => {
    for (const heart of hearts) if (heart.dataset.enhanced === undefined) watcher.observe(heart);
  };
  watch(heartsIn(document.documentElement));
  const onUse = (event: Event): void => {
    const heart =
      event.target instanceof Element ? event.target.closest<HTMLFormElement>(HEART) : null;
    if (heart === null) return;
    watcher.unobserve(heart);
    enhanceOnce(heart);
  };
  for (const type of ['pointerover', 'pointerdown', 'focusin'])
    document.addEventListener(type, onUse, { capture: true, passive: true });
  // back from the form (pressed before the lookup answered): its message, now as the live toast
  const anchor =
    window.location.hash === '' ? null : document.getElementById(window.location.hash.slice(1));
  if (anchor?.classList.contains('favourite__flash') === true) {
    const heart = anchor.closest<HTMLFormElement>(HEART);
    if (heart !== null) enhanceOnce(heart);
    announce(anchor.querySelector('.favourite__toast')?.textContent ?? '');
  }
  new MutationObserver((records) => {
    for (const record of records) for (const node of record.addedNodes) watch(heartsIn(node));
  }).observe(document.body, { childList: true, subtree: true });
}
