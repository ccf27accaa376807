import type { Teaser } from './content.types';

/** Draft teasers are never shown to anyone (spec 6). */
export function isVisibleTeaser(teaser: Teaser): boolean {
  return teaser.status !== 'draft';
}

export function visibleTeasers(teasers: readonly Teaser[]): readonly Teaser[] {
  return teasers.filter(isVisibleTeaser);
}
