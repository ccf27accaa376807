import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { SERVER_NODE_FLAGS } from '../../scripts/server-node-flags.mjs';
import { command, defaultTarget, readDockerfile } from './dockerfile';
import { handRenderedBase, only } from './k8s-manifests';

/**
 * The server's Node flags (scripts/server-node-flags.mjs, ADR 20) are the same wherever it starts:
 * the files that cannot import the list spell it out, and this keeps them from drifting apart.
 */
const read = (path: string): string => readFileSync(resolve(process.cwd(), path), 'utf8');
const SERVER_START = `node ${SERVER_NODE_FLAGS.join(' ')} --enable-source-maps dist/node/server.mjs`;

describe('the server Node flags', () => {
  it('give the young generation 64 MB semispaces', () => {
    expect(SERVER_NODE_FLAGS).toContain('--max-semi-space-size=64');
  });

  it('are in the image’s command, which the Kubernetes Deployment runs', () => {
    expect(command(defaultTarget(readDockerfile())).join(' ')).toBe(SERVER_START);
    const deployment = only(handRenderedBase(), 'Deployment', 'magazine') as unknown as {
      spec: { template: { spec: { containers: Record<string, unknown>[] } } };
    };
    const app = deployment.spec.template.spec.containers[0];
    expect(app).toBeDefined();
    expect(app).not.toHaveProperty('command');
    expect(app).not.toHaveProperty('args');
  });

  it('are in the docker-compose replicas’ command and npm run serve', () => {
    const compose = parse(read('docker-compose.yml'), { merge: true }) as {
      services: Record<string, { command?: string[] }>;
    };
    for (const name of ['app1', 'app2'])
      expect(compose.services[name]?.command?.join(' ')).toContain(`exec ${SERVER_START}`);
    const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> })
      .scripts;
    expect(scripts.serve).toBe(SERVER_START);
  });

  it('are passed by npm start, the benchmarks and the tests that start the built product', () => {
    expect(read('scripts/start.mjs')).toContain(
      "run('magazine', 'dist/node/server.mjs', [...SERVER_NODE_FLAGS, '--enable-source-maps'])",
    );
    expect(read('bench/bench-kit.mjs')).toContain(
      "[...SERVER_NODE_FLAGS, ...nodeArgs, 'dist/node/server.mjs']",
    );
    expect(read('test/support/product-process.ts')).toContain(
      'spawn(process.execPath, [...SERVER_NODE_FLAGS, PRODUCT_SERVER]',
    );
  });
});
