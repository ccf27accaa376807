import { describe, expect, it } from 'vitest';
import type { IdentityOutcome } from '../../../src/application/auth/session.service';
import { SignUp, type SignUpInput } from '../../../src/application/auth/sign-up.use-case';
import { siteFixture } from '../../fakes/domain-builders';
import { InMemorySignup } from '../../fakes/signup.fake';

const site = siteFixture({
  upstreams: { ...siteFixture().upstreams, signup: 'https://signup.example/users' },
});

const INPUT: SignUpInput = {
  email: '  Ida@Example.TEST ',
  password: 'secret1',
  repeat: 'secret1',
  givenName: 'Ida',
};

/** Accounts the identity service holds after each sign-up it takes. */
function identity(answer: IdentityOutcome<null> = { ok: true, value: null }) {
  const accounts: string[] = [];
  return {
    accounts,
    signUp: (_site: unknown, input: SignUpInput): Promise<IdentityOutcome<null>> => {
      if (answer.ok) accounts.push(input.email);
      return Promise.resolve(answer);
    },
  };
}

describe('SignUp', () => {
  it('creates the account, then tells the sign-up endpoint of it by its sign-in address', async () => {
    const sessions = identity();
    const endpoint = new InMemorySignup();

    const outcome = await new SignUp(sessions, endpoint).execute(site, INPUT);

    expect(outcome).toEqual({ ok: true, value: { registered: true } });
    expect(sessions.accounts).toHaveLength(1);
    expect(endpoint.told).toEqual([{ email: 'ida@example.test', givenName: 'Ida' }]);
  });

  it('keeps the account and says so when the sign-up endpoint fails', async () => {
    const sessions = identity();
    const endpoint = new InMemorySignup();
    endpoint.down = true;

    const outcome = await new SignUp(sessions, endpoint).execute(site, INPUT);

    expect(outcome).toEqual({ ok: true, value: { registered: false } });
    expect(sessions.accounts).toHaveLength(1);
    expect(endpoint.told).toHaveLength(1);
  });

  it('never tells the endpoint of an account the identity service refused', async () => {
    const refused = {
      ok: false,
      kind: 'refused',
      messageKey: 'signup.credentials_form.email_in_use',
      code: 'UsernameExistsException',
    } as const;
    const endpoint = new InMemorySignup();

    const outcome = await new SignUp(identity(refused), endpoint).execute(site, INPUT);

    expect(outcome).toEqual(refused);
    expect(endpoint.told).toEqual([]);
  });

  it('counts a site without an endpoint as registered (nothing to tell)', async () => {
    const outcome = await new SignUp(identity(), new InMemorySignup()).execute(
      siteFixture(),
      INPUT,
    );
    expect(outcome).toEqual({ ok: true, value: { registered: true } });
  });
});
