/**
 * The scalar shapes of the content API (docs/content-api-shapes.md): PHP DateTime objects,
 * images, translations (`[]` when empty, a PHP empty array), Fractal pagination.
 */
import type { SandboxStore, TranslatableKind } from '../store/sandbox.store';
import type { SiteIndex } from '../store/site-index';
import type { ImageRecord } from '../store/site-model.types';

/** What every serialiser needs: the store, the site and the image host as the client sees it. */
export interface SerializeContext {
  readonly store: SandboxStore;
  readonly site: SiteIndex;
  /** e.g. `http://127.0.0.1:4100`: image URLs point here. */
  readonly imageOrigin: string;
  /**
   * The caller showed the content token (the product's server credential): locked widgets and
   * lead images arrive with their content and still `locked: true`, so the product can cut them
   * per reader. Without it they arrive as the contract says: `locked: true`, content `null`.
   */
  readonly unlocked?: boolean;
}

export interface PhpDate {
  readonly date: string;
  readonly timezone_type: 3;
  readonly timezone: string;
}

/** `2025-03-18 07:30:00` → `{ date: "2025-03-18 07:30:00.000000", timezone_type: 3, timezone }`. */
export function phpDate(localDateTime: string, context: SerializeContext): PhpDate {
  return {
    date: `${localDateTime}.000000`,
    timezone_type: 3,
    timezone: context.site.model.timezone,
  };
}

export function imageUrl(path: string, context: SerializeContext): string {
  return `${context.imageOrigin}/wp-content/uploads/${path}`;
}

export function serializeImage(
  image: ImageRecord,
  context: SerializeContext,
): Record<string, unknown> {
  return {
    id: image.id,
    url: imageUrl(image.path, context),
    title: image.title,
    description: null,
    caption: image.caption,
    alt: image.alt,
    copyright: image.copyright,
    focalpoint: { x: image.focal.x, y: image.focal.y },
    aspectratio: Math.round((image.width / image.height) * 100) / 100,
  };
}

/** `{ "sv": { id, title, link } }`, or `[]` when there are none (PHP's empty array). */
export function serializeTranslations(
  kind: TranslatableKind,
  key: string,
  context: SerializeContext,
): Record<string, unknown> | never[] {
  const links = context.store.translations(context.site, kind, key);
  if (links.length === 0) return [];
  return Object.fromEntries(
    links.map((link) => [link.language, { id: link.id, title: link.title, link: link.link }]),
  );
}

export function absoluteUrl(path: string, context: SerializeContext): string {
  return `${context.site.model.origin}${path}`;
}

export interface Pagination {
  readonly total: number;
  readonly count: number;
  readonly per_page: number;
  readonly current_page: number;
  readonly total_pages: number;
}

export interface Paged<T> {
  readonly items: readonly T[];
  readonly pagination: Pagination;
}

export function paginate<T>(all: readonly T[], page: number, perPage: number): Paged<T> {
  const items = all.slice((page - 1) * perPage, page * perPage);
  return {
    items,
    pagination: {
      total: all.length,
      count: items.length,
      per_page: perPage,
      current_page: page,
      total_pages: Math.max(1, Math.ceil(all.length / perPage)),
    },
  };
}
