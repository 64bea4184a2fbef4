'use strict';
/**
 * `npm run bench`: bare-Fastify baseline, then the service (embedded PostgreSQL in a temp DATA_DIR)
 * seeded through its REST API and measured with autocannon. Add a benchmark by adding a scenario below.
 * `npm run bench -- --scale[=factor]` runs the scale bench instead (bench/scale/index.js).
 * Env: BENCH_DURATION (s, default 10), BENCH_WARMUP (s, default 2), BENCH_CONNECTIONS (default 10),
 * BENCH_ONLY (a regular expression: only the scenarios whose name matches, and only the sections — cables,
 * templates, export, webhooks — whose word matches; for measuring one change quickly).
 */
const { execSync } = require('node:child_process');
const os = require('node:os');
const { join } = require('node:path');
const { HttpError } = require('./lib/http');
const { measure, CONNECTIONS, DURATION, WARMUP } = require('./lib/load');
const proc = require('./lib/proc');
const { table, targetText, webhookTable, writeJson } = require('./lib/report');
const { seed } = require('./lib/seed');
const { seedIpam } = require('./lib/seed-ipam');
const { seedComponents } = require('./lib/seed-components');
const { cableBench, vacuum } = require('./lib/seed-cables');
const { webhookBench, startRedis } = require('./lib/webhooks');
const { exportBench } = require('./lib/export');
const { pgBaseline } = require('./lib/pg-baseline');
const { startService } = require('./lib/service');

const ROOT = join(__dirname, '..');
const RESULTS_FILE = join(__dirname, 'results', 'latest.json');
const RUN_ID = Date.now().toString(36);
const ONLY = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY, 'i') : null;
const included = (name) => !ONLY || ONLY.test(name);

/**
 * A scenario builds one request shape: { method, path, body?, setupRequest?(req) → req, verify?(json) }.
 * setupRequest runs before every request (rotate ids, unique names); verify checks the first response;
 * `connections` overrides BENCH_CONNECTIONS; `against` names the Fastify + pg baseline of its ratio (`db`, the
 * device detail, unless `post` or `patch`). `target` is reported only, never enforced; its `met(row, baselines)`
 * sees both baselines ({ hello, db }) for targets stated as ratios.
 */
const scenarios = [
  {
    name: 'device detail GET (1000 ids rotated)',
    // issue 11: within 20% of 0.0285× bare Fastify; issue 16: ≥ 5k req/s and ≥ 40% of bare Fastify + pg
    target: {
      text: '≥ 0.0228× Fastify; ≥ 5000 req/s; ≥ 0.40× Fastify + pg',
      met: (r, b) => r.rps >= 0.0228 * b.hello.rps && r.rps >= 5000 && (!b.db || r.rps >= 0.4 * b.db.rps),
    },
    build({ deviceIds }) {
      let i = 0;
      return {
        method: 'GET',
        path: `/api/dcim/devices/${deviceIds[0]}/`,
        setupRequest: (req) => ({ ...req, path: `/api/dcim/devices/${deviceIds[i++ % deviceIds.length]}/` }),
        verify: (json) => json.rack && json.location && json.platform && json.tenant && json.site && json.role && json.device_type,
      };
    },
  },
  {
    name: 'device list ?limit=50',
    target: { text: '≥ 0.0040× Fastify; ≥ 1500 req/s', met: (r, b) => r.rps >= 0.004 * b.hello.rps && r.rps >= 1500 },
    build: () => ({ method: 'GET', path: '/api/dcim/devices/?limit=50', verify: (json) => json.results.length === 50 && json.count === 1000 }),
  },
  {
    name: 'device list ?limit=50&brief=1',
    target: { text: '≥ 5000 req/s', met: (r) => r.rps >= 5000 },
    build: () => ({
      method: 'GET',
      path: '/api/dcim/devices/?limit=50&brief=1',
      verify: (json) => json.results.length === 50 && !('site' in json.results[0]),
    }),
  },
  {
    name: 'site list ?limit=1000 (1 connection: the latency of a single client)',
    target: { text: 'p50 ≤ 15 ms', met: (r) => r.p50 <= 15 },
    build: () => ({ method: 'GET', path: '/api/dcim/sites/?limit=1000', connections: 1, verify: (json) => json.results.length === 1000 }),
  },
  {
    name: 'device list ?limit=1000',
    build: () => ({ method: 'GET', path: '/api/dcim/devices/?limit=1000', verify: (json) => json.results.length === 1000 }),
  },
  {
    name: 'prefix list ?limit=50 (10,000 nested prefixes, children and _depth)',
    build: ({ prefixCount }) => ({
      method: 'GET',
      path: '/api/ipam/prefixes/?limit=50',
      verify: (json) =>
        json.results.length === 50 && json.count === prefixCount && json.results[0].children === prefixCount - 1 && json.results[1]._depth === 1,
    }),
  },
  {
    name: 'site POST (new site each request)',
    // compared with the bare route's INSERT + representation, the least a POST answering NetBox's way does
    against: 'post',
    target: { text: '≥ 2000 req/s', met: (r) => r.rps >= 2000 },
    build() {
      let n = 0;
      const body = () => {
        n += 1;
        return JSON.stringify({ name: `Bench ${RUN_ID} ${n}`, slug: `bench-${RUN_ID}-${n}`, status: 'active' });
      };
      return { method: 'POST', path: '/api/dcim/sites/', body: body(), setupRequest: (req) => ({ ...req, body: body() }), verify: (json) => json.id };
    },
  },
  {
    // the same write path as the POST: a change record, an outbox row and the counters per request
    name: 'site PATCH (1000 seeded sites rotated)',
    against: 'patch',
    build({ siteIds }) {
      let n = 0;
      const next = () => {
        n += 1;
        return { path: `/api/dcim/sites/${siteIds[n % siteIds.length]}/`, body: JSON.stringify({ description: `Bench ${RUN_ID} ${n}` }) };
      };
      return {
        method: 'PATCH',
        ...next(),
        setupRequest: (req) => ({ ...req, ...next() }),
        verify: (json) => json.id && json.description.startsWith('Bench'),
      };
    },
  },
];

/** One plain request shaped exactly as autocannon will send it; aborts the bench on a non-2xx or a failed verify. */
async function verifyScenario(api, name, shape) {
  let req = { method: shape.method, path: shape.path, body: shape.body, headers: api.headers };
  if (shape.setupRequest) req = shape.setupRequest(req);
  const response = await fetch(api.baseUrl + req.path, { method: req.method, headers: req.headers, body: req.body });
  const text = await response.text();
  if (response.status < 200 || response.status >= 300)
    throw new HttpError(`${name}: ${req.method} ${req.path} → ${response.status}\n${text.slice(0, 2000)}`);
  if (shape.verify && !shape.verify(JSON.parse(text)))
    throw new HttpError(`${name}: unexpected response to ${req.method} ${req.path}\n${text.slice(0, 2000)}`);
}

async function baseline() {
  const port = await proc.freePort();
  const child = proc.start('bare Fastify', [join(__dirname, 'lib', 'hello-fastify.js'), String(port)], { cwd: ROOT });
  const url = `http://127.0.0.1:${port}`;
  await proc.waitUntil(child, async () => (await fetch(url + '/')).ok, 15000);
  console.log(`[bench] bare Fastify hello-world: ${WARMUP} s warm-up + ${DURATION} s, ${CONNECTIONS} connections`);
  const result = await measure({ url, path: '/' });
  await proc.stop(child);
  return { name: 'bare Fastify GET / (hello)', ...result };
}

const loadavg = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

async function main() {
  const loadBefore = loadavg();
  console.log(`[bench] load average before: ${loadBefore} (${os.cpus().length} CPUs; other processes skew the figures)`);
  const hello = await baseline();
  console.log(`[bench] bare Fastify: ${hello.rps} req/s`);

  const service = await startService({ EXPOSE_QUERY_COUNT: 'true' });
  const base = await seed(service.api);
  const ipam = await seedIpam(service.api);
  const fixture = { ...base, ...ipam, times: { ...base.times, ...ipam.times } };
  // the scenarios measure the seeded database as autovacuum leaves it within seconds: analyzed, so that statements
  // are not planned for the empty tables of the seed's first requests
  await vacuum(service.child.pgDir);

  const writes = scenarios.some((s) => s.against && included(s.name));
  console.log(
    `[bench] bare Fastify + pg, the service's device-detail SQL${writes ? ', then site POST and PATCH' : ''}: ${WARMUP} s warm-up + ${DURATION} s each`,
  );
  const baselines = { hello, ...(await pgBaseline(ROOT, service, fixture.deviceIds, writes ? fixture.siteIds : null)) };
  for (const b of [baselines.db, baselines.post, baselines.patch].filter(Boolean))
    console.log(`[bench]   ${b.name}: ${b.rps} req/s, p50 ${b.p50} ms`);

  const rows = [];
  for (const scenario of scenarios.filter((s) => included(s.name))) {
    const shape = scenario.build(fixture);
    await verifyScenario(service.api, scenario.name, shape);
    console.log(`[bench] ${scenario.name}: ${WARMUP} s warm-up + ${DURATION} s`);
    const result = await measure({ url: service.api.baseUrl, headers: service.api.headers, ...shape });
    const row = { name: scenario.name, ...result, against: scenario.against ?? 'db' };
    if (scenario.target) row.target = { text: scenario.target.text, met: scenario.target.met(row, baselines) };
    rows.push(row);
    console.log(`[bench]   ${row.rps} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms, non-2xx ${row.non2xx}, errors ${row.errors}`);
    if (row.non2xx) console.log(`[bench]   status codes: ${JSON.stringify(row.statusCodes)}`);
  }

  // after the read scenarios: cabling changes the interfaces they do not read
  const cables = included('cables') ? await cableBench(service.api, { measure, baseline: hello, pgDir: service.child.pgDir }) : null;
  if (cables) rows.push(...cables.rows);

  // devices from templates after the read scenarios, so those read the same 1000 devices as before
  const components = included('templates') ? await seedComponents(service.api) : null;

  let exports = null;
  if (included('export')) {
    console.log(`[bench] export templates over ${fixture.prefixCount} prefixes: streamed, then the whole list at once`);
    exports = await exportBench(service.api, service.child.pid, fixture.prefixCount);
    exports.target = { text: 'streamed: RSS growth ≤ 50 MB', met: exports.streamed.rssGrowthMb === null || exports.streamed.rssGrowthMb <= 50 };
  }

  // webhooks: on the service's own PostgreSQL queue, then (when redis-server is installed) on Redis
  const webhookRuns = [];
  if (included('webhooks')) {
    console.log(`[bench] webhooks (PostgreSQL queue): sink, one worker process`);
    webhookRuns.push(await webhookBench({ root: ROOT, service, backend: 'PostgreSQL' }));
  }
  const redis = included('webhooks') ? await startRedis() : null;
  if (redis) {
    const redisService = await startService({ REDIS_URL: redis.url });
    console.log(`[bench] webhooks (Redis queue): sink, one worker process`);
    webhookRuns.push(await webhookBench({ root: ROOT, service: redisService, backend: 'Redis', extraEnv: { REDIS_URL: redis.url } }));
    await proc.stop(redisService.child, { pgDir: redisService.child.pgDir });
  } else if (included('webhooks')) {
    console.log('[bench] redis-server is not installed: webhooks on the Redis queue not measured');
  }
  for (const w of webhookRuns) {
    w.targets = {
      throughput: { text: '≥ 1000 deliveries/s', met: w.backlog.deliveriesPerSecond >= 1000 },
      latency: { text: 'p50 ≤ 50 ms', met: w.singles.p50 !== null && w.singles.p50 <= 50 },
    };
  }

  const bulkTarget = { text: '≤ 1000 ms', met: fixture.bulkSitesMs <= 1000 };
  console.log('\n## Results\n');
  console.log(table(hello, rows, baselines));
  console.log(`\nBulk POST of 1000 sites: ${fixture.bulkSitesMs} ms (target ${targetText(bulkTarget)})`);
  if (cables)
    console.log(
      `Bulk POST of 1000 cables: ${cables.bulk.ms} ms, ${cables.bulk.queries ?? '?'} SQL statements (target ${targetText(cables.bulk.target)})`,
    );
  if (components)
    console.log(
      `Devices from a type with 48 interface + 2 power port + 1 console port templates: one device ${components.singleDeviceMedianMs} ms ` +
        `(median of ${components.singleDeviceMs.join(', ')}), 100 devices in one bulk POST ${components.bulkDevicesMs} ms`,
    );
  if (exports) console.log(`\nExport of ${fixture.prefixCount} prefixes (service RSS sampled every 10 ms; target ${targetText(exports.target)}):`);
  for (const e of exports ? [exports.streamed, exports.whole] : []) {
    console.log(
      `  ${e.template}: ${e.objects} objects, ${e.megabytes} MB in ${e.chunks} chunks, first byte ${e.firstByteMs} ms, total ${e.totalMs} ms, ` +
        `RSS ${e.rssBeforeMb} → peak ${e.rssPeakMb} MB (+${e.rssGrowthMb})`,
    );
  }
  console.log(`\nWebhooks (one worker process, local sink answering 204; bare Fastify for comparison: ${hello.rps} req/s):`);
  if (webhookRuns.length) console.log(webhookTable(webhookRuns));
  console.log('\nSeeding (ms):');
  for (const [step, ms] of Object.entries(fixture.times)) console.log(`  ${step}: ${ms}`);
  console.log(`Service start to first answer: ${service.startMs} ms`);
  const loadAfter = loadavg();
  console.log(`Load average before / after: ${loadBefore} / ${loadAfter}`);
  const warnings = service.child.output;
  if (warnings.length)
    console.log(`\nService output (LOG_LEVEL=warn), last ${Math.min(warnings.length, 30)} lines:\n  ${warnings.slice(-30).join('\n  ')}`);

  let commit = null;
  try {
    commit = execSync('git rev-parse --short HEAD', { cwd: ROOT, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    /* not a checkout */
  }
  writeJson(RESULTS_FILE, {
    date: new Date().toISOString(),
    commit,
    node: process.version,
    cpus: os.cpus().length,
    settings: { connections: CONNECTIONS, durationSeconds: DURATION, warmupSeconds: WARMUP },
    baseline: hello,
    dbBaseline: baselines.db,
    dbWriteBaselines: { post: baselines.post ?? null, patch: baselines.patch ?? null },
    scenarios: rows,
    bulkSites: { count: 1000, ms: fixture.bulkSitesMs, target: bulkTarget },
    bulkCables: cables?.bulk ?? null,
    devicesFromTemplates: components,
    exports,
    webhooks: webhookRuns,
    seedingMs: fixture.times,
    serviceStartMs: service.startMs,
    loadAverage: { before: loadBefore, after: loadAfter },
  });
  console.log(`\nWrote ${RESULTS_FILE}`);
}

let stopping = false;
async function finish(code) {
  if (stopping) return;
  stopping = true;
  await proc.cleanup();
  process.exit(code);
}
process.on('SIGINT', () => finish(130));
process.on('SIGTERM', () => finish(143));

/** `--scale` or `--scale=<factor>`: the scale bench (bench/scale/) instead of the throughput bench. */
const scaleArg = process.argv.slice(2).find((a) => a === '--scale' || a.startsWith('--scale='));
const scaleFactor = scaleArg?.includes('=') ? Number(scaleArg.split('=')[1]) : 1;
if (scaleArg && !(scaleFactor > 0)) {
  console.error(`[bench] --scale=<factor>: a positive number, not ${scaleArg.split('=')[1]}`);
  process.exit(2);
}

(scaleArg ? require('./scale').runScale(scaleFactor) : main()).then(
  () => finish(0),
  (error) => {
    console.error(`\n[bench] FAILED: ${error instanceof HttpError ? error.message : (error.stack ?? error)}`);
    return finish(1);
  },
);
