import { describe, expect, it } from 'vitest';
import type { AdminDashboardView } from '../../../src/domain/identity/account-view.types';
import { translatorFor } from '../../../src/render/i18n/locale-translations';
import {
  breakerLabel,
  eventLabel,
  healthRows,
  latencyText,
  percentText,
  upstreamLabel,
} from '../../../src/render/views/admin/admin-words';
import { renderBody } from '../render-body';
import { chrome, site, sitePage } from '../view-model.fixture';

const dashboard: AdminDashboardView = {
  csrfToken: 'token',
  purged: false,
  sessionsEnded: null,
  health: {
    site: 'WOM DK (wom-dk)',
    uptimeMs: (60 + 45) * 60_000 + 30_000,
    memoryBytes: 1530.4 * 1024 * 1024,
    runtime: 'v22.11.0',
    sitesServed: 7,
    sharedCache: false,
  },
  upstreams: [
    { service: 'content-api', state: 'closed', latencyMs: 1341, requests: 1 },
    { service: 'search', state: 'half-open', latencyMs: 80, requests: 66 },
    { service: 'identity', state: 'open', latencyMs: null, requests: 0 },
  ],
  cacheHitRatio: 0.364,
  events: [
    { at: '2026-11-25T08:00:00.000Z', type: 'SignInFailed', detail: 'wom-dk: RATE_LIMITED' },
  ],
};

describe('the admin words', () => {
  const da = translatorFor('da');

  it('words the health rows in Danish, numbers as Danish writes them', () => {
    expect(healthRows(dashboard.health, da, 'da')).toEqual([
      ['Websted', 'WOM DK (wom-dk)'],
      ['Oppetid', '1 time 45 min'],
      ['Hukommelse', '1.530 MB'],
      ['Node.js-version', 'v22.11.0'],
      ['Websteder på denne server', '7'],
      ['Delt cache', 'Fra (kun i processen)'],
    ]);
    expect(healthRows({ ...dashboard.health, sharedCache: true }, da, 'da')[5]).toEqual([
      'Delt cache',
      'Til (Redis)',
    ]);
  });

  it("says whether the site's content API answers at its root, and as what", () => {
    const answers = { ...dashboard.health, contentApi: { state: 'answers', name: 'WOM' } } as const;
    const silent = { ...dashboard.health, contentApi: { state: 'silent' } } as const;
    expect(healthRows(answers, da, 'da').at(-1)).toEqual(['Indholds-API', 'Svarer (WOM)']);
    expect(healthRows(silent, da, 'da').at(-1)).toEqual(['Indholds-API', 'Svarer ikke']);
  });

  it('names the sign-up endpoint among the upstream services', () => {
    expect(upstreamLabel('signup', da)).toBe('Tilmelding');
  });

  it('names the upstream services, and an unknown one by its id', () => {
    expect(upstreamLabel('favourites', da)).toBe('Favoritter');
    expect(upstreamLabel('content-api', translatorFor('fi'))).toBe('Sisältörajapinta');
    expect(upstreamLabel('new-service', da)).toBe('new-service');
  });

  it('words breaker states and operator events, and keeps an unknown one as it is', () => {
    expect(breakerLabel('closed', da)).toBe('Normal');
    expect(breakerLabel('open', da)).toBe('Afbrudt');
    expect(breakerLabel('half-open', translatorFor('sv'))).toBe('Provar igen');
    expect(breakerLabel('unknown', da)).toBe('unknown');
    expect(eventLabel('CachePurged', da)).toBe('Cache tømt');
    expect(eventLabel('SomethingNew', da)).toBe('SomethingNew');
  });

  it('writes percentages and latencies with the decimal separator and plural of the language', () => {
    expect(percentText(0.364, 'da').replace(/\s/g, ' ')).toBe('36,4 %');
    expect(percentText(0.364, 'en')).toBe('36.4%');
    expect(percentText(null, 'da')).toBe('–');
    expect(latencyText(dashboard.upstreams[0]!, da, 'da')).toBe('1.341 ms · 1 kald');
    expect(latencyText(dashboard.upstreams[1]!, translatorFor('fi'), 'fi')).toBe(
      '80 ms · 66 pyyntöä',
    );
    expect(latencyText(dashboard.upstreams[2]!, da, 'da')).toBe('–');
  });
});

describe('the admin dashboard', () => {
  const render = (language: 'da' | 'sv') =>
    renderBody(
      sitePage(
        { type: 'admin-overview', dashboard },
        {
          chrome: {
            ...chrome,
            layout: 'admin',
            site: { ...site, language, locale: language === 'da' ? 'da-DK' : 'sv-SE' },
          },
        },
      ),
    );

  it('shows no English on a Danish site', () => {
    const html = render('da');
    for (const english of [
      'Memory',
      'Sites served',
      'Shared cache',
      'Uptime',
      'in-process',
      '>closed<',
      '>open<',
      'SignInFailed',
      'Upstream',
      '>favourites<',
      '>search<',
    ])
      expect({ english, found: html.includes(english) }).toEqual({ english, found: false });
    expect(html).toContain('Afbrudt');
    expect(html).toContain('Indholds-API');
    expect(html).toContain('Mislykket login: wom-dk: RATE_LIMITED');
  });

  it('is Swedish on a Swedish site', () => {
    const html = render('sv');
    expect(html).toContain('Minne');
    expect(html).toContain('Bruten');
    expect(html).toContain('Sökning');
    expect(html).toContain('Delad cache');
  });
});
