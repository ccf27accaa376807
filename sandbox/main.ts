// CLI entry of the sandbox upstreams: `npx tsx sandbox/main.ts`, or bundled as
// dist/sandbox/main.mjs. Env: SANDBOX_HOST, SANDBOX_PORT, SANDBOX_CDN_PORT,
// SANDBOX_SITE_ORIGIN_TEMPLATE (else `http://{site}.localhost:<PUBLIC_PORT>` when PUBLIC_PORT,
// the port readers reach the product on, is set). Scale mode: `--synthetic N` or SANDBOX_SYNTHETIC=N generates N
// more articles per site.
import { startSandbox } from './sandbox';

function port(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65_535) {
    throw new Error(`${name} must be a port number, got "${raw}"`);
  }
  return value;
}

/** `--synthetic N` (or `--synthetic=N`), else SANDBOX_SYNTHETIC, else 0. */
function synthetic(): number {
  const args = process.argv.slice(2);
  const at = args.findIndex((arg) => arg === '--synthetic' || arg.startsWith('--synthetic='));
  const raw = at === -1 ? process.env.SANDBOX_SYNTHETIC : (args[at]?.split('=')[1] ?? args[at + 1]);
  if (raw === undefined || raw === '') return 0;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`--synthetic / SANDBOX_SYNTHETIC must be a whole number, got "${raw}"`);
  }
  return value;
}

/** The sites' public origins: SANDBOX_SITE_ORIGIN_TEMPLATE, else `{site}.localhost` on PUBLIC_PORT. */
function siteOrigins(): { siteOriginTemplate?: string } {
  const template = process.env.SANDBOX_SITE_ORIGIN_TEMPLATE;
  if (template !== undefined && template !== '') return { siteOriginTemplate: template };
  if (process.env.PUBLIC_PORT === undefined || process.env.PUBLIC_PORT === '') return {};
  return {
    siteOriginTemplate: `http://{site}.localhost:${port('PUBLIC_PORT', 3000)}`,
  };
}

function log(level: number, msg: string, fields: Record<string, unknown> = {}): void {
  console.log(JSON.stringify({ level, time: Date.now(), name: 'sandbox', msg, ...fields }));
}

async function main(): Promise<void> {
  const sandbox = await startSandbox({
    host: process.env.SANDBOX_HOST ?? '127.0.0.1',
    port: port('SANDBOX_PORT', 4100),
    cdnPort: port('SANDBOX_CDN_PORT', 4101),
    ...siteOrigins(),
    synthetic: synthetic(),
  });
  log(30, 'sandbox ready', {
    origin: sandbox.origin,
    cdnOrigin: sandbox.cdnOrigin,
    startMs: Math.round(performance.now()),
    rssMb: Math.round(process.memoryUsage().rss / 1_048_576),
  });
  let closing = false;
  const shutdown = (signal: string): void => {
    if (closing) return;
    closing = true;
    sandbox.close().then(
      () => {
        log(30, 'sandbox stopped', { signal });
        process.exit(0);
      },
      (error: unknown) => {
        log(50, 'sandbox failed to stop', { signal, error: String(error) });
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => {
    shutdown('SIGTERM');
  });
  process.on('SIGINT', () => {
    shutdown('SIGINT');
  });
}

main().catch((error: unknown) => {
  log(60, 'sandbox failed to start', {
    error: error instanceof Error ? error.message : String(error),
  });
  process.exit(1);
});
