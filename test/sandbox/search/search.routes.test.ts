import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_SITES } from '../../../sandbox/content/sandbox-sites';
import { registerSearchRoutes } from '../../../sandbox/search/search.routes';
import { SandboxStore } from '../../../sandbox/store/sandbox.store';

let app: FastifyInstance;

beforeAll(async () => {
  app = Fastify();
  registerSearchRoutes(app, new SandboxStore(SANDBOX_SITES, 'http://{site}.localhost:3000'));
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

interface Answer {
  data: { id: number; post_title: string; description: string }[];
  meta: {
    facets: { field: string; data: { label: string; count: number; active: boolean }[] }[];
    pagination: { total: number; per_page: number; current_page: number };
  };
}

async function search(query: string, perPage: number, page: number, facets?: unknown) {
  const base = `/wom-dk/wp-json/app/search/query/${encodeURIComponent(query)}/per_page/${perPage}/page/${page}`;
  const url =
    facets === undefined ? base : `${base}/facets/${encodeURIComponent(JSON.stringify(facets))}`;
  const response = await app.inject({ url });
  return { status: response.statusCode, body: response.json<Answer>() };
}

describe('indexed app/search', () => {
  it('finds articles by title regardless of case and accents', async () => {
    const { status, body } = await search('OVELSER', 10, 1);
    expect(status).toBe(200);
    expect(body.data.map((hit) => hit.post_title)).toContain('5 øvelser til stærke ben');
  });

  it('pages the ranked hits without repeating an article', async () => {
    const first = await search('øvelse', 3, 1);
    const second = await search('øvelse', 3, 2);
    expect(first.body.meta.pagination.total).toBeGreaterThan(3);
    expect(second.body.meta.pagination.current_page).toBe(2);
    const firstIds = first.body.data.map((hit) => hit.id);
    expect(second.body.data.some((hit) => firstIds.includes(hit.id))).toBe(false);
  });

  it('counts both facets and filters by a selected value', async () => {
    const all = await search('protein', 50, 1);
    expect(all.body.meta.facets.map((facet) => facet.field)).toEqual([
      'bod-taxo-cat-top',
      'bod-taxo-editorial-type',
    ]);
    const option = all.body.meta.facets[1]?.data[0];
    if (option === undefined) throw new Error('no editorial type option');
    const selected = await search('protein', 50, 1, { 'bod-taxo-editorial-type': [option.label] });
    expect(selected.body.meta.pagination.total).toBe(option.count);
    expect(
      selected.body.meta.facets[1]?.data.find((candidate) => candidate.label === option.label)
        ?.active,
    ).toBe(true);
  });

  it('answers POST with the same hits as the path route', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/wom-dk/wp-json/app/search',
      payload: { query: 'øvelse', page: 1, per_page: 3, facets: {}, sorting: {} },
    });
    const viaPath = await search('øvelse', 3, 1);
    expect(response.json<Answer>().data.map((hit) => hit.id)).toEqual(
      viaPath.body.data.map((hit) => hit.id),
    );
  });

  it('rejects facets that are not JSON', async () => {
    const response = await app.inject({
      url: '/wom-dk/wp-json/app/search/query/x/per_page/10/page/1/facets/%7Bnope',
    });
    expect(response.statusCode).toBe(400);
  });
});
