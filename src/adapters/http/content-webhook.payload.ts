import { z } from 'zod';
import type {
  ContentAction,
  ContentKind,
  FiledUnder,
} from '../../domain/content-changes/content-change.types';

/**
 * What a WordPress save or delete hook sends to the content webhook (ADR 21, documented in
 * `docs/content-api-shapes.md`): the hook's name and the fields of the post, term, user or menu it
 * fired for, as `WP_Post`, `WP_Term` and the hooks' arguments name them. `site` names the
 * product's site (default: the site of the request's Host).
 */
const id = z
  .union([z.number().int().nonnegative(), z.string().regex(/^\d{1,12}$/)])
  .transform(String);
const ids = z
  .array(
    z.union([z.number().int().nonnegative(), z.string().regex(/^\d{1,12}$/)]).transform(Number),
  )
  .max(200);

const postTypes = {
  contenthub_composite: 'composite',
  composite: 'composite',
  page: 'page',
} as const;
const taxonomies = { category: 'category', post_tag: 'tag', tag: 'tag' } as const;

const common = { site: z.string().min(1).max(100).optional() };

const post = z.object({
  ...common,
  hook: z.enum([
    'save_post',
    'transition_post_status',
    'wp_trash_post',
    'trashed_post',
    'before_delete_post',
    'deleted_post',
  ]),
  ID: id.optional(),
  post_id: id.optional(),
  post_type: z.enum(
    Object.keys(postTypes) as [keyof typeof postTypes, ...(keyof typeof postTypes)[]],
  ),
  post_status: z.string().max(40).optional(),
  old_status: z.string().max(40).optional(),
  terms: z.object({ category: ids.optional(), post_tag: ids.optional() }).optional(),
  post_author: z.union([id, z.array(id).max(20)]).optional(),
});

const term = z.object({
  ...common,
  hook: z.enum(['created_term', 'edited_term', 'delete_term']),
  term_id: id,
  taxonomy: z.enum(
    Object.keys(taxonomies) as [keyof typeof taxonomies, ...(keyof typeof taxonomies)[]],
  ),
});

const user = z.object({
  ...common,
  hook: z.enum(['profile_update', 'delete_user', 'deleted_user']),
  user_id: id,
});

const menu = z.object({
  ...common,
  hook: z.enum(['wp_update_nav_menu', 'wp_delete_nav_menu', 'wp_create_nav_menu']),
  menu_id: id.optional(),
  location: z.string().max(100).optional(),
});

const strings = z.object({
  ...common,
  hook: z.literal('translation_strings_updated'),
});

const siteOptions = z.object({
  ...common,
  hook: z.enum(['update_option', 'switch_theme']),
  option: z.string().max(200).optional(),
});

const schemas = [post, term, user, menu, strings, siteOptions] as const;

/** The schema of a hook by its name. */
function schemaOf(hook: unknown): (typeof schemas)[number] | null {
  for (const schema of schemas) {
    const names: readonly string[] =
      schema.shape.hook instanceof z.ZodLiteral
        ? [...schema.shape.hook.values]
        : schema.shape.hook.options;
    if (typeof hook === 'string' && names.includes(hook)) return schema;
  }
  return null;
}

/** A change as the hook said it, before the site is known. */
export interface HookedChange {
  readonly site: string | undefined;
  readonly kind: ContentKind;
  readonly id: string;
  /** null: nothing a reader sees changed (a draft saved as a draft). */
  readonly action: ContentAction | null;
  readonly filedUnder: FiledUnder | null;
}

export type ParsedHook =
  | { readonly ok: true; readonly change: HookedChange }
  | { readonly ok: false; readonly message: string };

/** Whether a webhook body is a WordPress hook payload (else it is the older paths payload). */
export function isHookPayload(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'hook' in body;
}

const PUBLIC = 'publish';

/** What a post's status transition means for readers. */
function postAction(
  hook: z.infer<typeof post>['hook'],
  status: string | undefined,
  oldStatus: string | undefined,
): ContentAction | null {
  switch (hook) {
    case 'wp_trash_post':
    case 'trashed_post':
      return 'unpublished';
    case 'before_delete_post':
    case 'deleted_post':
      return 'deleted';
    case 'save_post':
    case 'transition_post_status':
      if (status === PUBLIC)
        return oldStatus === undefined || oldStatus === PUBLIC ? 'updated' : 'published';
      if (oldStatus === PUBLIC) return 'unpublished';
      // Saved as a draft, scheduled, private: readers see none of it (previews are never cached).
      return status === undefined ? 'updated' : null;
  }
}

function authorsOf(value: string | readonly string[] | undefined): readonly number[] {
  if (value === undefined) return [];
  return (typeof value === 'string' ? [value] : value).map(Number);
}

/** Reads a hook payload; a clear message when it is not one the product knows. */
export function parseHookPayload(body: unknown): ParsedHook {
  const hook = typeof body === 'object' && body !== null ? (body as { hook?: unknown }).hook : null;
  const schema = schemaOf(hook);
  if (schema === null)
    return {
      ok: false,
      message: `not a content hook payload (unknown hook ${typeof hook === 'string' ? hook.slice(0, 60) : typeof hook})`,
    };
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue === undefined ? '' : `${issue.path.join('.') || 'body'}: `;
    return {
      ok: false,
      message: `not a content hook payload (${where}${issue?.message ?? 'invalid'})`,
    };
  }
  const data = parsed.data;
  const site = data.site;
  switch (data.hook) {
    case 'save_post':
    case 'transition_post_status':
    case 'wp_trash_post':
    case 'trashed_post':
    case 'before_delete_post':
    case 'deleted_post': {
      const value = data;
      const postId = value.ID ?? value.post_id;
      if (postId === undefined) return { ok: false, message: 'a post hook needs ID' };
      const filedUnder =
        value.terms === undefined && value.post_author === undefined
          ? null
          : {
              categories: value.terms?.category ?? [],
              tags: value.terms?.post_tag ?? [],
              authors: authorsOf(value.post_author),
            };
      return {
        ok: true,
        change: {
          site,
          kind: postTypes[value.post_type],
          id: postId,
          action: postAction(value.hook, value.post_status, value.old_status),
          filedUnder,
        },
      };
    }
    case 'created_term':
    case 'edited_term':
    case 'delete_term': {
      const value = data;
      const action =
        value.hook === 'created_term'
          ? 'published'
          : value.hook === 'delete_term'
            ? 'deleted'
            : 'updated';
      return {
        ok: true,
        change: {
          site,
          kind: taxonomies[value.taxonomy],
          id: value.term_id,
          action,
          filedUnder: null,
        },
      };
    }
    case 'profile_update':
    case 'delete_user':
    case 'deleted_user': {
      const value = data;
      const action = value.hook === 'profile_update' ? 'updated' : 'deleted';
      return {
        ok: true,
        change: { site, kind: 'author', id: value.user_id, action, filedUnder: null },
      };
    }
    case 'wp_update_nav_menu':
    case 'wp_delete_nav_menu':
    case 'wp_create_nav_menu': {
      const value = data;
      const action =
        value.hook === 'wp_delete_nav_menu'
          ? 'deleted'
          : value.hook === 'wp_create_nav_menu'
            ? 'published'
            : 'updated';
      return {
        ok: true,
        change: {
          site,
          kind: 'menu',
          id: value.location ?? value.menu_id ?? '',
          action,
          filedUnder: null,
        },
      };
    }
    case 'translation_strings_updated':
      return {
        ok: true,
        change: { site, kind: 'translation-strings', id: '', action: 'updated', filedUnder: null },
      };
    case 'update_option':
    case 'switch_theme':
      return {
        ok: true,
        change: { site, kind: 'site', id: '', action: 'updated', filedUnder: null },
      };
  }
}
