/** A Vike build of the renderer into a scratch folder, and a tiny server for its pages and assets. */
import { createServer, type Server } from 'node:http';
import { readFile, rm } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vike/api';
import { renderPage } from 'vike/server';
import type { ViewModel } from '../../../src/domain/page/view-model.types';

const root = fileURLToPath(new URL('../../..', import.meta.url));

export interface ManifestEntry {
  readonly file: string;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
}

export interface RenderBuild {
  readonly outDir: string;
  readonly manifest: Readonly<Record<string, ManifestEntry>>;
  remove(): Promise<void>;
}

/** Builds into node_modules/.cache (so the server build resolves the project's packages). */
export async function buildRenderer(): Promise<RenderBuild> {
  const outDir = join(root, 'node_modules', '.cache', `render-build-test-${process.pid}`);
  await rm(outDir, { recursive: true, force: true });
  // Vitest sets NODE_ENV=test, which would make Vite bundle React's development build: build
  // what production ships (the page-weight test measures it).
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ viteConfig: { root, logLevel: 'silent', build: { outDir } } });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  await import(pathToFileURL(join(outDir, 'server', 'entry.mjs')).href);
  const manifest = JSON.parse(await readFile(join(outDir, 'assets.json'), 'utf8')) as Record<
    string,
    ManifestEntry
  >;
  return { outDir, manifest, remove: () => rm(outDir, { recursive: true, force: true }) };
}

export async function renderHtml(url: string, viewModel: ViewModel | undefined): Promise<string> {
  const pageContext = await renderPage({ urlOriginal: url, viewModel });
  return pageContext.httpResponse.body;
}

export interface PageServer {
  readonly origin: string;
  close(): Promise<void>;
}

type Route = (url: URL) => Promise<{ type: string; body: string } | null>;

const TYPES: Readonly<Record<string, string>> = { '.js': 'text/javascript', '.css': 'text/css' };

/** Serves the build's client assets, and anything else through `route`; 127.0.0.1, a free port. */
export async function servePages(outDir: string, route: Route): Promise<PageServer> {
  const clientDir = join(outDir, 'client');
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    const answer = async () => {
      if (url.pathname.startsWith('/assets/')) {
        const file = normalize(join(clientDir, url.pathname));
        if (!file.startsWith(clientDir)) return null;
        return {
          type: TYPES[extname(file)] ?? 'application/octet-stream',
          body: await readFile(file, 'utf8'),
        };
      }
      return route(url);
    };
    answer()
      .then((result) => {
        if (result === null) response.writeHead(404).end();
        else response.writeHead(200, { 'content-type': result.type }).end(result.body);
      })
      .catch(() => response.writeHead(404).end());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : 0;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) =>
        server.close(() => {
          resolve();
        }),
      ),
  };
}
