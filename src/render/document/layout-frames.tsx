import { renderToString } from 'react-dom/server';
import type { Menus } from '../../domain/content/content.types';
import type { Chrome, SitePageViewModel, SiteView } from '../../domain/page/view-model.types';
import { SitePageContent } from '../App';
import { RenderEnvProvider, type RenderEnv } from '../env/RenderEnv';
import { DefaultLayout } from '../layouts/DefaultLayout';
import { escapeHtml } from '../../domain/text/html-escape';
import { headerSignInHref } from '../views/account/HeaderAccount';
import { ReaderChromeProvider, readerChromeOf } from '../views/account/reader-chrome';

/**
 * Where a frame's main content goes: the only child of `<main>` when the frame is rendered. Text,
 * so React writes it as it is; no page has it (it is split out before anything is sent).
 */
const MAIN_SLOT = '\u0000main-content\u0000';

/** The return path a frame is rendered with; each page puts its own sign-in link in its place. */
const FRAME_RETURN_URI = '/layout-frame-return-uri';

/**
 * The resource hints React writes at the start of a render (`<link rel="preload">` for the first
 * eager images, hoisted out of the tree), and the markup after them.
 */
function splitHints(html: string): { readonly hints: readonly string[]; readonly markup: string } {
  const hints: string[] = [];
  let at = 0;
  while (html.startsWith('<link ', at)) {
    const end = html.indexOf('>', at) + 1;
    hints.push(html.slice(at, end));
    at = end;
  }
  return { hints, markup: html.slice(at) };
}

/**
 * The default layout of one site, reader variant and year around an empty `<main>`: skip link,
 * consent dialog, header, footer. `before` and `after` are its markup before and after the main
 * content, cut wherever the header's sign-in link (rendered with `FRAME_RETURN_URI`) was: each
 * page joins the pieces with its own.
 */
interface Frame {
  readonly hints: readonly string[];
  readonly before: readonly string[];
  readonly after: readonly string[];
}

/** The value `map` holds for `key`, made and kept on first use. */
function kept<K extends object, V>(map: WeakMap<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) map.set(key, (value = make()));
  return value;
}

/** The page's own sign-in link, as React writes the attribute; none when the site has no sign-in. */
function signInLink(favourites: RenderEnv['favourites']): string | null {
  return favourites === undefined || favourites === null
    ? null
    : escapeHtml(headerSignInHref(favourites));
}

/**
 * The reader layout rendered once per site, menus, translation strings, reader variant and year,
 * and reused around each page's own render (ADR 16): the header, menus, consent dialog and footer
 * are about half of a page's elements and the same on every page of a site. Frames are held by the
 * very objects they were made from (`SiteChromeService` keeps one site view, one menus object and
 * one strings object per site until it reloads them), so a reload makes a new frame and the old one
 * goes with its objects.
 *
 * The document is the bytes a whole-tree render gives (`test/render/document/layout-frames.test.ts`):
 * React's hoisted image hints of the frame and of the page come first, frame first, each once; the
 * page's main content is rendered inside the same providers the layout gives it.
 */
export class LayoutFrames {
  private readonly frames = new WeakMap<
    SiteView,
    WeakMap<Menus, WeakMap<object, Map<string, Frame>>>
  >();
  private made = 0;

  /** How many frames were rendered: one per site, menus, strings, variant and year. */
  get rendered(): number {
    return this.made;
  }

  /** The `<body>` of a site page with the default layout. */
  body(viewModel: SitePageViewModel, env: RenderEnv, year: number): string {
    const frame = this.frame(viewModel.chrome, env, year);
    const page = splitHints(
      renderToString(
        <RenderEnvProvider env={env}>
          <ReaderChromeProvider value={readerChromeOf(viewModel.chrome)}>
            <SitePageContent viewModel={viewModel} />
          </ReaderChromeProvider>
        </RenderEnvProvider>,
      ),
    );
    const hints = frame.hints.concat(page.hints.filter((hint) => !frame.hints.includes(hint)));
    const cut = frame.before.length + frame.after.length > 2;
    const link = cut ? (signInLink(env.favourites) ?? '') : '';
    return `${hints.join('')}${frame.before.join(link)}${page.markup}${frame.after.join(link)}`;
  }

  private frame(chrome: Chrome, env: RenderEnv, year: number): Frame {
    const byMenus = kept(this.frames, chrome.site, () => new WeakMap());
    const byStrings = kept(byMenus, chrome.menus, () => new WeakMap());
    const byVariant = kept(byStrings, chrome.translations, () => new Map<string, Frame>());
    const key = `${chrome.userState ?? 'anonymous'} ${year}`;
    let frame = byVariant.get(key);
    if (frame === undefined) byVariant.set(key, (frame = this.renderFrame(chrome, env, year)));
    return frame;
  }

  private renderFrame(chrome: Chrome, env: RenderEnv, year: number): Frame {
    this.made += 1;
    const frameEnv: RenderEnv =
      env.favourites === undefined || env.favourites === null
        ? env
        : { ...env, favourites: { ...env.favourites, returnUri: FRAME_RETURN_URI } };
    const hole = signInLink(frameEnv.favourites);
    const { hints, markup } = splitHints(
      renderToString(
        <RenderEnvProvider env={frameEnv}>
          <DefaultLayout chrome={chrome} year={year}>
            {MAIN_SLOT}
          </DefaultLayout>
        </RenderEnvProvider>,
      ),
    );
    const slot = markup.indexOf(MAIN_SLOT);
    if (slot < 0 || markup.includes(MAIN_SLOT, slot + 1))
      throw new Error('The default layout must render its children once, inside <main>');
    const split = (part: string) => (hole === null ? [part] : part.split(hole));
    const before = split(markup.slice(0, slot));
    const after = split(markup.slice(slot + MAIN_SLOT.length));
    if ([...before, ...after].some((piece) => piece.includes(FRAME_RETURN_URI.slice(1))))
      throw new Error('The default layout uses the page path outside the header sign-in link');
    return { hints, before, after };
  }
}
