import { afterEach, describe, expect, it } from 'vitest';
import { WordPressContentAdapter } from '../../../src/adapters/wordpress/wordpress-content.adapter';
import { mockUpstream } from '../../support/mock-upstream';
import { ADMIN_ORIGIN, answered, API, iformSite } from './content-api.harness';

/**
 * `ContentPort.download` over the content API: `app/content/download/?key=` on the admin host
 * answers a signed storage URL (`{data: {signed_url}}`), and the file comes from there.
 */
const STORAGE = 'https://bonnier-files.s3.eu-west-1.amazonaws.com';
const KEY = 'uploads/2021/07/12-ugers-program.pdf';
const SIGNED = `${STORAGE}/${KEY}?X-Amz-Expires=3600&X-Amz-Signature=abc123`;
const PDF = Buffer.from('%PDF-1.4\n\u00e2\u00e3\u00cf\u00d3 binary', 'latin1');
const TOKEN = 'product-content-token';

const upstreams: ReturnType<typeof mockUpstream>[] = [];
afterEach(async () => {
  await Promise.all(upstreams.splice(0).map((upstream) => upstream.agent.close()));
});

function setup() {
  const upstream = mockUpstream();
  upstreams.push(upstream);
  const site = iformSite();
  const adapter = new WordPressContentAdapter({
    http: upstream.client('content-api'),
    logger: upstream.logger,
    token: TOKEN,
  });
  return { ...upstream, site, adapter };
}

interface Seen {
  path?: string;
  authorization?: string;
}

function downloadAnswers(
  upstream: ReturnType<typeof setup>,
  seen: Seen,
  answer: { status: number; body: string | object; type?: string },
) {
  upstream.agent
    .get(ADMIN_ORIGIN)
    .intercept({ path: (path) => path.startsWith(`${API}/app/content/download/`) })
    .reply((request) => {
      seen.path = request.path;
      seen.authorization = (request.headers as Record<string, string>).authorization;
      return {
        statusCode: answer.status,
        data: answer.body,
        responseOptions: { headers: { 'content-type': answer.type ?? 'application/json' } },
      };
    });
}

describe('WordPressContentAdapter.download', () => {
  it('asks the admin host with the key and our credential, uncached, in the site language', async () => {
    const upstream = setup();
    const seen: Seen = {};
    downloadAnswers(upstream, seen, { status: 200, body: { data: { signed_url: SIGNED } } });
    upstream.agent
      .get(STORAGE)
      .intercept({ path: (path) => path.startsWith(`/${KEY}`) })
      .reply(200, PDF, { headers: { 'content-type': 'application/pdf' } });

    await upstream.adapter.download(upstream.site, KEY);

    const asked = new URL(seen.path ?? '', ADMIN_ORIGIN);
    expect(asked.pathname).toBe(`${API}/app/content/download/`);
    expect(asked.searchParams.get('key')).toBe(KEY);
    expect(asked.searchParams.get('lang')).toBe('da');
    expect(asked.searchParams.get('Cache')).toBe('false');
    expect(seen.authorization).toBe(`Bearer ${TOKEN}`);
  });

  it('fetches the file from the signed URL without our credential and answers its bytes, type and name', async () => {
    const upstream = setup();
    downloadAnswers(upstream, {}, { status: 200, body: { data: { signed_url: SIGNED } } });
    const storage: Seen = {};
    upstream.agent
      .get(STORAGE)
      .intercept({ path: (path) => path.startsWith(`/${KEY}`) })
      .reply((request) => {
        storage.path = request.path;
        storage.authorization = (request.headers as Record<string, string>).authorization;
        return {
          statusCode: 200,
          data: PDF,
          responseOptions: { headers: { 'content-type': 'application/pdf' } },
        };
      });

    const answer = await upstream.adapter.download(upstream.site, KEY);

    expect(storage.path).toBe(`/${KEY}?X-Amz-Expires=3600&X-Amz-Signature=abc123`);
    expect(storage.authorization).toBeUndefined();
    if (!answer.ok || answer.value === 'not-found') throw new Error('no file');
    const file = answer.value;
    expect(Buffer.from(file.bytes).equals(PDF)).toBe(true);
    expect(file.contentType).toBe('application/pdf');
    expect(file.fileName).toBe('12-ugers-program.pdf');
  });

  it('takes the name the storage gives in Content-Disposition', async () => {
    const upstream = setup();
    downloadAnswers(upstream, {}, { status: 200, body: { data: { signed_url: SIGNED } } });
    upstream.agent
      .get(STORAGE)
      .intercept({ path: (path) => path.startsWith(`/${KEY}`) })
      .reply(200, PDF, {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="x.pdf"; filename*=UTF-8''tr%C3%A6ning%20%22plan%22.pdf`,
        },
      });

    const file = answered(await upstream.adapter.download(upstream.site, KEY));

    expect(file).toMatchObject({ fileName: 'træning plan.pdf' });
  });

  it('reads an answer that is the file itself as the file', async () => {
    const upstream = setup();
    downloadAnswers(
      upstream,
      {},
      { status: 200, body: PDF.toString('latin1'), type: 'application/pdf' },
    );

    const file = answered(await upstream.adapter.download(upstream.site, KEY));

    expect(file).toMatchObject({
      contentType: 'application/pdf',
      fileName: '12-ugers-program.pdf',
    });
  });

  it('answers not-found when the storage holds no file for the key', async () => {
    const upstream = setup();
    downloadAnswers(upstream, {}, { status: 200, body: { data: { signed_url: SIGNED } } });
    upstream.agent
      .get(STORAGE)
      .intercept({ path: (path) => path.startsWith(`/${KEY}`) })
      .reply(403, '<Error><Code>AccessDenied</Code></Error>', {
        headers: { 'content-type': 'application/xml' },
      });

    expect(await upstream.adapter.download(upstream.site, KEY)).toEqual({
      ok: true,
      value: 'not-found',
    });
  });

  it('answers a failure with its code, logged, when the content API fails or answers no signed URL', async () => {
    const upstream = setup();
    const failure = (code: string, retryable: boolean) => ({
      ok: false,
      failure: { code, service: 'content-api', retryable },
    });
    downloadAnswers(upstream, {}, { status: 502, body: 'Bad gateway' });
    expect(await upstream.adapter.download(upstream.site, KEY)).toMatchObject(
      failure('UPSTREAM_BAD_STATUS', true),
    );

    downloadAnswers(upstream, {}, { status: 200, body: { data: { url: SIGNED } } });
    expect(await upstream.adapter.download(upstream.site, KEY)).toMatchObject(
      failure('UPSTREAM_INVALID_RESPONSE', false),
    );

    downloadAnswers(
      upstream,
      {},
      { status: 200, body: { data: { signed_url: 'file:///etc/passwd' } } },
    );
    expect(await upstream.adapter.download(upstream.site, KEY)).toMatchObject(
      failure('UPSTREAM_INVALID_RESPONSE', false),
    );

    expect(upstream.logged).toContain('error content API call failed');
    expect(upstream.metrics.outcomesOf('download')).toEqual(['error', 'invalid', 'invalid']);
  });

  it('answers a failure when the storage fails', async () => {
    const upstream = setup();
    downloadAnswers(upstream, {}, { status: 200, body: { data: { signed_url: SIGNED } } });
    upstream.agent
      .get(STORAGE)
      .intercept({ path: (path) => path.startsWith(`/${KEY}`) })
      .reply(503, 'Slow Down');

    expect(await upstream.adapter.download(upstream.site, KEY)).toMatchObject({
      ok: false,
      failure: { code: 'UPSTREAM_BAD_STATUS', retryable: true, detail: { status: 503 } },
    });
    expect(upstream.metrics.outcomesOf('download-file')).toEqual(['error']);
  });
});
