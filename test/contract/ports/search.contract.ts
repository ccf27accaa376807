import { describe, expect, it } from 'vitest';
import type { SearchPort, SearchRelayPort } from '../../../src/ports/search.port';
import type { PortTarget } from './port-contract';
import { answered, CONTENT_API_UNREACHABLE } from '../../support/outcome';

export interface SearchGiven {
  /** A term with hits. */
  readonly term: string;
}

/** `SearchPort`: hits of a page for a term, or the failure with its code when the upstream fails. */
export function searchPortContract(name: string, target: PortTarget<SearchPort, SearchGiven>) {
  describe(`SearchPort contract: ${name}`, () => {
    it('answers the first page of hits for a term', async () => {
      const { port, site, given } = await target.answering();
      const results = answered(
        await port.search(site, { query: given.term, page: 1, perPage: 10 }),
      );
      expect(results.query).toBe(given.term);
      expect(results.teasers.length).toBeGreaterThan(0);
      expect(results.teasers.length).toBeLessThanOrEqual(10);
      expect(results.pagination.page).toBe(1);
      expect(results.pagination.total).toBeGreaterThanOrEqual(results.teasers.length);
      for (const teaser of results.teasers) expect(teaser.title).not.toBe('');
    });

    it('answers the failure, its code and service, when the upstream cannot be reached', async () => {
      const { port, site } = await target.failing();
      expect(await port.search(site, { query: 'protein', page: 1, perPage: 10 })).toMatchObject(
        CONTENT_API_UNREACHABLE,
      );
    });
  });
}

/**
 * `SearchRelayPort`: the content API's own answer (`{data: […], meta}`), or the failure with its
 * code when the upstream fails.
 */
export function searchRelayPortContract(
  name: string,
  target: PortTarget<SearchRelayPort, SearchGiven>,
) {
  describe(`SearchRelayPort contract: ${name}`, () => {
    it("passes the content API's search answer through", async () => {
      const { port, site, given } = await target.answering();
      const answer = await port.relay(site, { query: given.term, page: 1, perPage: 10 });
      expect(answered(answer)).toEqual(
        expect.objectContaining({ data: expect.any(Array) as unknown }),
      );
    });

    it('answers the failure, its code and service, when the upstream cannot be reached', async () => {
      const { port, site } = await target.failing();
      expect(await port.relay(site, { query: 'protein', page: 1, perPage: 10 })).toMatchObject(
        CONTENT_API_UNREACHABLE,
      );
    });
  });
}
