// CLI of the identity seeder for a cognito-local that runs elsewhere (docker-compose.yml's init
// service): bundled as dist/sandbox/identity-seed.mjs and run with plain node. Env:
// IDENTITY_ENDPOINT (cognito-local, e.g. http://cognito:9229), IDENTITY_REGION (eu-west-1),
// IDENTITY_SEED_DIR (default the working directory). Creates the pool, app client, admin group
// and seeded accounts once (reused while cognito-local keeps them), then writes to the seed dir
// `magazine-seed.json` and `identity.env`: the ids as shell assignments of the sites file's keys
// (SANDBOX_USERPOOL_ID, SANDBOX_USERPOOL_CLIENT_ID), for the app containers to source.
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ensureSeeded, identityClient, waitForIdentity } from './cognito-bootstrap';

function log(level: number, msg: string, fields: Record<string, unknown> = {}): void {
  console.log(JSON.stringify({ level, time: Date.now(), name: 'identity-seed', msg, ...fields }));
}

/** A value as one single-quoted shell word. */
function shellWord(value: string): string {
  return `'${value.replaceAll("'", `'\\''`)}'`;
}

async function main(): Promise<void> {
  const endpoint = process.env.IDENTITY_ENDPOINT;
  if (endpoint === undefined || endpoint === '')
    throw new Error('IDENTITY_ENDPOINT must name cognito-local, e.g. http://cognito:9229');
  const region = process.env.IDENTITY_REGION ?? 'eu-west-1';
  const dir = resolve(process.env.IDENTITY_SEED_DIR ?? '.');
  const client = identityClient(endpoint, region);
  try {
    await waitForIdentity(client, 60_000);
    const state = await ensureSeeded(client, join(dir, 'magazine-seed.json'));
    writeFileSync(
      join(dir, 'identity.env'),
      `export SANDBOX_USERPOOL_ID=${shellWord(state.userPoolId)}\n` +
        `export SANDBOX_USERPOOL_CLIENT_ID=${shellWord(state.clientId)}\n`,
    );
    log(30, 'identity seeded', {
      endpoint,
      userPoolId: state.userPoolId,
      clientId: state.clientId,
    });
  } finally {
    client.destroy();
  }
}

main().catch((error: unknown) => {
  log(60, 'identity seeding failed', {
    error: error instanceof Error ? error.message : String(error),
  });
  process.exit(1);
});
