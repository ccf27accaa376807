/**
 * Builds the renderer with Vike and renders through `renderPage`, the way the server does: checks
 * what the browser is sent (one small client entry, islands only on demand).
 */
import { readFile } from 'node:fs/promises';
import { CONSENT_BOOTSTRAP_SCRIPT } from '../../../src/render/components/consent/consent-bootstrap';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listing, page, sitePage } from '../view-model.fixture';
import { buildRenderer, renderHtml, type RenderBuild } from './render-build';

let built: RenderBuild;

/** Executable scripts only: JSON-LD data blocks are not code the browser runs. */
/**
 * The script tags that load code: not JSON-LD data, and not the consent bootstrap (one fixed
 * inline script, allowed by its hash; src/render/components/consent/consent-bootstrap.ts), which
 * the tests below count apart.
 */
function scripts(html: string): string[] {
  return (html.match(/<script\b[^>]*>/g) ?? []).filter(
    (tag) => !tag.includes('type="application/ld+json"') && tag !== '<script>',
  );
}

/** Inline scripts: only the consent bootstrap. */
function inlineScripts(html: string): string[] {
  return [...html.matchAll(/<script>([^<]*)<\/script>/g)].map((match) => match[1] ?? '');
}

beforeAll(async () => {
  built = await buildRenderer();
}, 120_000);

afterAll(async () => {
  await built.remove();
});

describe('the built renderer', () => {
  it('renders a page through the catch-all route', async () => {
    const html = await renderHtml('/', sitePage({ type: 'home', page: page() }));
    expect(html).toContain('<html lang="da-DK" data-label-loading="Indlæser"');
    expect(html).toContain('href="/traening/styrke/teaser-1"');
  });

  it('sends a page without islands only the small client entry and one stylesheet', async () => {
    const html = await renderHtml('/', sitePage({ type: 'home', page: page() }));
    const tags = scripts(html);
    expect(tags).toHaveLength(1);
    expect(inlineScripts(html)).toEqual([CONSENT_BOOTSTRAP_SCRIPT]);
    expect(tags[0]).toMatch(/src="\/assets\/entries\/src_render_client\.[\w-]+\.js"/);
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('entry-server-routing');
    expect(html.match(/rel="stylesheet"/g)).toHaveLength(1);
  });

  it('keeps the client entry and what it imports statically small', async () => {
    // Every page runs these (islands, enhancements, tracking, browser behaviours): at most 8 KB
    // gzip together; React, islands and the slider are separate chunks fetched on demand.
    const entry = built.manifest['src/render/+client.ts'];
    expect(entry).toBeDefined();
    const files = [
      entry?.file ?? '',
      ...(entry?.imports ?? []).map((key) => built.manifest[key]?.file ?? key),
    ];
    let total = 0;
    for (const file of files) {
      total += gzipSync(await readFile(join(built.outDir, 'client', file)), { level: 9 }).length;
    }
    expect(total).toBeLessThan(8 * 1024);
  });

  it('loads the LoadMore island and React only through dynamic imports', () => {
    const entry = built.manifest['src/render/+client.ts'];
    expect(entry?.dynamicImports).toContain('src/render/islands/LoadMore.island.tsx');
    expect(entry?.dynamicImports).toContain('node_modules/react-dom/client.js');
    expect(entry?.imports ?? []).not.toContain('src/render/islands/LoadMore.island.tsx');
    expect(entry?.imports ?? []).not.toContain('node_modules/react-dom/client.js');
  });

  it('does not reference the island chunk from the listing HTML', async () => {
    const html = await renderHtml(
      '/traening/styrke',
      sitePage({ type: 'listing', listing: listing() }),
    );
    const islandFile = built.manifest['src/render/islands/LoadMore.island.tsx']?.file ?? 'missing';
    expect(html).toContain('data-island="LoadMore"');
    expect(scripts(html)).toHaveLength(1);
    expect(inlineScripts(html)).toEqual([CONSENT_BOOTSTRAP_SCRIPT]);
    expect(html).not.toContain(islandFile);
  });

  it('shows the error page when rendering fails', async () => {
    const html = await renderHtml('/broken', undefined);
    expect(html).toContain('An error occurred while showing the error page');
    expect(html).toContain('href="/"');
  });
});
