import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIST, testApp, type TestApp } from './test-app';

/** The client build's stylesheet (npm test builds first): the one asset every page blocks on. */
const STATIC = join(DIST, 'client', 'assets', 'static');
const stylesheet = readdirSync(STATIC).find((name) => name.endsWith('.css'));
const url = `/assets/static/${stylesheet ?? 'missing.css'}`;
const raw = readFileSync(join(STATIC, stylesheet ?? 'missing.css'));

let current: TestApp;
beforeAll(async () => {
  current = await testApp();
});
afterAll(async () => {
  await current.app.close();
});

function get(acceptEncoding: string) {
  return current.app.inject({
    url,
    headers: { host: 'wom-dk.localhost:3000', 'accept-encoding': acceptEncoding },
  });
}

describe('client assets', () => {
  it('sends the stylesheet brotli-compressed to a browser that takes br, the same bytes inside', async () => {
    const response = await get('gzip, deflate, br');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/^text\/css/);
    expect(String(response.headers.vary)).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.rawPayload.length).toBeLessThan(raw.length / 3);
    expect(brotliDecompressSync(response.rawPayload).equals(raw)).toBe(true);
  });

  it('sends gzip to a browser without br, and the file as it is to one that takes neither', async () => {
    const gzipped = await get('gzip');
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).equals(raw)).toBe(true);
    const plain = await get('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(raw)).toBe(true);
  });
});
