import {
  CognitoIdentityProviderClient,
  ConfirmForgotPasswordCommand,
  ConfirmSignUpCommand,
  ForgotPasswordCommand,
  GlobalSignOutCommand,
  InitiateAuthCommand,
  RevokeTokenCommand,
  SignUpCommand,
  type AuthenticationResultType,
} from '@aws-sdk/client-cognito-identity-provider';
import {
  IdentityError,
  type IdentityPort,
  type IdentityTokens,
  type SignOutScope,
  type SignUpInput,
} from '../../ports/identity.port';
import type { EventPublisherPort } from '../../ports/event-bus.port';
import type { MetricsPort } from '../../ports/metrics.port';
import type { BreakerState, CircuitBreakerOptions } from '../http-client/circuit-breaker';
import { DEFAULT_IDENTITY_TIMEOUT_MS, IdentityCallGuard } from './identity-call.guard';

export { IDENTITY_UNAVAILABLE } from './identity-call.guard';

export interface CognitoOptions {
  readonly region: string;
  readonly clientId: string;
  /** cognito-local's `http://host:port`; null: the AWS endpoint of the region. */
  readonly endpoint: string | null;
  /** The longest wait for one call, connecting and reading the answer included (default 3 s). */
  readonly timeoutMs?: number;
  /** The pool's breaker (default: open after 5 outages in a row, for 10 s). */
  readonly breaker?: Partial<CircuitBreakerOptions>;
  /** Where the breaker's `BreakerStateChanged` goes, as service `identity`. */
  readonly events?: EventPublisherPort;
  /** Where each call's duration and outcome go, as service `identity`. */
  readonly metrics?: MetricsPort;
}

/** The issuer of the pool's tokens (cognito-local issues under its own origin). */
export function cognitoIssuer(options: {
  readonly region: string;
  readonly userPoolId: string;
  readonly endpoint: string | null;
}): string {
  const base = options.endpoint ?? `https://cognito-idp.${options.region}.amazonaws.com`;
  return `${base.replace(/\/+$/, '')}/${options.userPoolId}`;
}

function identityError(error: unknown): IdentityError {
  if (error instanceof IdentityError) return error;
  const name = (error as { name?: unknown }).name;
  const message = error instanceof Error ? error.message : String(error);
  return new IdentityError(typeof name === 'string' && name !== '' ? name : 'Unknown', message);
}

/**
 * Sign-in answers that would tell whether an account exists, as the pool's
 * PreventUserExistenceErrors setting answers them: an unknown user (Cognito without the setting)
 * and a wrong password (cognito-local answers InvalidPasswordException where Cognito answers
 * NotAuthorizedException) are both bad credentials (ADR 14).
 */
const SIGN_IN_EXISTENCE_CODES: ReadonlySet<string> = new Set([
  'UserNotFoundException',
  'InvalidPasswordException',
]);

function signInError(error: unknown): IdentityError {
  const failure = identityError(error);
  return SIGN_IN_EXISTENCE_CODES.has(failure.code)
    ? new IdentityError('NotAuthorizedException', 'Incorrect username or password.')
    : failure;
}

/**
 * cognito-local's answer to an operation it does not implement (GlobalSignOut among them):
 * `CognitoLocal#Unsupported`, which the SDK names by the part after `#`.
 */
const UNSUPPORTED: ReadonlySet<string> = new Set(['Unsupported', 'CognitoLocal#Unsupported']);

function tokens(result: AuthenticationResultType | undefined): IdentityTokens {
  const idToken = result?.IdToken;
  const accessToken = result?.AccessToken;
  if (idToken === undefined || accessToken === undefined)
    throw new IdentityError('ChallengeNotSupported', 'the identity service asked for a challenge');
  return { idToken, accessToken, refreshToken: result?.RefreshToken ?? null };
}

/**
 * The identity port on Amazon Cognito (or cognito-local): USER_PASSWORD_AUTH, public client.
 *
 * Every call has a deadline (`timeoutMs`) and goes through the pool's circuit breaker
 * (`IdentityCallGuard`): an identity service that hangs, refuses connections, fails or throttles
 * is `IdentityError('IdentityUnavailable')`, at once while the breaker is open. The SDK does not
 * retry (one attempt): retries would multiply the wait on a frozen service.
 */
export class CognitoIdentityAdapter implements IdentityPort {
  private readonly client: CognitoIdentityProviderClient;
  private readonly guard: IdentityCallGuard;

  constructor(private readonly options: CognitoOptions) {
    const timeoutMs = options.timeoutMs ?? DEFAULT_IDENTITY_TIMEOUT_MS;
    this.client = new CognitoIdentityProviderClient({
      region: options.region,
      maxAttempts: 1,
      requestHandler: {
        connectionTimeout: timeoutMs,
        requestTimeout: timeoutMs,
        throwOnRequestTimeout: true,
      },
      ...(options.endpoint === null
        ? {}
        : {
            endpoint: options.endpoint,
            credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
          }),
    });
    this.guard = new IdentityCallGuard({
      origin: options.endpoint ?? `https://cognito-idp.${options.region}.amazonaws.com`,
      timeoutMs,
      ...(options.breaker === undefined ? {} : { breaker: options.breaker }),
      ...(options.events === undefined ? {} : { events: options.events }),
      ...(options.metrics === undefined ? {} : { metrics: options.metrics }),
    });
  }

  /** The pool's breaker as of now (`closed`, `open`, `half-open`). */
  get breakerState(): BreakerState {
    return this.guard.state;
  }

  private async call<T>(operation: string, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
    try {
      return await this.guard.call(operation, run);
    } catch (error) {
      throw identityError(error);
    }
  }

  async signIn(email: string, password: string, brand: string): Promise<IdentityTokens> {
    let answer;
    try {
      answer = await this.guard.call('InitiateAuth', (abortSignal) =>
        this.client.send(
          new InitiateAuthCommand({
            AuthFlow: 'USER_PASSWORD_AUTH',
            ClientId: this.options.clientId,
            AuthParameters: { USERNAME: email, PASSWORD: password },
            ClientMetadata: { brand },
          }),
          { abortSignal },
        ),
      );
    } catch (error) {
      throw signInError(error);
    }
    return tokens(answer.AuthenticationResult);
  }

  async refresh(refreshToken: string): Promise<IdentityTokens> {
    const answer = await this.call('InitiateAuth', (abortSignal) =>
      this.client.send(
        new InitiateAuthCommand({
          AuthFlow: 'REFRESH_TOKEN_AUTH',
          ClientId: this.options.clientId,
          AuthParameters: { REFRESH_TOKEN: refreshToken },
        }),
        { abortSignal },
      ),
    );
    return tokens(answer.AuthenticationResult);
  }

  async signUp(input: SignUpInput): Promise<void> {
    await this.call('SignUp', (abortSignal) =>
      this.client.send(
        new SignUpCommand({
          ClientId: this.options.clientId,
          Username: input.email,
          Password: input.password,
          UserAttributes: [
            { Name: 'email', Value: input.email },
            ...(input.givenName === null ? [] : [{ Name: 'given_name', Value: input.givenName }]),
          ],
          ValidationData: [{ Name: 'brand', Value: input.brand }],
          ClientMetadata: { brand: input.brand },
        }),
        { abortSignal },
      ),
    );
  }

  async confirmSignUp(email: string, code: string): Promise<void> {
    await this.call('ConfirmSignUp', (abortSignal) =>
      this.client.send(
        new ConfirmSignUpCommand({
          ClientId: this.options.clientId,
          Username: email,
          ConfirmationCode: code,
        }),
        { abortSignal },
      ),
    );
  }

  async forgotPassword(email: string, brand: string): Promise<void> {
    await this.call('ForgotPassword', (abortSignal) =>
      this.client.send(
        new ForgotPasswordCommand({
          ClientId: this.options.clientId,
          Username: email,
          ClientMetadata: { brand },
        }),
        { abortSignal },
      ),
    );
  }

  async confirmForgotPassword(email: string, code: string, password: string): Promise<void> {
    await this.call('ConfirmForgotPassword', (abortSignal) =>
      this.client.send(
        new ConfirmForgotPasswordCommand({
          ClientId: this.options.clientId,
          Username: email,
          ConfirmationCode: code,
          Password: password,
        }),
        { abortSignal },
      ),
    );
  }

  /**
   * GlobalSignOut ends every session of the account. cognito-local does not implement it (it
   * answers `CognitoLocal#Unsupported`): there the refresh token of this session is revoked
   * instead (RevokeToken), so this browser's session cannot be renewed, while other devices stay
   * signed in until their tokens expire.
   */
  async signOut(accessToken: string, refreshToken: string | null): Promise<SignOutScope> {
    try {
      await this.call('GlobalSignOut', (abortSignal) =>
        this.client.send(new GlobalSignOutCommand({ AccessToken: accessToken }), { abortSignal }),
      );
      return 'everywhere';
    } catch (error) {
      const failure = identityError(error);
      if (!UNSUPPORTED.has(failure.code) || refreshToken === null) throw failure;
    }
    await this.call('RevokeToken', (abortSignal) =>
      this.client.send(
        new RevokeTokenCommand({ Token: refreshToken, ClientId: this.options.clientId }),
        { abortSignal },
      ),
    );
    return 'this-session';
  }
}
