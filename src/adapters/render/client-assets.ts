import { escapeHtml } from '../../domain/text/html-escape';

/** One chunk of the client build's manifest (`dist/assets.json`, Vite's manifest format). */
interface ManifestChunk {
  readonly file: string;
  readonly css?: readonly string[];
  readonly imports?: readonly string[];
}

export type ClientManifest = Readonly<Record<string, ManifestChunk>>;

/** What every page document carries of the client build: stylesheets and the islands entry. */
export interface ClientAssets {
  /** `<link rel="stylesheet">` tags, first in `<head>` so nothing paints unstyled. */
  readonly head: string;
  /** The `<script type="module">` of the islands bootstrap, last in `<body>`. */
  readonly body: string;
}

/** The islands bootstrap (`src/render/+client.ts`) as Vite names it in the manifest. */
export const CLIENT_ENTRY = 'src/render/+client.ts';

/** The server-only page every site page renders through; its entry carries the page's CSS. */
export const PAGE_ENTRY = 'virtual:vike:page-entry:client:/src/render/pages/magazine';

function missing(key: string): Error {
  return new Error(
    `The client build has no "${key}" in its manifest (dist/assets.json): run npm run build`,
  );
}

/** The CSS files of a chunk and of every chunk it imports, in import order, each once. */
function stylesheetsOf(manifest: ClientManifest, key: string, seen: Set<string>): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (chunk === undefined) throw missing(key);
  return [
    ...(chunk.imports ?? []).flatMap((imported) => stylesheetsOf(manifest, imported, seen)),
    ...(chunk.css ?? []),
  ];
}

/**
 * The tags Vike's `renderPage` injected, worked out once from the manifest: the stylesheets of the
 * page and of the client entry (deduplicated; the build emits one), and the client entry as an
 * async module script. `base` is the public path the assets are served under.
 */
export function clientAssets(manifest: ClientManifest, base = '/'): ClientAssets {
  const entry = manifest[CLIENT_ENTRY];
  if (entry === undefined) throw missing(CLIENT_ENTRY);
  const seen = new Set<string>();
  const css = [
    ...new Set([
      ...stylesheetsOf(manifest, PAGE_ENTRY, seen),
      ...stylesheetsOf(manifest, CLIENT_ENTRY, seen),
    ]),
  ];
  const href = (file: string) => escapeHtml(`${base}${file}`);
  return {
    head: css
      .map((file) => `<link rel="stylesheet" type="text/css" href="${href(file)}">`)
      .join('\n'),
    body: `<script src="${href(entry.file)}" type="module" async></script>`,
  };
}
