import { spawn } from 'node:child_process';
import { request } from 'undici';
import { describe, expect, it } from 'vitest';
import { startSandbox } from '../../sandbox/sandbox';
import { freePort } from '../support/free-port';

interface Run {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

function runServer(
  env: Record<string, string>,
  whenListening?: (port: number) => Promise<void>,
): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['dist/node/server.mjs'], {
      env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    let notified = false;
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not finish in time\n${stdout}\n${stderr}`));
    }, 20_000);
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (!notified && whenListening !== undefined && stdout.includes('magazine ready')) {
        notified = true;
        whenListening(Number(env.PORT))
          .then(() => child.kill('SIGTERM'))
          .catch((error: unknown) => {
            child.kill('SIGKILL');
            reject(error instanceof Error ? error : new Error(String(error)));
          });
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

describe('the server process', () => {
  it('refuses to start on invalid configuration and names the key', async () => {
    const run = await runServer({ PORT: 'eighty' });
    expect(run.code).toBe(78);
    expect(run.stderr).toContain('Invalid configuration: PORT');
  });

  it('refuses a sites file with a bad upstream URL and names the field', async () => {
    const run = await runServer({
      SITES_FILE: 'sandbox/sites.json',
      SANDBOX_ORIGIN: 'ftp://nowhere',
    });
    expect(run.code).toBe(78);
    expect(run.stderr).toMatch(
      /Invalid configuration: SITES_FILE\(sandbox\/sites\.json\)\.[\w.]+ must be an http\(s\) URL/,
    );
  });

  it('serves health checks and shuts down cleanly on SIGTERM', async () => {
    const [port, metricsPort, deadPort] = await Promise.all([freePort(), freePort(), freePort()]);
    let health = 0;
    let metrics = '';
    const run = await runServer(
      {
        PORT: String(port),
        METRICS_PORT: String(metricsPort),
        SANDBOX_ORIGIN: `http://127.0.0.1:${deadPort}`,
      },
      async () => {
        health = (await fetch(`http://127.0.0.1:${port}/healthz`)).status;
        metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
      },
    );
    expect(health).toBe(200);
    expect(metrics).toContain('upstream_request_duration_seconds');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('shut down cleanly');
  });

  it('finishes a request in flight before it exits on SIGTERM', async () => {
    const sandbox = await startSandbox({ port: 0, cdnPort: 0 });
    const [port, metricsPort] = await Promise.all([freePort(), freePort()]);
    const answers: Promise<{ status: number; body: string }>[] = [];
    try {
      const run = await runServer(
        {
          PORT: String(port),
          METRICS_PORT: String(metricsPort),
          SANDBOX_ORIGIN: sandbox.origin,
          SANDBOX_CDN_ORIGIN: sandbox.cdnOrigin,
        },
        async () => {
          const slow = await request(`${sandbox.origin}/__sandbox/faults/content-api`, {
            method: 'PUT',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ mode: 'slow', delayMs: 700 }),
          });
          await slow.body.dump();
          const inFlight = request(
            `http://127.0.0.1:${port}/traening/styrke/5-ovelser-til-staerke-ben`,
            {
              headers: { host: 'wom-dk.localhost:3000' },
            },
          ).then(async (response) => ({
            status: response.statusCode,
            body: await response.body.text(),
          }));
          answers.push(inFlight);
          // SIGTERM goes out while the page waits for the slow content API.
          await new Promise((resolve) => setTimeout(resolve, 200));
        },
      );
      expect(answers).toHaveLength(1);
      expect(await Promise.all(answers)).toMatchObject([{ status: 200 }]);
      expect(run.code).toBe(0);
      expect(run.stdout).toContain('shut down cleanly');
    } finally {
      await sandbox.close();
    }
  });
});
