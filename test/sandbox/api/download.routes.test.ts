import { describe, expect, it } from 'vitest';
import { dig, useSandbox } from '../sandbox.harness';

const { api, get } = useSandbox();

/**
 * `app/content/download/?key=`: the content API answers `{data: {signed_url}}`, nothing else
 * (no envelope of its own, no file), and the signed URL serves the stored file.
 */
describe('app/content/download', () => {
  it('answers only a signed storage URL for the key, in data.signed_url', async () => {
    const { status, body } = await api(
      'wom-dk',
      'app/content/download/?key=files/strength-program.pdf&lang=da&Cache=false',
    );

    expect(status).toBe(200);
    expect(Object.keys(body as object)).toEqual(['data']);
    expect(Object.keys(dig(body, 'data') as object)).toEqual(['signed_url']);
    const signed = new URL(dig(body, 'data', 'signed_url') as string);
    expect(signed.pathname).toBe('/wp-content/uploads/files/strength-program.pdf');
    expect(signed.searchParams.get('X-Amz-Expires')).toBe('3600');
    expect(signed.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('signs for the seconds `expires` asks', async () => {
    const { body } = await api('wom-dk', 'app/content/download?key=files/a.pdf&expires=60');
    const signed = new URL(dig(body, 'data', 'signed_url') as string);
    expect(signed.searchParams.get('X-Amz-Expires')).toBe('60');
  });

  it('serves the stored PDF at the signed URL, and 404 for a key the storage does not hold', async () => {
    const found = await api('wom-dk', 'app/content/download/?key=files/strength-program.pdf');
    const file = await get(dig(found.body, 'data', 'signed_url') as string);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder().decode((await file.arrayBuffer()).slice(0, 5))).toBe('%PDF-');

    const missing = await api('wom-dk', 'app/content/download/?key=files/findes-ikke.docx');
    expect((await get(dig(missing.body, 'data', 'signed_url') as string)).status).toBe(404);
  });
});
