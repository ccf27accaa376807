import { describe, expect, it } from 'vitest';
import type { ArticleTeasersPort } from '../../../src/ports/favourites.port';
import type { PortTarget } from './port-contract';

export interface ArticleTeasersGiven {
  /** Ids of published articles. */
  readonly publishedIds: readonly number[];
  /** An id no article has. */
  readonly unknownId: number;
  /** The id of a draft, where the upstream has one. */
  readonly draftId: number | null;
}

/**
 * `ArticleTeasersPort`: the teasers of published articles in the order asked; unknown ids and
 * drafts are left out, and so is everything when the upstream fails (never an error).
 */
export function articleTeasersPortContract(
  name: string,
  target: PortTarget<ArticleTeasersPort, ArticleTeasersGiven>,
) {
  describe(`ArticleTeasersPort contract: ${name}`, () => {
    it('answers the teasers of published articles, in the order asked', async () => {
      const { port, site, given } = await target.answering();
      const asked = [...given.publishedIds].reverse();
      const teasers = await port.teasers(site, asked);
      expect(teasers.map((teaser) => teaser.id)).toEqual(asked);
      for (const teaser of teasers) {
        expect(teaser.title).toMatch(/\S/);
        expect(teaser.link.startsWith('/')).toBe(true);
        expect(teaser.status).toBe('publish');
      }
    });

    it('leaves out unknown ids and drafts', async () => {
      const { port, site, given } = await target.answering();
      const [first] = given.publishedIds;
      const asked = [given.unknownId, ...(given.draftId === null ? [] : [given.draftId])];
      const teasers = await port.teasers(site, first === undefined ? asked : [...asked, first]);
      expect(teasers.map((teaser) => teaser.id)).toEqual(first === undefined ? [] : [first]);
    });

    it('answers no teasers when the upstream fails', async () => {
      const { port, site } = await target.failing();
      expect(await port.teasers(site, [1, 2])).toEqual([]);
    });
  });
}
