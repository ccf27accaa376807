import { describe, expect, it } from 'vitest';
import type { CalculatorPage } from '../../../src/application/calculator-page.use-case';
import { override } from '../../../src/composition/compose';
import { ID } from '../../../src/composition/identifiers';
import { siteFixture } from '../../fakes/domain-builders';
import { composeTestApp } from '../../support/test-composition';
import { testConfig } from '../../support/test-config';
import { HOST, SITE_ORIGIN, securityApp } from '../../security/security-app';

/**
 * The calculator route as it is registered (each test composes its own app): the route itself,
 * a POST whose body is JSON `null`, and the status of a page that is no calculator's.
 */
describe('the registered calculator route', () => {
  it('answers a calculator GET with its result page', async () => {
    const started = await securityApp({ production: true });
    try {
      const response = await started.app.inject({
        url: '/calculators/bmi?weight=80&height=180',
        headers: HOST,
      });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('24,7');
    } finally {
      await started.app.close();
    }
  });

  it('answers a POST whose JSON body is null with the empty form and a way back, never a 500', async () => {
    const started = await securityApp({ production: true });
    try {
      const response = await started.app.inject({
        method: 'POST',
        url: '/calculators/bmi',
        headers: {
          ...HOST,
          'content-type': 'application/json',
          referer: `${SITE_ORIGIN}/traening`,
        },
        payload: 'null',
      });
      expect(response.statusCode).toBeLessThan(500);
      expect(response.body).toContain('name="weight"');
      expect(response.body).toContain('href="/traening"');
    } finally {
      await started.app.close();
    }
  });

  it('answers 200, never 400, when the calculator page holds no calculator view', async () => {
    const config = testConfig({ sites: [siteFixture()] });
    const real = await composeTestApp(config);
    const calculators = real.container.get<CalculatorPage>(ID.calculatorPage);
    const searchView: Pick<CalculatorPage, 'execute'> = {
      async execute(site, code, values, returnTo) {
        const page = await calculators.execute(site, code, values, returnTo);
        return page === null
          ? null
          : { ...page, view: { type: 'search', query: 'bmi', results: null } };
      },
    };
    const composed = await composeTestApp(config, [
      override(ID.calculatorPage, searchView as CalculatorPage),
    ]);
    try {
      const response = await composed.app.inject({
        url: '/calculators/bmi?weight=tung&height=180',
        headers: { host: new URL(siteFixture().siteDomain).host },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
    } finally {
      await composed.app.close();
      await real.app.close();
    }
  });
});
