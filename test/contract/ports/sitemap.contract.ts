import { describe, expect, it } from 'vitest';
import type { SitemapPort } from '../../../src/ports/sitemap.port';
import type { PortTarget } from './port-contract';

export interface SitemapGiven {
  /** A sitemap of the index with entries on its first page. */
  readonly type: string;
}

/**
 * `SitemapPort`: an index of sitemaps (word ids, at least one page each), pages of entries on the
 * site's own origin, `[]` for a page or a sitemap that does not exist; the failure, with its code
 * and service, when the upstream fails (the same from the fake and the adapter).
 */
export function sitemapPortContract(name: string, target: PortTarget<SitemapPort, SitemapGiven>) {
  describe(`SitemapPort contract: ${name}`, () => {
    it('lists the sitemaps of the site', async () => {
      const { port, site, given } = await target.answering();
      const answer = await port.index(site);
      const index = answer.ok ? answer.value : null;
      expect(index?.map((ref) => ref.id)).toContain(given.type);
      for (const ref of index ?? []) {
        expect(ref.id).toMatch(/^[\w-]+$/);
        expect(ref.pages).toBeGreaterThanOrEqual(1);
      }
    });

    it("answers a page of entries on the site's own origin", async () => {
      const { port, site, given } = await target.answering();
      const answer = await port.page(site, given.type, 1);
      const entries = answer.ok ? answer.value : null;
      expect(entries?.length).toBeGreaterThan(0);
      const origin = new URL(site.siteDomain).origin;
      for (const entry of entries ?? []) expect(new URL(entry.url).origin).toBe(origin);
    });

    it('answers no entries for a sitemap or a page that does not exist', async () => {
      const { port, site, given } = await target.answering();
      expect(await port.page(site, 'no_such_sitemap', 1)).toEqual({ ok: true, value: [] });
      expect(await port.page(site, given.type, 9_999)).toEqual({ ok: true, value: [] });
    });

    it('answers the failure, its code and service, when the upstream cannot be reached', async () => {
      const { port, site } = await target.failing();
      const unreachable = {
        ok: false,
        failure: { code: 'UPSTREAM_UNREACHABLE', service: 'content-api', retryable: true },
      };
      expect(await port.index(site)).toMatchObject(unreachable);
      expect(await port.page(site, 'page', 1)).toMatchObject(unreachable);
    });
  });
}
