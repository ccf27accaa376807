import { fetchWithCsrf, prefetchCsrfToken } from '../../src/render/islands/csrf-token.fetch';

/**
 * The favourite hearts without React: the server renders each heart as a link to the
 * login (what a reader without JavaScript gets); this turns every `a[data-favourite]` on the page
 * into a toggle. Outline when not saved, filled when saved; a click never follows the link, flips
 * at once and rolls back when the server refuses. Anonymous readers go to the login with
 * returnUri and locale (the link's own address). One lookup of the saved ids serves every heart.
 */

type Saved = 'unknown' | 'anonymous' | readonly number[];

export const FAVOURITES_API = '/api/favourites';

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

/** Shows one heart as saved or not: class, pressed state, label and the filled outline. */
export function showSaved(heart: HTMLElement, saved: boolean): void {
  heart.classList.toggle('favourite--saved', saved);
  heart.setAttribute('aria-pressed', String(saved));
  const label = saved ? heart.dataset.labelRemove : heart.dataset.labelAdd;
  if (label !== undefined) heart.setAttribute('aria-label', label);
  heart.querySelector('path')?.setAttribute('fill', saved ? 'currentColor' : 'none');
}

function enhance(heart: HTMLAnchorElement, saved: Promise<Saved>): void {
  const articleId = Number(heart.dataset.favourite);
  if (!Number.isInteger(articleId)) return;
  let anonymous = false;
  let busy = false;
  void saved.then((ids) => {
    if (ids === 'anonymous') anonymous = true;
    else if (ids !== 'unknown') {
      showSaved(heart, ids.includes(articleId));
      prefetchCsrfToken();
    }
  });
  heart.addEventListener('click', (event) => {
    event.preventDefault();
    if (anonymous) {
      window.location.assign(heart.href);
      return;
    }
    if (busy) return;
    const next = heart.getAttribute('aria-pressed') !== 'true';
    showSaved(heart, next);
    busy = true;
    // keepalive: a reader who taps and leaves the page at once still has it saved
    fetchWithCsrf(`${FAVOURITES_API}/${String(articleId)}`, {
      method: next ? 'PUT' : 'DELETE',
      keepalive: true,
    })
      .then(async (response) => {
        await response.body?.cancel();
        if (response.status === 401) window.location.assign(heart.href);
        else if (!response.ok) showSaved(heart, !next);
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

const PLAIN_HEARTS = 'a[data-favourite]:not([data-enhanced])';

function enhanceAll(root: ParentNode): void {
  const hearts = root.querySelectorAll<HTMLAnchorElement>(PLAIN_HEARTS);
  if (hearts.length === 0) return;
  const saved = loadSaved();
  hearts.forEach((heart) => {
    enhance(heart, saved);
  });
}

/**
 * Enhances every heart on the page (teasers and articles), and the hearts of teasers that arrive
 * later (load-more appends cards), sharing the one lookup of saved ids.
 */
export function enhanceFavourites(): void {
  enhanceAll(document);
  new MutationObserver((records) => {
    if (records.some((record) => record.addedNodes.length > 0)) enhanceAll(document);
  }).observe(document.body, { childList: true, subtree: true });
}
