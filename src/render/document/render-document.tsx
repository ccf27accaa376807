import { renderToString } from 'react-dom/server';
import type { ViewModel } from '../../domain/page/view-model.types';
import { App, platformEnv, siteEnv } from '../App';
import type { Translate } from '../i18n/translate';
import { escapeHtml } from '../../domain/text/html-escape';
import { fallbackHead, siteHead, siteIndexHead } from './head';
import type { LayoutFrames } from './layout-frames';
import { jsonLdScript, structuredDataBlocks } from './structured-data';

export interface DocumentParts {
  /** `<html lang>`. */
  readonly lang: string;
  /** Everything inside `<head>`. */
  readonly head: string;
  /**
   * Words the browser scripts show, in the page's language, as `<html data-label-*>`: the
   * loading bar's name and the offline notice (`client/browser`). Absent on Vike's error page.
   */
  readonly labels?: Readonly<Record<'loading' | 'offline', string>>;
  /**
   * The site's tag manager container id, as `<html data-ga4>`: `client/tracking` loads the tag
   * manager from it only after consent. Absent when the site has none.
   */
  readonly ga4?: string | null;
  /** Everything inside `<body>`. */
  readonly body: string;
}

export const ERROR_PAGE_TEXT = 'An error occurred while showing the error page';

function labels(t: Translate): DocumentParts['labels'] {
  return { loading: t('status.loading'), offline: t('status.offline') };
}

export function documentHead(viewModel: ViewModel): Omit<DocumentParts, 'body'> {
  switch (viewModel.kind) {
    case 'site-page': {
      const { t } = siteEnv(viewModel);
      return {
        lang: viewModel.meta.lang,
        labels: labels(t),
        ga4: viewModel.chrome.site.trackingGa4 ?? null,
        head: [
          siteHead(viewModel.meta, viewModel.chrome.site, t),
          ...structuredDataBlocks(viewModel).map(jsonLdScript),
        ].join('\n'),
      };
    }
    case 'site-index': {
      const { t } = platformEnv();
      return {
        lang: 'en',
        labels: labels(t),
        head: siteIndexHead(t('site_index.title'), t('site_index.description')),
      };
    }
  }
}

/**
 * The document of a view model: React `renderToString` (cheaper than streaming, measured). With
 * `frames`, a site page's default layout is rendered once per site and reader variant and only
 * the main content per page (`LayoutFrames`); the bytes are the same.
 */
export function renderDocument(
  viewModel: ViewModel,
  year: number = new Date().getFullYear(),
  frames?: LayoutFrames,
): DocumentParts {
  const body =
    frames !== undefined && viewModel.kind === 'site-page' && viewModel.chrome.layout === 'default'
      ? frames.body(viewModel, siteEnv(viewModel), year)
      : renderToString(<App viewModel={viewModel} year={year} />);
  return { ...documentHead(viewModel), body };
}

/** The document of Vike's error page around its rendered body. */
export function errorPageDocument(body: string): DocumentParts {
  return { lang: 'en', head: fallbackHead(ERROR_PAGE_TEXT), body };
}

/** Tags a document carries besides its own: the client build's stylesheets and entry script. */
export interface DocumentAssets {
  /** Right after `<head>`, before anything else in it. */
  readonly head: string;
  /** Right before `</body>`. */
  readonly body: string;
}

const NO_ASSETS: DocumentAssets = { head: '', body: '' };

/**
 * The HTML text of a document, with the client build's tags where Vike's `renderPage` put them
 * (stylesheets first in `<head>`, the entry script last in `<body>`), so a document is the same
 * bytes whichever of the two rendered it (`test/adapters/render`).
 */
export function documentHtml(parts: DocumentParts, assets: DocumentAssets = NO_ASSETS): string {
  const data = Object.entries(parts.labels ?? {})
    .map(([name, text]) => ` data-label-${name}="${escapeHtml(text)}"`)
    .join('');
  const ga4 =
    parts.ga4 === undefined || parts.ga4 === null ? '' : ` data-ga4="${escapeHtml(parts.ga4)}"`;
  return `<!doctype html>\n<html lang="${parts.lang.replace(/[^a-zA-Z0-9-]/g, '')}"${data}${ga4}>\n<head>${assets.head}\n${parts.head}\n</head>\n<body>\n${parts.body}\n${assets.body}</body>\n</html>`;
}
