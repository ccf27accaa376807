import type { Teaser } from './content.types';

/** Draft teasers are never shown to anyone. */
export function isVisibleTeaser(teaser: Teaser): boolean {
  return teaser.status !== 'draft';
}

export function visibleTeasers(teasers: readonly Teaser[]): readonly Teaser[] {
  return teasers.filter(isVisibleTeaser);
}
