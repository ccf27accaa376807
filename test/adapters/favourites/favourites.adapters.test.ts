import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentApiFavouritesAdapter } from '../../../src/adapters/favourites/content-api-favourites.adapter';
import { UserSettingsFavouritesAdapter } from '../../../src/adapters/favourites/user-settings-favourites.adapter';
import { buildFavouritesApp } from '../../../sandbox/favourites/favourites.app';
import { siteFixture } from '../../fakes/domain-builders';

const dir = mkdtempSync(join(tmpdir(), 'favourites-'));
const file = join(dir, 'favourites.json');
let app: FastifyInstance;
let origin: string;

beforeAll(async () => {
  app = await buildFavouritesApp(file);
  origin = await app.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await app.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the favourites adapters against the sandbox', () => {
  it('adds, lists and removes through the content API routes', async () => {
    const site = siteFixture({
      upstreams: { ...siteFixture().upstreams, contentApi: `${origin}/wom-dk` },
    });
    const adapter = new ContentApiFavouritesAdapter();
    expect(await adapter.list(site, 'u1')).toEqual([]);
    expect(await adapter.add(site, 'u1', 11)).toEqual([11]);
    expect(await adapter.add(site, 'u1', 11)).toEqual([11]);
    expect(await adapter.add(site, 'u1', 12)).toEqual([12, 11]);
    expect(await adapter.remove(site, 'u1', 11)).toEqual([12]);
  });

  it('keeps favourites per brand and language through the user-settings proxy', async () => {
    const proxy = `${origin}/user-settings`;
    const dk = siteFixture({ upstreams: { ...siteFixture().upstreams, userSettings: proxy } });
    const se = siteFixture({
      id: 'wom-se',
      locale: 'sv-SE',
      language: 'sv',
      upstreams: { ...siteFixture().upstreams, userSettings: proxy },
    });
    const adapter = new UserSettingsFavouritesAdapter();
    expect(await adapter.add(dk, 'u2', 5)).toEqual([5]);
    expect(await adapter.add(se, 'u2', 7)).toEqual([7]);
    expect(await adapter.list(dk, 'u2')).toEqual([5]);
    expect(await adapter.remove(dk, 'u2', 5)).toEqual([]);
    expect(await adapter.list(se, 'u2')).toEqual([7]);
  });

  it('keeps the data on disk across a restart of the sandbox', async () => {
    const restarted = await buildFavouritesApp(file);
    const answer = await restarted.inject({
      method: 'GET',
      url: '/wom-dk/wp-json/app/user/favourites/u1',
    });
    expect(answer.json()).toEqual({ data: [12] });
    await restarted.close();
  });

  it('swallows failures: an unreachable service gives null', async () => {
    const site = siteFixture({
      upstreams: {
        ...siteFixture().upstreams,
        contentApi: 'http://127.0.0.1:9/wom-dk',
        userSettings: 'http://127.0.0.1:9',
      },
    });
    expect(await new ContentApiFavouritesAdapter().add(site, 'u', 1)).toBeNull();
    expect(await new UserSettingsFavouritesAdapter().list(site, 'u')).toBeNull();
  });
});
