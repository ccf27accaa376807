import type { ComponentProps } from 'react';
import type { LoadMore } from './LoadMore.island';
import type { SearchResults } from './SearchResults.island';
import type { Calculator } from './Calculator.island';
import type { NewsletterForm } from './NewsletterForm.island';
import type { ValidatedField } from './ValidatedField.island';

/**
 * Every island by name. An island is a component that hydrates on its own in the browser; its
 * props must be plain JSON. Add an entry here, in `Island.tsx` (server) and in
 * `client/island-loaders.ts` (browser).
 */
export interface IslandComponents {
  readonly LoadMore: typeof LoadMore;
  readonly SearchResults: typeof SearchResults;
  readonly Calculator: typeof Calculator;
  readonly NewsletterForm: typeof NewsletterForm;
  readonly ValidatedField: typeof ValidatedField;
}

export type IslandName = keyof IslandComponents;
export type IslandProps<N extends IslandName> = ComponentProps<IslandComponents[N]>;

/** When an island hydrates: when it scrolls into view, when the browser is idle, or at once. */
export type HydrateWhen = 'visible' | 'idle' | 'load';

export const ISLAND_NAMES: readonly IslandName[] = [
  'LoadMore',
  'ValidatedField',
  'SearchResults',
  'Calculator',
  'NewsletterForm',
];

export function isIslandName(name: string | undefined): name is IslandName {
  return name !== undefined && (ISLAND_NAMES as readonly string[]).includes(name);
}

export function isHydrateWhen(value: string | undefined): value is HydrateWhen {
  return value === 'visible' || value === 'idle' || value === 'load';
}
