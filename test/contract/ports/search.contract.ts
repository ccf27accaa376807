import { describe, expect, it } from 'vitest';
import type { SearchPort, SearchRelayPort } from '../../../src/ports/search.port';
import type { PortTarget } from './port-contract';

export interface SearchGiven {
  /** A term with hits. */
  readonly term: string;
}

/** `SearchPort`: hits of a page for a term, or `null` when the upstream fails. */
export function searchPortContract(name: string, target: PortTarget<SearchPort, SearchGiven>) {
  describe(`SearchPort contract: ${name}`, () => {
    it('answers the first page of hits for a term', async () => {
      const { port, site, given } = await target.answering();
      const results = await port.search(site, { query: given.term, page: 1, perPage: 10 });
      expect(results?.query).toBe(given.term);
      expect(results?.teasers.length).toBeGreaterThan(0);
      expect(results?.teasers.length).toBeLessThanOrEqual(10);
      expect(results?.pagination.page).toBe(1);
      expect(results?.pagination.total).toBeGreaterThanOrEqual(results?.teasers.length ?? 0);
      for (const teaser of results?.teasers ?? []) expect(teaser.title).not.toBe('');
    });

    it('answers null when the upstream fails', async () => {
      const { port, site } = await target.failing();
      expect(await port.search(site, { query: 'protein', page: 1, perPage: 10 })).toBeNull();
    });
  });
}

/** `SearchRelayPort`: the content API's own answer (`{data: […], meta}`), or `null` on failure. */
export function searchRelayPortContract(
  name: string,
  target: PortTarget<SearchRelayPort, SearchGiven>,
) {
  describe(`SearchRelayPort contract: ${name}`, () => {
    it("passes the content API's search answer through", async () => {
      const { port, site, given } = await target.answering();
      const answer = await port.relay(site, { query: given.term, page: 1, perPage: 10 });
      expect(answer).toEqual(expect.objectContaining({ data: expect.any(Array) as unknown }));
    });

    it('answers null when the upstream fails', async () => {
      const { port, site } = await target.failing();
      expect(await port.relay(site, { query: 'protein', page: 1, perPage: 10 })).toBeNull();
    });
  });
}
