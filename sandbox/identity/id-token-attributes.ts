import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Cognito puts a user's standard attributes the app client may read (given_name, family_name,
 * name, ...) in the id token; cognito-local puts only `custom:*` there, so the product showed a
 * reader's e-mail where their given name belongs. cognito-local does run a PreTokenGeneration
 * Lambda trigger, over the Lambda Invoke API at a configurable endpoint: this is that endpoint,
 * a loopback HTTP server whose one "function" adds the standard attributes to the id token's
 * claims, so the sandbox's tokens carry what the real service's do.
 */
export const ID_TOKEN_FUNCTION = 'magazine-id-token-attributes';

/** Claims cognito-local already sets (or Cognito never adds from attributes). */
const NOT_ADDED = new Set(['sub', 'email', 'email_verified']);

/** The standard attributes of `userAttributes` as id-token claims. */
export function standardClaims(userAttributes: unknown): Record<string, string> {
  if (typeof userAttributes !== 'object' || userAttributes === null) return {};
  const claims: Record<string, string> = {};
  for (const [name, value] of Object.entries(userAttributes)) {
    if (NOT_ADDED.has(name) || name.includes(':') || typeof value !== 'string') continue;
    claims[name] = value;
  }
  return claims;
}

function answer(request: IncomingMessage, response: ServerResponse, body: string): void {
  let claims: Record<string, string> = {};
  try {
    const event = JSON.parse(body) as { request?: { userAttributes?: unknown } };
    claims = standardClaims(event.request?.userAttributes);
  } catch {
    // an event we cannot read: no claims added
  }
  const ok = request.method === 'POST' && (request.url ?? '').includes(ID_TOKEN_FUNCTION);
  response.writeHead(ok ? 200 : 404, { 'content-type': 'application/json' });
  response.end(
    JSON.stringify(
      ok ? { response: { claimsOverrideDetails: { claimsToAddOrOverride: claims } } } : {},
    ),
  );
}

export interface TokenHook {
  readonly endpoint: string;
  close(): Promise<void>;
}

/**
 * Starts the trigger's endpoint on a free loopback port: only cognito-local, a child process on
 * the same machine, calls it (whatever address the identity service itself listens on).
 */
export async function startTokenHook(host = '127.0.0.1'): Promise<TokenHook> {
  const server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      answer(request, response, Buffer.concat(chunks).toString('utf8'));
    });
  });
  await new Promise<void>((ready) => server.listen(0, host, ready));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://${host}:${String(port)}`,
    close: () =>
      new Promise<void>((done) => {
        server.close(() => {
          done();
        });
        server.closeAllConnections();
      }),
  };
}

/**
 * Points cognito-local (its `.cognito/config.json` in `dataDir`) at the hook: the Lambda client's
 * endpoint and the PreTokenGeneration trigger. Anything else in the file stays.
 */
export function configureTokenHook(dataDir: string, endpoint: string): void {
  const folder = join(dataDir, '.cognito');
  mkdirSync(folder, { recursive: true });
  const file = join(folder, 'config.json');
  const current = existsSync(file)
    ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>)
    : {};
  const triggers =
    typeof current.TriggerFunctions === 'object' && current.TriggerFunctions !== null
      ? current.TriggerFunctions
      : {};
  const config = {
    ...current,
    LambdaClient: {
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      region: 'local',
      endpoint,
    },
    TriggerFunctions: { ...triggers, PreTokenGeneration: ID_TOKEN_FUNCTION },
  };
  writeFileSync(file, `${JSON.stringify(config, null, 2)}\n`);
}
