// CLI entry of the embedded identity service (cognito-local with the seeded pool), run by
// `npm start`. Env: IDENTITY_HOST (default 127.0.0.1), IDENTITY_PORT (default 9229),
// IDENTITY_DATA_DIR (folder holding `.cognito/`, default the working directory).
// Prints one JSON line with msg "identity ready", the endpoint, userPoolId and clientId.
import { startIdentity } from './cognito-bootstrap';

function log(level: number, msg: string, fields: Record<string, unknown> = {}): void {
  console.log(JSON.stringify({ level, time: Date.now(), name: 'identity', msg, ...fields }));
}

function port(): number {
  const raw = process.env.IDENTITY_PORT ?? '9229';
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0 || value > 65_535)
    throw new Error(`IDENTITY_PORT must be a port number, got "${raw}"`);
  return value;
}

async function main(): Promise<void> {
  const identity = await startIdentity({
    host: process.env.IDENTITY_HOST ?? '127.0.0.1',
    port: port(),
    dataDir: process.env.IDENTITY_DATA_DIR ?? '.',
  });
  log(30, 'identity ready', {
    endpoint: identity.endpoint,
    region: identity.region,
    userPoolId: identity.userPoolId,
    clientId: identity.clientId,
  });
  let closing = false;
  const shutdown = (signal: string): void => {
    if (closing) return;
    closing = true;
    identity.close().then(
      () => {
        log(30, 'identity stopped', { signal });
        process.exit(0);
      },
      (error: unknown) => {
        log(50, 'identity failed to stop', { signal, error: String(error) });
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
  log(60, 'identity failed to start', {
    error: error instanceof Error ? error.message : String(error),
  });
  process.exit(1);
});
