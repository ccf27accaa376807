import type { Article, Teaser } from './content.types';
import { isVisibleTeaser } from './teasers.rules';

/** At most this many teasers in an article's read-next section. */
export const READ_NEXT_COUNT = 6;

/**
 * The articles the body already links to every reader: the teasers of its open
 * `associated_composites` widgets. A locked widget's teasers are not among them (a reader without
 * access never sees them), and never feed the read-next either: they are locked content.
 */
function shownInBody(article: Pick<Article, 'widgets'>): ReadonlySet<number> {
  const ids = new Set<number>();
  for (const widget of article.widgets) {
    if (widget.type !== 'associated_composites' || widget.locked) continue;
    for (const teaser of widget.teasers) ids.add(teaser.id);
  }
  return ids;
}

/** A teaser that belongs in an editorial read-next: published, not sponsored. */
function isEditorial(teaser: Teaser): boolean {
  const commercial = teaser.commercialType;
  return isVisibleTeaser(teaser) && (commercial === null || commercial.trim() === '');
}

/** The path part of a link or canonical URL, for telling an article's own teaser apart. */
function pathOf(link: string | null): string | null {
  if (link === null) return null;
  try {
    return new URL(link, 'http://site.invalid').pathname.replace(/\/+$/, '');
  } catch {
    return null;
  }
}

/**
 * What an article ends with: other articles to read, never only ads and sponsored stories. The
 * content API's own `related` come first, then `fill` (more of the same category), each article
 * once; never the article itself, a draft, a sponsored (commercial) teaser, or an article its body
 * already links to every reader. At most `READ_NEXT_COUNT`.
 */
export function readNextTeasers(
  article: Pick<Article, 'id' | 'canonicalUrl' | 'widgets' | 'related'>,
  fill: readonly Teaser[] = [],
): readonly Teaser[] {
  const seen = new Set<number>([article.id, ...shownInBody(article)]);
  const ownPath = pathOf(article.canonicalUrl);
  const chosen: Teaser[] = [];
  for (const teaser of [...(article.related ?? []), ...fill]) {
    if (chosen.length === READ_NEXT_COUNT) break;
    if (seen.has(teaser.id) || !isEditorial(teaser)) continue;
    if (ownPath !== null && pathOf(teaser.link) === ownPath) continue;
    seen.add(teaser.id);
    chosen.push(teaser);
  }
  return chosen;
}

/** Whether the article's own related articles leave room that its category should fill. */
export function needsCategoryFill(
  article: Pick<Article, 'id' | 'canonicalUrl' | 'widgets' | 'related' | 'category'>,
): boolean {
  return article.category !== null && readNextTeasers(article).length < READ_NEXT_COUNT;
}
