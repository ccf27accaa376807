import { describe, expect, it } from 'vitest';
import type { ContentPort } from '../../../src/ports/content.port';
import type { PortTarget } from './port-contract';
import { answered, CONTENT_API_UNREACHABLE } from '../../support/outcome';
import { contentPage } from '../../support/page-asked';

/** What every call answers when the content API does not answer in time. */
const TIMED_OUT = {
  ok: false,
  failure: { code: 'UPSTREAM_DEADLINE_EXCEEDED', service: 'content-api', retryable: true },
};

export interface ContentGiven {
  /** A path that resolves to a page (the front page `/`). */
  readonly pagePath: string;
  /** A path the content API does not know. */
  readonly missingPath: string;
}

/**
 * `ContentPort`, a subset: a page resolves, an unknown path is `not-found` (not a failure), the
 * menus hold the header's items, and every call answers a failure with its code, the service and
 * whether to try again when the upstream fails: the same failure from the fake and the adapter.
 */
export function contentPortContract(name: string, target: PortTarget<ContentPort, ContentGiven>) {
  describe(`ContentPort contract: ${name}`, () => {
    it('resolves a known path to its page', async () => {
      const { port, site, given } = await target.answering();
      const resolved = answered(await port.resolve(site, contentPage(given.pagePath)));
      expect(resolved.kind).toBe('page');
      if (resolved.kind === 'page') expect(resolved.page.title).not.toBe('');
    });

    it('answers an unknown path as not found, which is an answer and not a failure', async () => {
      const { port, site, given } = await target.answering();
      expect(answered(await port.resolve(site, contentPage(given.missingPath))).kind).toBe(
        'not-found',
      );
    });

    it("reads the menus: the header's items, each with a title and a link", async () => {
      const { port, site } = await target.answering();
      const menus = answered(await port.menus(site));
      expect(menus.main.length).toBeGreaterThan(0);
      for (const item of menus.main) {
        expect(item.title).not.toBe('');
        expect(item.url).not.toBe('');
        expect(Array.isArray(item.children)).toBe(true);
      }
      expect(Array.isArray(menus.footer)).toBe(true);
      expect(Array.isArray(menus.user)).toBe(true);
    });

    it('answers every call with the failure, its code and service, when the upstream cannot be reached', async () => {
      const { port, site } = await target.failing();
      expect(await port.resolve(site, contentPage('/'))).toMatchObject(CONTENT_API_UNREACHABLE);
      expect(await port.menus(site)).toMatchObject(CONTENT_API_UNREACHABLE);
      expect(await port.popular(site, {})).toMatchObject(CONTENT_API_UNREACHABLE);
      expect(await port.translationStrings(site)).toMatchObject(CONTENT_API_UNREACHABLE);
      expect(await port.listingPage(site, { kind: 'category', id: 1 }, 2, 4)).toMatchObject(
        CONTENT_API_UNREACHABLE,
      );
    });

    it('answers a timeout as its own failure, worth trying again', async (context) => {
      if (target.timingOut === undefined) {
        context.skip();
        return;
      }
      const { port, site } = await target.timingOut();
      expect(await port.resolve(site, contentPage('/'))).toMatchObject(TIMED_OUT);
      expect(await port.menus(site)).toMatchObject(TIMED_OUT);
    });
  });
}

export interface ContentDownloadGiven {
  /** A key the content API's storage holds a file for. */
  readonly key: string;
  /** That file's type and name. */
  readonly contentType: string;
  readonly fileName: string;
  /** A key it holds nothing for. */
  readonly missingKey: string;
}

/**
 * `ContentPort.download`: a stored file by its key, as bytes with its type and a name to save it
 * as; an unknown key is `not-found` (an answer), and a failing upstream answers its failure.
 */
export function contentDownloadPortContract(
  name: string,
  target: PortTarget<ContentPort, ContentDownloadGiven>,
) {
  describe(`ContentPort download contract: ${name}`, () => {
    it('answers a stored file as bytes, with its type and a name to save it as', async () => {
      const { port, site, given } = await target.answering();
      const file = answered(await port.download(site, given.key));
      if (file === 'not-found') throw new Error(`no file for ${given.key}`);
      expect(file.bytes.byteLength).toBeGreaterThan(0);
      expect(file.contentType).toBe(given.contentType);
      expect(file.fileName).toBe(given.fileName);
    });

    it('answers a key without a file as not found, which is an answer and not a failure', async () => {
      const { port, site, given } = await target.answering();
      expect(await port.download(site, given.missingKey)).toEqual({ ok: true, value: 'not-found' });
    });

    it('answers the failure, its code and service, when the upstream cannot be reached', async () => {
      const { port, site } = await target.failing();
      expect(await port.download(site, 'files/any.pdf')).toMatchObject(CONTENT_API_UNREACHABLE);
    });
  });
}
