import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CONTENT_TOKEN } from '../../sandbox/api/site-context';
import { startSandbox, type RunningSandbox } from '../../sandbox/sandbox';
import { SANDBOX_MATERIALS_TOKEN } from '../../sandbox/services/materials.service';
import { dig, list, resolveRoute } from '../sandbox/sandbox.harness';

/**
 * docker-compose.yml gives the sandbox and the apps one CONTENT_API_TOKEN and one
 * MATERIALS_SERVICE_TOKEN: a sandbox started with other values than its built-in ones accepts
 * those, and no longer the built-in ones. (This file's worker process owns its environment.)
 */
const CONTENT_TOKEN = 'compose-content-token-0123456789';
const MATERIALS_TOKEN = 'compose-materials-token-0123456789';

describe('the sandbox with the credentials of a deployment', () => {
  let sandbox: RunningSandbox | undefined;
  const saved = {
    content: process.env.CONTENT_API_TOKEN,
    materials: process.env.MATERIALS_SERVICE_TOKEN,
  };

  beforeAll(async () => {
    process.env.CONTENT_API_TOKEN = CONTENT_TOKEN;
    process.env.MATERIALS_SERVICE_TOKEN = MATERIALS_TOKEN;
    sandbox = await startSandbox({ port: 0, cdnPort: 0 });
  }, 60_000);
  afterAll(async () => {
    await sandbox?.close();
    for (const [key, value] of [
      ['CONTENT_API_TOKEN', saved.content],
      ['MATERIALS_SERVICE_TOKEN', saved.materials],
    ] as const)
      if (value === undefined) Reflect.deleteProperty(process.env, key);
      else process.env[key] = value;
  });

  const origin = (): string => {
    if (sandbox === undefined) throw new Error('the sandbox is not running');
    return sandbox.origin;
  };

  async function lockedWidgets(authorization: string): Promise<unknown[]> {
    const resolved: unknown = await (
      await fetch(
        `${origin()}/wom-dk/wp-json/${resolveRoute('/traening/12-ugers-traeningsprogram')}`,
      )
    ).json();
    const id = dig(resolved, 'data', 'id');
    expect(typeof id).toBe('number');
    const body: unknown = await (
      await fetch(`${origin()}/wom-dk/wp-json/wp/v2/composites/${String(id)}?with=contents`, {
        headers: { authorization },
      })
    ).json();
    return list(body, 'data', 'contents', 'data').filter(
      (widget) => dig(widget, 'locked') === true,
    );
  }

  it('sends locked content whole for the configured content token only', async () => {
    const whole = await lockedWidgets(`Bearer ${CONTENT_TOKEN}`);
    expect(whole.length).toBeGreaterThan(0);
    expect(whole.every((widget) => typeof dig(widget, 'body') === 'string')).toBe(true);
    const builtIn = await lockedWidgets(`Bearer ${SANDBOX_CONTENT_TOKEN}`);
    expect(builtIn.some((widget) => typeof dig(widget, 'body') === 'string')).toBe(false);
  });

  it('answers the materials service for the configured token only', async () => {
    const url = `${origin()}/services/materials/api/v1/materials/locale/da/4101`;
    const status = async (token: string): Promise<number> =>
      (await fetch(url, { headers: { authorization: `Bearer ${token}` } })).status;
    expect(await status(MATERIALS_TOKEN)).toBe(200);
    expect(await status(SANDBOX_MATERIALS_TOKEN)).toBe(401);
  });
});
