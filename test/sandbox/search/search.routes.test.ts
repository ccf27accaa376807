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

async function search(query: string, perPage: number, page: number, facets?: unknown) {
  const base = `/wom-dk/wp-json/app/search/query/${encodeURIComponent(query)}/per_page/${perPage}/page/${page}`;
  const url =
    facets === undefined ? base : `${base}/facets/${encodeURIComponent(JSON.stringify(facets))}`;
  const response = await app.inject({ url });
  return {
    status: response.statusCode,
    body: response.json<{
      data: { id: number; title: string; category: { data: { name: string } } | null }[];
      meta: {
        facets: { field: string; data: { label: string; count: number; active: boolean }[] }[];
        pagination: { total: number; total_pages: number; current_page: number };
      };
    }>(),
  };
}

describe('indexed app/search', () => {
  it('finds articles by title regardless of case and accents', async () => {
    const { status, body } = await search('OVELSER', 10, 1);
    expect(status).toBe(200);
    expect(body.data.map((teaser) => teaser.title)).toContain('5 øvelser til stærke ben');
  });

  it('pages the ranked hits without repeating an article', async () => {
    const first = await search('øvelse', 3, 1);
    const second = await search('øvelse', 3, 2);
    expect(first.body.meta.pagination.total).toBeGreaterThan(3);
    expect(second.body.meta.pagination.current_page).toBe(2);
    const firstIds = first.body.data.map((teaser) => teaser.id);
    expect(second.body.data.some((teaser) => firstIds.includes(teaser.id))).toBe(false);
  });

  it('counts category and type facets and filters by a selected value', async () => {
    const all = await search('øvelse', 50, 1);
    const fields = all.body.meta.facets.map((facet) => facet.field);
    expect(fields).toEqual(['category', 'type']);
    const option = all.body.meta.facets[0]?.data[0];
    expect(option).toBeDefined();
    const selected = await search('øvelse', 50, 1, { category: [option?.label] });
    expect(selected.body.meta.pagination.total).toBe(option?.count);
    expect(selected.body.meta.facets[0]?.data.find((o) => o.label === option?.label)?.active).toBe(
      true,
    );
  });

  it('rejects facets that are not JSON', async () => {
    const response = await app.inject({
      url: '/wom-dk/wp-json/app/search/query/x/per_page/10/page/1/facets/%7Bnope',
    });
    expect(response.statusCode).toBe(400);
  });
});
