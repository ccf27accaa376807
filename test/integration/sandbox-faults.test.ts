import { request } from 'undici';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseFaultsEnv } from '../../sandbox/faults/fault-switchboard';
import { startSandbox, type RunningSandbox } from '../../sandbox/sandbox';

let sandbox: RunningSandbox;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, cdnPort: 0 });
});

afterAll(async () => {
  await sandbox.close();
});

afterEach(async () => {
  const reset = await request(`${sandbox.origin}/__sandbox/faults`, { method: 'DELETE' });
  await reset.body.dump();
});

async function setFault(service: string, fault: Record<string, unknown>): Promise<number> {
  const response = await request(`${sandbox.origin}/__sandbox/faults/${service}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fault),
  });
  await response.body.dump();
  return response.statusCode;
}

/** The status of a content API call, or the name of the error when no answer came. */
async function apiRoot(headersTimeout = 2_000): Promise<number | string> {
  try {
    const response = await request(`${sandbox.origin}/wom-dk/wp-json/`, { headersTimeout });
    await response.body.dump();
    return response.statusCode;
  } catch (error) {
    return error instanceof Error && 'code' in error ? String(error.code) : 'error';
  }
}

describe('sandbox fault switches', () => {
  it('answers normally while every switch is ok', async () => {
    expect(await apiRoot()).toBe(200);
  });

  it('answers 500 when a service is switched to 500, and only that service', async () => {
    expect(await setFault('content-api', { mode: '500' })).toBe(200);
    expect(await apiRoot()).toBe(500);
    const cm = await request(`${sandbox.origin}/services/cm/api/v1/teasers?locale=da-DK`);
    await cm.body.dump();
    expect(cm.statusCode).not.toBe(500);
  });

  it('drops the connection without an answer on refuse', async () => {
    await setFault('content-api', { mode: 'refuse' });
    expect(await apiRoot()).toBe('UND_ERR_SOCKET');
  });

  it('never answers on hang, so the client times out', async () => {
    await setFault('content-api', { mode: 'hang' });
    expect(await apiRoot(300)).toBe('UND_ERR_HEADERS_TIMEOUT');
  });

  it('answers after the delay on slow', async () => {
    await setFault('content-api', { mode: 'slow', delayMs: 300 });
    const started = Date.now();
    expect(await apiRoot()).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('breaks the image CDN on its own switch', async () => {
    await setFault('image-cdn', { mode: '500' });
    const response = await request(`${sandbox.cdnOrigin}/anything.jpg`);
    await response.body.dump();
    expect(response.statusCode).toBe(500);
    expect(await apiRoot()).toBe(200);
  });

  it('lists the switches and rejects unknown modes with a message', async () => {
    expect(await setFault('content-api', { mode: 'explode' })).toBe(400);
    await setFault('search', { mode: 'slow', delayMs: 50 });
    const list = await request(`${sandbox.origin}/__sandbox/faults`);
    const body = (await list.body.json()) as Record<string, { mode: string; delayMs: number }>;
    expect(body.search).toEqual({ mode: 'slow', delayMs: 50 });
    expect(body['content-api']).toEqual({ mode: 'ok', delayMs: 0 });
  });
});

describe('SANDBOX_FAULTS', () => {
  it('reads service=mode[:delay] pairs', () => {
    expect([...parseFaultsEnv('content-api=500, image-cdn=slow:3000')]).toEqual([
      ['content-api', { mode: '500', delayMs: 0 }],
      ['image-cdn', { mode: 'slow', delayMs: 3000 }],
    ]);
  });

  it('refuses an unknown service or mode, naming the variable', () => {
    expect(() => parseFaultsEnv('cms=500')).toThrow(/SANDBOX_FAULTS: unknown service "cms"/);
    expect(() => parseFaultsEnv('search=boom')).toThrow(/SANDBOX_FAULTS: search: mode must be/);
  });
});
