import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Site } from '../../../src/domain/site/site.types';
import type { FavouritesPort } from '../../../src/ports/favourites.port';
import type { PortTarget } from './port-contract';

export interface FavouritesGiven {
  /** A site of the same brand in another language: its favourites are kept apart. */
  readonly otherSite: Site;
}

const sorted = (ids: readonly number[] | null): number[] | null =>
  ids === null ? null : [...ids].sort((a, b) => a - b);

/**
 * `FavouritesPort`: a new reader has none; add and remove answer the list after the change (in
 * any order); saving twice keeps one; each brand and language keeps its own list. Every call
 * answers `null` when the service fails.
 */
export function favouritesPortContract(
  name: string,
  target: PortTarget<FavouritesPort, FavouritesGiven>,
) {
  describe(`FavouritesPort contract: ${name}`, () => {
    it('keeps what a reader adds and removes', async () => {
      const { port, site } = await target.answering();
      const reader = `contract-${randomUUID()}`;
      expect(await port.list(site, reader)).toEqual([]);
      expect(await port.add(site, reader, 11)).toEqual([11]);
      expect(sorted(await port.add(site, reader, 12))).toEqual([11, 12]);
      expect(await port.remove(site, reader, 11)).toEqual([12]);
      expect(await port.list(site, reader)).toEqual([12]);
    });

    it('keeps a favourite saved twice once', async () => {
      const { port, site } = await target.answering();
      const reader = `contract-${randomUUID()}`;
      expect(await port.add(site, reader, 21)).toEqual([21]);
      expect(await port.add(site, reader, 21)).toEqual([21]);
      expect(await port.list(site, reader)).toEqual([21]);
    });

    it('keeps the lists of each language apart', async () => {
      const { port, site, given } = await target.answering();
      const reader = `contract-${randomUUID()}`;
      await port.add(site, reader, 31);
      await port.add(given.otherSite, reader, 32);
      expect(await port.list(site, reader)).toEqual([31]);
      expect(await port.list(given.otherSite, reader)).toEqual([32]);
    });

    it('answers null to every call when the service fails', async () => {
      const { port, site } = await target.failing();
      expect(await port.list(site, 'reader')).toBeNull();
      expect(await port.add(site, 'reader', 1)).toBeNull();
      expect(await port.remove(site, 'reader', 1)).toBeNull();
    });
  });
}
