import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Site } from '../../../src/domain/site/site.types';
import type { SignupPort } from '../../../src/ports/signup.port';
import type { PortTarget } from './port-contract';

export interface SignupGiven {
  /** A site of the same upstream that names no sign-up endpoint. */
  readonly siteWithout: Site;
}

/**
 * `SignupPort`: a new account is `registered`, and so is the same address again; a site without
 * an endpoint is `skipped` without a call; `failed` when the endpoint fails.
 */
export function signupPortContract(name: string, target: PortTarget<SignupPort, SignupGiven>) {
  describe(`SignupPort contract: ${name}`, () => {
    it('registers a new account, and the same address again', async () => {
      const { port, site } = await target.answering();
      const account = { email: `contract-${randomUUID()}@example.test`, givenName: 'Ida' };
      expect(await port.register(site, account)).toEqual({ ok: true, value: 'registered' });
      expect(await port.register(site, account)).toEqual({ ok: true, value: 'registered' });
    });

    it('skips a site that names no sign-up endpoint', async () => {
      const { port, given } = await target.answering();
      expect(
        await port.register(given.siteWithout, { email: 'x@example.test', givenName: null }),
      ).toEqual({ ok: true, value: 'skipped' });
    });

    it('answers the failure, its code and service, when the endpoint cannot be reached', async () => {
      const { port, site } = await target.failing();
      expect(await port.register(site, { email: 'y@example.test', givenName: null })).toMatchObject(
        {
          ok: false,
          failure: { code: 'UPSTREAM_UNREACHABLE', service: 'signup', retryable: true },
        },
      );
    });
  });
}
