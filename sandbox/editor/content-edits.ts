/**
 * Editors' edits, as a WordPress editor makes them: change the fields of an article, page,
 * category, tag, author or menu item; publish, unpublish or delete an article or page. Each
 * edit changes the site's model at once (`SiteIndex.edit…`, `replace…`, `remove…`): every
 * answer of the content API after it shows the change. It answers what changed and the body
 * of the hook WordPress would send for it (`content-webhook.ts` posts it).
 */
import { ApiError } from '../api/api.errors';
import { wallTimeIn } from '../api/time-zone';
import { MENU_LOCATIONS, type MenuLocation } from '../content/content-pack.schema';
import type { SandboxStore } from '../store/sandbox.store';
import type { ArticleChange, SiteIndex } from '../store/site-index';
import type { ArticleRecord, MenuItemRecord, PageRecord } from '../store/site-model.types';

export const EDIT_KINDS = ['composite', 'page', 'category', 'tag', 'author', 'menu-item'] as const;
export type EditKind = (typeof EDIT_KINDS)[number];
export type EditAction = 'patch' | 'publish' | 'unpublish' | 'delete';

/** The content API's resource names are taken too (`composites`, `users`, …). */
const KIND_ALIASES: Readonly<Record<string, EditKind>> = {
  composite: 'composite',
  composites: 'composite',
  page: 'page',
  pages: 'page',
  category: 'category',
  categories: 'category',
  tag: 'tag',
  tags: 'tag',
  author: 'author',
  authors: 'author',
  user: 'author',
  users: 'author',
  'menu-item': 'menu-item',
  'menu-items': 'menu-item',
};

/** WordPress's post types of the posts an editor publishes. */
const POST_TYPES = { composite: 'contenthub_composite', page: 'page' } as const;

/** Menus have no id in the content API: the hook names each location's menu `idBase + 301…`. */
const MENU_ID_OFFSET = 300;

const MAX_TEXT = 10_000;

/**
 * An edit the sandbox refuses: `status` 400, 404 or 409 with a message saying why (answered in
 * the content API's error shape, `{ code, message, data: { status } }`).
 */
export class EditError extends ApiError {
  constructor(status: 400 | 404 | 409, code: string, message: string) {
    super(status, code, message);
    this.name = 'EditError';
  }
}

export interface EditRequest {
  readonly siteId: string;
  readonly kind: string;
  readonly id: string;
  readonly action: EditAction;
  /** The parsed JSON body of a PATCH (anything: it is checked here). */
  readonly body?: unknown;
  /** A menu item's location (`?location=`), when the body does not name it. */
  readonly location?: string;
}

export type Changed = Record<string, { readonly from: unknown; readonly to: unknown }>;

export interface EditResult {
  readonly site: string;
  readonly kind: EditKind;
  readonly id: number;
  readonly changed: Changed;
  /** The body of the WordPress hook for this edit. */
  readonly payload: Readonly<Record<string, unknown>>;
}

interface FieldRule {
  /** The record's field (the body's name when absent). */
  readonly field?: string;
  /** `""` is refused (names and titles). */
  readonly required: boolean;
}

/** What a PATCH may change, by kind: body name → rule. */
const FIELDS: Readonly<Record<EditKind, Readonly<Record<string, FieldRule>>>> = {
  composite: {
    title: { required: true },
    teaser_title: { field: 'postTitle', required: true },
    description: { required: false },
  },
  page: { title: { required: true }, description: { required: false } },
  category: {
    name: { required: true },
    title: { field: 'name', required: true },
    description: { required: false },
  },
  tag: { name: { required: true }, title: { field: 'name', required: true } },
  author: { name: { required: true }, title: { required: true }, biography: { required: false } },
  'menu-item': { title: { required: true }, url: { required: true } },
};

function kindOf(raw: string): EditKind {
  const kind = KIND_ALIASES[raw];
  if (kind === undefined)
    throw new EditError(
      404,
      'unknown_kind',
      `There is no kind "${raw}": use one of ${EDIT_KINDS.join(', ')}.`,
    );
  return kind;
}

/** The body's fields as record fields, checked against `FIELDS` (location aside). */
function fieldsOf(kind: EditKind, body: unknown): Map<string, string> {
  const rules = FIELDS[kind];
  const allowed = Object.keys(rules).join(', ');
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new EditError(
      400,
      'invalid_body',
      `The body must be a JSON object of the fields to change (${allowed}), e.g. {"title":"New title"}.`,
    );
  const fields = new Map<string, string>();
  for (const [name, value] of Object.entries(body)) {
    if (kind === 'menu-item' && name === 'location') continue;
    const rule = rules[name];
    if (rule === undefined)
      throw new EditError(
        400,
        'invalid_field',
        `A ${kind} has no field "${name}" to change here: use ${allowed}.`,
      );
    if (typeof value !== 'string')
      throw new EditError(400, 'invalid_field', `"${name}" must be a string.`);
    const text = value.trim();
    if (rule.required && text === '')
      throw new EditError(400, 'invalid_field', `"${name}" must not be empty.`);
    if (text.length > MAX_TEXT)
      throw new EditError(
        400,
        'invalid_field',
        `"${name}" is longer than ${String(MAX_TEXT)} characters.`,
      );
    const field = rule.field ?? name;
    const earlier = fields.get(field);
    if (earlier !== undefined && earlier !== text)
      throw new EditError(400, 'invalid_field', `Give "${field}" once (name and title differ).`);
    fields.set(field, text);
  }
  if (fields.size === 0)
    throw new EditError(400, 'nothing_to_change', `Nothing to change: give one of ${allowed}.`);
  return fields;
}

/** `{ field: { from, to } }` of the fields given (a field given unchanged is listed too). */
function changes(before: object, fields: ReadonlyMap<string, string>): Changed {
  const record = before as Record<string, unknown>;
  return Object.fromEntries(
    [...fields].map(([field, to]) => [field, { from: record[field] ?? null, to }]),
  );
}

/** The current local time of the site, as its records keep dates. */
function now(site: SiteIndex): string {
  return wallTimeIn(Date.now(), site.model.timezone);
}

/** WordPress's `terms` of a post: its category (and the category's parent) and its tags. */
function termsOf(site: SiteIndex, article: ArticleRecord): Record<string, number[]> {
  const parent = site.category(article.categoryId)?.parentId ?? null;
  return {
    category: parent === null ? [article.categoryId] : [article.categoryId, parent],
    post_tag: [...article.tagIds],
  };
}

/**
 * The body of a post's hook in WordPress's order: `hook`, `ID`, `post_type`, the statuses
 * given, then `terms` and `post_author` (an article's category with its parent and its tags,
 * and its author; a page has no terms, its author is the site's first, as `serializePage`
 * sends it).
 */
function postHook(
  site: SiteIndex,
  hook: string,
  post: { kind: 'composite'; article: ArticleRecord } | { kind: 'page'; page: PageRecord },
  statuses: { post_status?: string; old_status?: string } = {},
): Record<string, unknown> {
  if (post.kind === 'composite') {
    return {
      hook,
      ID: post.article.id,
      post_type: POST_TYPES.composite,
      ...statuses,
      terms: termsOf(site, post.article),
      post_author: post.article.authorId,
    };
  }
  const author = site.model.authors[0];
  return {
    hook,
    ID: post.page.id,
    post_type: POST_TYPES.page,
    ...statuses,
    ...(author === undefined ? {} : { post_author: author.id }),
  };
}

function flatten(items: readonly MenuItemRecord[]): MenuItemRecord[] {
  return items.flatMap((item) => [item, ...flatten(item.children)]);
}

function replaceItems(
  items: readonly MenuItemRecord[],
  id: number,
  change: (item: MenuItemRecord) => MenuItemRecord,
): MenuItemRecord[] {
  return items.map((item) => {
    const children = replaceItems(item.children, id, change);
    const updated = { ...item, children };
    return item.id === id ? change(updated) : updated;
  });
}

function isLocation(value: string): value is MenuLocation {
  return (MENU_LOCATIONS as readonly string[]).includes(value);
}

/** Applies editors' edits to the sandbox's sites (see the file's comment). */
export class ContentEditor {
  /** `site:id` of posts an editor unpublished: publishing them again keeps their date. */
  private readonly unpublished = new Set<string>();

  constructor(private readonly store: SandboxStore) {}

  apply(request: EditRequest): EditResult {
    const site = this.store.site(request.siteId);
    if (site === undefined)
      throw new EditError(404, 'site_not_found', `There is no site "${request.siteId}".`);
    const kind = kindOf(request.kind);
    if (!/^\d{1,15}$/.test(request.id))
      throw new EditError(404, 'not_found', `There is no ${kind} "${request.id}".`);
    const id = Number(request.id);
    const result = (changed: Changed, payload: Record<string, unknown>): EditResult => ({
      site: site.model.id,
      kind,
      id,
      changed,
      payload: { site: site.model.id, ...payload },
    });
    if (request.action !== 'patch' && kind !== 'composite' && kind !== 'page')
      throw new EditError(
        400,
        'invalid_action',
        `Only composites and pages can be published, unpublished or deleted, not a ${kind}.`,
      );
    switch (kind) {
      case 'composite':
        return this.composite(site, id, request, result);
      case 'page':
        return this.page(site, id, request, result);
      case 'category':
        return this.category(site, id, request.body, result);
      case 'tag':
        return this.tag(site, id, request.body, result);
      case 'author':
        return this.author(site, id, request.body, result);
      case 'menu-item':
        return this.menuItem(site, id, request, result);
    }
  }

  private composite(
    site: SiteIndex,
    id: number,
    request: EditRequest,
    result: (changed: Changed, payload: Record<string, unknown>) => EditResult,
  ): EditResult {
    const before = site.article(id);
    if (before === undefined)
      throw new EditError(
        404,
        'not_found',
        `There is no composite ${String(id)} on ${site.model.id}.`,
      );
    const key = `${site.model.id}:${String(id)}`;
    const post = (
      hook: string,
      article: ArticleRecord,
      statuses?: { post_status?: string; old_status?: string },
    ) => postHook(site, hook, { kind: 'composite', article }, statuses);
    switch (request.action) {
      case 'patch': {
        const fields = fieldsOf('composite', request.body);
        const change: Record<string, string> = Object.fromEntries(fields);
        // A headline without a short title of its own: the short title follows it.
        if (fields.has('title') && !fields.has('postTitle') && before.postTitle === before.title)
          change.postTitle = change.title ?? before.title;
        const changed = changes(before, new Map(Object.entries(change)));
        const edited = site.editArticle(id, { ...change, updatedAt: now(site) });
        const after = edited?.after ?? before;
        return result(changed, post('save_post', after, { post_status: after.status }));
      }
      case 'publish':
      case 'unpublish': {
        const to = request.action === 'publish' ? 'publish' : 'draft';
        if (before.status === to)
          throw new EditError(
            409,
            to === 'publish' ? 'already_published' : 'already_draft',
            `Composite ${String(id)} is already ${to === 'publish' ? 'published' : 'a draft'}.`,
          );
        const at = now(site);
        const change: ArticleChange = { status: to, updatedAt: at };
        // A draft published for the first time gets today's date; one unpublished keeps its own.
        const firstTime = to === 'publish' && !this.unpublished.has(key);
        if (firstTime) Object.assign(change, { publishedAt: at });
        if (to === 'draft') this.unpublished.add(key);
        const edited = site.editArticle(id, change);
        const after = edited?.after ?? before;
        const changed: Changed = { status: { from: before.status, to } };
        if (after.publishedAt !== before.publishedAt)
          changed.publishedAt = { from: before.publishedAt, to: after.publishedAt };
        return result(
          changed,
          post('transition_post_status', after, { post_status: to, old_status: before.status }),
        );
      }
      case 'delete': {
        site.removeArticle(id);
        this.unpublished.delete(key);
        return result(
          { status: { from: before.status, to: 'deleted' } },
          post('deleted_post', before),
        );
      }
    }
  }

  private page(
    site: SiteIndex,
    id: number,
    request: EditRequest,
    result: (changed: Changed, payload: Record<string, unknown>) => EditResult,
  ): EditResult {
    const before = site.page(id);
    if (before === undefined)
      throw new EditError(404, 'not_found', `There is no page ${String(id)} on ${site.model.id}.`);
    const post = (
      hook: string,
      page: PageRecord,
      statuses?: { post_status?: string; old_status?: string },
    ) => postHook(site, hook, { kind: 'page', page }, statuses);
    switch (request.action) {
      case 'patch': {
        const fields = fieldsOf('page', request.body);
        const changed = changes(before, fields);
        const after: PageRecord = {
          ...before,
          ...Object.fromEntries(fields),
          updatedAt: now(site),
        };
        site.replacePage(after);
        return result(changed, post('save_post', after, { post_status: after.status }));
      }
      case 'publish':
      case 'unpublish': {
        const to = request.action === 'publish' ? 'publish' : 'draft';
        if (before.status === to)
          throw new EditError(
            409,
            to === 'publish' ? 'already_published' : 'already_draft',
            `Page ${String(id)} is already ${to === 'publish' ? 'published' : 'a draft'}.`,
          );
        const after: PageRecord = { ...before, status: to, updatedAt: now(site) };
        site.replacePage(after);
        return result(
          { status: { from: before.status, to } },
          post('transition_post_status', after, { post_status: to, old_status: before.status }),
        );
      }
      case 'delete':
        site.removePage(id);
        return result(
          { status: { from: before.status, to: 'deleted' } },
          post('deleted_post', before),
        );
    }
  }

  private category(
    site: SiteIndex,
    id: number,
    body: unknown,
    result: (changed: Changed, payload: Record<string, unknown>) => EditResult,
  ): EditResult {
    const before = site.category(id);
    if (before === undefined)
      throw new EditError(
        404,
        'not_found',
        `There is no category ${String(id)} on ${site.model.id}.`,
      );
    const fields = fieldsOf('category', body);
    const changed = changes(before, fields);
    site.replaceCategory({ ...before, ...Object.fromEntries(fields) });
    return result(changed, { hook: 'edited_term', term_id: id, taxonomy: 'category' });
  }

  private tag(
    site: SiteIndex,
    id: number,
    body: unknown,
    result: (changed: Changed, payload: Record<string, unknown>) => EditResult,
  ): EditResult {
    const before = site.tag(id);
    if (before === undefined)
      throw new EditError(404, 'not_found', `There is no tag ${String(id)} on ${site.model.id}.`);
    const fields = fieldsOf('tag', body);
    const changed = changes(before, fields);
    site.replaceTag({ ...before, ...Object.fromEntries(fields) });
    return result(changed, { hook: 'edited_term', term_id: id, taxonomy: 'post_tag' });
  }

  private author(
    site: SiteIndex,
    id: number,
    body: unknown,
    result: (changed: Changed, payload: Record<string, unknown>) => EditResult,
  ): EditResult {
    const before = site.author(id);
    if (before === undefined)
      throw new EditError(
        404,
        'not_found',
        `There is no author ${String(id)} on ${site.model.id}.`,
      );
    const fields = fieldsOf('author', body);
    const changed = changes(before, fields);
    site.replaceAuthor({ ...before, ...Object.fromEntries(fields) });
    return result(changed, { hook: 'profile_update', user_id: id });
  }

  private menuItem(
    site: SiteIndex,
    id: number,
    request: EditRequest,
    result: (changed: Changed, payload: Record<string, unknown>) => EditResult,
  ): EditResult {
    const fields = fieldsOf('menu-item', request.body);
    const named = (request.body as Record<string, unknown>).location ?? request.location;
    if (named !== undefined && (typeof named !== 'string' || !isLocation(named)))
      throw new EditError(
        400,
        'invalid_location',
        `"location" must be one of ${MENU_LOCATIONS.join(', ')}.`,
      );
    const menus = site.model.menus;
    const holding = MENU_LOCATIONS.filter((location) =>
      flatten(menus[location]).some((item) => item.id === id),
    );
    if (holding.length === 0 || (named !== undefined && !holding.includes(named)))
      throw new EditError(
        404,
        'not_found',
        `There is no menu item ${String(id)} on ${site.model.id}${named === undefined ? '' : ` in ${named}`}.`,
      );
    const location = named ?? holding[0];
    if (location === undefined || (named === undefined && holding.length > 1))
      throw new EditError(
        400,
        'ambiguous_menu_item',
        `Menu item ${String(id)} is in ${holding.join(' and ')}: name one with ?location= or "location".`,
      );
    const item = flatten(menus[location]).find((candidate) => candidate.id === id);
    if (item === undefined) throw new EditError(404, 'not_found', `No menu item ${String(id)}.`);
    if (fields.has('url') && item.type !== 'custom')
      throw new EditError(
        400,
        'invalid_field',
        `Only a custom link's url can change; menu item ${String(id)} links a ${item.type}.`,
      );
    const title = fields.get('title');
    const url = fields.get('url');
    const changed: Changed = {};
    // What the menu showed: a linked object's current name unless the item has its own.
    const shown = (): string => {
      if (item.ownTitle) return item.title;
      if (item.type === 'category') return site.category(id)?.name ?? item.title;
      if (item.type === 'post_tag') return site.tag(id)?.name ?? item.title;
      if (item.type === 'page') return site.page(id)?.title ?? item.title;
      if (item.type === 'contenthub_composite') return site.article(id)?.postTitle ?? item.title;
      return item.title;
    };
    if (title !== undefined) changed.title = { from: shown(), to: title };
    if (url !== undefined) changed.url = { from: item.url, to: url };
    site.replaceMenu(
      location,
      replaceItems(menus[location], id, (current) => ({
        ...current,
        ...(title === undefined ? {} : { title, ownTitle: true }),
        ...(url === undefined ? {} : { url }),
      })),
    );
    return result(changed, {
      hook: 'wp_update_nav_menu',
      menu_id: site.model.idBase + MENU_ID_OFFSET + MENU_LOCATIONS.indexOf(location) + 1,
      location,
    });
  }
}
