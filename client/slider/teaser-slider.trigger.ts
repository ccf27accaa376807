import { reloadForChunkError } from '../browser/chunk-reload';

/** An idle slider is given this long (after it came near the viewport) before swiper starts. */
export const SLIDER_IDLE_TIMEOUT_MS = 2000;
/** A slider this close to the viewport counts as near. */
const NEAR_MARGIN = '200px';
/**
 * What a reader does to a slider that starts its swiper at once. Hovering or focusing it readies
 * the buttons before they are pressed; touching or scrolling it hands the row over to swiper.
 */
const INTERACTIONS = ['pointerenter', 'pointerdown', 'touchstart', 'focusin', 'wheel'] as const;

/** Fetches swiper's chunk and turns `root` into a swiper; a failed chunk reloads once a minute. */
function start(root: HTMLElement): void {
  import('./teaser-slider.enhance')
    .then((module) => {
      module.enhanceSlider(root);
    })
    .catch((error: unknown) => {
      console.error('Enhancement for [data-slider] failed', error);
      reloadForChunkError(error);
    });
}

function whenIdle(run: () => void): void {
  if ('requestIdleCallback' in window)
    window.requestIdleCallback(run, { timeout: SLIDER_IDLE_TIMEOUT_MS });
  else setTimeout(run, 1);
}

/**
 * Starts one slider's swiper on the reader's first interaction with it, or once it is near the
 * viewport and the browser is idle, whichever comes first (ADR 19). Until then the slider is the
 * server's scroll-snap row: a page whose sliders stay below the fold loads no swiper at all.
 */
export function startSliderWhenNeeded(root: HTMLElement): void {
  const viewport = root.querySelector<HTMLElement>('.teaser-slider__viewport');
  let started = false;
  let stopWatching = (): void => undefined;
  const once = (): void => {
    if (started) return;
    started = true;
    stopWatching();
    for (const type of INTERACTIONS) root.removeEventListener(type, once);
    viewport?.removeEventListener('scroll', once);
    start(root);
  };
  for (const type of INTERACTIONS) root.addEventListener(type, once, { passive: true });
  viewport?.addEventListener('scroll', once, { passive: true });
  if (!('IntersectionObserver' in window)) {
    whenIdle(once);
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      whenIdle(once);
    },
    { rootMargin: NEAR_MARGIN },
  );
  stopWatching = () => {
    observer.disconnect();
  };
  observer.observe(root);
}

/** Schedules every slider on the page that is not enhanced yet (`startSliderWhenNeeded`). */
export function startSlidersWhenNeeded(root: ParentNode = document): void {
  for (const element of root.querySelectorAll<HTMLElement>(
    '[data-slider]:not([data-slider-ready])',
  ))
    startSliderWhenNeeded(element);
}
