import { createElement, type ComponentType } from 'react';
import type { HydrateWhen, IslandComponents, IslandName, IslandProps } from './island.types';
import { LoadMore } from './LoadMore.island';
import { SearchResults } from './SearchResults.island';
import { Calculator } from './Calculator.island';
import { NewsletterForm } from './NewsletterForm.island';
import { ValidatedField } from './ValidatedField.island';

const SERVER_ISLANDS: IslandComponents = {
  Calculator,
  NewsletterForm,
  LoadMore,
  SearchResults,
  ValidatedField,
};

interface Props<N extends IslandName> {
  readonly name: N;
  /** Only what the island needs: they are serialised into the page. */
  readonly props: IslandProps<N>;
  readonly hydrate: HydrateWhen;
}

/**
 * Renders an island's server HTML inside a marker the client bootstrap (`client/islands.ts`)
 * finds and hydrates on its own. The rest of the page is never hydrated.
 */
export function Island<N extends IslandName>({ name, props, hydrate }: Props<N>) {
  const component = SERVER_ISLANDS[name] as ComponentType<object>;
  return (
    <div
      className="island"
      data-island={name}
      data-island-props={JSON.stringify(props)}
      data-hydrate={hydrate}
    >
      {createElement(component, props)}
    </div>
  );
}
