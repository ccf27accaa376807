/**
 * What changed in the content API, as the product understands it (ADR 21): the kind of entity,
 * its id, and what happened to it. The content webhook turns a WordPress save or delete hook
 * into one of these; the `ContentChanged` event carries it with the surrogate keys it purges.
 */

/** The entities whose data pages show. `translation-strings` and `site` are site-wide. */
export type ContentKind =
  'composite' | 'page' | 'category' | 'tag' | 'author' | 'menu' | 'translation-strings' | 'site';

/** What happened: a public entity appeared, changed, went back to draft, or was removed. */
export type ContentAction = 'published' | 'updated' | 'unpublished' | 'deleted';

export const CONTENT_KINDS: readonly ContentKind[] = [
  'composite',
  'page',
  'category',
  'tag',
  'author',
  'menu',
  'translation-strings',
  'site',
];

export const CONTENT_ACTIONS: readonly ContentAction[] = [
  'published',
  'updated',
  'unpublished',
  'deleted',
];

/**
 * Where a post is filed, when the hook said so: the listings that gain or lose it when it is
 * published, unpublished, deleted or moved.
 */
export interface FiledUnder {
  readonly categories: readonly number[];
  readonly tags: readonly number[];
  readonly authors: readonly number[];
}

export interface ContentChange {
  readonly siteId: string;
  readonly kind: ContentKind;
  /** The entity's id (a post, term or user id; a menu's id or location); '' for site-wide kinds. */
  readonly id: string;
  readonly action: ContentAction;
  /** A post's terms and author as the hook sent them; null when it sent none. */
  readonly filedUnder: FiledUnder | null;
}
