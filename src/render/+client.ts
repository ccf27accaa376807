// The whole client entry: hydrate the islands on this page, nothing else (no client router).
import { hydrateIslands } from '../../client/islands';

hydrateIslands();
