/**
 * The Cognito identity adapter when the identity service is away: real sockets (a TCP server that
 * accepts and never answers, a port nobody listens on, and an HTTP stand-in that answers in the
 * AWS JSON 1.1 shape, hangs, fails or throttles on demand); the SDK is not mocked.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createTcpServer, type Server as TcpServer, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CognitoIdentityAdapter,
  type CognitoOptions,
} from '../../../src/adapters/identity/cognito-identity.adapter';
import type { Failure } from '../../../src/domain/errors/outcome';
import type { DomainEvent, EventPublisherPort } from '../../../src/ports/event-bus.port';
import type { IdentityReply } from '../../../src/ports/identity.port';
import type { MetricsPort, UpstreamObservation } from '../../../src/ports/metrics.port';
import { freePort } from '../../support/free-port';

function portOf(server: Server | TcpServer): number {
  const address = server.address();
  return typeof address === 'object' && address !== null ? address.port : 0;
}

function adapterAt(endpoint: string, options: Partial<CognitoOptions> = {}) {
  return new CognitoIdentityAdapter({
    region: 'eu-west-1',
    clientId: 'client',
    endpoint,
    ...options,
  });
}

/** The failure `run` answers (never throws), its code, and how long it took to answer. */
async function failure(
  run: () => Promise<IdentityReply<unknown>>,
): Promise<{ code: string; ms: number; failure: Failure }> {
  const started = performance.now();
  const outcome = await run();
  const ms = performance.now() - started;
  if (outcome.ok) throw new Error(`expected the identity call to fail, got ${outcome.value.kind}`);
  return { code: outcome.failure.code, ms, failure: outcome.failure };
}

/** The code of the refusal `run` answers: an answer of the service, not a failure. */
async function refusal(run: () => Promise<IdentityReply<unknown>>): Promise<string> {
  const outcome = await run();
  expect(outcome).toMatchObject({ ok: true, value: { kind: 'refused' } });
  return outcome.ok && outcome.value.kind === 'refused' ? outcome.value.code : '';
}

/** The value of an answer that is done. */
async function answer<T>(run: () => Promise<IdentityReply<T>>): Promise<T> {
  const outcome = await run();
  if (!outcome.ok || outcome.value.kind !== 'done')
    throw new Error(`expected an answer, got ${JSON.stringify(outcome)}`);
  return outcome.value.value;
}

const TIMED_OUT = 'UPSTREAM_DEADLINE_EXCEEDED';
const OPEN = 'UPSTREAM_CIRCUIT_OPEN';

const TOKENS = {
  AuthenticationResult: {
    IdToken: 'id-token',
    AccessToken: 'access-token',
    RefreshToken: 'refresh-token',
    ExpiresIn: 3600,
    TokenType: 'Bearer',
  },
  ChallengeParameters: {},
};

type Answer = (target: string, response: ServerResponse) => void;

/** Hangs: reads nothing and never answers (the connection stays open). */
const frozen: Answer = () => undefined;
const healthy: Answer = (_target, response) => {
  response.writeHead(200, { 'content-type': 'application/x-amz-json-1.1' });
  response.end(JSON.stringify(TOKENS));
};
/** An error the service answers, in the AWS JSON 1.1 shape. */
function refusing(status: number, type: string, message = 'refused'): Answer {
  return (_target, response) => {
    response.writeHead(status, {
      'content-type': 'application/x-amz-json-1.1',
      'x-amzn-errortype': type,
    });
    response.end(JSON.stringify({ __type: type, message }));
  };
}

/** A stand-in identity service that counts the connections and requests reaching it. */
class StandIn {
  answer: Answer = healthy;
  connections = 0;
  readonly targets: string[] = [];
  private readonly server: Server;

  constructor() {
    this.server = createServer((request: IncomingMessage, response: ServerResponse) => {
      const target = String(request.headers['x-amz-target']).replace(/^.*\./, '');
      this.targets.push(target);
      if (this.answer === frozen) return;
      request.resume();
      request.on('end', () => {
        this.answer(target, response);
      });
    });
    this.server.on('connection', () => {
      this.connections += 1;
    });
  }

  get endpoint(): string {
    return `http://127.0.0.1:${String(portOf(this.server))}`;
  }

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
  }

  reset(): void {
    this.answer = healthy;
    this.connections = 0;
    this.targets.length = 0;
    this.server.closeAllConnections();
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

describe('an identity service that accepts connections and never answers', () => {
  let tcp: TcpServer;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    tcp = createTcpServer((socket) => {
      sockets.push(socket);
    });
    await new Promise<void>((resolve) => tcp.listen(0, '127.0.0.1', resolve));
  });

  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => tcp.close(resolve));
  });

  it('answers a sign-in the failure of a timeout once the deadline passes, after one attempt', async () => {
    const before = sockets.length;
    const adapter = adapterAt(`http://127.0.0.1:${String(portOf(tcp))}`, { timeoutMs: 300 });
    const {
      code,
      ms,
      failure: answered,
    } = await failure(() => adapter.signIn('reader@wom.test', 'pw', 'WOM'));
    expect(code).toBe(TIMED_OUT);
    expect(answered).toMatchObject({
      service: 'identity',
      retryable: true,
      detail: { operation: 'InitiateAuth' },
    });
    expect(ms).toBeGreaterThanOrEqual(280);
    expect(ms).toBeLessThan(1_000);
    // The SDK's retries are off: a frozen service is waited for once, not three times.
    expect(sockets.length - before).toBe(1);
  });

  it('gives up within 3 seconds by default, well inside the 5 seconds a sign-in may take', async () => {
    const adapter = adapterAt(`http://127.0.0.1:${String(portOf(tcp))}`);
    const { code, ms } = await failure(() => adapter.signIn('reader@wom.test', 'pw', 'WOM'));
    expect(code).toBe(TIMED_OUT);
    expect(ms).toBeGreaterThanOrEqual(2_900);
    expect(ms).toBeLessThan(4_000);
  }, 10_000);

  it('answers every other call the same failure (refresh, sign-up, password reset, sign-out)', async () => {
    const adapter = adapterAt(`http://127.0.0.1:${String(portOf(tcp))}`, {
      timeoutMs: 150,
      breaker: { failureThreshold: 100 },
    });
    const calls: (() => Promise<IdentityReply<unknown>>)[] = [
      () => adapter.refresh('refresh'),
      () => adapter.signUp({ email: 'a@wom.test', password: 'pw', givenName: null, brand: 'WOM' }),
      () => adapter.confirmSignUp('a@wom.test', '123456'),
      () => adapter.forgotPassword('a@wom.test', 'WOM'),
      () => adapter.confirmForgotPassword('a@wom.test', '123456', 'pw'),
      () => adapter.signOut('access', 'refresh'),
    ];
    for (const call of calls) {
      const { code, ms, failure: answered } = await failure(call);
      expect(code).toBe(TIMED_OUT);
      expect(answered).toMatchObject({ service: 'identity', retryable: true });
      expect(ms).toBeLessThan(1_000);
    }
  });
});

describe('an identity service that refuses connections', () => {
  it('answers a sign-in the failure of an unreachable service at once', async () => {
    const adapter = adapterAt(`http://127.0.0.1:${String(await freePort())}`, {
      timeoutMs: 2_000,
    });
    const {
      code,
      ms,
      failure: answered,
    } = await failure(() => adapter.signIn('reader@wom.test', 'pw', 'WOM'));
    expect(code).toBe('UPSTREAM_UNREACHABLE');
    expect(answered).toMatchObject({ service: 'identity', retryable: true });
    expect(ms).toBeLessThan(1_000);
  });
});

describe('the identity circuit breaker', () => {
  const service = new StandIn();
  let events: DomainEvent[];
  let observations: UpstreamObservation[];
  const publisher: EventPublisherPort = {
    publish: (event) => {
      events.push(event);
      return Promise.resolve();
    },
  };
  const metrics: MetricsPort = {
    observeUpstream: (observation) => {
      observations.push(observation);
    },
    observeRender: () => undefined,
  };

  function guarded(failureThreshold: number, coolDownMs: number, timeoutMs = 150) {
    return adapterAt(service.endpoint, {
      timeoutMs,
      breaker: { failureThreshold, coolDownMs },
      events: publisher,
      metrics,
    });
  }

  const signIn = (adapter: CognitoIdentityAdapter) => () =>
    adapter.signIn('reader@wom.test', 'Reader-2026', 'WOM');

  beforeAll(async () => {
    await service.start();
  });
  beforeEach(() => {
    events = [];
    observations = [];
  });
  afterEach(() => {
    service.reset();
  });
  afterAll(async () => {
    await service.close();
  });

  it('opens after consecutive timeouts, then fails at once without a connection', async () => {
    service.answer = frozen;
    const adapter = guarded(3, 60_000);
    for (let i = 0; i < 3; i += 1) expect((await failure(signIn(adapter))).code).toBe(TIMED_OUT);
    expect(adapter.breakerState).toBe('open');
    expect(service.targets).toEqual(['InitiateAuth', 'InitiateAuth', 'InitiateAuth']);
    const connections = service.connections;

    const { code, ms, failure: answered } = await failure(signIn(adapter));
    expect(code).toBe(OPEN);
    expect(answered).toMatchObject({ service: 'identity', retryable: true });
    expect(ms).toBeLessThan(150); // Sooner than the 150 ms deadline: it did not wait for one.
    expect(service.connections).toBe(connections);
    expect(service.targets).toHaveLength(3);

    expect(events).toEqual([
      {
        type: 'BreakerStateChanged',
        service: 'identity',
        origin: service.endpoint,
        state: 'open',
      },
    ]);
    expect(observations.map((o) => [o.service, o.operation, o.outcome])).toEqual([
      ['identity', 'InitiateAuth', 'timeout'],
      ['identity', 'InitiateAuth', 'timeout'],
      ['identity', 'InitiateAuth', 'timeout'],
    ]);
  });

  it('counts the deadline from the call, so a call queued behind 64 hanging ones is not given a second', async () => {
    // Its own service: the SDK's sockets of the given-up calls must not reach the other tests'.
    const own = new StandIn();
    await own.start();
    own.answer = frozen;
    try {
      const adapter = adapterAt(own.endpoint, {
        timeoutMs: 500,
        breaker: { failureThreshold: 1_000 },
      });
      // 64 calls run at once to a pool; the 65th waits for a slot, which none frees before 500 ms.
      const outcomes = await Promise.all(
        Array.from({ length: 65 }, () => failure(signIn(adapter))),
      );
      expect(new Set(outcomes.map((outcome) => outcome.code))).toEqual(new Set([TIMED_OUT]));
      // A second deadline for the queued call would end it at 1,000 ms at the earliest.
      expect(Math.max(...outcomes.map((outcome) => outcome.ms))).toBeLessThan(950);
    } finally {
      await own.close();
    }
  });

  it('lets a probe through after the open period, and a healthy answer closes it', async () => {
    service.answer = frozen;
    const adapter = guarded(2, 400);
    await failure(signIn(adapter));
    await failure(signIn(adapter));
    expect(adapter.breakerState).toBe('open');
    expect((await failure(signIn(adapter))).ms).toBeLessThan(150);

    await sleep(450);
    expect(adapter.breakerState).toBe('half-open');
    service.answer = healthy;
    expect(await signIn(adapter)()).toEqual({
      ok: true,
      value: {
        kind: 'done',
        value: { idToken: 'id-token', accessToken: 'access-token', refreshToken: 'refresh-token' },
      },
    });
    expect(adapter.breakerState).toBe('closed');
    expect(await answer(signIn(adapter))).toMatchObject({ idToken: 'id-token' });
    expect(service.targets).toHaveLength(4);
    expect(
      events.map((event) => (event.type === 'BreakerStateChanged' ? event.state : '')),
    ).toEqual(['open', 'half-open', 'closed']);
  });

  it('lets one probe through while half-open: the calls behind it share its outcome, and a failed probe opens it again', async () => {
    service.answer = frozen;
    const adapter = guarded(1, 300, 250);
    await failure(signIn(adapter));
    await sleep(350);
    const requests = service.targets.length;

    // cockatiel holds the other calls until the probe settles, then refuses them (open again).
    const outcomes = await Promise.all([
      failure(signIn(adapter)),
      failure(signIn(adapter)),
      failure(signIn(adapter)),
    ]);
    // The probe runs past its deadline; the calls held behind it are refused by the breaker it
    // opens again (or, on a busy machine, reach their own deadline first).
    const codes = outcomes.map((outcome) => outcome.code);
    expect(codes).toContain(TIMED_OUT);
    for (const code of codes) expect([OPEN, TIMED_OUT]).toContain(code);
    for (const { ms } of outcomes) expect(ms).toBeLessThan(1_000);
    expect(service.targets.length - requests).toBe(1);
    expect(adapter.breakerState).toBe('open');
    expect((await failure(signIn(adapter))).ms).toBeLessThan(150);
    expect(service.targets.length - requests).toBe(1);
  });

  it('does not count wrong credentials: NotAuthorizedException is an answer and the breaker stays closed', async () => {
    service.answer = refusing(400, 'NotAuthorizedException', 'Incorrect username or password.');
    const adapter = guarded(2, 60_000);
    for (let i = 0; i < 5; i += 1)
      expect(await refusal(signIn(adapter))).toBe('NotAuthorizedException');
    expect(adapter.breakerState).toBe('closed');
    expect(service.targets).toHaveLength(5);
    expect(events).toEqual([]);
    expect(observations.every((o) => o.outcome === 'ok')).toBe(true);
  });

  it('answers the other refusals the service means with their codes, and one it does not tell apart as Unknown', async () => {
    const adapter = guarded(1, 60_000);
    service.answer = refusing(400, 'CodeMismatchException');
    expect(await refusal(() => adapter.confirmSignUp('a@wom.test', '000000'))).toBe(
      'CodeMismatchException',
    );
    service.answer = refusing(400, 'UsernameExistsException');
    expect(
      await refusal(() =>
        adapter.signUp({ email: 'a@wom.test', password: 'pw', givenName: null, brand: 'WOM' }),
      ),
    ).toBe('UsernameExistsException');
    service.answer = refusing(400, 'TooManyFailedAttemptsException', 'slow down');
    expect(await adapter.forgotPassword('a@wom.test', 'WOM')).toEqual({
      ok: true,
      value: {
        kind: 'refused',
        code: 'Unknown',
        reason: 'TooManyFailedAttemptsException: slow down',
      },
    });
    expect(adapter.breakerState).toBe('closed');
  });

  it("answers cognito-local's InvalidPasswordException and an unknown user on sign-in as wrong credentials", async () => {
    const adapter = guarded(1, 60_000);
    service.answer = refusing(400, 'InvalidPasswordException');
    expect(await refusal(signIn(adapter))).toBe('NotAuthorizedException');
    service.answer = refusing(400, 'UserNotFoundException');
    expect(await refusal(signIn(adapter))).toBe('NotAuthorizedException');
    // Elsewhere they keep their own codes: a sign-up's password breaks the pool's policy.
    service.answer = refusing(400, 'InvalidPasswordException');
    expect(
      await refusal(() =>
        adapter.signUp({ email: 'a@wom.test', password: 'pw', givenName: null, brand: 'WOM' }),
      ),
    ).toBe('InvalidPasswordException');
  });

  it('answers a sign-in that asks for a challenge (no tokens) as ChallengeNotSupported', async () => {
    service.answer = (_target, response) => {
      response.writeHead(200, { 'content-type': 'application/x-amz-json-1.1' });
      response.end(JSON.stringify({ ChallengeName: 'NEW_PASSWORD_REQUIRED', Session: 's' }));
    };
    expect(await refusal(signIn(guarded(1, 60_000)))).toBe('ChallengeNotSupported');
  });

  it('counts a server failure as an outage, asked once (no SDK retry)', async () => {
    service.answer = refusing(500, 'InternalErrorException');
    const adapter = guarded(2, 60_000);
    const first = await failure(signIn(adapter));
    expect(first.failure).toMatchObject({
      code: 'UPSTREAM_BAD_STATUS',
      service: 'identity',
      retryable: true,
      detail: { operation: 'InitiateAuth', status: 500 },
    });
    expect(service.targets).toHaveLength(1);
    expect(adapter.breakerState).toBe('closed');
    expect((await failure(signIn(adapter))).code).toBe('UPSTREAM_BAD_STATUS');
    expect(adapter.breakerState).toBe('open');
    expect(observations.map((o) => o.outcome)).toEqual(['error', 'error']);
  });

  it('counts a 502 from a proxy without an AWS error body as an outage', async () => {
    service.answer = (_target, response) => {
      response.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>');
    };
    const adapter = guarded(1, 60_000);
    expect((await failure(signIn(adapter))).failure).toMatchObject({
      code: 'UPSTREAM_BAD_STATUS',
      detail: { status: 502 },
    });
    expect(adapter.breakerState).toBe('open');
  });

  it('counts throttling as an outage', async () => {
    service.answer = refusing(400, 'TooManyRequestsException', 'Rate exceeded');
    const adapter = guarded(2, 60_000);
    expect((await failure(signIn(adapter))).code).toBe('UPSTREAM_BAD_STATUS');
    expect((await failure(() => adapter.forgotPassword('a@wom.test', 'WOM'))).code).toBe(
      'UPSTREAM_BAD_STATUS',
    );
    expect(adapter.breakerState).toBe('open');
  });

  it("does not count cognito-local's unsupported GlobalSignOut: sign-out falls back on RevokeToken", async () => {
    service.answer = (target, response) => {
      if (target === 'GlobalSignOut') {
        refusing(
          500,
          'CognitoLocal#Unsupported',
          'Cognito Local unsupported feature',
        )(target, response);
        return;
      }
      response.writeHead(200, { 'content-type': 'application/x-amz-json-1.1' }).end('{}');
    };
    const adapter = guarded(1, 60_000);
    expect(await adapter.signOut('access', 'refresh')).toEqual({
      ok: true,
      value: { kind: 'done', value: 'this-session' },
    });
    expect(service.targets).toEqual(['GlobalSignOut', 'RevokeToken']);
    expect(adapter.breakerState).toBe('closed');
  });
});
