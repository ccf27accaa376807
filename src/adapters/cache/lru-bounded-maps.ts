import { LRUCache } from 'lru-cache';
import type { BoundedMaps } from '../../ports/bounded-map.port';

/** The application's bounded maps: `lru-cache` with a maximum of keys, nothing else. */
export const lruBoundedMaps: BoundedMaps = (max) => new LRUCache({ max });
