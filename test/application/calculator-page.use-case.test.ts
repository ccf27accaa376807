import { describe, expect, it } from 'vitest';
import { CalculatorPage, readerServicePage } from '../../src/application/calculator-page.use-case';
import { SiteChromeService } from '../../src/application/site-chrome.service';
import { InMemoryContent } from '../fakes/content.fake';
import { siteFixture } from '../fakes/domain-builders';
import { RecordingEventBus } from '../fakes/event-bus.fake';
import { lruBoundedMaps } from '../../src/adapters/cache/lru-bounded-maps';

const site = siteFixture({ brandName: 'Women of Motion' });

function setup(strings: Record<string, string> = {}) {
  const content = new InMemoryContent();
  content.strings = strings;
  const events = new RecordingEventBus();
  const chrome = new SiteChromeService(content, {
    maps: lruBoundedMaps,
    ttlMs: 60_000,
    now: () => 0,
  });
  return { content, events, chrome, calculators: new CalculatorPage(chrome, events) };
}

const DANISH = {
  'meta.title': 'WOM Danmark',
  'meta.description': 'Træn klogere',
  'calculator.name.bmi': 'BMI-beregner',
  'newsletter.title': 'Nyhedsbrev',
};

describe('CalculatorPage', () => {
  it('shows the form with its result and records that the calculator was used', async () => {
    const { events, calculators } = setup(DANISH);
    const values = { weight: '80', height: '180' };
    const page = await calculators.execute(site, 'bmi', values, '/traening');
    expect(page?.view).toEqual({
      type: 'reader-service',
      service: {
        kind: 'calculator',
        code: 'bmi',
        values,
        outcome: {
          kind: 'result',
          lines: [
            { label: 'calculator.result.bmi', value: { kind: 'number', value: 24.7 }, unit: null },
            {
              label: 'calculator.result.bmi_category',
              value: { kind: 'word', key: 'calculator.bmi.normal' },
              unit: null,
            },
          ],
        },
        returnTo: '/traening',
      },
    });
    expect(events.published).toEqual([
      { type: 'CalculatorUsed', siteId: 'wom-dk', calculator: 'bmi' },
    ]);
  });

  it("titles the page with the calculator's name and keeps it out of search engines", async () => {
    const { calculators } = setup(DANISH);
    const page = await calculators.execute(site, 'bmi', { weight: '80', height: '180' }, null);
    expect(page?.kind).toBe('site-page');
    expect(page?.chrome.layout).toBe('default');
    expect(page?.meta).toMatchObject({
      title: 'BMI-beregner | WOM Danmark',
      titleKey: 'calculator.name.bmi',
      brandTitle: 'WOM Danmark',
      description: 'Træn klogere',
      canonical: null,
      robots: 'noindex,nofollow',
    });
  });

  it('falls back to the brand name alone when the site has no translations', async () => {
    const { calculators } = setup();
    const page = await calculators.execute(site, 'bmi', {}, null);
    expect(page?.meta).toMatchObject({ title: 'Women of Motion', description: '' });
  });

  it('shows what was wrong with the values without recording a use', async () => {
    const { events, calculators } = setup();
    const page = await calculators.execute(site, 'bmi', { weight: 'x', height: '180' }, null);
    expect(page?.view).toMatchObject({
      type: 'reader-service',
      service: { kind: 'calculator', outcome: { kind: 'invalid', fields: ['weight'] } },
    });
    expect(events.published).toEqual([]);
  });

  it('records no use for an empty form', async () => {
    const { events, calculators } = setup();
    const page = await calculators.execute(site, 'bmi', {}, null);
    expect(page?.view).toMatchObject({ service: { outcome: { kind: 'empty' } } });
    expect(events.published).toEqual([]);
  });

  it('answers null for an unknown calculator, asking and recording nothing', async () => {
    const { content, events, calculators } = setup(DANISH);
    expect(await calculators.execute(site, 'horoscope', { weight: '80' }, null)).toBeNull();
    expect(content.calls).toEqual([]);
    expect(events.published).toEqual([]);
  });
});

describe('readerServicePage', () => {
  it('titles the outcome page with the translation the caller names', async () => {
    const { chrome } = setup(DANISH);
    const service = { kind: 'newsletter', outcome: 'subscribed', returnTo: null } as const;
    const page = await readerServicePage(chrome, site, service, 'newsletter.title');
    expect(page.meta).toMatchObject({
      title: 'Nyhedsbrev | WOM Danmark',
      titleKey: 'newsletter.title',
    });
    expect(page.view).toEqual({ type: 'reader-service', service });
  });
});
