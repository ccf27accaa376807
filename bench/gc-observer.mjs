// Loaded into the product with `--import` by bench/young-generation.mjs: counts the process's
// garbage collections and their pauses (a PerformanceObserver for `gc` entries) and writes the
// totals as JSON to $BENCH_GC_FILE on SIGUSR2.
import { writeFileSync } from 'node:fs';
import { constants, PerformanceObserver } from 'node:perf_hooks';

const totals = { minor: 0, minorMs: 0, major: 0, majorMs: 0 };
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) {
    if (entry.detail?.kind === constants.NODE_PERFORMANCE_GC_MINOR) {
      totals.minor += 1;
      totals.minorMs += entry.duration;
    } else if (entry.detail?.kind === constants.NODE_PERFORMANCE_GC_MAJOR) {
      totals.major += 1;
      totals.majorMs += entry.duration;
    }
  }
}).observe({ entryTypes: ['gc'] });
process.on('SIGUSR2', () => {
  if (process.env.BENCH_GC_FILE) writeFileSync(process.env.BENCH_GC_FILE, JSON.stringify(totals));
});
