import { createElement, type ComponentType } from 'react';
import { islandNameOf, type HydrateWhen, type IslandName, type IslandProps } from './island.types';

/** Every `*.island.tsx` beside this file, by the name of its file (the server renders them all). */
const SERVER_ISLANDS: ReadonlyMap<string, ComponentType<object>> = new Map(
  Object.entries(
    import.meta.glob<Readonly<Record<string, ComponentType<object>>>>('./*.island.tsx', {
      eager: true,
    }),
  ).flatMap(([path, module]) => {
    const name = islandNameOf(path);
    const component = name === null ? undefined : module[name];
    return name === null || component === undefined ? [] : [[name, component] as const];
  }),
);

interface Props<N extends IslandName> {
  readonly name: N;
  /** Only what the island needs: they are serialised into the page. */
  readonly props: IslandProps<N>;
  readonly hydrate: HydrateWhen;
  /**
   * The key of the island's record in the history entry (`island-history.ts`): when Back brings
   * the reader to an entry that holds one, the island hydrates at once to rebuild it.
   */
  readonly stateKey?: string;
}

/**
 * Renders an island's server HTML inside a marker the client bootstrap (`client/islands.ts`)
 * finds and hydrates on its own. The rest of the page is never hydrated.
 */
export function Island<N extends IslandName>({ name, props, hydrate, stateKey }: Props<N>) {
  const component = SERVER_ISLANDS.get(name);
  if (component === undefined) throw new Error(`No island file exports ${name}`);
  return (
    <div
      className="island"
      data-island={name}
      data-island-props={JSON.stringify(props)}
      data-hydrate={hydrate}
      data-state-key={stateKey}
    >
      {createElement(component, props)}
    </div>
  );
}
