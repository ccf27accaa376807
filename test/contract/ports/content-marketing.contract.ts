import { describe, expect, it } from 'vitest';
import type { ContentMarketingPort } from '../../../src/ports/content-marketing.port';
import type { PortTarget } from './port-contract';

/** `ContentMarketingPort`: at most `limit` sponsored teasers, or `null` when the service fails. */
export function contentMarketingPortContract(
  name: string,
  target: PortTarget<ContentMarketingPort, object>,
) {
  describe(`ContentMarketingPort contract: ${name}`, () => {
    it('answers sponsored teasers, at most as many as asked for', async () => {
      const { port, site } = await target.answering();
      const two = await port.teasers(site, { limit: 2 });
      expect(two?.length).toBeGreaterThan(0);
      expect(two?.length).toBeLessThanOrEqual(2);
      for (const teaser of two ?? []) {
        expect(teaser.title).toMatch(/\S/);
        expect(teaser.link).toMatch(/\S/);
      }
      expect((await port.teasers(site, { limit: 1 }))?.length).toBe(1);
    });

    it('answers null when the service fails', async () => {
      const { port, site } = await target.failing();
      expect(await port.teasers(site, { limit: 2 })).toBeNull();
    });
  });
}
