// (c) The renderer's overhead: the same article view model rendered through the product's renderer
// (`DocumentPageRenderer`: the document around `renderToString`, ADR 16), through Vike's
// `renderPage` over its server build (what the product did before, for reference) and as a bare
// `renderToString` of the same React tree. Bundled and started by bench/uncached-render.mjs
// (esbuild, CSS imports emptied); prints one JSON line.
import { readFileSync } from 'node:fs';
import { createLogger } from '../src/adapters/logging/logger';
import { loadConfig } from '../src/config/app.config';
import { ANONYMOUS } from '../src/domain/identity/user-state.types';
import { buildContainer } from '../src/composition/compose';
import { ID, resolve } from '../src/composition/identifiers';
import { documentHtml, renderDocument } from '../src/render/document/render-document';
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
    site,
    path,
    query: {},
    reader: ANONYMOUS,
  });
  if (outcome.kind !== 'page') throw new Error(`${path} is not a page (${outcome.kind})`);
  const { viewModel } = outcome;
  const product = await renderer.render(path, viewModel);
  const viaVike = await vikeRenderer.render(path, viewModel);
  const bare = documentHtml(renderDocument(viewModel));
  const results: {
    product: number;
    vike: number;
    bare: number;
    ratio: number;
    vikeRatio: number;
  }[] = [];
  await asyncRendersPerSecond(() => renderer.render(path, viewModel), 1000);
  await asyncRendersPerSecond(() => vikeRenderer.render(path, viewModel), 1000);
  rendersPerSecond(() => documentHtml(renderDocument(viewModel)), 1000);
  for (let round = 0; round < rounds; round += 1) {
    const plain = rendersPerSecond(() => documentHtml(renderDocument(viewModel)), roundMs);
    const ours = await asyncRendersPerSecond(() => renderer.render(path, viewModel), roundMs);
    const vike = await asyncRendersPerSecond(() => vikeRenderer.render(path, viewModel), roundMs);
    results.push({
      product: ours,
      vike,
      bare: plain,
      ratio: plain / ours,
      vikeRatio: plain / vike,
    });
  }
  console.log(
    JSON.stringify({
      bytes: { product: product.length, vike: viaVike.length, bare: bare.length },
      rounds: results,
    }),
  );
  process.exit(0);
}

await main();
