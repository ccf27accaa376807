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
import { succeeded } from '../../domain/errors/outcome';
import {
  done,
  IDENTITY_REFUSALS,
  refused,
  type IdentityAnswer,
  type IdentityPort,
  type IdentityRefusal,
  type IdentityReply,
  type IdentityTokens,
  type SignOutScope,
  type SignUpInput,
} from '../../ports/identity.port';
import type { EventPublisherPort } from '../../ports/event-bus.port';
import type { MetricsPort } from '../../ports/metrics.port';
import type { BreakerState, CircuitBreakerOptions } from '../http-client/circuit-breaker';
import {
  DEFAULT_IDENTITY_TIMEOUT_MS,
  IdentityCallGuard,
  type Answered,
} from './identity-call.guard';

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

const REFUSALS: ReadonlySet<string> = new Set(IDENTITY_REFUSALS);

/** The name the SDK gives a refusal (its exception name), or `Unknown`. */
function nameOf(error: unknown): string {
  const name = (error as { name?: unknown } | null)?.name;
  return typeof name === 'string' && name !== '' ? name : 'Unknown';
}

/**
 * A refusal the service meant, by its exception name; one the product does not tell apart is
 * `Unknown`, its name and message kept as the reason (for logs).
 */
function refusalOf(error: unknown): IdentityAnswer<never> {
  const name = nameOf(error);
  const message = error instanceof Error ? error.message : String(error);
  const code: IdentityRefusal = REFUSALS.has(name) ? (name as IdentityRefusal) : 'Unknown';
  return refused(code, message === '' ? name : `${name}: ${message}`);
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

function signInRefusal(error: unknown): IdentityAnswer<never> {
  return SIGN_IN_EXISTENCE_CODES.has(nameOf(error))
    ? refused('NotAuthorizedException', 'Incorrect username or password.')
    : refusalOf(error);
}

/**
 * cognito-local's answer to an operation it does not implement (GlobalSignOut among them):
 * `CognitoLocal#Unsupported`, which the SDK names by the part after `#`.
 */
const UNSUPPORTED: ReadonlySet<string> = new Set(['Unsupported', 'CognitoLocal#Unsupported']);

function tokens(result: AuthenticationResultType | undefined): IdentityAnswer<IdentityTokens> {
  const idToken = result?.IdToken;
  const accessToken = result?.AccessToken;
  if (idToken === undefined || accessToken === undefined)
    return refused('ChallengeNotSupported', 'the identity service asked for a challenge');
  return done({ idToken, accessToken, refreshToken: result?.RefreshToken ?? null });
}

/** The service's answer, read by `read` (its value) or `refusal` (what it refused). */
function answerOf<A, T>(
  answered: Answered<A>,
  read: (value: A) => IdentityAnswer<T>,
  refusal: (error: unknown) => IdentityAnswer<never> = refusalOf,
): IdentityAnswer<T> {
  return 'answered' in answered ? read(answered.answered) : refusal(answered.refusedWith);
}

const nothing = (): IdentityAnswer<null> => done(null);

/**
 * The identity port on Amazon Cognito (or cognito-local): USER_PASSWORD_AUTH, public client.
 *
 * Every call has a deadline (`timeoutMs`) and goes through the pool's circuit breaker
 * (`IdentityCallGuard`): an identity service that hangs, refuses connections, fails or throttles
 * answers a failure (the registry's code, service `identity`), at once while the breaker is open.
 * A refusal the service meant (a wrong password, an existing account, a wrong code) is an answer,
 * `refused` with its code. Nothing is thrown. The SDK does not retry (one attempt): retries would
 * multiply the wait on a frozen service.
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

  /** One call, its answer read by `read` (its value) and `refusal` (what it refused). */
  private async call<A, T>(
    operation: string,
    run: (signal: AbortSignal) => Promise<A>,
    read: (value: A) => IdentityAnswer<T>,
    refusal?: (error: unknown) => IdentityAnswer<never>,
  ): Promise<IdentityReply<T>> {
    const outcome = await this.guard.call(operation, run);
    return outcome.ok ? succeeded(answerOf(outcome.value, read, refusal)) : outcome;
  }

  signIn(email: string, password: string, brand: string): Promise<IdentityReply<IdentityTokens>> {
    return this.call(
      'InitiateAuth',
      (abortSignal) =>
        this.client.send(
          new InitiateAuthCommand({
            AuthFlow: 'USER_PASSWORD_AUTH',
            ClientId: this.options.clientId,
            AuthParameters: { USERNAME: email, PASSWORD: password },
            ClientMetadata: { brand },
          }),
          { abortSignal },
        ),
      (answer) => tokens(answer.AuthenticationResult),
      signInRefusal,
    );
  }

  refresh(refreshToken: string): Promise<IdentityReply<IdentityTokens>> {
    return this.call(
      'InitiateAuth',
      (abortSignal) =>
        this.client.send(
          new InitiateAuthCommand({
            AuthFlow: 'REFRESH_TOKEN_AUTH',
            ClientId: this.options.clientId,
            AuthParameters: { REFRESH_TOKEN: refreshToken },
          }),
          { abortSignal },
        ),
      (answer) => tokens(answer.AuthenticationResult),
    );
  }

  signUp(input: SignUpInput): Promise<IdentityReply<null>> {
    return this.call(
      'SignUp',
      (abortSignal) =>
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
      nothing,
    );
  }

  confirmSignUp(email: string, code: string): Promise<IdentityReply<null>> {
    return this.call(
      'ConfirmSignUp',
      (abortSignal) =>
        this.client.send(
          new ConfirmSignUpCommand({
            ClientId: this.options.clientId,
            Username: email,
            ConfirmationCode: code,
          }),
          { abortSignal },
        ),
      nothing,
    );
  }

  forgotPassword(email: string, brand: string): Promise<IdentityReply<null>> {
    return this.call(
      'ForgotPassword',
      (abortSignal) =>
        this.client.send(
          new ForgotPasswordCommand({
            ClientId: this.options.clientId,
            Username: email,
            ClientMetadata: { brand },
          }),
          { abortSignal },
        ),
      nothing,
    );
  }

  confirmForgotPassword(
    email: string,
    code: string,
    password: string,
  ): Promise<IdentityReply<null>> {
    return this.call(
      'ConfirmForgotPassword',
      (abortSignal) =>
        this.client.send(
          new ConfirmForgotPasswordCommand({
            ClientId: this.options.clientId,
            Username: email,
            ConfirmationCode: code,
            Password: password,
          }),
          { abortSignal },
        ),
      nothing,
    );
  }

  /**
   * GlobalSignOut ends every session of the account. cognito-local does not implement it (it
   * answers `CognitoLocal#Unsupported`): there the refresh token of this session is revoked
   * instead (RevokeToken), so this browser's session cannot be renewed, while other devices stay
   * signed in until their tokens expire.
   */
  async signOut(
    accessToken: string,
    refreshToken: string | null,
  ): Promise<IdentityReply<SignOutScope>> {
    const global = await this.guard.call('GlobalSignOut', (abortSignal) =>
      this.client.send(new GlobalSignOutCommand({ AccessToken: accessToken }), { abortSignal }),
    );
    if (!global.ok) return global;
    const answered = global.value;
    if ('answered' in answered) return succeeded(done('everywhere'));
    if (!UNSUPPORTED.has(nameOf(answered.refusedWith)) || refreshToken === null)
      return succeeded(refusalOf(answered.refusedWith));
    return this.call(
      'RevokeToken',
      (abortSignal) =>
        this.client.send(
          new RevokeTokenCommand({ Token: refreshToken, ClientId: this.options.clientId }),
          { abortSignal },
        ),
      (): IdentityAnswer<SignOutScope> => done('this-session'),
    );
  }
}
