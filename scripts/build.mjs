// Builds everything `npm start` and the tests need: the Vike render bundle and client assets
// (dist/client, dist/server), the server (dist/node/server.mjs), the sandbox (dist/sandbox/main.mjs)
// with its content pack (dist/sandbox/content/) and the identity seeder of docker-compose.yml
// (dist/sandbox/identity-seed.mjs).
import { cpSync, rmSync } from 'node:fs';
import { build as esbuild } from 'esbuild';
import { build as vikeBuild } from 'vike/api';
import { importGlobPlugin } from './import-glob.esbuild-plugin.mjs';
import { precompressAssets } from './precompress-assets.mjs';

const started = Date.now();
await vikeBuild({ viteConfig: { logLevel: 'warn' } });
const compressed = await precompressAssets('dist/client/assets');

const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
};
// The server renders pages itself (ADR 16); stylesheets reach readers from the Vike client build.
const server = { ...common, loader: { '.css': 'empty' }, plugins: [importGlobPlugin()] };
await Promise.all([
  esbuild({ ...server, entryPoints: ['src/server.ts'], outfile: 'dist/node/server.mjs' }),
  esbuild({ ...common, entryPoints: ['sandbox/main.ts'], outfile: 'dist/sandbox/main.mjs' }),
  esbuild({
    ...common,
    entryPoints: ['sandbox/identity/identity-seed-main.ts'],
    outfile: 'dist/sandbox/identity-seed.mjs',
  }),
]);
// The sandbox reads its content pack (data files, validated at start) beside its bundle.
rmSync('dist/sandbox/content', { recursive: true, force: true });
cpSync('sandbox/content', 'dist/sandbox/content', {
  recursive: true,
  filter: (source) => !source.endsWith('.ts'),
});
console.log(
  `[build] ${compressed.files} client assets precompressed: ${(compressed.bytes / 1024).toFixed(0)} KB raw, ${(compressed.brotliBytes / 1024).toFixed(0)} KB brotli`,
);
console.log(`[build] done in ${((Date.now() - started) / 1000).toFixed(1)} s`);
