// Query latency of the sandbox search index at scale:
//   npx tsx sandbox/search/search-index.measure.ts [N=100000]
// Builds N synthetic Danish documents from the words of the content pack, then times queries.
import { performance } from 'node:perf_hooks';
import { SANDBOX_SITES } from '../content/sandbox-sites';
import { SandboxStore } from '../store/sandbox.store';
import { SearchIndex, type SearchDocument } from './search.index';

function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const count = Number(process.argv[2] ?? '100000');
const site = new SandboxStore(SANDBOX_SITES, 'http://{site}.localhost').site('wom-dk');
if (site === undefined) throw new Error('no wom-dk site in the content pack');
const words = [
  ...new Set(
    site.published
      .slice()
      .flatMap((article) => `${article.title} ${article.description}`.split(/\s+/)),
  ),
].filter((word) => word.length > 2);
const categories = site.model.categories.map((category) => category.name);
const random = seededRandom(42);
const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
const sentence = (length: number): string => Array.from({ length }, () => pick(words)).join(' ');

const documents: SearchDocument[] = Array.from({ length: count }, () => ({
  title: sentence(6),
  description: sentence(24),
  facets: { category: pick(categories), type: pick(['default', 'recipe', 'workout-video']) },
}));

const buildStart = performance.now();
const index = new SearchIndex(documents, 'da');
const buildMs = performance.now() - buildStart;

const queries = ['træning', 'trae', 'styrke øvelser', 'opskrift', 'løb', 'sund mad', 'zzzz', 'a'];
const timings: number[] = [];
const hitsByQuery: Record<string, number> = {};
for (let round = 0; round < 20; round += 1) {
  for (const query of queries) {
    const start = performance.now();
    hitsByQuery[query] = index.search(query).length;
    timings.push(performance.now() - start);
  }
}
timings.sort((a, b) => a - b);
const at = (share: number): string =>
  (timings[Math.floor(share * (timings.length - 1))] ?? 0).toFixed(2);
console.log(
  JSON.stringify({
    documents: count,
    vocabulary: words.length,
    buildMs: Math.round(buildMs),
    queries: timings.length,
    p50Ms: at(0.5),
    p95Ms: at(0.95),
    maxMs: at(1),
    hitsByQuery,
  }),
);
