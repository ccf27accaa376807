import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Outcome } from '../../../src/domain/errors/outcome';
import type { Site } from '../../../src/domain/site/site.types';
import type { FavouritesPort } from '../../../src/ports/favourites.port';
import type { PortTarget } from './port-contract';

export interface FavouritesGiven {
  /** A site of the same brand in another language: its favourites are kept apart. */
  readonly otherSite: Site;
}

/** The ids of an outcome, in order, or `null` when the call failed. */
const sorted = (ids: Outcome<readonly number[]>): number[] | null =>
  ids.ok ? [...ids.value].sort((a, b) => a - b) : null;

/** What every call answers over an unreachable favourites service: that code, worth another try. */
const UNREACHABLE = {
  ok: false,
  failure: { code: 'UPSTREAM_UNREACHABLE', service: 'favourites', retryable: true },
};

/**
 * `FavouritesPort`: a new reader has none; add and remove answer the list after the change (in
 * any order); saving twice keeps one; each brand and language keeps its own list. Every call
 * answers the failure with its code and service when the service cannot be reached.
 */
export function favouritesPortContract(
  name: string,
  target: PortTarget<FavouritesPort, FavouritesGiven>,
) {
  describe(`FavouritesPort contract: ${name}`, () => {
    it('keeps what a reader adds and removes', async () => {
      const { port, site } = await target.answering();
      const reader = `contract-${randomUUID()}`;
      expect(sorted(await port.list(site, reader))).toEqual([]);
      expect(sorted(await port.add(site, reader, 11))).toEqual([11]);
      expect(sorted(await port.add(site, reader, 12))).toEqual([11, 12]);
      expect(sorted(await port.remove(site, reader, 11))).toEqual([12]);
      expect(sorted(await port.list(site, reader))).toEqual([12]);
    });

    it('keeps a favourite saved twice once', async () => {
      const { port, site } = await target.answering();
      const reader = `contract-${randomUUID()}`;
      expect(sorted(await port.add(site, reader, 21))).toEqual([21]);
      expect(sorted(await port.add(site, reader, 21))).toEqual([21]);
      expect(sorted(await port.list(site, reader))).toEqual([21]);
    });

    it('keeps the lists of each language apart', async () => {
      const { port, site, given } = await target.answering();
      const reader = `contract-${randomUUID()}`;
      await port.add(site, reader, 31);
      await port.add(given.otherSite, reader, 32);
      expect(sorted(await port.list(site, reader))).toEqual([31]);
      expect(sorted(await port.list(given.otherSite, reader))).toEqual([32]);
    });

    it('answers every call with the failure, its code and service, when the service cannot be reached', async () => {
      const { port, site } = await target.failing();
      expect(await port.list(site, 'reader')).toMatchObject(UNREACHABLE);
      expect(await port.add(site, 'reader', 1)).toMatchObject(UNREACHABLE);
      expect(await port.remove(site, 'reader', 1)).toMatchObject(UNREACHABLE);
    });
  });
}
