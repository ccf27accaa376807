import { markDevice } from '../device/device-class';
import { reloadForChunkError } from './chunk-reload';
import { pageLabel, watchRequests } from './loading-bar';

/** The prefetch's idle timeout (2 s). */
export const PREFETCH_IDLE_MS = 2_000;
const PREFETCH_LIMIT = 6;

/** Every navigation starts at the top of the page (a `#fragment` keeps its target). */
function scrollToTop(): void {
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  window.addEventListener('pageshow', () => {
    if (location.hash === '') window.scrollTo(0, 0);
  });
}

/**
 * A chunk load that fails where nothing catches it reloads the page, at most once per 60 seconds
 * (the island and enhancement loaders catch theirs and do the same: `reloadForChunkError`).
 */
function reloadOnChunkError(): void {
  window.addEventListener('unhandledrejection', (event) => {
    reloadForChunkError(event.reason);
  });
  window.addEventListener('error', (event) => {
    reloadForChunkError(event.message);
  });
}

/** `<html data-online>` and a status line, in the page's language, while the browser is offline. */
function watchOnline(): void {
  const status = document.createElement('p');
  status.className = 'online-status';
  status.setAttribute('role', 'status');
  status.hidden = true;
  document.body.append(status);
  const text = pageLabel('offline', 'You are offline. Some content may not load.');
  const update = (): void => {
    const online = navigator.onLine;
    document.documentElement.dataset.online = String(online);
    status.hidden = online;
    status.textContent = online ? '' : text;
  };
  window.addEventListener('online', update);
  window.addEventListener('offline', update);
  update();
}

/** What idle scheduling needs of the window (requestIdleCallback where the browser has it). */
export interface IdleWindow {
  requestIdleCallback?: (run: () => void, options: { timeout: number }) => unknown;
  setTimeout(run: () => void, ms: number): unknown;
}

/** When the browser is idle (at most 2 s after load), prefetch a few same-site links in view. */
export function prefetchOnIdle(view: IdleWindow = window): void {
  const run = (): void => {
    const seen = new Set<string>();
    for (const link of document.querySelectorAll<HTMLAnchorElement>(
      'main a[href^="/"]:not([role="button"])',
    )) {
      if (seen.size >= PREFETCH_LIMIT) break;
      const url = new URL(link.href);
      if (url.origin !== location.origin || url.pathname === location.pathname) continue;
      const rect = link.getBoundingClientRect();
      if (rect.bottom < 0 || rect.top > window.innerHeight || seen.has(url.pathname)) continue;
      seen.add(url.pathname);
      const hint = document.createElement('link');
      hint.rel = 'prefetch';
      hint.href = url.pathname;
      document.head.append(hint);
    }
  };
  if (view.requestIdleCallback === undefined) view.setTimeout(run, PREFETCH_IDLE_MS);
  else view.requestIdleCallback(run, { timeout: PREFETCH_IDLE_MS });
}

/** The browser behaviours of every page, without React. */
export function startBrowserBehaviours(): void {
  watchRequests();
  markDevice();
  scrollToTop();
  reloadOnChunkError();
  watchOnline();
  prefetchOnIdle();
}
