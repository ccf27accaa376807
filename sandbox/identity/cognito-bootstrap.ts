import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import {
  AdminAddUserToGroupCommand,
  AdminCreateUserCommand,
  AdminSetUserPasswordCommand,
  CognitoIdentityProviderClient,
  CreateGroupCommand,
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  DescribeUserPoolCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { configureTokenHook, startTokenHook } from './id-token-attributes';
import { FIXED_CODE, SEED_ACCOUNTS } from './seed-accounts';

export interface IdentityOptions {
  readonly host?: string;
  readonly port?: number;
  /** Folder that holds cognito-local's `.cognito/` data; kept across restarts. */
  readonly dataDir?: string;
  readonly region?: string;
}

export interface RunningIdentity {
  readonly endpoint: string;
  readonly region: string;
  readonly userPoolId: string;
  readonly clientId: string;
  close(): Promise<void>;
}

export interface SeedState {
  readonly userPoolId: string;
  readonly clientId: string;
}

const CUSTOM_ATTRIBUTES = [
  'subscribed_brands',
  'brand_subs_numbers',
  'postal_code',
  'subscription_number',
];

function cognitoLocalBin(): string {
  const require = createRequire(join(process.cwd(), 'package.json'));
  return join(
    resolve(require.resolve('cognito-local/package.json'), '..'),
    'lib',
    'bin',
    'start.js',
  );
}

/** A client of cognito-local at `endpoint` (it takes any credentials). */
export function identityClient(endpoint: string, region: string): CognitoIdentityProviderClient {
  return new CognitoIdentityProviderClient({
    endpoint,
    region,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}

/** Waits until cognito-local answers (any API answer); `child`: fail early when it exits. */
export async function waitForIdentity(
  client: CognitoIdentityProviderClient,
  timeoutMs: number,
  child?: ChildProcess,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child !== undefined && child.exitCode !== null)
      throw new Error(`cognito-local exited with code ${child.exitCode}`);
    try {
      await client.send(new DescribeUserPoolCommand({ UserPoolId: 'probe_probe' }));
      return;
    } catch (error) {
      const name = (error as { name?: string }).name ?? '';
      if (
        name !== '' &&
        !/ECONNREFUSED|TimeoutError|NetworkingError|socket/i.test(
          `${name} ${(error as Error).message}`,
        )
      )
        return;
    }
    if (Date.now() > deadline)
      throw new Error(`cognito-local did not answer within ${timeoutMs} ms`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

async function poolExists(
  client: CognitoIdentityProviderClient,
  userPoolId: string,
): Promise<boolean> {
  try {
    await client.send(new DescribeUserPoolCommand({ UserPoolId: userPoolId }));
    return true;
  } catch {
    return false;
  }
}

async function seed(client: CognitoIdentityProviderClient): Promise<SeedState> {
  const pool = await client.send(
    new CreateUserPoolCommand({
      PoolName: 'magazine',
      Schema: CUSTOM_ATTRIBUTES.map((name) => ({
        Name: name,
        AttributeDataType: 'String',
        Mutable: true,
      })),
    }),
  );
  const userPoolId = pool.UserPool?.Id;
  if (userPoolId === undefined) throw new Error('cognito-local created no user pool');
  const appClient = await client.send(
    new CreateUserPoolClientCommand({
      UserPoolId: userPoolId,
      ClientName: 'magazine-web',
      ExplicitAuthFlows: ['USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    }),
  );
  const clientId = appClient.UserPoolClient?.ClientId;
  if (clientId === undefined) throw new Error('cognito-local created no app client');
  await client.send(
    new CreateGroupCommand({
      UserPoolId: userPoolId,
      GroupName: 'admin',
      Description: 'Editors and operators',
    }),
  );
  for (const account of SEED_ACCOUNTS) {
    await client.send(
      new AdminCreateUserCommand({
        UserPoolId: userPoolId,
        Username: account.email,
        MessageAction: 'SUPPRESS',
        TemporaryPassword: account.password,
        UserAttributes: [
          { Name: 'email', Value: account.email },
          { Name: 'email_verified', Value: 'true' },
          { Name: 'given_name', Value: account.givenName },
          { Name: 'custom:subscribed_brands', Value: account.subscribedBrands },
          ...(account.postalCode === undefined
            ? []
            : [{ Name: 'custom:postal_code', Value: account.postalCode }]),
          ...(account.subscriptionNumber === undefined
            ? []
            : [{ Name: 'custom:subscription_number', Value: account.subscriptionNumber }]),
        ],
      }),
    );
    await client.send(
      new AdminSetUserPasswordCommand({
        UserPoolId: userPoolId,
        Username: account.email,
        Password: account.password,
        Permanent: true,
      }),
    );
    for (const group of account.groups) {
      await client.send(
        new AdminAddUserToGroupCommand({
          UserPoolId: userPoolId,
          Username: account.email,
          GroupName: group,
        }),
      );
    }
  }
  return { userPoolId, clientId };
}

/**
 * The pool, app client, admin group and seeded accounts, created once: the ids recorded in
 * `stateFile` are reused while cognito-local still has that pool, else everything is seeded
 * again and recorded.
 */
export async function ensureSeeded(
  client: CognitoIdentityProviderClient,
  stateFile: string,
): Promise<SeedState> {
  const recorded = existsSync(stateFile)
    ? (JSON.parse(readFileSync(stateFile, 'utf8')) as SeedState)
    : null;
  if (recorded !== null && (await poolExists(client, recorded.userPoolId))) return recorded;
  const state = await seed(client);
  mkdirSync(dirname(stateFile), { recursive: true });
  writeFileSync(stateFile, `${JSON.stringify(state, null, 2)}\n`);
  return state;
}

/**
 * Starts cognito-local on loopback with the fixed code, creates the user pool, the app client, the
 * admin group and the seeded accounts once, and reuses them on later starts (data in dataDir).
 */
export async function startIdentity(options: IdentityOptions = {}): Promise<RunningIdentity> {
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? 9229;
  const region = options.region ?? 'eu-west-1';
  const dataDir = resolve(options.dataDir ?? '.');
  mkdirSync(dataDir, { recursive: true });
  // id tokens with the standard attributes (given_name), as Cognito's (id-token-attributes.ts)
  const hook = await startTokenHook();
  configureTokenHook(dataDir, hook.endpoint);
  const child = spawn(process.execPath, [cognitoLocalBin()], {
    cwd: dataDir,
    env: { ...process.env, PORT: String(port), HOST: host, CODE: FIXED_CODE, DEBUG: '' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const endpoint = `http://${host}:${port}`;
  const client = identityClient(endpoint, region);
  const close = async (): Promise<void> => {
    client.destroy();
    if (child.exitCode !== null) {
      await hook.close();
      return;
    }
    const exited = new Promise<void>((done) =>
      child.once('exit', () => {
        done();
      }),
    );
    child.kill('SIGTERM');
    await exited;
    await hook.close();
  };
  try {
    await waitForIdentity(client, 15_000, child);
    const state = await ensureSeeded(client, join(dataDir, '.cognito', 'magazine-seed.json'));
    return { endpoint, region, userPoolId: state.userPoolId, clientId: state.clientId, close };
  } catch (error) {
    await close();
    throw error;
  }
}
