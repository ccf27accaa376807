import { describe, expect, it } from 'vitest';
import { SearchService } from '../../src/application/search.service';
import type { SearchResults } from '../../src/domain/content/content.types';
import { CONTENT_API_TIMED_OUT, InMemoryContent } from '../fakes/content.fake';
import { siteFixture, teaserFixture } from '../fakes/domain-builders';
import { RecordingEventBus } from '../fakes/event-bus.fake';
import { InMemorySearchRelay } from '../fakes/search-relay.fake';
import { orNull } from '../support/outcome';

const site = siteFixture();

function setup() {
  const content = new InMemoryContent();
  const relay = new InMemorySearchRelay();
  const events = new RecordingEventBus();
  return { content, relay, events, search: new SearchService(content, relay, events) };
}

describe('SearchService', () => {
  it('searches one page with the chosen facets and records the search', async () => {
    const { content, events, search } = setup();
    const results: SearchResults = {
      query: 'styrke',
      teasers: [teaserFixture({ title: 'Styrke' })],
      pagination: { page: 2, perPage: 10, total: 11, totalPages: 2 },
      facets: [],
    };
    content.searchResults = results;
    expect(
      await search.results(site, { term: 'styrke', page: 2, facets: { category: ['traening'] } }),
    ).toEqual(results);
    expect(content.calls).toEqual(['search styrke page 2 category=traening']);
    expect(events.published).toEqual([{ type: 'SearchPerformed', siteId: 'wom-dk' }]);
  });

  it('answers null for a failed search, which still counts as a search', async () => {
    const { content, events, search } = setup();
    content.down = true;
    expect(await search.results(site, { term: 'styrke', page: 1, facets: {} })).toBeNull();
    expect(events.types()).toEqual(['SearchPerformed']);
  });

  it('passes a failed search on with its code and service, for the JSON answer and its log', async () => {
    const { content, search } = setup();
    content.down = true;
    content.failure = CONTENT_API_TIMED_OUT;
    expect(await search.find(site, { term: 'styrke', page: 1, facets: {} })).toEqual({
      ok: false,
      failure: CONTENT_API_TIMED_OUT,
    });
  });

  it('neither searches nor records a blank term', async () => {
    const { content, events, search } = setup();
    expect(await search.results(site, { term: '', page: 1, facets: {} })).toBeNull();
    expect(content.calls).toEqual([]);
    expect(events.published).toEqual([]);
  });

  it("relays the content API's answer unchanged, with the page size asked for", async () => {
    const { relay, events, search } = setup();
    relay.answer = { data: [{ id: 7 }], meta: { pagination: { total: 1 } } };
    expect(
      await search.relayed(site, { term: 'løb', page: 3, facets: { type: ['article'] } }, 24),
    ).toEqual({ ok: true, value: { data: [{ id: 7 }], meta: { pagination: { total: 1 } } } });
    expect(relay.queries).toEqual([
      { query: 'løb', page: 3, perPage: 24, facets: { type: ['article'] } },
    ]);
    expect(events.published).toEqual([]);
  });

  it('never answers a draft hit, whatever the search service sends', async () => {
    const { content, search } = setup();
    const published = teaserFixture({ id: 1, title: 'Styrke' });
    content.searchResults = {
      query: 'styrke',
      teasers: [published, teaserFixture({ id: 2, title: 'Kladde', status: 'draft' })],
      pagination: { page: 1, perPage: 10, total: 2, totalPages: 1 },
      facets: [],
    };
    const results = await search.results(site, { term: 'styrke', page: 1, facets: {} });
    expect(results?.teasers).toEqual([published]);
  });

  it('leaves draft hits out of the relayed answer and keeps the rest of it', async () => {
    const { relay, search } = setup();
    relay.answer = {
      data: [
        { id: 7, status: null },
        { id: 8, status: 'draft' },
        { id: 9, status: 'publish' },
      ],
      meta: { pagination: { total: 3 } },
    };
    expect(orNull(await search.relayed(site, { term: 'løb', page: 1, facets: {} }, 10))).toEqual({
      data: [
        { id: 7, status: null },
        { id: 9, status: 'publish' },
      ],
      meta: { pagination: { total: 3 } },
    });
  });

  it('relays an answer that has no list of hits as it came, and a failed one as its failure', async () => {
    const { relay, search } = setup();
    const query = { term: 'styrke', page: 1, facets: {} };
    for (const answer of ['plain text', 42, { meta: { total: 0 } }, { data: 'none' }, []]) {
      relay.answer = answer;
      expect(await search.relayed(site, query, 10), JSON.stringify(answer)).toEqual({
        ok: true,
        value: answer,
      });
    }
    relay.down = true;
    expect(await search.relayed(site, query, 10)).toEqual({
      ok: false,
      failure: relay.failure,
    });
  });

  it('keeps hits it cannot read as a draft, leaving out only those marked draft', async () => {
    const { relay, search } = setup();
    relay.answer = {
      data: [null, 'hit', 7, { id: 1 }, { id: 2, status: 'draft' }, { id: 3, status: 'publish' }],
      meta: { total: 6 },
    };
    expect(orNull(await search.relayed(site, { term: 'styrke', page: 1, facets: {} }, 10))).toEqual(
      {
        data: [null, 'hit', 7, { id: 1 }, { id: 3, status: 'publish' }],
        meta: { total: 6 },
      },
    );
  });

  it('relays nothing for a blank term', async () => {
    const { relay, search } = setup();
    expect(await search.relayed(site, { term: '', page: 1, facets: {} }, 24)).toEqual({
      ok: true,
      value: null,
    });
    expect(relay.queries).toEqual([]);
  });
});
