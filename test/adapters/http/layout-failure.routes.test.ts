import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { override } from '../../../src/composition/compose';
import { ID } from '../../../src/composition/identifiers';
import type { ViewModel } from '../../../src/domain/page/view-model.types';
import { InMemoryContent } from '../../fakes/content.fake';
import { articleFixture, siteFixture } from '../../fakes/domain-builders';
import { FakePageRenderer } from '../../fakes/page-renderer.fake';
import { composeTestApp, type ComposedTestApp } from '../../support/test-composition';
import { testConfig } from '../../support/test-config';

/**
 * A page whose layout fails to render answers 500 with the failure's message: on the error page
 * outside production (in production never the raw message), and on the last-resort page when the
 * error page's layout fails as well.
 */
const HOST = 'wom-dk.localhost:3000';
const ARTICLE = '/traening/styrke';
const FAILURE = 'The layout could not be loaded: menus.header is not iterable';

const articleView = (viewModel: ViewModel) =>
  viewModel.kind === 'site-page' && viewModel.view.type === 'article';

async function appFor(production: boolean) {
  const renderer = new FakePageRenderer();
  const content = new InMemoryContent();
  content.resolved.set(ARTICLE, { kind: 'article', article: articleFixture() });
  const composed = await composeTestApp(testConfig({ production, sites: [siteFixture()] }), [
    override(ID.content, content),
    override(ID.search, content),
    override(ID.renderer, renderer),
  ]);
  return { composed, renderer };
}

let development: Awaited<ReturnType<typeof appFor>>;
let production: Awaited<ReturnType<typeof appFor>>;

beforeAll(async () => {
  development = await appFor(false);
  production = await appFor(true);
});

afterAll(async () => {
  await development.composed.stop();
  await production.composed.stop();
});

function errorViewOf(renderer: FakePageRenderer): unknown {
  const last = renderer.rendered.at(-1)?.viewModel;
  return last?.kind === 'site-page' ? last.view : undefined;
}

function get(app: ComposedTestApp) {
  return app.app.inject({ url: ARTICLE, headers: { host: HOST } });
}

describe('a layout that fails to load', () => {
  it('answers 500 with its message on the error page outside production', async () => {
    development.renderer.failWith = (viewModel) =>
      articleView(viewModel) ? new Error(FAILURE) : null;
    const response = await get(development.composed);
    expect(response.statusCode).toBe(500);
    expect(response.body).toContain('data-view="error"');
    expect(errorViewOf(development.renderer)).toEqual({
      type: 'error',
      statusCode: 500,
      message: FAILURE,
    });
  });

  it('answers 500 without the raw message in production', async () => {
    production.renderer.failWith = (viewModel) =>
      articleView(viewModel) ? new Error(FAILURE) : null;
    const response = await get(production.composed);
    expect(response.statusCode).toBe(500);
    expect(errorViewOf(production.renderer)).toEqual({
      type: 'error',
      statusCode: 500,
      message: null,
    });
  });

  it("shows the message on the last-resort page when the error page's layout fails too", async () => {
    development.renderer.failWith = () => new Error(FAILURE);
    const response = await get(development.composed);
    expect(response.statusCode).toBe(500);
    expect(response.body).toContain('An error occurred while showing the error page');
    expect(response.body).toContain(FAILURE);
    expect(response.body).toContain('<a href="/">Home</a>');
  });

  it('keeps the raw message off the last-resort page in production', async () => {
    production.renderer.failWith = () => new Error(`${FAILURE} <script>`);
    const response = await get(production.composed);
    expect(response.statusCode).toBe(500);
    expect(response.body).toContain('An error occurred while showing the error page');
    expect(response.body).not.toContain(FAILURE);
  });
});
