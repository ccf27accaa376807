import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import {
  callContentWebhook,
  DEFAULT_WEBHOOK_SECRET,
  webhookConfigFromEnv,
} from '../../../sandbox/editor/content-webhook';
import { startSandbox } from '../../../sandbox/sandbox';

let server: Server | null = null;

afterEach(async () => {
  const open = server;
  server = null;
  if (open !== null) {
    open.closeAllConnections();
    await new Promise((resolve) => open.close(resolve));
  }
});

/** A receiver that never answers; its URL. */
async function silentReceiver(): Promise<{ url: string; calls: () => number }> {
  let count = 0;
  server = createServer(() => {
    count += 1;
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${String(port)}/hook`, calls: () => count };
}

describe('webhookConfigFromEnv', () => {
  it('makes no call without SANDBOX_CONTENT_WEBHOOK_URL, with the default secret', () => {
    expect(webhookConfigFromEnv({})).toEqual({ url: null, secret: DEFAULT_WEBHOOK_SECRET });
  });

  it('takes the URL and CONTENT_WEBHOOK_SECRET', () => {
    const config = webhookConfigFromEnv({
      SANDBOX_CONTENT_WEBHOOK_URL: 'http://127.0.0.1:3000/api/webhooks/content',
      CONTENT_WEBHOOK_SECRET: 'a-long-enough-secret',
    });
    expect(config).toEqual({
      url: 'http://127.0.0.1:3000/api/webhooks/content',
      secret: 'a-long-enough-secret',
    });
  });

  it('refuses a URL that is not http(s), naming the variable', () => {
    expect(() => webhookConfigFromEnv({ SANDBOX_CONTENT_WEBHOOK_URL: 'ftp://x/y' })).toThrow(
      /SANDBOX_CONTENT_WEBHOOK_URL/,
    );
  });
});

describe('callContentWebhook', () => {
  it('answers "not configured" without a URL', async () => {
    expect(await callContentWebhook({ url: null, secret: 's' }, { hook: 'save_post' })).toBe(
      'not configured',
    );
  });

  it('gives up after a timeout and one retry, saying so', async () => {
    const receiver = await silentReceiver();
    const outcome = await callContentWebhook(
      { url: receiver.url, secret: 's', timeoutMs: 100, retryDelayMs: 10 },
      { hook: 'save_post' },
    );
    expect(outcome).toEqual({ error: 'no answer within the timeout', attempts: 2 });
    expect(receiver.calls()).toBe(2);
  });

  it('reports a refused connection as an error after the retry', async () => {
    const receiver = await silentReceiver();
    const url = receiver.url;
    await new Promise((resolve) => server?.close(resolve));
    server = null;
    const outcome = await callContentWebhook(
      { url, secret: 's', retryDelayMs: 10 },
      { hook: 'save_post' },
    );
    expect(outcome).toMatchObject({ attempts: 2 });
    expect(typeof (outcome as { error?: unknown }).error).toBe('string');
  });
});

describe('an edit without a webhook', () => {
  it('is made and says the webhook is not configured', async () => {
    const sandbox = await startSandbox({ port: 0, cdnPort: 0, contentWebhookUrl: null });
    try {
      const response = await fetch(`${sandbox.origin}/__sandbox/content/wom-dk/tag/10201`, {
        method: 'PATCH',
        body: '{"name":"Proteiner"}',
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({
        changed: { name: { from: 'Protein', to: 'Proteiner' } },
        webhook: 'not configured',
      });
    } finally {
      await sandbox.close();
    }
  });
});
