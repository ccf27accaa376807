import { describe, expect, it } from 'vitest';
import type { ContentMarketingPort } from '../../../src/ports/content-marketing.port';
import type { PortTarget } from './port-contract';

/**
 * `ContentMarketingPort`: at most `limit` sponsored teasers; the failure, with its code and
 * service, when the service cannot be reached.
 */
export function contentMarketingPortContract(
  name: string,
  target: PortTarget<ContentMarketingPort, object>,
) {
  describe(`ContentMarketingPort contract: ${name}`, () => {
    it('answers sponsored teasers, at most as many as asked for', async () => {
      const { port, site } = await target.answering();
      const answer = await port.teasers(site, { limit: 2 });
      const two = answer.ok ? answer.value : null;
      expect(two?.length).toBeGreaterThan(0);
      expect(two?.length).toBeLessThanOrEqual(2);
      for (const teaser of two ?? []) {
        expect(teaser.title).toMatch(/\S/);
        expect(teaser.link).toMatch(/\S/);
      }
      const one = await port.teasers(site, { limit: 1 });
      expect(one.ok ? one.value.length : one.failure).toBe(1);
    });

    it('answers the failure, its code and service, when the service cannot be reached', async () => {
      const { port, site } = await target.failing();
      expect(await port.teasers(site, { limit: 2 })).toMatchObject({
        ok: false,
        failure: { code: 'UPSTREAM_UNREACHABLE', service: 'content-marketing', retryable: true },
      });
    });
  });
}
