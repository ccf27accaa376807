import type { ComponentType } from 'react';
import type { IslandName, IslandProps } from '../src/render/islands/island.types';

export type IslandLoaders = {
  readonly [N in IslandName]: () => Promise<ComponentType<IslandProps<N>>>;
};

/** Each island's code is a separate chunk, loaded with a dynamic import only when a page has it. */
export const islandLoaders: IslandLoaders = {
  LoadMore: () => import('../src/render/islands/LoadMore.island').then((module) => module.LoadMore),
  SearchResults: () =>
    import('../src/render/islands/SearchResults.island').then((module) => module.SearchResults),
  Calculator: () =>
    import('../src/render/islands/Calculator.island').then((module) => module.Calculator),
  NewsletterForm: () =>
    import('../src/render/islands/NewsletterForm.island').then((module) => module.NewsletterForm),
  ValidatedField: () =>
    import('../src/render/islands/ValidatedField.island').then((module) => module.ValidatedField),
};
