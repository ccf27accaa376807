/**
 * The scalar shapes of the content API (`docs/content-api/wordpress-api.md`, "Shapes that
 * trip adapters"): PHP DateTime objects, images, translations, URLs, Fractal pagination.
 */
import type { Sequence } from '../store/article-sequence';
import type { SandboxStore, TranslatableKind } from '../store/sandbox.store';
import type { SiteIndex } from '../store/site-index';
import type { ImageRecord } from '../store/site-model.types';
import { isoDateTime, utcDateTime } from './time-zone';

/** What every serialiser needs: the store, the site and the hosts as the client sees them. */
export interface SerializeContext {
  readonly store: SandboxStore;
  readonly site: SiteIndex;
  /** e.g. `http://127.0.0.1:4100`: image URLs point here. */
  readonly imageOrigin: string;
  /** e.g. `http://127.0.0.1:4100/wom-dk`: the site's API base, as the client called it. */
  readonly apiBase: string;
  /**
   * The caller showed the content token (the product's server credential): locked widgets and
   * lead images arrive with their content and still `locked: true`, so the product can cut them
   * per reader. Without it they arrive as upstream sends them to anyone (see widget.serializer.ts).
   */
  readonly unlocked?: boolean;
}

export type Json = Record<string, unknown>;

/**
 * A serialised PHP DateTime. Type 3 carries a zone name (the site's), type 2 an abbreviation
 * (`Z` on search hits), type 1 an offset.
 */
export interface PhpDate {
  readonly date: string;
  readonly timezone_type: 1 | 2 | 3;
  readonly timezone: string;
}

/** `2025-03-18 07:30:00` (local) → `{ date: "2025-03-18 07:30:00.000000", timezone_type: 3, … }`. */
export function phpDate(localDateTime: string, context: SerializeContext): PhpDate {
  return {
    date: `${localDateTime}.000000`,
    timezone_type: 3,
    timezone: context.site.model.timezone,
  };
}

/** The same instant as UTC wall time with `timezone_type: 2, timezone: "Z"` (search hits). */
export function utcPhpDate(localDateTime: string, context: SerializeContext): PhpDate {
  return {
    date: `${utcDateTime(localDateTime, context.site.model.timezone)}.000000`,
    timezone_type: 2,
    timezone: 'Z',
  };
}

/** ISO 8601 with an offset, as PHP's `format('c')` writes it (sitemaps). */
export function isoDate(localDateTime: string, context: SerializeContext): string {
  return isoDateTime(localDateTime, context.site.model.timezone);
}

export function imageUrl(path: string, context: SerializeContext): string {
  return `${context.imageOrigin}/wp-content/uploads/${path}`;
}

/** An absolute URL on the site's public host (canonical and translation links). */
export function absoluteUrl(path: string, context: SerializeContext): string {
  return `${context.site.model.origin}${path}`;
}

/**
 * Markdown as an editor leaves it: links to the site itself are typed absolute on the public
 * host (`[x](https://site/a/b …)`); the content pack writes them as paths so it can check them.
 */
export function editorMarkdown(markdown: string, context: SerializeContext): string {
  return markdown.replace(/\]\((\/[^)\s]*)/g, `](${context.site.model.origin}$1`);
}

/** `{ title, url, rel, target }` (WordPress's hyperlink). */
export interface Hyperlink {
  readonly title: string | null;
  readonly url: string;
  readonly rel: string | null;
  readonly target: string | null;
}

/** Relative luminance (0–1) of `#rrggbb`, rounded as upstream's image service does. */
function luminance(hex: string): number {
  const channel = (at: number): number => {
    const value = Number.parseInt(hex.slice(at, at + 2), 16) / 255;
    return value <= 0.039_28 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/**
 * Upstream analyses most pictures (a palette) and leaves some without one (`null`): the sandbox
 * gives every other image its brand's colours, so both forms arrive.
 */
function colourPalette(image: ImageRecord, context: SerializeContext): Json | null {
  if (image.id % 2 === 1) return null;
  const { primary, accent, warm, ink } = context.site.model.brand.colours;
  const colors = [ink, primary, accent, warm];
  const average = colors.reduce((sum, colour) => sum + luminance(colour), 0) / colors.length;
  return {
    colors,
    average_luminance: Math.round(average * 10_000) / 10_000,
    dominant_colors: {
      vibrant: primary,
      muted_light: warm,
      muted: accent,
      vibrant_dark: ink,
      muted_dark: ink,
    },
  };
}

/** An image; `aspectratio` is width ÷ height at full precision (`1` when square). */
export function serializeImage(
  image: ImageRecord,
  context: SerializeContext,
  link: Hyperlink | null = null,
): Json {
  return {
    id: image.id,
    url: imageUrl(image.path, context),
    title: image.title,
    description: null,
    caption: image.caption,
    alt: image.alt,
    copyright: image.copyright,
    language: context.site.model.language,
    focalpoint: { x: image.focal.x, y: image.focal.y },
    aspectratio: image.width / image.height,
    link,
    color_palette: colourPalette(image, context),
  };
}

/** What upstream sends where a term or search hit has no picture: an object, `url: null`. */
export function emptyImage(): Json {
  return {
    id: null,
    url: null,
    title: null,
    description: null,
    caption: null,
    alt: null,
    copyright: null,
    language: null,
    focalpoint: { x: 0.5, y: 0.5 },
    aspectratio: 0,
    link: null,
    color_palette: null,
  };
}

/**
 * `{ <language>: { id, title, link } }` for every market that has the entity, this one first;
 * `null` when none has it (an entity without a public path).
 */
export function serializeTranslations(
  kind: TranslatableKind,
  key: string,
  context: SerializeContext,
): Json | null {
  const links = context.store.translationsWithSelf(context.site, kind, key);
  if (links.length === 0) return null;
  return Object.fromEntries(
    links.map((link) => [link.language, { id: link.id, title: link.title, link: link.link }]),
  );
}

/** The Content Hub id: base64 of `<BRAND>-<id>` (`<BRAND>-<kind>-<id>` for terms). */
export function contenthubId(
  kind: 'composite' | 'category' | 'tag' | 'editorial',
  id: number,
  context: SerializeContext,
): string {
  const brand = context.site.model.brand.code;
  const plain = kind === 'composite' ? `${brand}-${id}` : `${brand}-${kind}-${id}`;
  return Buffer.from(plain, 'utf8').toString('base64');
}

export interface Paged<T> {
  readonly items: readonly T[];
  readonly total: number;
  readonly perPage: number;
  readonly page: number;
  readonly totalPages: number;
}

export function paginate<T>(all: Sequence<T>, page: number, perPage: number): Paged<T> {
  return {
    items: all.slice((page - 1) * perPage, page * perPage),
    total: all.length,
    perPage,
    page,
    totalPages: Math.ceil(all.length / perPage),
  };
}
