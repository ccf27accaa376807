// CLI entry of the sandbox upstreams: `npx tsx sandbox/main.ts`, or bundled as
// dist/sandbox/main.mjs. Env: SANDBOX_HOST, SANDBOX_PORT, SANDBOX_CDN_PORT,
// SANDBOX_SITE_ORIGIN_TEMPLATE (else `http://{site}.localhost:<PUBLIC_PORT>` when PUBLIC_PORT,
// the port readers reach the product on, is set). Scale mode: SANDBOX_SYNTHETIC_ARTICLES=N
// (`--synthetic N`, or SANDBOX_SYNTHETIC) generates N more articles per site when asked for;
// SANDBOX_SYNTHETIC_SITES=N (`--synthetic-sites N`) adds N synthetic sites, and
// SANDBOX_SITES_FILE_OUT=<path> writes the product's sites file for all of them. Editors'
// edits (`/__sandbox/content/…`) call SANDBOX_CONTENT_WEBHOOK_URL (unset: no call) with
// CONTENT_WEBHOOK_SECRET (default `sandbox-webhook-secret`).
import { readFileSync, writeFileSync } from 'node:fs';
import { SANDBOX_SITES } from './content/sandbox-sites';
import { syntheticSiteSpecs, syntheticSitesFile } from './content/synthetic-sites';
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

/** `--<flag> N` (or `--<flag>=N`), else the first of `keys` set in the environment, else 0. */
function count(flag: string, keys: readonly string[]): number {
  const args = process.argv.slice(2);
  const at = args.findIndex((arg) => arg === `--${flag}` || arg.startsWith(`--${flag}=`));
  const key = keys.find((name) => (process.env[name] ?? '') !== '');
  const raw =
    at === -1
      ? key === undefined
        ? undefined
        : process.env[key]
      : (args[at]?.split('=')[1] ?? args[at + 1]);
  if (raw === undefined || raw === '') return 0;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`--${flag} / ${keys.join(' / ')} must be a whole number, got "${raw}"`);
  }
  return value;
}

/** SANDBOX_SITES_FILE_OUT: the product's sites file for the built-in and synthetic sites. */
function writeSitesFile(syntheticSites: number): void {
  const out = process.env.SANDBOX_SITES_FILE_OUT;
  if (out === undefined || out === '') return;
  const builtIn: unknown = JSON.parse(readFileSync('sandbox/sites.json', 'utf8'));
  const file = syntheticSitesFile(builtIn, syntheticSiteSpecs(SANDBOX_SITES, syntheticSites));
  writeFileSync(out, `${JSON.stringify(file, null, 2)}\n`);
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
  const syntheticSites = count('synthetic-sites', ['SANDBOX_SYNTHETIC_SITES']);
  writeSitesFile(syntheticSites);
  const sandbox = await startSandbox({
    host: process.env.SANDBOX_HOST ?? '127.0.0.1',
    port: port('SANDBOX_PORT', 4100),
    cdnPort: port('SANDBOX_CDN_PORT', 4101),
    ...siteOrigins(),
    synthetic: count('synthetic', ['SANDBOX_SYNTHETIC_ARTICLES', 'SANDBOX_SYNTHETIC']),
    syntheticSites,
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
