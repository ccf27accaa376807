import { describe, expect, it } from 'vitest';
import { succeeded } from '../../src/domain/errors/outcome';
import { pageAsked } from '../support/page-asked';
import { ResolvePage } from '../../src/application/resolve-page.use-case';
import { PAYWALL_RULES } from '../../src/application/policies/paywall-rules.policy';
import { SearchService } from '../../src/application/search.service';
import { SiteChromeService } from '../../src/application/site-chrome.service';
import { ANONYMOUS } from '../../src/domain/identity/user-state.types';
import type { SearchRelayPort } from '../../src/ports/search.port';
import { InMemoryContent } from '../fakes/content.fake';
import { RecordingEventBus } from '../fakes/event-bus.fake';
import { siteFixture, teaserFixture } from '../fakes/domain-builders';
import { lruBoundedMaps } from '../../src/adapters/cache/lru-bounded-maps';

const NO_RELAY: SearchRelayPort = { relay: () => Promise.resolve(succeeded(null)) };
const site = siteFixture();

function setup() {
  const content = new InMemoryContent();
  const events = new RecordingEventBus();
  const useCase = new ResolvePage({
    content,
    search: new SearchService(content, NO_RELAY, events),
    chrome: new SiteChromeService(content, { maps: lruBoundedMaps, ttlMs: 60_000, now: () => 0 }),
    enrichment: null,
    paywall: PAYWALL_RULES,
    events,
  });
  return { content, useCase };
}

const search = (s: string) => pageAsked({ site, path: '/search', query: { s }, reader: ANONYMOUS });

describe('the status of the search page', () => {
  it('answers 200 for the blank search page, which asks nothing of the search service', async () => {
    const { useCase } = setup();
    expect(await useCase.execute(search(''))).toMatchObject({ kind: 'page', status: 200 });
  });

  it('answers 200 with the hits when the search answers a term', async () => {
    const { content, useCase } = setup();
    content.searchResults = {
      query: 'protein',
      teasers: [teaserFixture({ id: 1, title: 'Protein' })],
      pagination: { page: 1, perPage: 10, total: 1, totalPages: 1 },
      facets: [],
    };
    expect(await useCase.execute(search('protein'))).toMatchObject({ kind: 'page', status: 200 });
  });

  it('answers 503 when the search cannot answer a term', async () => {
    const { useCase } = setup();
    expect(await useCase.execute(search('protein'))).toMatchObject({ kind: 'page', status: 503 });
  });
});
