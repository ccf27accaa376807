// The whole client entry: hydrate the islands on this page, and fetch the enhancements it needs
// (slider, image protection, banner consent). No client router.
import { loadEnhancements } from '../../client/enhancements';
import { hydrateIslands } from '../../client/islands';
import { startBrowserBehaviours } from '../../client/browser/browser-behaviours';
import { startTracking } from '../../client/tracking/tracking';

/**
 * The parts start in tasks of their own: together they were one task long enough to block input
 * on a phone (Lighthouse's long tasks, ADR 19); apart, the browser can paint and answer a tap in
 * between. Tracking and the browser behaviours come first, together, so the consent dialog, the
 * data layer, the device class and the loading bar's watch over `fetch` are in place before the
 * islands and enhancements start (and by the page's `load`).
 */
const PARTS = [
  () => {
    startTracking();
    startBrowserBehaviours();
  },
  hydrateIslands,
  loadEnhancements,
];

function startInTurn(index: number): void {
  const part = PARTS[index];
  if (part === undefined) return;
  part();
  setTimeout(() => {
    startInTurn(index + 1);
  }, 0);
}

startInTurn(0);
