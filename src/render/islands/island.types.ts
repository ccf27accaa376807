import type { ComponentProps } from 'react';

/**
 * Every island by name. An island is a component that hydrates on its own in the browser; its
 * props must be plain JSON. Islands are found by convention, with no list to keep: the file
 * `src/render/islands/Name.island.tsx` exports the component `Name` and adds itself here with
 * `declare module './island.types' { interface IslandComponents { readonly Name: typeof Name } }`.
 * The server (`Island.tsx`) and the browser (`client/island-loaders.ts`) find the files by name.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by each island
export interface IslandComponents {}

export type IslandName = keyof IslandComponents;
export type IslandProps<N extends IslandName> = ComponentProps<IslandComponents[N]>;

/** When an island hydrates: when it scrolls into view, when the browser is idle, or at once. */
export type HydrateWhen = 'visible' | 'idle' | 'load';

/** `…/Name.island.tsx` → `Name`: the convention that names an island after its file. */
const ISLAND_FILE = /(?:^|\/)([A-Z][A-Za-z0-9]*)\.island\.tsx$/;

/** The island a file holds by its name, or null for any other file. */
export function islandNameOf(path: string): string | null {
  return ISLAND_FILE.exec(path)?.[1] ?? null;
}

export function isHydrateWhen(value: string | undefined): value is HydrateWhen {
  return value === 'visible' || value === 'idle' || value === 'load';
}
