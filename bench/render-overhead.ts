// (c) The renderer's overhead: the same article view model rendered through the product's renderer
// (`DocumentPageRenderer`: the document around `renderToString`, ADR 16, with the site's layout
// rendered once and reused around the page's main content), through Vike's `renderPage` over its
// server build (what the product did before, for reference) and as a bare `renderToString` of the
// whole React tree. Bundled and started by bench/uncached-render.mjs
// (esbuild, CSS imports emptied); prints one JSON line.
import { readFileSync } from 'node:fs';
import { createLogger } from '../src/adapters/logging/logger';
import { loadConfig } from '../src/config/app.config';
import { ANONYMOUS } from '../src/domain/identity/user-state.types';
import { pageRequest } from '../src/domain/routing/page-request';
import { buildContainer } from '../src/composition/compose';
import { ID, resolve } from '../src/composition/identifiers';
import { documentHtml, renderDocument } from '../src/render/document/render-document';
import { mapArticle } from '../src/adapters/wordpress/wordpress-article.mappers';
import { compositeEnvelope } from '../src/adapters/wordpress/wordpress-composite.schemas';
import { siteLinks } from '../src/adapters/wordpress/wordpress-links';
import {
  contentApiUrl,
  entityIncludes,
  withIncludes,
} from '../src/adapters/wordpress/wordpress.routes';
import { MARKETS } from '../src/domain/site/markets';
import type { Site } from '../src/domain/site/site.types';
import { VikePageRenderer } from '../test/support/vike-reference.renderer';

const host = process.env.BENCH_HOST ?? 'wom-dk.localhost';
const path = process.env.BENCH_PATH ?? '/';
const rounds = Number(process.env.BENCH_ROUNDS ?? '5');
const roundMs = Number(process.env.BENCH_ROUND_MS ?? '3000');

function rendersPerSecond(render: () => unknown, budgetMs: number): number {
  const deadline = performance.now() + budgetMs;
  let count = 0;
  const started = performance.now();
  while (performance.now() < deadline && count < 1_000_000) {
    render();
    count += 1;
  }
  return count / ((performance.now() - started) / 1000);
}

async function asyncRendersPerSecond(
  render: () => Promise<unknown>,
  budgetMs: number,
): Promise<number> {
  const deadline = performance.now() + budgetMs;
  let count = 0;
  const started = performance.now();
  while (performance.now() < deadline && count < 1_000_000) {
    await render();
    count += 1;
  }
  return count / ((performance.now() - started) / 1000);
}

/** Microseconds per call of `run`, over `budgetMs` after a warm-up of a fifth of it. */
function microseconds(run: () => unknown, budgetMs: number): number {
  rendersPerSecond(run, budgetMs / 5);
  return 1e6 / rendersPerSecond(run, budgetMs);
}

/**
 * The reading of the article's content API answer, step by step, as the WordPress adapter does it
 * on a miss (`readEntity` in wordpress-content.adapter.ts): `JSON.parse` of the body, the zod check
 * of the composite envelope, then the mapping (which checks each widget, author and term on its
 * own with zod, `keepValid`). The body is fetched once from the sandbox the adapter reads.
 */
async function upstreamReading(site: Site, path: string, budgetMs: number) {
  const resolveUrl = contentApiUrl(site, 'app/resolve', [['path', path]]);
  const resolved = (await (await fetch(resolveUrl)).json()) as { data: { id: number } };
  const url = contentApiUrl(site, `wp/v2/composites/${String(resolved.data.id)}`, [
    withIncludes(entityIncludes('composite', { page: 1, perPage: 12 })),
  ]);
  const body = await (await fetch(url)).text();
  const parsed: unknown = JSON.parse(body);
  const checked = compositeEnvelope.parse(parsed);
  const context = {
    dropped: () => undefined,
    links: siteLinks(site),
    currency: MARKETS[site.market].currency,
  };
  return {
    bodyBytes: body.length,
    parseUs: microseconds(() => JSON.parse(body), budgetMs),
    checkUs: microseconds(() => compositeEnvelope.safeParse(parsed), budgetMs),
    mapUs: microseconds(() => mapArticle(checked.data, context), budgetMs),
  };
}

async function main(): Promise<void> {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent' }, process.cwd(), (file) =>
    readFileSync(file, 'utf8'),
  );
  const container = buildContainer(config, createLogger('silent'));
  const renderer = resolve(container, ID.documentRenderer);
  await renderer.load();
  const vikeRenderer = new VikePageRenderer(config.distDir);
  await vikeRenderer.load();
  const site = config.sites.find((candidate) => candidate.hosts.includes(host));
  if (site === undefined) throw new Error(`no site answers ${host}`);
  const outcome = await resolve(container, ID.resolvePage).execute({
    page: pageRequest(site, path, 'anonymous'),
    reader: ANONYMOUS,
  });
  if (outcome.kind !== 'page') throw new Error(`${path} is not a page (${outcome.kind})`);
  const { viewModel } = outcome;
  const product = await renderer.render(viewModel);
  const viaVike = await vikeRenderer.render(viewModel);
  const bare = documentHtml(renderDocument(viewModel));
  const results: {
    product: number;
    vike: number;
    bare: number;
    ratio: number;
    vikeRatio: number;
  }[] = [];
  await asyncRendersPerSecond(() => renderer.render(viewModel), 1000);
  await asyncRendersPerSecond(() => vikeRenderer.render(viewModel), 1000);
  rendersPerSecond(() => documentHtml(renderDocument(viewModel)), 1000);
  for (let round = 0; round < rounds; round += 1) {
    const plain = rendersPerSecond(() => documentHtml(renderDocument(viewModel)), roundMs);
    const ours = await asyncRendersPerSecond(() => renderer.render(viewModel), roundMs);
    const vike = await asyncRendersPerSecond(() => vikeRenderer.render(viewModel), roundMs);
    results.push({
      product: ours,
      vike,
      bare: plain,
      ratio: plain / ours,
      vikeRatio: plain / vike,
    });
  }
  const reading = await upstreamReading(site, path, roundMs);
  console.log(
    JSON.stringify({
      bytes: { product: product.length, vike: viaVike.length, bare: bare.length },
      rounds: results,
      reading,
    }),
  );
  process.exit(0);
}

await main();
