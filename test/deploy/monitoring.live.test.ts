import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { request } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { startEmbeddedStack, type EmbeddedStack } from '../support/embedded-stack';
import { startPrometheus, type PrometheusServer } from './prometheus-server';
import { exposedFamilies, isExposed, metricNames } from './promql-names';

/**
 * The dashboards and rules of deploy/ against the running product (`npm start`'s stack, from
 * dist/): every metric they name is one the product exposes, and a real Prometheus (Debian's)
 * scraping it evaluates the recording rules and fires the availability alert once an upstream
 * fault is switched on. The rules are the real file, unchanged: the fast-burn alert has no
 * `for`, so it fires within seconds of the errors.
 */
const RULES_FILE = join(process.cwd(), 'deploy/prometheus/magazine.rules.yml');
const GRAFANA_DIR = join(process.cwd(), 'deploy/grafana');

interface Rule {
  readonly record?: string;
  readonly alert?: string;
  readonly expr: string;
}
interface Panel {
  readonly type: string;
  readonly title: string;
  readonly datasource?: { readonly uid: string };
  readonly targets?: readonly { readonly expr: string }[];
}

const rules = (
  parse(readFileSync(RULES_FILE, 'utf8')) as { groups: { rules: Rule[] }[] }
).groups.flatMap((group) => group.rules);
const recorded = new Set(rules.flatMap((rule) => (rule.record === undefined ? [] : [rule.record])));
const dashboards = readdirSync(GRAFANA_DIR)
  .filter((file) => file.endsWith('.json'))
  .map((file) => ({
    file,
    dashboard: JSON.parse(readFileSync(join(GRAFANA_DIR, file), 'utf8')) as {
      panels: readonly Panel[];
      templating: { list: readonly { name: string; query?: { query: string } | string }[] };
    },
  }));

/** Every PromQL expression of the dashboards (panels and variable queries) and the rules. */
function expressions(): { where: string; expr: string }[] {
  const fromDashboards = dashboards.flatMap(({ file, dashboard }) => [
    ...dashboard.panels.flatMap((panel) =>
      (panel.targets ?? []).map((target) => ({
        where: `${file}: ${panel.title}`,
        expr: target.expr,
      })),
    ),
    ...dashboard.templating.list.flatMap((variable) => {
      const query = typeof variable.query === 'object' ? variable.query.query : undefined;
      const inner =
        query === undefined ? undefined : /^label_values\((.*),\s*\w+\)$/.exec(query)?.[1];
      return inner === undefined ? [] : [{ where: `${file}: $${variable.name}`, expr: inner }];
    }),
  ]);
  const fromRules = rules.map((rule) => ({
    where: `rule ${rule.record ?? rule.alert ?? '?'}`,
    expr: rule.expr,
  }));
  return [...fromDashboards, ...fromRules];
}

describe('deploy/grafana dashboards', () => {
  it.each(dashboards.map(({ file, dashboard }) => [file, dashboard]))(
    '%s: every panel queries Prometheus through the datasource variable',
    (_file, dashboard) => {
      const panels = dashboard.panels.filter((panel) => panel.type !== 'row');
      expect(panels.length).toBeGreaterThanOrEqual(10);
      for (const panel of panels) {
        expect(panel.datasource?.uid, panel.title).toBe('${datasource}');
        expect(panel.targets?.length, panel.title).toBeGreaterThan(0);
      }
      expect(dashboard.templating.list.map((variable) => variable.name)).toContain('datasource');
    },
  );

  it('shows requests, latency, cache, content changes, edge purges, upstreams, breakers, events, memory and event-loop lag', () => {
    const named = new Set(expressions().flatMap(({ expr }) => [...metricNames(expr)]));
    for (const metric of [
      'http_request_duration_seconds_count',
      'http_request_duration_seconds_bucket',
      'response_cache_requests_total',
      'upstream_request_duration_seconds_bucket',
      'upstream_errors_total',
      'circuit_breaker_state',
      'domain_events_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_p99_seconds',
      'redis_errors_total',
      'content_changes_total',
      'cache_purges_total',
      'content_refresh_pages_total',
      'edge_purges_total',
      'edge_purge_duration_seconds_bucket',
    ])
      expect(named, metric).toContain(metric);
  });
});

describe('monitoring against the running product', () => {
  let stack: EmbeddedStack | undefined;
  let prometheus: PrometheusServer | undefined;

  beforeAll(async () => {
    stack = await startEmbeddedStack();
  }, 90_000);
  afterAll(async () => {
    await prometheus?.stop();
    await stack?.stop();
  }, 30_000);

  const running = (): EmbeddedStack => {
    if (stack === undefined) throw new Error('the stack is not running');
    return stack;
  };

  /** A page of wom-dk (undici's fetch would drop the Host header: request keeps it). */
  const page = async (path: string): Promise<number> => {
    const response = await request(`http://127.0.0.1:${running().port}${path}`, {
      headers: { host: 'wom-dk.localhost' },
      headersTimeout: 15_000,
      bodyTimeout: 15_000,
    });
    await response.body.arrayBuffer();
    return response.statusCode;
  };

  it('exposes every metric the dashboards and rules name', async () => {
    const exposition = await (
      await fetch(`http://127.0.0.1:${running().metricsPort}/metrics`)
    ).text();
    const families = exposedFamilies(exposition);
    const all = expressions();
    expect(all.length).toBeGreaterThan(40);
    const missing = all.flatMap(({ where, expr }) =>
      [...metricNames(expr)]
        .filter((name) => (name.includes(':') ? !recorded.has(name) : !isExposed(name, families)))
        .map((name) => `${where}: ${name}`),
    );
    expect(missing).toEqual([]);
  });

  /** Polls `check` every 500 ms until it answers a value, for at most `ms`. */
  async function eventually<T>(
    what: string,
    ms: number,
    check: (note: (seen: unknown) => void) => Promise<T | undefined>,
  ): Promise<T> {
    const deadline = Date.now() + ms;
    let seen: unknown;
    for (;;) {
      const value = await check((last) => {
        seen = last;
      });
      if (value !== undefined) return value;
      if (Date.now() > deadline)
        throw new Error(
          `${what}: not within ${ms} ms (last seen: ${JSON.stringify(seen)})\n${prometheus?.output() ?? ''}`,
        );
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }

  /** Requests pages (unique paths: never cached) every 150 ms until `until` settles. */
  async function traffic<T>(
    prefix: string,
    until: Promise<T>,
  ): Promise<{ result: T; statuses: number[] }> {
    const statuses: number[] = [];
    const state = { done: false };
    const loop = (async () => {
      for (let index = 0; !state.done && index < 400; index += 1) {
        statuses.push(await page(`/${prefix}-${index}`).catch(() => 0));
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
    })();
    try {
      return { result: await until, statuses };
    } finally {
      state.done = true;
      await loop;
    }
  }

  it('has a real Prometheus evaluate the recording rules and fire the availability alert on an upstream fault', async () => {
    const server = await startPrometheus({
      job: 'magazine',
      target: `127.0.0.1:${running().metricsPort}`,
      ruleFiles: [RULES_FILE],
    });
    prometheus = server;
    const value = async (expr: string): Promise<number | undefined> => {
      const [sample] = await server.query(expr);
      return sample === undefined ? undefined : Number(sample.value[1]);
    };

    // Healthy traffic: the request rate is recorded and the error ratio is 0.
    expect(await page('/')).toBe(200);
    const healthy = await traffic(
      'healthy',
      eventually('recorded request rate and error ratio', 40_000, async (note) => {
        const rate = await value('magazine:http_requests:rate5m');
        const errors = await value('magazine:slo_errors_per_request:ratio_rate5m');
        const hits = await value('magazine:response_cache_hit:ratio_rate5m');
        note({ rate, errors, hits });
        return rate !== undefined && rate > 0 && errors !== undefined && hits !== undefined
          ? { rate, errors, hits }
          : undefined;
      }),
    );
    expect(healthy.result.errors).toBe(0);
    expect(Number.isFinite(healthy.result.hits)).toBe(true);
    expect(await value('magazine:nodejs_eventloop_lag_p99_seconds:max')).toBeGreaterThanOrEqual(0);
    expect(
      (await server.alerts()).filter(
        (alert) => alert.labels.alertname === 'MagazineErrorBudgetBurnFast',
      ),
    ).toEqual([]);

    // The content API answers 500: pages answer 503, the fast burn pages someone.
    const fault = await fetch(`${running().sandboxOrigin}/__sandbox/faults/content-api`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mode: '500' }),
    });
    expect(fault.status).toBe(200);
    // Alerts with a `for` are pending this early (their expressions matched); the burn-rate
    // alert, without one, fires.
    const expected = {
      MagazineErrorBudgetBurnFast: ['firing'],
      MagazineUpstreamErrorsHigh: ['pending', 'firing'],
      MagazineCircuitBreakerOpen: ['pending', 'firing'],
    } as const;
    const faulted = await traffic(
      'faulted',
      eventually(
        'the burn-rate alert firing, the upstream and breaker alerts pending',
        60_000,
        async (note) => {
          const alerts = await server.alerts();
          const states = new Map(
            alerts.map((alert) => [alert.labels.alertname ?? '', alert.state]),
          );
          note(Object.fromEntries(states));
          return Object.entries(expected).every(([name, allowed]) =>
            (allowed as readonly string[]).includes(states.get(name) ?? 'inactive'),
          )
            ? states
            : undefined;
        },
      ),
    );
    expect(faulted.statuses).toContain(503);
    expect(faulted.result.get('MagazineErrorBudgetBurnFast')).toBe('firing');
    expect(await value('magazine:slo_errors_per_request:ratio_rate5m')).toBeGreaterThan(
      14.4 * 0.001,
    );
    expect(
      await value('magazine:upstream_errors:ratio_rate5m{service="content-api"}'),
    ).toBeGreaterThan(0.05);
  }, 150_000);
});
