// The young generation's size against an uncached article (ADR 20): the product started with
// each `--max-semi-space-size` (given after the product's own flags, so it wins), pairs run
// alternately; per miss: scavenges and their pauses (bench/gc-observer.mjs), CPU of the main
// thread and of V8's other threads (/proc/<pid>/task), and RSS at the end of the load.
//
//   node bench/young-generation.mjs [--sizes 16,64] [--pairs 5] [--seconds 10] [--connections 8]
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import {
  ARTICLE,
  BENCH,
  cpuSeconds,
  load,
  median,
  onShutdown,
  rssMb,
  startStack,
} from './bench-kit.mjs';
import { benchArgs } from './cli-args.mjs';

const { values } = benchArgs(import.meta.url, {
  sizes: { type: 'string', default: '16,64' },
  pairs: { type: 'string', default: '5' },
  seconds: { type: 'string', default: '10' },
  connections: { type: 'string', default: '8' },
});
const sizes = values.sizes.split(',').map(Number);
const cleanups = [];
const shutdown = onShutdown(cleanups);
const dir = mkdtempSync(join(tmpdir(), 'bench-young-'));
cleanups.push(() => rmSync(dir, { recursive: true, force: true }));

/** CPU ms of each thread of `pid`. */
function threadCpuMs(pid) {
  return Object.fromEntries(
    readdirSync(`/proc/${pid}/task`).map((task) => [task, cpuSeconds(pid, task) * 1000]),
  );
}

async function gcTotals(pid, file) {
  process.kill(pid, 'SIGUSR2');
  await sleep(300);
  return JSON.parse(readFileSync(file, 'utf8'));
}

async function measure(size) {
  const file = join(dir, `gc-${size}.json`);
  const stack = await startStack({ BENCH_GC_FILE: file }, [
    '--import',
    join(BENCH, 'gc-observer.mjs'),
    `--max-semi-space-size=${size}`,
  ]);
  try {
    const pid = stack.product.pid;
    const options = {
      origin: stack.origin,
      host: ARTICLE.host,
      paths: [`${ARTICLE.path}?cacheClear=1`],
      connections: Number(values.connections),
      seconds: 4,
    };
    await load(options);
    const [gcBefore, cpuBefore] = [await gcTotals(pid, file), threadCpuMs(pid)];
    const result = await load({ ...options, seconds: Number(values.seconds) });
    const rss = rssMb(pid);
    const [gcAfter, cpuAfter] = [await gcTotals(pid, file), threadCpuMs(pid)];
    const misses = Math.max(1, result.statuses[200] ?? 0);
    let main = 0;
    let other = 0;
    for (const [task, ms] of Object.entries(cpuAfter)) {
      const used = ms - (cpuBefore[task] ?? 0);
      if (task === String(pid)) main += used;
      else other += used;
    }
    return {
      size,
      misses,
      scavenges: (100 * (gcAfter.minor - gcBefore.minor)) / misses,
      scavengeMs: (100 * (gcAfter.minorMs - gcBefore.minorMs)) / misses,
      majors: (100 * (gcAfter.major - gcBefore.major)) / misses,
      mainMs: main / misses,
      otherMs: other / misses,
      rss,
    };
  } finally {
    await stack.stop();
  }
}

try {
  const runs = new Map(sizes.map((size) => [size, []]));
  for (let pair = 1; pair <= Number(values.pairs); pair += 1) {
    for (const size of sizes) {
      const run = await measure(size);
      runs.get(size).push(run);
      console.log(
        `pair ${pair}, ${size} MB: ${run.misses} misses; per 100: ${run.scavenges.toFixed(1)} scavenges, ${run.scavengeMs.toFixed(1)} ms of their pauses, ${run.majors.toFixed(2)} major GCs; per miss: ${run.mainMs.toFixed(2)} ms CPU main thread + ${run.otherMs.toFixed(2)} ms other threads; RSS ${run.rss.toFixed(0)} MB`,
      );
    }
  }
  console.log('\nmedians:');
  for (const [size, list] of runs) {
    const m = (key) => median(list.map((run) => run[key]));
    console.log(
      `${String(size).padStart(3)} MB semispaces: ${m('scavenges').toFixed(1)} scavenges and ${m('scavengeMs').toFixed(1)} ms of pauses per 100 misses; ${median(list.map((run) => run.mainMs + run.otherMs)).toFixed(2)} ms CPU per miss; RSS ${m('rss').toFixed(0)} MB`,
    );
  }
} finally {
  await shutdown();
}
