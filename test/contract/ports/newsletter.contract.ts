import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { NewsletterSignUp } from '../../../src/domain/services/services.types';
import type { NewsletterPort } from '../../../src/ports/newsletter.port';
import { orNull } from '../../support/outcome';
import type { PortTarget } from './port-contract';

function signUp(email: string, newsletterIds: readonly number[]): NewsletterSignUp {
  return { email, newsletterIds, permissionVersion: null, source: 'contract' };
}

/** What every call answers over an unreachable newsletter service: that code, worth another try. */
const UNREACHABLE = {
  ok: false,
  failure: { code: 'UPSTREAM_UNREACHABLE', service: 'newsletter', retryable: true },
};

/**
 * `NewsletterPort`: the consent text of the site, a sign-up that answers `subscribed` and then,
 * for the same address, `already-subscribed`; the failure with its code and service when the
 * service cannot be reached.
 */
export function newsletterPortContract(name: string, target: PortTarget<NewsletterPort, object>) {
  describe(`NewsletterPort contract: ${name}`, () => {
    it('reads the consent text with the newsletters it covers', async () => {
      const { port, site } = await target.answering();
      const permission = orNull(await port.permissionText(site));
      expect(permission?.text).toMatch(/\S/);
      expect(permission?.newsletterIds.length).toBeGreaterThan(0);
      for (const id of permission?.newsletterIds ?? []) expect(Number.isInteger(id)).toBe(true);
    });

    it('signs an address up once, and tells a second sign-up apart', async () => {
      const { port, site } = await target.answering();
      const ids = orNull(await port.permissionText(site))?.newsletterIds ?? [1];
      const email = `contract-${randomUUID()}@example.test`;
      expect(await port.signUp(site, signUp(email, ids))).toEqual({
        ok: true,
        value: 'subscribed',
      });
      expect(await port.signUp(site, signUp(email, ids))).toEqual({
        ok: true,
        value: 'already-subscribed',
      });
    });

    it('answers the failure, its code and service, when the service cannot be reached', async () => {
      const { port, site } = await target.failing();
      expect(await port.permissionText(site)).toMatchObject(UNREACHABLE);
      expect(await port.signUp(site, signUp('reader@example.test', [1]))).toMatchObject(
        UNREACHABLE,
      );
    });
  });
}
