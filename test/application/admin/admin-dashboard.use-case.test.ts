import { describe, expect, it } from 'vitest';
import { AdminDashboard } from '../../../src/application/admin/admin-dashboard.use-case';
import { RecentEvents } from '../../../src/application/admin/recent-events.service';
import { ShapesDropped } from '../../../src/application/admin/shapes-dropped.service';
import { USER_STATE_RULES } from '../../../src/application/policies/user-state-rules.policy';
import { ANONYMOUS, type UserState } from '../../../src/domain/identity/user-state.types';
import type { OperationsStatusPort } from '../../../src/ports/operations-status.port';
import { siteFixture } from '../../fakes/domain-builders';
import { InMemoryContent } from '../../fakes/content.fake';
import { RecordingEventBus } from '../../fakes/event-bus.fake';
import { lruBoundedMaps } from '../../../src/adapters/cache/lru-bounded-maps';

const NOW = Date.UTC(2026, 10, 25, 8, 0, 0);

const status: OperationsStatusPort = {
  process: () => ({
    uptimeMs: (2 * 60 + 5) * 60_000 + 59_000,
    memoryBytes: 150.6 * 1024 * 1024,
    runtime: 'v22.11.0',
  }),
  traffic: () =>
    Promise.resolve({
      upstreams: [{ service: 'content-api', state: 'open', latencyMs: 42, requests: 7 }],
      cacheHitRatio: 0.75,
    }),
};

function reader(groups: string[]): UserState {
  return { kind: 'just-register', reader: { id: 'u', email: 'u@wom.test', name: null, groups } };
}

function setup(options: { sharedCache?: boolean } = {}) {
  const bus = new RecordingEventBus();
  const dashboard = new AdminDashboard({
    recentEvents: new RecentEvents(bus, () => NOW),
    shapesDropped: new ShapesDropped(bus, lruBoundedMaps, () => NOW),
    status,
    userState: USER_STATE_RULES,
    sitesServed: 3,
    sharedCache: options.sharedCache ?? false,
  });
  return { bus, dashboard };
}

describe('AdminDashboard', () => {
  it('lets admins in, sends anonymous readers to sign in and forbids everyone else', () => {
    const { dashboard } = setup();
    expect(dashboard.access(ANONYMOUS)).toBe('sign-in');
    expect(dashboard.access(reader([]))).toBe('forbidden');
    expect(dashboard.access(reader(['editors']))).toBe('forbidden');
    expect(dashboard.access(reader(['admin']))).toBe('admin');
  });

  it('asks the user-state policy it is given who is an admin', () => {
    const bus = new RecordingEventBus();
    const everyoneAdmin = new AdminDashboard({
      recentEvents: new RecentEvents(bus),
      status,
      userState: { isAdmin: () => true },
      sitesServed: 1,
      sharedCache: false,
    });
    expect(everyoneAdmin.access(reader([]))).toBe('admin');
    expect(everyoneAdmin.access(ANONYMOUS)).toBe('sign-in');
  });

  it('shows the site, this process, the traffic and the recent operator events', async () => {
    const { bus, dashboard } = setup();
    await bus.publish({ type: 'SignInFailed', siteId: 'wom-dk', reason: 'RATE_LIMITED' });
    await bus.publish({ type: 'SearchPerformed', siteId: 'wom-dk' });
    const view = await dashboard.execute({
      site: siteFixture(),
      csrfToken: 'token',
      purged: true,
      sessionsEnded: 3,
    });
    expect(view).toEqual({
      csrfToken: 'token',
      purged: true,
      sessionsEnded: 3,
      health: {
        site: 'WOM DK (wom-dk)',
        uptimeMs: (2 * 60 + 5) * 60_000 + 59_000,
        memoryBytes: 150.6 * 1024 * 1024,
        runtime: 'v22.11.0',
        sitesServed: 3,
        sharedCache: false,
      },
      upstreams: [{ service: 'content-api', state: 'open', latencyMs: 42, requests: 7 }],
      cacheHitRatio: 0.75,
      events: [
        { at: '2026-11-25T08:00:00.000Z', type: 'SignInFailed', detail: 'wom-dk: RATE_LIMITED' },
      ],
      shapesDropped: [],
    });
  });

  it('lists the content shapes dropped in the last hour', async () => {
    const { bus, dashboard } = setup();
    await bus.publish({
      type: 'ContentShapeDropped',
      siteId: 'wom-dk',
      resource: 'page',
      field: 'block.poll',
      reason: 'unknown block type: nothing renders it',
      occurrences: 3,
    });
    const view = await dashboard.execute({ site: siteFixture(), csrfToken: 't', purged: false });
    expect(view.shapesDropped).toEqual([
      {
        siteId: 'wom-dk',
        resource: 'page',
        field: 'block.poll',
        reason: 'unknown block type: nothing renders it',
        count: 3,
        lastSeen: '2026-11-25T08:00:00.000Z',
      },
    ]);
  });

  it("probes the site's content API at its root: answers with its name, or silent", async () => {
    const content = new InMemoryContent();
    const probing = new AdminDashboard({
      recentEvents: new RecentEvents(new RecordingEventBus(), () => NOW),
      status,
      userState: USER_STATE_RULES,
      sitesServed: 1,
      sharedCache: false,
      content,
    });
    const request = { site: siteFixture(), csrfToken: 't', purged: false };

    const answering = await probing.execute(request);
    content.down = true;
    const silent = await probing.execute(request);

    expect(answering.health.contentApi).toEqual({ state: 'answers', name: 'In-memory content' });
    expect(silent.health.contentApi).toEqual({ state: 'silent' });
  });

  it('says when caches are shared through Redis', async () => {
    const { dashboard } = setup({ sharedCache: true });
    const view = await dashboard.execute({ site: siteFixture(), csrfToken: 't', purged: false });
    expect(view.health.sharedCache).toBe(true);
  });
});
