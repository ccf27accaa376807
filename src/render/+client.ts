// The whole client entry: hydrate the islands on this page, and fetch the enhancements it needs
// (slider, image protection, banner consent). No client router.
import { loadEnhancements } from '../../client/enhancements';
import { hydrateIslands } from '../../client/islands';
import { startBrowserBehaviours } from '../../client/browser/browser-behaviours';
import { startTracking } from '../../client/tracking/tracking';

startTracking();
startBrowserBehaviours();
hydrateIslands();
loadEnhancements();
