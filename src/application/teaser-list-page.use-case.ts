import type { Teaser } from '../domain/content/content.types';
import { visibleTeasers } from '../domain/content/teasers.rules';
import type { Site } from '../domain/site/site.types';
import { valueOr } from '../domain/errors/outcome';
import type { ContentPort } from '../ports/content.port';

export interface TeaserListPageResult {
  readonly teasers: readonly Teaser[];
  /** The cursor of the page after this one; null when none remains. */
  readonly nextCursor: string | null;
}

/**
 * Load-more of a page's teaser list (`app/widget/teaser-list?cursor=`): the next page of public
 * teasers. When no page remains (upstream 404) and when the content API fails alike, the reader
 * sees the end of the list rather than an error (the failure is logged and counted by the adapter).
 */
export class TeaserListPage {
  constructor(private readonly content: ContentPort) {}

  async execute(site: Site, cursor: string): Promise<TeaserListPageResult> {
    const answer = await this.content.teaserListPage(site, cursor);
    const list = valueOr(answer, null);
    if (list === null) return { teasers: [], nextCursor: null };
    return { teasers: visibleTeasers(list.teasers), nextCursor: list.nextCursor };
  }
}
