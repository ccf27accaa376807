// Flags the magazine server's Node runs with, wherever it is started: `npm start`
// (scripts/start.mjs), `npm run serve`, the image's CMD (Dockerfile, so the Kubernetes Deployment
// too), docker-compose.yml, the benchmarks (bench/bench-kit.mjs) and the tests that start the
// built product. test/deploy/server-node-flags.test.ts checks that the files which cannot import
// this list spell it the same.
//
// --max-semi-space-size=64: a young generation of 64 MB semispaces instead of V8's 16 MB. An
// uncached page allocates about 0.7 MB, nearly all of it garbage by the time the answer is sent, so
// the small default scavenged every ~20 misses and copied the in-flight requests' live objects each
// time; at 64 MB it scavenges a quarter as often, and the CPU per miss fell by about a seventh
// in the median of five alternated pairs (ADR 20, `node bench/young-generation.mjs`). It costs
// about 45 MB more resident memory under load, well within the Deployment's 1 GiB limit.
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=64'];
