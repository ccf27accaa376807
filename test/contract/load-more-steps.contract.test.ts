/**
 * Contract: load-more steps of the built product against the real API's recorded answers. A
 * listing (category, tag) adds 3 teasers a step and asks the content API for `content-teasers`
 * with `per_page(3)`, the next `page` and `include_children(true)`; a page's paginating teaser
 * list adds 4 a step over its cursor. Each step is taken as the LoadMore island takes it
 * (`loadStep` on the props the page hands the island), over the product's own JSON routes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  listingTeasersUrl,
  parseListingTeasersPage,
} from '../../src/render/islands/listing-teasers.fetch';
import type { LoadMoreProps } from '../../src/render/islands/LoadMore.island';
import { loadStep, type Fetchers } from '../../src/render/islands/load-more.source';
import { parseTeaserListPage, teaserListUrl } from '../../src/render/islands/teaser-list.fetch';
import { startTags } from '../support/html-reading';
import { iformEnv, startProduct, type ProductProcess } from '../support/product-process';
import { startRecordedContentApi, type RecordedContentApi } from '../support/recorded-content-api';
import { describeRequests, Pages, requestsTo } from './contract-helpers';

let api: RecordedContentApi;
let product: ProductProcess;
const pages = new Pages(() => product);

beforeAll(async () => {
  api = await startRecordedContentApi();
  product = await startProduct(iformEnv(api.origin), { host: 'iform.dk' });
});

afterAll(async () => {
  await (product as ProductProcess | undefined)?.close();
  await (api as RecordedContentApi | undefined)?.close();
});

async function productJson(path: string): Promise<unknown> {
  const response = await product.get(path, { headers: { accept: 'application/json' } });
  expect(response.status, `GET ${path}: ${response.body.slice(0, 300)}`).toBe(200);
  return JSON.parse(response.body) as unknown;
}

/** The includes of a `with=`, sorted, page sizes kept (`includeSet` reads them as `n`). */
function includes(withParam: string | undefined): string[] {
  return (withParam ?? '').split(',').sort();
}

/** The island's fetches, over the product's routes. */
const fetchers: Fetchers = {
  listing: async (request) =>
    parseListingTeasersPage(await productJson(listingTeasersUrl(request))),
  teaserList: async (cursor) => parseTeaserListPage(await productJson(teaserListUrl(cursor))),
};

/** The props of the page's forward LoadMore island. */
async function forwardLoadMore(path: string): Promise<LoadMoreProps> {
  const page = await pages.ok(path);
  const props = startTags(page.body, 'div')
    .filter(({ attributes }) => attributes['data-island'] === 'LoadMore')
    .map(({ attributes }) => JSON.parse(attributes['data-island-props'] ?? '{}') as LoadMoreProps)
    .find(({ source }) => source.kind !== 'listing-backward');
  if (props === undefined) throw new Error(`${path} has no forward LoadMore island`);
  return props;
}

describe('load-more of a listing', () => {
  it.each([
    {
      path: '/traening/styrke',
      route: 'wp/v2/categories/31',
      counted: 'content-teasers-count:include_children(true),details,parent',
    },
    {
      path: '/tags/squat',
      route: 'wp/v2/tags/512',
      counted: 'content-teasers-count:include_children(true)',
    },
  ])(
    '$path adds 3 teasers a step, asking $route for content-teasers per_page(3) of the next page',
    async ({ path, route, counted }) => {
      const props = await forwardLoadMore(path);
      expect(props.source).toMatchObject({ kind: 'listing-forward', loaded: 12, step: 3 });
      expect(props.columns).toBe(3);
      const before = requestsTo(api.requests(), route).length;

      const first = await loadStep(props.source, fetchers);
      const second = await loadStep(first.source, fetchers);

      expect([first.teasers.length, second.teasers.length]).toEqual([3, 3]);
      const asked = requestsTo(api.requests(), route).slice(before);
      expect(
        asked.map(({ query }) => includes(query.with)),
        describeRequests(asked),
      ).toEqual(
        [5, 6].map((page) =>
          includes(
            `content-teasers:per_page(3):page(${String(page)}):include_children(true),${counted}`,
          ),
        ),
      );
    },
  );
});

describe("load-more of a page's teaser list", () => {
  it('adds 4 teasers a step to the front page 4col list over its cursor', async () => {
    const props = await forwardLoadMore('/');
    expect(props.source).toMatchObject({ kind: 'teaser-list', step: 4 });

    const step = await loadStep(props.source, fetchers);

    expect(step.teasers).toHaveLength(4);
    expect(requestsTo(api.requests(), 'app/widget/teaser-list')).not.toHaveLength(0);
  });
});
