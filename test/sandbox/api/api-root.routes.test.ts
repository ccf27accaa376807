import { describe, expect, it } from 'vitest';
import { useSandbox } from '../sandbox.harness';

const { api, sandbox } = useSandbox();

describe('the API root', () => {
  it('answers the WordPress index of a site', async () => {
    const { status, body } = await api('wom-se', '');
    expect(status).toBe(200);
    expect(body).toMatchObject({
      name: 'WOM Sverige',
      url: `${sandbox().origin}/wom-se`,
      home: 'http://wom-se.localhost:3000',
      namespaces: ['wp/v2', 'app'],
    });
    const routes = (body as { routes: Record<string, { methods: string[] }> }).routes;
    expect(Object.keys(routes)).toEqual(
      expect.arrayContaining([
        '/app/resolve',
        '/app/menus',
        '/app/sitemaps',
        '/app/widget/teaser-list',
      ]),
    );
    expect(routes['/app/search']?.methods).toEqual(['POST']);
  });

  it('answers 404 for an unknown route of a site', async () => {
    const { status, body } = await api('wom-dk', 'app/nothing-here');
    expect(status).toBe(404);
    expect(body).toMatchObject({ code: 'rest_no_route', data: { status: 404 } });
  });
});
