import { describe, expect, it } from 'vitest';
import {
  isHookPayload,
  parseHookPayload,
  type HookedChange,
} from '../../../src/adapters/http/content-webhook.payload';

/** The change a payload is read as; fails the test with the message when it is refused. */
function changeOf(body: unknown): HookedChange {
  const parsed = parseHookPayload(body);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.change;
}

/** The message a refused payload is answered with. */
function refusalOf(body: unknown): string {
  const parsed = parseHookPayload(body);
  if (parsed.ok) throw new Error(`read as ${JSON.stringify(parsed.change)}`);
  return parsed.message;
}

const ARTICLE = { post_type: 'contenthub_composite', ID: 501 } as const;

describe('the WordPress hook payload of the content webhook', () => {
  it('tells a hook payload from the older paths payload', () => {
    expect(isHookPayload({ hook: 'save_post' })).toBe(true);
    expect(isHookPayload({ paths: ['/a'] })).toBe(false);
    expect(isHookPayload(null)).toBe(false);
    expect(isHookPayload('hook')).toBe(false);
    expect(isHookPayload(['hook'])).toBe(false);
  });

  it.each([
    ['save_post', 'publish', undefined, 'updated'],
    ['save_post', 'publish', 'publish', 'updated'],
    ['save_post', 'publish', 'draft', 'published'],
    ['transition_post_status', 'publish', 'future', 'published'],
    ['transition_post_status', 'draft', 'publish', 'unpublished'],
    ['save_post', 'private', 'publish', 'unpublished'],
    ['save_post', 'draft', 'draft', null],
    ['save_post', 'future', undefined, null],
    ['save_post', undefined, undefined, 'updated'],
    ['wp_trash_post', 'publish', 'publish', 'unpublished'],
    ['trashed_post', undefined, undefined, 'unpublished'],
    ['before_delete_post', 'publish', undefined, 'deleted'],
    ['deleted_post', undefined, undefined, 'deleted'],
  ] as const)('reads %s from %s (was %s) as %s', (hook, status, oldStatus, action) => {
    const body = {
      hook,
      ...ARTICLE,
      ...(status === undefined ? {} : { post_status: status }),
      ...(oldStatus === undefined ? {} : { old_status: oldStatus }),
    };
    expect(changeOf(body)).toEqual({
      site: undefined,
      kind: 'composite',
      id: '501',
      action,
      filedUnder: null,
    });
  });

  it('reads a post by ID or post_id, of each post type, with the site it names', () => {
    expect(changeOf({ hook: 'save_post', post_type: 'page', post_id: '77' })).toMatchObject({
      kind: 'page',
      id: '77',
    });
    expect(
      changeOf({ hook: 'save_post', post_type: 'composite', ID: 3, post_id: 4 }),
    ).toMatchObject({
      kind: 'composite',
      id: '3',
    });
    expect(changeOf({ ...ARTICLE, hook: 'save_post', site: 'wom-dk' }).site).toBe('wom-dk');
  });

  it('files a post under its categories, tags and authors when the hook says them', () => {
    expect(
      changeOf({
        ...ARTICLE,
        hook: 'save_post',
        terms: { category: [4, '5'], post_tag: ['9'] },
        post_author: '12',
      }).filedUnder,
    ).toEqual({ categories: [4, 5], tags: [9], authors: [12] });
    expect(changeOf({ ...ARTICLE, hook: 'save_post', post_author: ['1', 2] }).filedUnder).toEqual({
      categories: [],
      tags: [],
      authors: [1, 2],
    });
    expect(changeOf({ ...ARTICLE, hook: 'save_post', terms: {} }).filedUnder).toEqual({
      categories: [],
      tags: [],
      authors: [],
    });
    expect(
      changeOf({ ...ARTICLE, hook: 'save_post', terms: { category: [4] } }).filedUnder,
    ).toEqual({ categories: [4], tags: [], authors: [] });
  });

  it.each([
    ['created_term', 'category', 'category', 'published'],
    ['edited_term', 'post_tag', 'tag', 'updated'],
    ['edited_term', 'tag', 'tag', 'updated'],
    ['delete_term', 'category', 'category', 'deleted'],
  ] as const)('reads %s of a %s as a %s %s', (hook, taxonomy, kind, action) => {
    expect(changeOf({ hook, term_id: 12, taxonomy })).toEqual({
      site: undefined,
      kind,
      id: '12',
      action,
      filedUnder: null,
    });
  });

  it.each([
    ['profile_update', 'updated'],
    ['delete_user', 'deleted'],
    ['deleted_user', 'deleted'],
  ] as const)('reads %s as an author %s', (hook, action) => {
    expect(changeOf({ hook, user_id: '7' })).toEqual({
      site: undefined,
      kind: 'author',
      id: '7',
      action,
      filedUnder: null,
    });
  });

  it.each([
    ['wp_update_nav_menu', 'updated'],
    ['wp_delete_nav_menu', 'deleted'],
    ['wp_create_nav_menu', 'published'],
  ] as const)('reads %s as a menu %s, by its location, else its id', (hook, action) => {
    expect(changeOf({ hook, menu_id: 3, location: 'header-primary' })).toEqual({
      site: undefined,
      kind: 'menu',
      id: 'header-primary',
      action,
      filedUnder: null,
    });
    expect(changeOf({ hook, menu_id: 3 }).id).toBe('3');
    expect(changeOf({ hook }).id).toBe('');
  });

  it('reads translation strings and site options as a change of the whole site', () => {
    expect(changeOf({ hook: 'translation_strings_updated', site: 'cos-se' })).toEqual({
      site: 'cos-se',
      kind: 'translation-strings',
      id: '',
      action: 'updated',
      filedUnder: null,
    });
    for (const hook of ['update_option', 'switch_theme']) {
      expect(changeOf({ hook, option: 'blogname' })).toEqual({
        site: undefined,
        kind: 'site',
        id: '',
        action: 'updated',
        filedUnder: null,
      });
    }
  });

  it('refuses what it does not know with a message naming the hook or the field', () => {
    expect(refusalOf({ hook: 'wp_insert_comment' })).toBe(
      'not a content hook payload (unknown hook wp_insert_comment)',
    );
    expect(refusalOf({ hook: 'x'.repeat(100) })).toBe(
      `not a content hook payload (unknown hook ${'x'.repeat(60)})`,
    );
    expect(refusalOf({ hook: 7 })).toBe('not a content hook payload (unknown hook number)');
    expect(refusalOf(null)).toBe('not a content hook payload (unknown hook object)');
    expect(refusalOf('save_post')).toBe('not a content hook payload (unknown hook object)');
    expect(refusalOf({ hook: 'save_post', post_type: 'attachment', ID: 1 })).toMatch(
      /^not a content hook payload \(post_type: /,
    );
    expect(refusalOf({ hook: 'edited_term', term_id: -1, taxonomy: 'category' })).toMatch(
      /^not a content hook payload \(term_id: /,
    );
    expect(refusalOf({ hook: 'save_post', post_type: 'page' })).toBe('a post hook needs ID');
  });
});
