import { z } from 'zod';
import type { AccountRegistrationResult, NewAccount } from '../../domain/services/services.types';
import type { Site } from '../../domain/site/site.types';
import { failed, succeeded, type Outcome } from '../../domain/errors/outcome';
import type { SignupPort } from '../../ports/signup.port';
import { failureOf } from '../http-client/upstream.errors';
import type { AdapterLogger } from '../http-client/adapter-logger';
import type { UpstreamHttpClient } from '../http-client/upstream-http.client';
import { ok, unexpectedStatus } from '../http-client/upstream-http.types';
import { readParsed } from '../http-client/upstream-schema.reading';

/** The endpoint's answer: `{ status }` on 200/201, `status` naming what it did. */
const answerSchema = z.object({ status: z.string().min(1) });

export interface SignupAdapterDeps {
  readonly http: UpstreamHttpClient;
  readonly logger: AdapterLogger;
  /** Sent as `x-api-key` (SIGNUP_API_KEY; the configuration requires it with an endpoint). */
  readonly apiKey: string | null;
}

/**
 * The sign-up endpoint over HTTP: `POST {upstreams.signup}` with the `x-api-key` header and
 * `{ email, given_name, brand_code, locale, market }`. 200 or 201 with `{ status }` registers;
 * 409 means the endpoint already knows the address (registered too); anything else fails.
 */
export class SignupHttpAdapter implements SignupPort {
  constructor(private readonly deps: SignupAdapterDeps) {}

  async register(
    site: Site,
    account: NewAccount,
  ): Promise<Outcome<Exclude<AccountRegistrationResult, 'failed'>>> {
    const endpoint = site.upstreams.signup;
    if (endpoint === null) return succeeded('skipped');
    const result = await this.deps.http.send<'registered'>({
      operation: 'register',
      method: 'POST',
      url: new URL(endpoint),
      headers: this.deps.apiKey === null ? {} : { 'x-api-key': this.deps.apiKey },
      json: {
        email: account.email,
        given_name: account.givenName,
        brand_code: site.brandCode,
        locale: site.locale,
        market: site.market,
      },
      read: (response) => {
        if (response.status === 409) return ok('registered');
        if (response.status !== 200 && response.status !== 201)
          return unexpectedStatus(response.status);
        return readParsed(answerSchema, response.body, () => 'registered' as const);
      },
    });
    if (result.ok) return succeeded(result.value);
    this.deps.http.logFailure(
      this.deps.logger,
      result.error,
      { site: site.id },
      'sign-up endpoint did not take a new account (the account itself was created)',
    );
    return failed(failureOf(result.error));
  }
}
