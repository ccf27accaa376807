import type { ComponentType } from 'react';
import { islandNameOf } from '../src/render/islands/island.types';

type Loader = () => Promise<ComponentType<object>>;

/**
 * Each island's code is a separate chunk, loaded with a dynamic import only when a page has it:
 * every `src/render/islands/Name.island.tsx`, by the name of its file (no list to keep).
 */
export const islandLoaders: ReadonlyMap<string, Loader> = new Map(
  Object.entries(
    import.meta.glob<Readonly<Record<string, ComponentType<object>>>>(
      '../src/render/islands/*.island.tsx',
    ),
  ).flatMap(([path, load]) => {
    const name = islandNameOf(path);
    if (name === null) return [];
    const loader: Loader = async () => {
      const component = (await load())[name];
      if (component === undefined) throw new Error(`${path} exports no ${name}`);
      return component;
    };
    return [[name, loader] as const];
  }),
);
