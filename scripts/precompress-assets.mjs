// Writes a brotli (`.br`) and a gzip (`.gz`) copy beside each text asset of the client build, so
// the server sends stylesheets and scripts compressed without compressing per request
// (@fastify/static's `preCompressed`, src/adapters/http/app.ts). Build time allows the highest
// settings: brotli quality 11, gzip level 9. A copy is kept only when it is smaller.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Text types worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.svg', '.json', '.txt', '.html', '.xml']);
/** Below this a compressed copy saves less than a packet. */
const MIN_BYTES = 1024;

async function* filesUnder(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/** Compresses every eligible file under `dir`; returns what was written, for the build's log. */
export async function precompressAssets(dir) {
  const written = { files: 0, bytes: 0, brotliBytes: 0 };
  for await (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.has(extname(file)) || (await stat(file)).size < MIN_BYTES) continue;
    const raw = await readFile(file);
    const brotli = brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    });
    const gzip = gzipSync(raw, { level: 9 });
    if (brotli.length < raw.length) await writeFile(`${file}.br`, brotli);
    if (gzip.length < raw.length) await writeFile(`${file}.gz`, gzip);
    written.files += 1;
    written.bytes += raw.length;
    written.brotliBytes += Math.min(brotli.length, raw.length);
  }
  return written;
}
