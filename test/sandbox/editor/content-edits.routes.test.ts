import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SANDBOX_SITES } from '../../../sandbox/content/sandbox-sites';
import { startSandbox, type RunningSandbox } from '../../../sandbox/sandbox';
import { SandboxStore } from '../../../sandbox/store/sandbox.store';
import { dig, list, resolveRoute, SITE_ORIGIN_TEMPLATE } from '../sandbox.harness';

/**
 * Editors' edits over HTTP, against a sandbox whose content webhook is a small receiver here.
 * Each test edits content no other test of the file reads, so their order does not matter.
 */

const SECRET = 'test-webhook-secret-0123';

interface WebhookCall {
  readonly headers: IncomingHttpHeaders;
  readonly payload: Record<string, unknown>;
  /** What the receiver read from the sandbox when it was called (`look`). */
  readonly saw: unknown;
}

let sandbox: RunningSandbox;
let receiver: Server;
const calls: WebhookCall[] = [];
/** What the receiver fetches when called, as the product re-reads what changed. */
let look: (payload: Record<string, unknown>) => Promise<unknown> = () => Promise.resolve(null);
let answerStatus = 202;

beforeAll(async () => {
  receiver = createServer((request, response) => {
    let text = '';
    request.setEncoding('utf8');
    request.on('data', (chunk: string) => {
      text += chunk;
    });
    request.on('end', () => {
      const payload = JSON.parse(text) as Record<string, unknown>;
      void look(payload).then((saw) => {
        calls.push({ headers: request.headers, payload, saw });
        response.writeHead(answerStatus, { 'content-type': 'application/json' });
        response.end('{"accepted":true}');
      });
    });
  });
  await new Promise<void>((resolve) => {
    receiver.listen(0, '127.0.0.1', resolve);
  });
  const { port } = receiver.address() as AddressInfo;
  sandbox = await startSandbox({
    port: 0,
    cdnPort: 0,
    siteOriginTemplate: SITE_ORIGIN_TEMPLATE,
    contentWebhookUrl: `http://127.0.0.1:${String(port)}/api/webhooks/content`,
    contentWebhookSecret: SECRET,
  });
});

afterAll(async () => {
  await sandbox.close();
  await new Promise((resolve) => receiver.close(resolve));
});

beforeEach(() => {
  calls.length = 0;
  look = () => Promise.resolve(null);
  answerStatus = 202;
});

/** The content as built, to find ids by catalogue key. */
const built = new SandboxStore(SANDBOX_SITES, SITE_ORIGIN_TEMPLATE);

function articleId(site: string, key: string): number {
  const found = built.site(site)?.model.articles.find((article) => article.key === key);
  if (found === undefined) throw new Error(`no article ${key} on ${site}`);
  return found.id;
}

async function api(site: string, route: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${sandbox.origin}/${site}/wp-json/${route}`);
  return { status: response.status, body: await response.json() };
}

async function edit(
  method: 'PATCH' | 'POST' | 'DELETE',
  path: string,
  body?: unknown,
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${sandbox.origin}/__sandbox/content/${path}`, {
    method,
    ...(body === undefined
      ? {}
      : {
          headers: { 'content-type': 'application/json' },
          body: typeof body === 'string' ? body : JSON.stringify(body),
        }),
  });
  return { status: response.status, body: await response.json() };
}

/** Every teaser of every teaser list of a page (`with=contents`). */
async function pageTeasers(site: string, pageId: number): Promise<unknown[][]> {
  const { body } = await api(site, `wp/v2/pages/${String(pageId)}?with=contents`);
  return list(body, 'data', 'contents', 'data')
    .filter((item) => dig(item, 'type') === 'teaser_list')
    .map((item) => {
      const teasers: unknown = dig(item, 'content', 'data', 'teasers', 'data');
      return Array.isArray(teasers) ? (teasers as unknown[]) : [];
    });
}

function flatten(items: readonly unknown[]): unknown[] {
  return items.flatMap((item) => [item, ...flatten(list(item, 'children'))]);
}

async function menuItem(site: string, location: string, id: number): Promise<unknown> {
  const { body } = await api(site, `app/menus/${location}`);
  return flatten(list(body, 'data')).find((item) => dig(item, 'id') === id);
}

describe('PATCH a composite', () => {
  it('shows the new title on the entity route', async () => {
    const { status } = await edit('PATCH', 'wom-dk/composite/11001', { title: 'Ben af stål' });
    expect(status).toBe(200);
    const { body } = await api('wom-dk', 'wp/v2/composites/11001');
    expect(dig(body, 'data', 'title')).toBe('Ben af stål');
  });

  it('shows the new title in the front page teaser that held it', async () => {
    await edit('PATCH', 'wom-dk/composite/11003', { title: 'Fem kilometer fra bunden' });
    const teasers = (await pageTeasers('wom-dk', 10001))
      .flat()
      .filter((teaser) => dig(teaser, 'id') === 11003);
    expect(teasers.length).toBeGreaterThan(0);
    for (const teaser of teasers)
      expect(dig(teaser, 'post_title')).toBe('Fem kilometer fra bunden');
  });

  it('shows the new title in its category listing', async () => {
    await edit('PATCH', 'wom-dk/composite/11006', { title: 'Sov dig stærk' });
    const { body } = await api(
      'wom-dk',
      'wp/v2/categories/10101?with=content-teasers:per_page(100)',
    );
    const teaser = list(body, 'data', 'content-teasers', 'data').find(
      (item) => dig(item, 'id') === 11006,
    );
    expect(dig(teaser, 'post_title')).toBe('Sov dig stærk');
  });

  it('is found by search under its new title', async () => {
    const before = await api('wom-dk', 'app/search/query/zebrasalat/per_page/10/page/1');
    expect(list(before.body, 'data')).toEqual([]);
    await edit('PATCH', 'wom-dk/composite/11008', { title: 'Zebrasalat med bulgur' });
    const { body } = await api('wom-dk', 'app/search/query/zebrasalat/per_page/10/page/1');
    expect(list(body, 'data').map((hit) => dig(hit, 'id'))).toEqual([11008]);
  });

  it('is no longer found by search under words only its old title had', async () => {
    const before = await api('wom-dk', 'app/search/query/pulszoner/per_page/10/page/1');
    expect(list(before.body, 'data').map((hit) => dig(hit, 'id'))).toContain(11029);
    await edit('PATCH', 'wom-dk/composite/11029', {
      title: 'Løb efter pulsen',
      description: 'Sådan træner du efter puls.',
    });
    const { body } = await api('wom-dk', 'app/search/query/pulszoner/per_page/10/page/1');
    expect(list(body, 'data').map((hit) => dig(hit, 'id'))).not.toContain(11029);
  });

  it('shows the new title in popular', async () => {
    await edit('PATCH', 'wom-dk/composite/11022', { title: 'Løbesko testet igen' });
    const { body } = await api('wom-dk', 'app/content/popular?per_page=3');
    const teaser = list(body, 'data').find((item) => dig(item, 'id') === 11022);
    expect(dig(teaser, 'post_title')).toBe('Løbesko testet igen');
  });

  it('changes the short teaser title with teaser_title, and the headline not', async () => {
    await edit('PATCH', 'wom-dk/composite/11027', { teaser_title: 'Dit BMI' });
    const { body } = await api('wom-dk', 'wp/v2/categories/10108?with=content-teasers');
    const teaser = list(body, 'data', 'content-teasers', 'data').find(
      (item) => dig(item, 'id') === 11027,
    );
    expect(teaser).toMatchObject({
      title: 'Dit BMI',
      post_title: 'Beregn dit BMI og din fedtprocent',
    });
  });

  it('lets the short title follow a headline that had no short title of its own', async () => {
    const id = articleId('cos-dk', 'autumn-wreath-draft');
    await edit('PATCH', `cos-dk/composite/${String(id)}`, { title: 'Krans af grene' });
    const { body } = await api('cos-dk', `wp/v2/composites/${String(id)}?Cache=false&with=teasers`);
    expect(dig(body, 'data', 'teasers', 'data', 0, 'title')).toBe('Krans af grene');
  });

  it('answers what changed and how the webhook call went', async () => {
    const { status, body } = await edit('PATCH', 'wom-dk/composite/11002', {
      description: 'Alt om at komme i gang.',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({
      site: 'wom-dk',
      kind: 'composite',
      id: 11002,
      changed: { description: { to: 'Alt om at komme i gang.' } },
      webhook: { status: 202, attempts: 1 },
    });
  });

  it('calls the webhook with save_post, the post’s terms and author, JSON and the secret', async () => {
    await edit('PATCH', 'wom-dk/composite/11005', { title: 'Tolv uger, nyt program' });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.payload).toEqual({
      site: 'wom-dk',
      hook: 'save_post',
      ID: 11005,
      post_type: 'contenthub_composite',
      post_status: 'publish',
      terms: { category: [10101], post_tag: [10206, 10204, 10213] },
      post_author: 10011,
    });
    expect(calls[0]?.headers['x-webhook-secret']).toBe(SECRET);
    expect(calls[0]?.headers['content-type']).toBe('application/json');
  });

  it('names the category’s parent in the terms', async () => {
    await edit('PATCH', 'wom-dk/composite/11004', { title: 'Planken, trin for trin' });
    expect(dig(calls[0]?.payload, 'terms', 'category')).toEqual([10102, 10101]);
  });

  it('calls the webhook only once the new title is served', async () => {
    look = async () => {
      const seen = await api('wom-dk', 'wp/v2/composites/11009');
      const teasers = await pageTeasers('wom-dk', 10001);
      return {
        entity: dig(seen.body, 'data', 'title'),
        teasers: teasers
          .flat()
          .filter((teaser) => dig(teaser, 'id') === 11009)
          .map((teaser) => dig(teaser, 'post_title')),
      };
    };
    await edit('PATCH', 'wom-dk/composite/11009', { title: 'Protein: så meget skal du bruge' });
    const saw = calls[0]?.saw as { entity: unknown; teasers: unknown[] };
    expect(saw.entity).toBe('Protein: så meget skal du bruge');
    expect(new Set(saw.teasers)).toEqual(new Set(['Protein: så meget skal du bruge']));
  });
});

describe('publish, unpublish and delete', () => {
  it('publishing a draft makes its path resolve', async () => {
    const path = '/mad/meal-prep-til-hele-ugen';
    expect((await api('wom-dk', resolveRoute(path))).status).toBe(404);
    const { status } = await edit('POST', 'wom-dk/composite/11011/publish');
    expect(status).toBe(200);
    const resolved = await api('wom-dk', resolveRoute(path));
    expect(resolved.status).toBe(200);
    expect(dig(resolved.body, 'data', 'id')).toBe(11011);
  });

  it('publishing a draft puts it first in the front page’s latest list', async () => {
    const id = articleId('wom-se', 'meal-prep-draft');
    await edit('POST', `wom-se/composite/${String(id)}/publish`);
    const front = dig((await api('wom-se', resolveRoute('/'))).body, 'data', 'id') as number;
    const teasers = await pageTeasers('wom-se', front);
    const latest = teasers.find((ids) => ids.length === 4 && dig(ids[0], 'id') === id);
    expect(latest).toBeDefined();
  });

  it('sends transition_post_status from draft to publish', async () => {
    const id = articleId('wom-no', 'meal-prep-draft');
    await edit('POST', `wom-no/composite/${String(id)}/publish`);
    expect(calls[0]?.payload).toMatchObject({
      site: 'wom-no',
      hook: 'transition_post_status',
      ID: id,
      post_type: 'contenthub_composite',
      post_status: 'publish',
      old_status: 'draft',
    });
  });

  it('unpublishing takes an article off resolve and the public entity route', async () => {
    await edit('POST', 'wom-dk/composite/11010/unpublish');
    const path = '/mad/det-skal-du-spise-for-og-efter-traening';
    expect((await api('wom-dk', resolveRoute(path))).status).toBe(404);
    expect((await api('wom-dk', 'wp/v2/composites/11010')).status).toBe(404);
    const preview = await api('wom-dk', 'wp/v2/composites/11010?Cache=false');
    expect(dig(preview.body, 'data', 'status')).toBe('draft');
  });

  it('sends transition_post_status from publish to draft on unpublish', async () => {
    await edit('POST', 'wom-dk/composite/11019/unpublish');
    expect(calls[0]?.payload).toEqual({
      site: 'wom-dk',
      hook: 'transition_post_status',
      ID: 11019,
      post_type: 'contenthub_composite',
      post_status: 'draft',
      old_status: 'publish',
      terms: { category: [10101], post_tag: [10216, 10208] },
      post_author: 10011,
    });
  });

  it('unpublishing chooses a rule-chosen page list anew', async () => {
    const gear = async () =>
      (await pageTeasers('wom-dk', 10001))
        .map((teasers) => teasers.map((teaser) => dig(teaser, 'id')))
        .find((ids) => ids[0] === 11032 && ids.length === 4);
    expect(await gear()).toEqual([11032, 11031, 11024, 11023]);
    await edit('POST', 'wom-dk/composite/11031/unpublish');
    expect(await gear()).toEqual([11032, 11024, 11023, 11022]);
  });

  it('publishing what is published answers 409', async () => {
    const { status, body } = await edit('POST', 'wom-dk/composite/11012/publish');
    expect(status).toBe(409);
    expect(dig(body, 'code')).toBe('already_published');
  });

  it('deleting an article answers 404 from resolve and the entity route, previews too', async () => {
    await edit('DELETE', 'wom-dk/composite/11013');
    const path = '/mad/opskrifter/laks-i-fad-med-kartofler';
    expect((await api('wom-dk', resolveRoute(path))).status).toBe(404);
    expect((await api('wom-dk', 'wp/v2/composites/11013?Cache=false')).status).toBe(404);
  });

  it('deleting an article takes it out of its category listing and the sitemap', async () => {
    await edit('DELETE', 'wom-dk/composite/11014');
    const category = await api(
      'wom-dk',
      'wp/v2/categories/10104?with=content-teasers:per_page(100)',
    );
    const ids = list(category.body, 'data', 'content-teasers', 'data').map((item) =>
      dig(item, 'id'),
    );
    expect(ids).not.toContain(11014);
    const sitemap = await api('wom-dk', 'app/sitemaps/contenthub_composite');
    const locs = list(sitemap.body, 'data', 'items').map((item) => dig(item, 'loc'));
    expect(locs).not.toContain('http://wom-dk.localhost:3000/mad/opskrifter/rugbrod-med-kerner');
  });

  it('deleting an article takes it out of search and popular', async () => {
    await edit('DELETE', 'wom-dk/composite/11023');
    const search = await api('wom-dk', 'app/search/query/sportsur/per_page/10/page/1');
    expect(list(search.body, 'data').map((hit) => dig(hit, 'id'))).not.toContain(11023);
    const popular = await api('wom-dk', 'app/content/popular?per_page=20');
    expect(list(popular.body, 'data').map((teaser) => dig(teaser, 'id'))).not.toContain(11023);
  });

  it('sends deleted_post with the terms the article had', async () => {
    await edit('DELETE', 'wom-dk/composite/11015');
    expect(calls[0]?.payload).toEqual({
      site: 'wom-dk',
      hook: 'deleted_post',
      ID: 11015,
      post_type: 'contenthub_composite',
      terms: { category: [10104, 10103], post_tag: [10214, 10212] },
      post_author: 10012,
    });
  });

  it('deleting a page takes it off resolve and the page sitemap', async () => {
    await edit('DELETE', 'wom-dk/page/10004');
    expect((await api('wom-dk', resolveRoute('/cookiepolitik'))).status).toBe(404);
    const sitemap = await api('wom-dk', 'app/sitemaps/page');
    const locs = list(sitemap.body, 'data', 'items').map((item) => dig(item, 'loc'));
    expect(locs).not.toContain('http://wom-dk.localhost:3000/cookiepolitik');
  });

  it('deleting a page takes its menu item away', async () => {
    const cookies = built.site('wom-se')?.model.pages.find((page) => page.key === 'cookies');
    if (cookies === undefined) throw new Error('no cookie page on wom-se');
    expect(await menuItem('wom-se', 'footer-primary', cookies.id)).toBeDefined();
    await edit('DELETE', `wom-se/page/${String(cookies.id)}`);
    expect(await menuItem('wom-se', 'footer-primary', cookies.id)).toBeUndefined();
  });

  it('unpublishing a page sends transition_post_status for a page, without terms', async () => {
    await edit('POST', 'cos-dk/page/60004/unpublish');
    expect(calls[0]?.payload).toEqual({
      site: 'cos-dk',
      hook: 'transition_post_status',
      ID: 60004,
      post_type: 'page',
      post_status: 'draft',
      old_status: 'publish',
      post_author: 60011,
    });
  });
});

describe('PATCH a page, category, tag or author', () => {
  it('a page’s new title shows on the page and in the menu that links it', async () => {
    await edit('PATCH', 'wom-dk/page/10003', { title: 'Om os' });
    const { body } = await api('wom-dk', 'wp/v2/pages/10003');
    expect(dig(body, 'data', 'title')).toBe('Om os');
    expect(dig(await menuItem('wom-dk', 'footer-primary', 10003), 'title')).toBe('Om os');
  });

  it('sends save_post for a page', async () => {
    await edit('PATCH', 'cos-se/page/70003', { description: 'Vilka vi är.' });
    expect(calls[0]?.payload).toEqual({
      site: 'cos-se',
      hook: 'save_post',
      ID: 70003,
      post_type: 'page',
      post_status: 'publish',
      post_author: 70011,
    });
  });

  it('a category’s new name shows on the category', async () => {
    await edit('PATCH', 'wom-dk/category/10105', { title: 'Løbning' });
    const { body } = await api('wom-dk', 'wp/v2/categories/10105');
    expect(dig(body, 'data', 'name')).toBe('Løbning');
  });

  it('a category’s new name shows in its composites’ category include', async () => {
    await edit('PATCH', 'wom-dk/category/10107', { name: 'Ugeplaner' });
    const { body } = await api('wom-dk', 'wp/v2/composites/11020');
    expect(dig(body, 'data', 'category', 'data', 'name')).toBe('Ugeplaner');
  });

  it('a category’s new name shows as its composites’ teaser label', async () => {
    await edit('PATCH', 'wom-dk/category/10110', { title: 'Gravid' });
    const teaser = (await pageTeasers('wom-dk', 10001))
      .flat()
      .find((item) => dig(item, 'id') === 11030);
    expect(dig(teaser, 'label', 'title')).toBe('Gravid');
  });

  it('a category’s new name shows in the menu item that links it', async () => {
    await edit('PATCH', 'wom-dk/category/10108', { title: 'Helbred' });
    expect(dig(await menuItem('wom-dk', 'header-primary', 10108), 'title')).toBe('Helbred');
  });

  it('sends edited_term for a category', async () => {
    await edit('PATCH', 'wom-dk/category/10109', { description: 'Om søvn og stress.' });
    expect(calls[0]?.payload).toEqual({
      site: 'wom-dk',
      hook: 'edited_term',
      term_id: 10109,
      taxonomy: 'category',
    });
  });

  it('a tag’s new name shows in its composites’ tags', async () => {
    await edit('PATCH', 'wom-dk/tag/10214', { name: 'Grønt' });
    const { body } = await api('wom-dk', 'wp/v2/composites/11012?with=tags');
    expect(list(body, 'data', 'tags', 'data').map((tag) => dig(tag, 'name'))).toContain('Grønt');
  });

  it('sends edited_term with post_tag for a tag', async () => {
    await edit('PATCH', 'wom-dk/tag/10216', { title: 'Yin yoga' });
    expect(calls[0]?.payload).toEqual({
      site: 'wom-dk',
      hook: 'edited_term',
      term_id: 10216,
      taxonomy: 'post_tag',
    });
  });

  it('an author’s new name shows on their composites', async () => {
    await edit('PATCH', 'wom-dk/author/10014', { name: 'Jonas K. Krogh' });
    const { body } = await api('wom-dk', 'wp/v2/composites/11024');
    expect(dig(body, 'data', 'author', 'name')).toBe('Jonas K. Krogh');
  });

  it('sends profile_update for an author', async () => {
    await edit('PATCH', 'wom-dk/author/10013', { title: 'Overlæge' });
    expect(calls[0]?.payload).toEqual({ site: 'wom-dk', hook: 'profile_update', user_id: 10013 });
  });
});

describe('PATCH a menu item', () => {
  it('shows its new title in app/menus and leaves the category’s name alone', async () => {
    await edit('PATCH', 'wom-dk/menu-item/10106', { title: 'Grej' });
    expect(dig(await menuItem('wom-dk', 'header-primary', 10106), 'title')).toBe('Grej');
    const { body } = await api('wom-dk', 'wp/v2/categories/10106');
    expect(dig(body, 'data', 'name')).toBe('Udstyr');
  });

  it('sends wp_update_nav_menu with the menu’s id and location', async () => {
    await edit('PATCH', 'cos-dk/menu-item/60912', { title: 'Abonnér' });
    expect(calls[0]?.payload).toEqual({
      site: 'cos-dk',
      hook: 'wp_update_nav_menu',
      menu_id: 60301,
      location: 'header-primary',
    });
  });

  it('changes only the menu named when the item is in two', async () => {
    const { status } = await edit('PATCH', 'cos-se/menu-item/70101?location=footer-primary', {
      title: 'Hemmet',
    });
    expect(status).toBe(200);
    expect(dig(await menuItem('cos-se', 'footer-primary', 70101), 'title')).toBe('Hemmet');
    expect(dig(await menuItem('cos-se', 'header-primary', 70101), 'title')).not.toBe('Hemmet');
  });

  it('moves a custom link', async () => {
    await edit('PATCH', 'wom-fi/menu-item/40922', { url: '/yhteystiedot' });
    expect(dig(await menuItem('wom-fi', 'footer-primary', 40922), 'url')).toBe(
      'http://wom-fi.localhost:3000/yhteystiedot',
    );
  });
});

describe('refused edits', () => {
  it.each([
    ['an unknown site', 'PATCH', 'xx-xx/composite/11001', { title: 'x' }, 404, 'site_not_found'],
    ['an unknown kind', 'PATCH', 'wom-dk/widget/11001', { title: 'x' }, 404, 'unknown_kind'],
    ['an unknown id', 'PATCH', 'wom-dk/composite/99999', { title: 'x' }, 404, 'not_found'],
    ['an id that is no number', 'DELETE', 'wom-dk/page/front', undefined, 404, 'not_found'],
    ['a body that is not JSON', 'PATCH', 'wom-dk/composite/11001', '{title:', 400, 'invalid_body'],
    ['a body that is no object', 'PATCH', 'wom-dk/tag/10201', '["x"]', 400, 'invalid_body'],
    ['an empty body', 'PATCH', 'wom-dk/composite/11001', {}, 400, 'nothing_to_change'],
    ['an unknown field', 'PATCH', 'wom-dk/composite/11001', { titel: 'x' }, 400, 'invalid_field'],
    ['an empty title', 'PATCH', 'wom-dk/category/10101', { title: ' ' }, 400, 'invalid_field'],
    ['a title that is no string', 'PATCH', 'wom-dk/page/10001', { title: 1 }, 400, 'invalid_field'],
    [
      'publishing a category',
      'POST',
      'wom-dk/category/10101/publish',
      undefined,
      400,
      'invalid_action',
    ],
    [
      'a menu item in two menus',
      'PATCH',
      'wom-dk/menu-item/10101',
      { title: 'x' },
      400,
      'ambiguous_menu_item',
    ],
    [
      'a url for a category item',
      'PATCH',
      'wom-dk/menu-item/10110',
      { url: '/x' },
      400,
      'invalid_field',
    ],
  ] as const)('answers %s with %i', async (_what, method, path, body, status, code) => {
    const answer = await edit(method, path, body);
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ code, data: { status } });
    expect(typeof dig(answer.body, 'message')).toBe('string');
    expect(calls).toEqual([]);
  });
});

describe('a webhook that fails', () => {
  it('is tried once more, and the edit still answers 200 saying how it went', async () => {
    answerStatus = 503;
    const { status, body } = await edit('PATCH', 'wom-nl/tag/50201', { name: 'Eiwit' });
    expect(status).toBe(200);
    expect(dig(body, 'webhook')).toMatchObject({ status: 503, attempts: 2 });
    expect(dig(body, 'webhook', 'error')).toMatch(/503/);
    expect(calls).toHaveLength(2);
    const tag = await api('wom-nl', 'wp/v2/tags/50201');
    expect(dig(tag.body, 'data', 'name')).toBe('Eiwit');
  });
});

describe('the edit routes and the fault switches', () => {
  it('edit while the content API is faulted', async () => {
    const faults = `${sandbox.origin}/__sandbox/faults`;
    await fetch(`${faults}/content-api`, { method: 'PUT', body: '{"mode":"500"}' });
    try {
      expect((await api('wom-fi', 'wp/v2/tags/40201')).status).toBe(500);
      const { status } = await edit('PATCH', 'wom-fi/tag/40201', { name: 'Proteiini' });
      expect(status).toBe(200);
    } finally {
      await fetch(faults, { method: 'DELETE' });
    }
    const { body } = await api('wom-fi', 'wp/v2/tags/40201');
    expect(dig(body, 'data', 'name')).toBe('Proteiini');
  });
});
