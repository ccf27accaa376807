import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  clientAssets,
  CLIENT_ENTRY,
  PAGE_ENTRY,
  type ClientManifest,
} from '../../../src/adapters/render/client-assets';
import { DocumentPageRenderer } from '../../../src/adapters/render/document-page.renderer';
import { override } from '../../../src/composition/compose';
import { ID } from '../../../src/composition/identifiers';
import type { ViewModel } from '../../../src/domain/page/view-model.types';
import { InMemoryContent } from '../../fakes/content.fake';
import { articleFixture, pageFixture, SIGN_IN_ON, siteFixture } from '../../fakes/domain-builders';
import { FakePageRenderer } from '../../fakes/page-renderer.fake';
import { duplicateIds, renumberReactIds } from '../../support/html-reading';
import { composeTestApp } from '../../support/test-composition';
import { DIST, testConfig } from '../../support/test-config';
import { VikePageRenderer } from '../../support/vike-reference.renderer';

/**
 * The product renders documents itself (ADR 16): for every kind of page it gives the same bytes
 * Vike's `renderPage` gave over the same build (stylesheets first in <head>, the islands entry last
 * in <body>), and a render that throws rejects with the failure's own message.
 */
const HOST = 'wom-dk.localhost:3000';

/** View models of the product's own pages (article, home, not-found, the sign-in screen, site index). */
async function viewModels(): Promise<ViewModel[]> {
  const recorder = new FakePageRenderer();
  const content = new InMemoryContent();
  content.resolved.set('/traening/styrke', { kind: 'article', article: articleFixture() });
  content.resolved.set('/om-os', { kind: 'page', page: pageFixture() });
  const composed = await composeTestApp(
    testConfig({ sites: [siteFixture({ auth: SIGN_IN_ON })] }),
    [override(ID.content, content), override(ID.search, content), override(ID.renderer, recorder)],
  );
  try {
    for (const url of ['/traening/styrke', '/om-os', '/findes-ikke', '/users/sign_in'])
      await composed.app.inject({ url, headers: { host: HOST } });
    await composed.app.inject({ url: '/', headers: { host: 'localhost:3000' } });
  } finally {
    await composed.stop();
  }
  return recorder.rendered.map((rendered) => rendered.viewModel);
}

describe('DocumentPageRenderer', () => {
  const ours = new DocumentPageRenderer(DIST);
  const vike = new VikePageRenderer(DIST);
  let pages: ViewModel[] = [];

  beforeAll(async () => {
    await Promise.all([ours.load(), vike.load()]);
    pages = await viewModels();
  });

  it('renders every kind of page to the same document as Vike renderPage did', async () => {
    const kinds = pages.map((viewModel) =>
      viewModel.kind === 'site-page' ? viewModel.view.type : viewModel.kind,
    );
    expect(kinds).toEqual(['article', 'home', 'not-found', 'account', 'site-index']);
    for (const viewModel of pages) {
      // The copyright year is the only input besides the view model; both read it now. Ours
      // renders the layout apart from the main content (`LayoutFrames`), so React's `useId` ids
      // are numbered from another place in the tree: the same ids, renumbered, and none twice.
      const html = await ours.render(viewModel);
      expect(renumberReactIds(html)).toBe(renumberReactIds(await vike.render(viewModel)));
      expect(duplicateIds(html)).toEqual([]);
    }
  });

  it('puts the stylesheet first in <head> and the islands entry last in <body>', async () => {
    const html = await ours.render(pages[0]!);
    expect(html).toMatch(
      /^<!doctype html>\n<html [^>]*>\n<head><link rel="stylesheet" type="text\/css" href="\/assets\/static\/[^"]+\.css">\n<meta charset="utf-8">/,
    );
    expect(html).toMatch(
      /\n<script src="\/assets\/entries\/[^"]+\.js" type="module" async><\/script><\/body>\n<\/html>$/,
    );
  });

  it('rejects with the failure message of a page that cannot render', async () => {
    const broken = { ...pages[0]!, chrome: null } as unknown as ViewModel;
    await expect(ours.render(broken)).rejects.toThrow(/null/);
  });

  it('is not ready, and says what to run, before the client build is loaded', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'no-build-'));
    try {
      const renderer = new DocumentPageRenderer(empty);
      expect(renderer.isReady()).toBe(false);
      await expect(renderer.render(pages[0]!)).rejects.toThrow('load() was not called');
      await expect(renderer.load()).rejects.toThrow(/assets\.json\): run npm run build/);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});

describe('clientAssets', () => {
  const manifest: ClientManifest = {
    [CLIENT_ENTRY]: { file: 'assets/entries/client.1.js', imports: ['_shared.js'] },
    [PAGE_ENTRY]: { file: 'assets/entries/page.1.js', css: ['assets/static/app.1.css'] },
    '_shared.js': {
      file: 'assets/chunks/shared.1.js',
      css: ['assets/static/app.1.css', 'assets/static/extra.1.css'],
    },
  };

  it('links every stylesheet of the page and the entry once, and the entry as a module', () => {
    expect(clientAssets(manifest)).toEqual({
      head:
        '<link rel="stylesheet" type="text/css" href="/assets/static/app.1.css">\n' +
        '<link rel="stylesheet" type="text/css" href="/assets/static/extra.1.css">',
      body: '<script src="/assets/entries/client.1.js" type="module" async></script>',
    });
  });

  it('serves the assets under the given base path', () => {
    expect(clientAssets(manifest, '/static/').body).toContain(
      'src="/static/assets/entries/client.1.js"',
    );
  });

  it('names the missing entry when the build is not the one the renderer expects', () => {
    const without = (key: string): ClientManifest =>
      Object.fromEntries(Object.entries(manifest).filter(([name]) => name !== key));
    expect(() => clientAssets(without(CLIENT_ENTRY))).toThrow(
      `no "${CLIENT_ENTRY}" in its manifest`,
    );
    expect(() => clientAssets(without(PAGE_ENTRY))).toThrow(`no "${PAGE_ENTRY}"`);
  });
});
