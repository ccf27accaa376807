import { describe, expect, it } from 'vitest';
import type { SitePageViewModel } from '../../../src/domain/page/view-model.types';
import { LayoutFrames } from '../../../src/render/document/layout-frames';
import { renderDocument } from '../../../src/render/document/render-document';
import { duplicateIds, renumberReactIds } from '../../support/html-reading';
import { article, chrome, meta, page, site, sitePage } from '../view-model.fixture';

/**
 * The default layout is rendered once per site, menus, strings, reader variant and year, and each
 * page renders only its main content inside it: the same document a whole-tree render gives.
 */
const YEAR = 2024;

function at(path: string, viewModel: SitePageViewModel): SitePageViewModel {
  return { ...viewModel, meta: { ...meta, canonical: `https://www.wom.dk${path}` } };
}

const home = at('/', sitePage({ type: 'home', page: page() }));
const story = at('/traening/styrke', sitePage({ type: 'article', article: article() }));
const odd = at(`/mad/"ost"&'vin'<>`, sitePage({ type: 'article', article: article() }));
const subscriber = { ...story, chrome: { ...chrome, userState: 'subscriber' as const } };
const account = at('/users/settings', sitePage({ type: 'home', page: page() }));
const withLogo = {
  ...story,
  chrome: { ...chrome, site: { ...site, logoUrl: 'http://127.0.0.1:4100/brand/wom/logo.svg' } },
};
const noSignIn = { ...story, chrome: { ...chrome, site: { ...site, enableAuth: false } } };

function whole(viewModel: SitePageViewModel): string {
  return renderDocument(viewModel, YEAR).body;
}

describe('LayoutFrames', () => {
  it.each([
    ['the front page (ids from useId)', home],
    ['an article', story],
    ['an article whose path needs escaping', odd],
    ['a subscriber variant', subscriber],
    ['an account screen (sign-in returns to the front)', account],
    ['a site with a logo (image hints of the layout and the page)', withLogo],
    ['a site without sign-in', noSignIn],
  ])('renders %s to the bytes of a whole-tree render', (_name, viewModel) => {
    const frames = new LayoutFrames();
    // Twice: the second reuses the frame the first made.
    for (let round = 0; round < 2; round += 1) {
      const body = renderDocument(viewModel, YEAR, frames).body;
      expect(renumberReactIds(body)).toBe(renumberReactIds(whole(viewModel)));
      expect(duplicateIds(body)).toEqual([]);
    }
    expect(frames.rendered).toBe(1);
  });

  it('puts each page’s own return path in the header sign-in link of a shared frame', () => {
    const frames = new LayoutFrames();
    const signIn = (body: string) => /href="([^"]*)" data-account="signed-out"/.exec(body)?.[1];
    const framed = (viewModel: SitePageViewModel) =>
      signIn(renderDocument(viewModel, YEAR, frames).body);
    expect(framed(story)).toBe('/users/sign_in?returnUri=%2Ftraening%2Fstyrke&amp;locale=da-DK');
    expect(framed(home)).toBe('/users/sign_in?returnUri=%2F&amp;locale=da-DK');
    expect(framed(odd)).toBe(signIn(whole(odd)));
    expect(framed(odd)).toContain('returnUri=%2Fmad%2F');
    expect(frames.rendered).toBe(1);
  });

  it('makes a new frame for another reader variant, year, menus, strings or site', () => {
    const frames = new LayoutFrames();
    const render = (viewModel: SitePageViewModel, year = YEAR) =>
      renderDocument(viewModel, year, frames).body;
    render(story);
    render(home);
    expect(frames.rendered).toBe(1);
    render(subscriber);
    expect(frames.rendered).toBe(2);
    render(story, YEAR + 1);
    expect(frames.rendered).toBe(3);
    const menus = { ...chrome.menus, main: [] };
    expect(render({ ...story, chrome: { ...chrome, menus } })).not.toContain('site-nav');
    expect(frames.rendered).toBe(4);
    const strings = { 'nav.skip_to_content': 'Hop til indholdet' };
    expect(render({ ...story, chrome: { ...chrome, translations: strings } })).toContain(
      'Hop til indholdet',
    );
    expect(frames.rendered).toBe(5);
    render(withLogo);
    expect(frames.rendered).toBe(6);
  });
});
