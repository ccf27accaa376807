import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { request } from 'node:http';
import { connect } from 'node:net';
import { pino } from 'pino';
import { RedisConnections } from '../../src/adapters/cache/redis.connections';
import { freePort } from './free-port';

/** A real Redis for a test: its URL, and how to stop or restart it (when this process owns it). */
export interface TestRedis {
  readonly url: string;
  /** Where it came from: `REDIS_URL`, `testcontainers` or `redis-server`. */
  readonly source: 'REDIS_URL' | 'testcontainers' | 'redis-server';
  /** Kills the server abruptly (SIGKILL): the outage tests use it. Only for owned servers. */
  kill(): Promise<void>;
  /** Starts it again on the same port after `kill`. Only for owned servers. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

const REDIS_SERVER_PATHS = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'];
const DOCKER_SOCKET = '/var/run/docker.sock';

function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve, reject) => {
    const attempt = (): void => {
      const socket = connect({ host: '127.0.0.1', port });
      socket.once('connect', () => {
        socket.destroy();
        resolve();
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) reject(new Error(`redis on port ${port} did not start`));
        else setTimeout(attempt, 25);
      });
    };
    attempt();
  });
}

/** True when a Docker engine answers `/_ping` on its socket within half a second. */
function dockerAnswers(): Promise<boolean> {
  if (!existsSync(DOCKER_SOCKET)) return Promise.resolve(false);
  return new Promise((resolve) => {
    const ping = request(
      { socketPath: DOCKER_SOCKET, path: '/_ping', timeout: 500 },
      (response) => {
        response.resume();
        resolve(response.statusCode === 200);
      },
    );
    ping.once('timeout', () => {
      ping.destroy();
      resolve(false);
    });
    ping.once('error', () => {
      resolve(false);
    });
    ping.end();
  });
}

function redisServerBinary(): string | null {
  return REDIS_SERVER_PATHS.find((path) => existsSync(path)) ?? null;
}

async function spawnRedisServer(binary: string): Promise<TestRedis> {
  const port = await freePort();
  let child: ChildProcess | null = null;
  const start = async (): Promise<void> => {
    const started = spawn(
      binary,
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { stdio: 'ignore' },
    );
    child = started;
    await waitForPort(port, 5_000);
  };
  const kill = async (): Promise<void> => {
    const running = child;
    child = null;
    if (running?.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => {
      running.once('exit', () => {
        resolve();
      });
    });
    running.kill('SIGKILL');
    await exited;
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    source: 'redis-server',
    kill,
    restart: start,
    stop: kill,
  };
}

async function startContainer(): Promise<TestRedis> {
  const { GenericContainer } = await import('testcontainers');
  const container = await new GenericContainer('redis:7-alpine').withExposedPorts(6379).start();
  const url = `redis://${container.getHost()}:${container.getMappedPort(6379)}`;
  const unsupported = (): Promise<void> =>
    Promise.reject(new Error('kill/restart need a redis-server owned by the test'));
  return {
    url,
    source: 'testcontainers',
    kill: unsupported,
    restart: unsupported,
    stop: async () => {
      await container.stop();
    },
  };
}

/**
 * A real Redis: `REDIS_URL` when set; else a container when a Docker engine answers; else a
 * `redis-server` spawned on a free loopback port (stopped by its pid). Fails loudly, never skips.
 * `owned: true` insists on a spawned server this process can kill and restart (outage tests).
 */
export async function startTestRedis(options: { owned?: boolean } = {}): Promise<TestRedis> {
  const fromEnv = process.env.REDIS_URL;
  if (fromEnv !== undefined && fromEnv !== '' && options.owned !== true) {
    const unsupported = (): Promise<void> =>
      Promise.reject(new Error('kill/restart need a redis-server owned by the test'));
    return {
      url: fromEnv,
      source: 'REDIS_URL',
      kill: unsupported,
      restart: unsupported,
      stop: () => Promise.resolve(),
    };
  }
  const binary = redisServerBinary();
  if (options.owned !== true && (await dockerAnswers())) return startContainer();
  if (binary !== null) return spawnRedisServer(binary);
  throw new Error(
    options.owned === true
      ? 'This test kills and restarts Redis: it needs redis-server (e.g. /usr/bin/redis-server).'
      : 'No Redis for the tests: set REDIS_URL, run a Docker engine, or install redis-server.',
  );
}

/** The product's Redis connections to a test Redis, ready for commands (no event bridge). */
export async function readyConnections(url: string): Promise<RedisConnections> {
  const connections = new RedisConnections(url, pino({ level: 'silent' }));
  connections.connect(() => Promise.resolve());
  while (!connections.commands.isReady) await new Promise((resolve) => setTimeout(resolve, 10));
  return connections;
}
