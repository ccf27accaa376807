/**
 * The identity directory: one guarded client per user pool, whose breaker and calls reach the
 * metrics and the admin overview as the upstream `identity` (through the event bus, as the
 * upstream HTTP clients' breakers do).
 */
import { describe, expect, it } from 'vitest';
import { InProcessEventBus } from '../../../src/adapters/events/in-process.event-bus';
import { readMetrics, upstreamStatus } from '../../../src/adapters/http/admin-dashboard.reader';
import { CognitoIdentityDirectory } from '../../../src/adapters/identity/cognito-identity.directory';
import { subscribeMetrics } from '../../../src/adapters/metrics/metrics.subscriber';
import { PrometheusMetrics } from '../../../src/adapters/metrics/prometheus.metrics';
import type { DomainEvent } from '../../../src/ports/event-bus.port';
import type { IdentityReply } from '../../../src/ports/identity.port';
import { SIGN_IN_ON, siteFixture } from '../../fakes/domain-builders';
import { freePort } from '../../support/free-port';

/** The code of the failure `run` answers. */
async function codeOf(run: () => Promise<IdentityReply<unknown>>): Promise<string> {
  const outcome = await run();
  if (outcome.ok) throw new Error('expected the identity call to fail');
  return outcome.failure.code;
}

describe('the identity directory', () => {
  it('shares one identity service per pool, and gives none where sign-in is off', () => {
    const directory = new CognitoIdentityDirectory();
    const one = directory.forSite(siteFixture({ auth: SIGN_IN_ON }));
    expect(one).not.toBeNull();
    expect(directory.forSite(siteFixture({ auth: SIGN_IN_ON }))).toBe(one);
    expect(
      directory.forSite(siteFixture({ auth: { ...SIGN_IN_ON, userPoolId: 'eu-west-1_other' } })),
    ).not.toBe(one);
    expect(directory.forSite(siteFixture({ auth: { ...SIGN_IN_ON, enabled: false } }))).toBeNull();
  });

  it("shows a pool's opened breaker and its calls as the upstream identity on the admin overview", async () => {
    const metrics = new PrometheusMetrics({ defaultMetrics: false });
    const events: DomainEvent[] = [];
    const bus = new InProcessEventBus({
      observeEvent: () => undefined,
      handlerFailed: (_event, error) => {
        throw error;
      },
    });
    subscribeMetrics(bus, metrics);
    bus.subscribe('BreakerStateChanged', (event) => {
      events.push(event);
    });
    const endpoint = `http://127.0.0.1:${String(await freePort())}`;
    const directory = new CognitoIdentityDirectory({
      events: bus,
      metrics,
      timeoutMs: 500,
      breaker: { failureThreshold: 2 },
    });
    const site = siteFixture({ auth: { ...SIGN_IN_ON, endpoint } });
    const identity = directory.forSite(site)?.identity;
    if (identity === undefined) throw new Error('expected an identity service');

    // Nobody listens: two calls fail to connect, then the open breaker refuses the third.
    const codes: string[] = [];
    for (let i = 0; i < 3; i += 1)
      codes.push(await codeOf(() => identity.signIn('reader@wom.test', 'pw', 'WOM')));
    expect(codes).toEqual([
      'UPSTREAM_UNREACHABLE',
      'UPSTREAM_UNREACHABLE',
      'UPSTREAM_CIRCUIT_OPEN',
    ]);

    expect(events).toEqual([
      { type: 'BreakerStateChanged', service: 'identity', origin: endpoint, state: 'open' },
    ]);
    const upstreams = upstreamStatus(await readMetrics(metrics.registry));
    // Two calls were made; the third was refused by the open breaker without one.
    expect(upstreams).toContainEqual(
      expect.objectContaining({ service: 'identity', state: 'open', requests: 2 }),
    );
  });
});
