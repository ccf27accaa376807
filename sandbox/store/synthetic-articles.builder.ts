/**
 * Scale mode (`--synthetic N`, `SANDBOX_SYNTHETIC=N`): N more published articles per site, so
 * search, pagination and caching can be measured at 100 000 articles. Deterministic: article i of
 * a site is always the same, and has the same key in every market of the brand (so hreflang
 * links hold). Compact: each synthetic article is a shallow copy of one of the site's hand-written
 * articles with its own id, key, slug, path, title, dates and views; it shares the model's body,
 * image, category and tags (the same objects, not copies).
 */
import type { ArticleRecord } from './site-model.types';

/** Synthetic ids of a site: `idBase × 1000 + i`, far above every hand-written id. */
const ID_FACTOR = 1000;
export const MAX_SYNTHETIC = 1_000_000;

/** First synthetic publication: 2024-12-31 20:00, then one every 47 minutes backwards. */
const NEWEST = Date.UTC(2024, 11, 31, 20, 0, 0);
const STEP_MS = 47 * 60_000;

function localDateTime(ms: number): string {
  return new Date(ms).toISOString().slice(0, 19).replace('T', ' ');
}

/** A stable pseudo-random number of page views below the hand-written articles' range. */
function viewsOf(index: number): number {
  return (Math.imul(index + 1, 2_654_435_761) >>> 0) % 2500;
}

export function syntheticArticles(
  idBase: number,
  models: readonly ArticleRecord[],
  count: number,
): ArticleRecord[] {
  if (!Number.isInteger(count) || count < 0 || count > MAX_SYNTHETIC) {
    throw new Error(`sandbox: synthetic must be a whole number from 0 to ${MAX_SYNTHETIC}`);
  }
  const published = models.filter((article) => article.status === 'publish');
  if (count === 0 || published.length === 0) return [];
  const articles: ArticleRecord[] = [];
  for (let index = 0; index < count; index += 1) {
    const model = published[index % published.length];
    if (model === undefined) break;
    const number = index + 1;
    const slug = `${model.slug}-${number}`;
    const at = localDateTime(NEWEST - index * STEP_MS);
    articles.push({
      ...model,
      id: idBase * ID_FACTOR + number,
      key: `synthetic-${number}`,
      slug,
      path: `${model.path.slice(0, model.path.lastIndexOf('/'))}/${slug}`,
      title: `${model.title} (${number})`,
      postTitle: `${model.postTitle} (${number})`,
      publishedAt: at,
      updatedAt: at,
      featuredOn: null,
      isNews: false,
      views: viewsOf(index),
    });
  }
  return articles;
}
