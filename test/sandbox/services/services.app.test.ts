import { describe, expect, it } from 'vitest';
import { SANDBOX_MATERIALS_TOKEN } from '../../../sandbox/services/materials.service';
import { SANDBOX_SIGNUP_API_KEY } from '../../../sandbox/services/signup.service';
import { useSandbox } from '../sandbox.harness';

const { sandbox, get } = useSandbox();

describe('the sandbox services under /services', () => {
  it('answers the newsletter permission text of a locale', async () => {
    const response = await get(
      `${sandbox().origin}/services/newsletter/api/v1/newsletters/permission_text?brand_code=WOM&locale=da-DK`,
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { text: string } };
    expect(body.data.text).toContain('WOM');
  });

  it('signs an address up once and answers 409 the second time', async () => {
    const signUp = () =>
      fetch(`${sandbox().origin}/services/newsletter/sign_up`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: 'reader@example.dk',
          newsletter_ids: [1],
          brand_code: 'WOM',
        }),
      });
    expect((await signUp()).status).toBe(201);
    expect((await signUp()).status).toBe(409);
  });

  it("asks for the Bearer token on materials and names them by the content's ids", async () => {
    const url = `${sandbox().origin}/services/materials/api/v1/materials/locale/da/4101`;
    expect((await get(url)).status).toBe(401);
    const authorised = await get(url, { authorization: `Bearer ${SANDBOX_MATERIALS_TOKEN}` });
    expect(authorised.status).toBe(200);
    const body = (await authorised.json()) as { data: { id: string; name: string }[] };
    expect(body.data).toEqual([expect.objectContaining({ id: '4101', name: 'Kettlebell, 12 kg' })]);
  });

  it('registers a new account at the sign-up endpoint only with its x-api-key', async () => {
    const register = (key: string | null) =>
      fetch(`${sandbox().origin}/services/signup/users`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(key === null ? {} : { 'x-api-key': key }),
        },
        body: JSON.stringify({ email: 'new@example.dk', given_name: 'Ny', brand_code: 'WOM' }),
      });
    expect((await register(null)).status).toBe(401);
    expect((await register('wrong-key-value')).status).toBe(401);
    const created = await register(SANDBOX_SIGNUP_API_KEY);
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual({ status: 'registered' });
    expect((await register(SANDBOX_SIGNUP_API_KEY)).status).toBe(409);
  });

  it('keeps answering the content API beside the services', async () => {
    expect((await get(`${sandbox().origin}/wom-dk/wp-json/`)).status).toBe(200);
  });

  it.each([
    ['WOM', 'da-DK'],
    ['COS', 'sv-SE'],
  ])("gives %s's sponsored stories pictures the image host has", async (brand, locale) => {
    const response = await get(
      `${sandbox().origin}/services/cm/api/v1/teasers?brand_code=${brand}&locale=${locale}&limit=3`,
    );
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: { image_url: string | null }[] };
    expect(body.data).toHaveLength(3);
    for (const { image_url: url } of body.data) {
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/wp-content\/uploads\//);
      const picture = await get(url ?? '');
      expect(picture.status, url ?? '').toBe(200);
      expect(picture.headers.get('content-type')).toMatch(/^image\//);
      await picture.arrayBuffer();
    }
  });
});
