// A bounded load loop against a running server (loopback only): N connections for at most
// DURATION seconds or MAX requests, whichever comes first. Prints req/s and latency percentiles.
//
//   node bench/http-load.mjs --url http://127.0.0.1:3000/ --host wom-dk.localhost \
//        --connections 16 --duration 10 --max 200000
import { Pool } from 'undici';
import { benchArgs } from './cli-args.mjs';

const { values } = benchArgs(import.meta.url, {
  url: { type: 'string', default: 'http://127.0.0.1:3000/' },
  host: { type: 'string', default: 'wom-dk.localhost' },
  connections: { type: 'string', default: '16' },
  duration: { type: 'string', default: '10' },
  max: { type: 'string', default: '200000' },
});
const target = new URL(values.url);
if (!['127.0.0.1', 'localhost', '[::1]'].includes(target.hostname)) {
  console.error('bench/http-load.mjs only targets loopback addresses');
  process.exit(2);
}
const connections = Number(values.connections);
const deadline = Date.now() + Number(values.duration) * 1000;
const max = Number(values.max);
const pool = new Pool(target.origin, { connections, pipelining: 1 });
const latencies = [];
const statuses = new Map();
let sent = 0;
let bytes = 0;

async function worker() {
  while (Date.now() < deadline && sent < max) {
    sent += 1;
    const started = process.hrtime.bigint();
    const response = await pool.request({
      method: 'GET',
      path: target.pathname + target.search,
      headers: { host: values.host, 'accept-encoding': 'identity' },
    });
    for await (const chunk of response.body) bytes += chunk.length;
    latencies.push(Number(process.hrtime.bigint() - started) / 1e6);
    statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
  }
}

const began = Date.now();
await Promise.all(Array.from({ length: connections }, worker));
const seconds = (Date.now() - began) / 1000;
await pool.close();
latencies.sort((a, b) => a - b);
const pct = (p) =>
  latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]?.toFixed(2);
console.log(
  JSON.stringify(
    {
      url: values.url,
      host: values.host,
      requests: latencies.length,
      seconds: Number(seconds.toFixed(2)),
      requestsPerSecond: Math.round(latencies.length / seconds),
      latencyMs: { p50: pct(50), p90: pct(90), p99: pct(99), max: latencies.at(-1)?.toFixed(2) },
      meanBytes: Math.round(bytes / Math.max(1, latencies.length)),
      statuses: Object.fromEntries(statuses),
    },
    null,
    2,
  ),
);
