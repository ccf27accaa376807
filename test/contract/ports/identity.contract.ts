import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { IdentityPort, IdentityReply } from '../../../src/ports/identity.port';
import type { PortTarget } from './port-contract';

export interface IdentityGiven {
  /** A confirmed account and its password. */
  readonly email: string;
  readonly password: string;
  /** The code the service sends for every confirmation (the sandbox's fixed code). */
  readonly code: string;
}

/** The answer of a reply that is one; the assertions say what when it is a failure. */
function answerOf<T>(reply: IdentityReply<T>) {
  expect(reply).toMatchObject({ ok: true });
  if (!reply.ok) throw new Error(`expected an answer, got ${reply.failure.code}`);
  return reply.value;
}

/** The value of an answer that is done; the assertions say what when it was refused. */
function doneValue<T>(reply: IdentityReply<T>): T {
  const answer = answerOf(reply);
  expect(answer).toMatchObject({ kind: 'done' });
  if (answer.kind !== 'done') throw new Error(`expected done, got ${answer.code}`);
  return answer.value;
}

const newAccount = () => ({
  email: `contract-${randomUUID()}@example.test`,
  password: 'Contract-2026',
  givenName: 'Ida',
  brand: 'WOM',
});

/**
 * `IdentityPort`: the identity service's refusals are answers (`refused` with their code: wrong
 * credentials are `NotAuthorizedException` whether or not the account exists, ADR 14), its outages
 * failures with the registry's code, service `identity` and whether to try again (ADR 28). No call
 * throws.
 */
export function identityPortContract(
  name: string,
  target: PortTarget<IdentityPort, IdentityGiven>,
) {
  describe(`IdentityPort contract: ${name}`, () => {
    it('signs a confirmed account in with its password, with the tokens of the session', async () => {
      const { port, given } = await target.answering();
      const tokens = doneValue(await port.signIn(given.email, given.password, 'WOM'));
      expect(tokens.idToken).not.toBe('');
      expect(tokens.accessToken).not.toBe('');
      expect(tokens.refreshToken).not.toBeNull();
    });

    it('refuses a wrong password and an unknown account with the same answer', async () => {
      const { port, given } = await target.answering();
      const wrong = { ok: true, value: { kind: 'refused', code: 'NotAuthorizedException' } };
      expect(await port.signIn(given.email, 'Wrong-passw0rd', 'WOM')).toMatchObject(wrong);
      expect(
        await port.signIn(`nobody-${randomUUID()}@example.test`, 'Wrong-passw0rd', 'WOM'),
      ).toMatchObject(wrong);
    });

    it('renews a session by its refresh token, and refuses it once the session is signed out', async () => {
      const { port, given } = await target.answering();
      const tokens = doneValue(await port.signIn(given.email, given.password, 'WOM'));
      const refreshToken = tokens.refreshToken ?? '';
      expect(doneValue(await port.refresh(refreshToken)).idToken).not.toBe('');
      expect(['everywhere', 'this-session']).toContain(
        doneValue(await port.signOut(tokens.accessToken, refreshToken)),
      );
      expect(await port.refresh(refreshToken)).toMatchObject({
        ok: true,
        value: { kind: 'refused', code: 'NotAuthorizedException' },
      });
    });

    it('signs a new account up, refuses a wrong code and the same address again, and confirms it with the code', async () => {
      const { port, given } = await target.answering();
      const account = newAccount();
      expect(await port.signUp(account)).toEqual({
        ok: true,
        value: { kind: 'done', value: null },
      });
      expect(await port.signUp(account)).toMatchObject({
        ok: true,
        value: { kind: 'refused', code: 'UsernameExistsException' },
      });
      const wrongCode = given.code === '000000' ? '111111' : '000000';
      expect(await port.confirmSignUp(account.email, wrongCode)).toMatchObject({
        ok: true,
        value: { kind: 'refused', code: 'CodeMismatchException' },
      });
      expect(await port.confirmSignUp(account.email, given.code)).toEqual({
        ok: true,
        value: { kind: 'done', value: null },
      });
      doneValue(await port.signIn(account.email, account.password, 'WOM'));
    });

    it('sends a reset code and sets the new password with it', async () => {
      const { port, given } = await target.answering();
      const account = newAccount();
      doneValue(await port.signUp(account));
      doneValue(await port.confirmSignUp(account.email, given.code));
      expect(await port.forgotPassword(account.email, 'WOM')).toEqual({
        ok: true,
        value: { kind: 'done', value: null },
      });
      expect(await port.confirmForgotPassword(account.email, given.code, 'Changed-2026')).toEqual({
        ok: true,
        value: { kind: 'done', value: null },
      });
      doneValue(await port.signIn(account.email, 'Changed-2026', 'WOM'));
    });

    it('answers every call the failure, its code and service, when the service cannot be reached', async () => {
      const { port } = await target.failing();
      const unreachable = {
        ok: false,
        failure: { code: 'UPSTREAM_UNREACHABLE', service: 'identity', retryable: true },
      };
      const account = newAccount();
      expect(await port.signIn(account.email, account.password, 'WOM')).toMatchObject(unreachable);
      expect(await port.refresh('refresh')).toMatchObject(unreachable);
      expect(await port.signUp(account)).toMatchObject(unreachable);
      expect(await port.confirmSignUp(account.email, '123456')).toMatchObject(unreachable);
      expect(await port.forgotPassword(account.email, 'WOM')).toMatchObject(unreachable);
      expect(await port.confirmForgotPassword(account.email, '123456', 'pw')).toMatchObject(
        unreachable,
      );
      expect(await port.signOut('access', 'refresh')).toMatchObject(unreachable);
    });

    it('answers a call past its deadline the failure of a timeout, worth trying again', async (context) => {
      if (target.timingOut === undefined) {
        context.skip();
        return;
      }
      const { port } = await target.timingOut();
      expect(await port.signIn('reader@example.test', 'pw', 'WOM')).toMatchObject({
        ok: false,
        failure: { code: 'UPSTREAM_DEADLINE_EXCEEDED', service: 'identity', retryable: true },
      });
    });
  });
}
