import { isHydrateWhen, type HydrateWhen } from '../src/render/islands/island.types';
import { hasIslandState } from '../src/render/islands/island-history';
import { reloadForChunkError } from './browser/chunk-reload';
import { islandLoaders } from './island-loaders';

/** requestIdleCallback is given this long before the island hydrates anyway. */
export const IDLE_TIMEOUT_MS = 2000;
/** Start hydrating a `visible` island a little before it scrolls into view. */
const VISIBLE_MARGIN = '200px';

async function hydrate(element: HTMLElement): Promise<void> {
  const load = islandLoaders.get(element.dataset.island ?? '');
  if (load === undefined) return;
  const props: unknown = JSON.parse(element.dataset.islandProps ?? '{}');
  const [{ createElement }, { hydrateRoot }, component] = await Promise.all([
    import('react'),
    import('react-dom/client'),
    load(),
  ]);
  hydrateRoot(element, createElement(component, props as object));
  element.dataset.hydrated = 'true';
}

function run(element: HTMLElement): void {
  hydrate(element).catch((error: unknown) => {
    console.error(`Island ${element.dataset.island ?? '?'} failed to hydrate`, error);
    reloadForChunkError(error);
  });
}

function whenVisible(element: HTMLElement): void {
  if (!('IntersectionObserver' in window)) {
    run(element);
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect();
        run(element);
      }
    },
    { rootMargin: VISIBLE_MARGIN },
  );
  observer.observe(element);
}

function whenIdle(element: HTMLElement): void {
  if ('requestIdleCallback' in window) {
    window.requestIdleCallback(
      () => {
        run(element);
      },
      { timeout: IDLE_TIMEOUT_MS },
    );
  } else {
    setTimeout(() => {
      run(element);
    }, 1);
  }
}

function schedule(element: HTMLElement, when: HydrateWhen): void {
  switch (when) {
    case 'visible':
      whenVisible(element);
      return;
    case 'idle':
      whenIdle(element);
      return;
    case 'load':
      run(element);
      return;
  }
}

/**
 * Finds the islands (`[data-island]`) and hydrates each one on its own, when it is visible, when
 * the browser is idle, or at once. A page without islands loads no React at all.
 */
export function hydrateIslands(root: ParentNode = document): void {
  const start = () => {
    for (const element of root.querySelectorAll<HTMLElement>(
      '[data-island]:not([data-hydrated])',
    )) {
      const when = element.dataset.hydrate;
      const key = element.dataset.stateKey;
      // An island with a record in this history entry rebuilds it at once (Back to the page).
      if (key !== undefined && hasIslandState(key)) run(element);
      else schedule(element, isHydrateWhen(when) ? when : 'idle');
    }
  };
  if (document.readyState === 'loading')
    document.addEventListener('DOMContentLoaded', start, { once: true });
  else start();
}
