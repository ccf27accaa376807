import { hydrateIslands } from '../../client/islands';
hydrateIslands();
