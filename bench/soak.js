'use strict';
/**
 * `npm run soak` (not part of npm test): the service (`all`: API, worker and relay, embedded PostgreSQL in
 * a temp DATA_DIR, a webhook to a local sink) under SOAK_CONNECTIONS (50) connections of mixed reads and
 * writes for SOAK_MINUTES (10). Per minute: requests, errors, p50/p99 latency, and the memory of the whole
 * process tree (Node's RSS; proportional set size of Node and every PostgreSQL process, so shared buffers
 * count once). Target: 0 errors, memory flat after the first two minutes. Writes bench/results/soak-latest.json.
 */
const autocannon = require('autocannon');
const { execSync } = require('node:child_process');
const { existsSync, mkdtempSync, readdirSync, readFileSync } = require('node:fs');
const http = require('node:http');
const os = require('node:os');
const { join } = require('node:path');
const { client, HttpError } = require('./lib/http');
const { describe, pgMemory } = require('./lib/pg-memory');
const proc = require('./lib/proc');
const { writeJson } = require('./lib/report');

const ROOT = join(__dirname, '..');
const MINUTES = Number(process.env.SOAK_MINUTES || 10);
const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS || 50);
const SUPERUSER = { username: 'soak', password: 'Soak-Passw0rd-2024!' };
const RESULTS_FILE = join(__dirname, 'results', 'soak-latest.json');
const RUN_ID = Date.now().toString(36);
const SEED_SITES = 200;

/** Every process below `root` (the service and the PostgreSQL it started), from /proc. */
function tree(root) {
  const children = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(entry));
    } catch {
      /* gone */
    }
  }
  const out = [];
  const walk = (pid) => {
    out.push(pid);
    for (const child of children.get(pid) ?? []) walk(child);
  };
  walk(root);
  return out;
}

/** kB figures of /proc/<pid>/<file>: `VmRSS` from status, `Pss` from smaps_rollup. */
function kb(pid, file, field) {
  try {
    const m = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/${file}`, 'utf8'));
    return m ? Number(m[1]) : 0;
  } catch {
    return 0;
  }
}

/** CPU ms a process used, with its reaped children's (the postmaster's ended backends). */
function cpuMs(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime, stime, cutime, cstime are fields 14-17 of stat (11-14 after the name)
    return (fields.slice(11, 15).reduce((sum, n) => sum + Number(n), 0) * 1000) / CLOCK_TICKS;
  } catch {
    return 0;
  }
}
const CLOCK_TICKS = Number(execSync('getconf CLK_TCK').toString().trim()) || 100;

function memory(root) {
  const pids = tree(root);
  const treePssMb = pids.reduce((sum, pid) => sum + kb(pid, 'smaps_rollup', 'Pss'), 0) / 1024;
  return {
    processes: pids.length,
    nodeRssMb: kb(root, 'status', 'VmRSS') / 1024,
    treePssMb,
    // the embedded PostgreSQL's share: everything in the tree but Node itself
    pgPssMb: treePssMb - kb(root, 'smaps_rollup', 'Pss') / 1024,
    treeRssMb: pids.reduce((sum, pid) => sum + kb(pid, 'status', 'VmRSS'), 0) / 1024,
    nodeCpuMs: cpuMs(root),
    treeCpuMs: pids.reduce((sum, pid) => sum + cpuMs(pid), 0),
  };
}

/** Node's own split of its memory (prom-client's default metrics): what grows — V8's heap, or memory outside it. */
async function heap(baseUrl) {
  try {
    const text = await (await fetch(baseUrl + '/metrics')).text();
    const value = (name) => Number(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)`, 'm').exec(text)?.[1] ?? NaN) / 2 ** 20;
    return {
      heapUsedMb: value('nodejs_heap_size_used_bytes'),
      heapTotalMb: value('nodejs_heap_size_total_bytes'),
      externalMb: value('nodejs_external_memory_bytes'),
    };
  } catch {
    return {};
  }
}

/** A webhook receiver answering 204 to everything, counting what it gets. */
function startSink() {
  let received = 0;
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      received++;
      res.writeHead(204).end();
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ url: `http://127.0.0.1:${server.address().port}/soak`, received: () => received, close: () => server.close() }),
    ),
  );
}

async function startService() {
  const dataDir = proc.trackTempDir(mkdtempSync(join(os.tmpdir(), 'inventory-soak-')));
  const port = await proc.freePort();
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SUPERUSER_NAME: SUPERUSER.username,
    SUPERUSER_PASSWORD: SUPERUSER.password,
    LOG_LEVEL: 'warn',
  };
  for (const name of ['DATABASE_URL', 'REDIS_URL', 'RATE_LIMIT']) delete env[name];
  const child = proc.start('service', [join(ROOT, 'dist', 'main.js'), 'all'], { cwd: ROOT, env });
  child.pgDir = join(dataDir, 'pg');
  const baseUrl = `http://127.0.0.1:${port}`;
  await proc.waitUntil(child, async () => (await fetch(baseUrl + '/readyz')).status === 200, 180000);
  const provisioned = await client(baseUrl).post('/api/users/tokens/provision/', SUPERUSER);
  return { child, api: client(baseUrl, `nbt_${provisioned.key}.${provisioned.token}`) };
}

/**
 * One connection's cycle of eight requests: reads (list, detail, search, brief list, a detail again), and
 * writes (create a site, change a seeded one, delete the site it created) — three writes in eight.
 */
function requests(siteIds) {
  let n = 0;
  const pick = () => siteIds[n++ % siteIds.length];
  const json = { 'content-type': 'application/json' };
  return [
    { method: 'GET', path: '/api/dcim/sites/?limit=50' },
    { method: 'GET', setupRequest: (req) => ({ ...req, path: `/api/dcim/sites/${pick()}/` }) },
    { method: 'GET', setupRequest: (req) => ({ ...req, path: `/api/dcim/sites/?q=${n++ % 100}&limit=10` }) },
    {
      method: 'POST',
      path: '/api/dcim/sites/',
      headers: json,
      setupRequest: (req, context) => {
        context.n = (context.n ?? 0) + 1;
        const name = `Soak ${RUN_ID} ${process.hrtime.bigint()} ${context.n}`;
        return { ...req, body: JSON.stringify({ name, slug: name.toLowerCase().replace(/ /g, '-') }) };
      },
      onResponse: (status, body, context) => {
        context.created = status === 201 ? JSON.parse(body).id : null;
      },
    },
    {
      method: 'PATCH',
      headers: json,
      setupRequest: (req) => ({ ...req, path: `/api/dcim/sites/${pick()}/`, body: JSON.stringify({ description: `soak ${n}` }) }),
    },
    { method: 'GET', path: '/api/dcim/sites/?brief=1&limit=100' },
    { method: 'GET', setupRequest: (req) => ({ ...req, path: `/api/dcim/sites/${pick()}/` }) },
    { method: 'DELETE', setupRequest: (req, context) => ({ ...req, path: `/api/dcim/sites/${context.created ?? 2147483000}/` }) },
  ];
}

function minute(api, siteIds) {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: api.baseUrl,
        connections: CONNECTIONS,
        duration: 60,
        timeout: 30,
        headers: { authorization: api.headers.authorization },
        requests: requests(siteIds),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    instance.on('error', reject);
  });
}

const mb = (n) => n.toFixed(0);

async function main() {
  const loadBefore = os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
  console.log(`[soak] ${MINUTES} min at ${CONNECTIONS} connections; load average before: ${loadBefore} (${os.cpus().length} CPUs, shared)`);
  const sink = await startSink();
  const service = await startService();
  const { api, child } = service;
  await api.post('/api/extras/webhooks/', {
    name: 'Soak sink',
    payload_url: sink.url,
    enabled: true,
    object_types: ['dcim.site'],
    type_create: true,
    type_update: true,
    type_delete: true,
  });
  const seeded = await api.post(
    '/api/dcim/sites/',
    Array.from({ length: SEED_SITES }, (_, i) => ({ name: `Soak seed ${i}`, slug: `soak-seed-${i}` })),
  );
  const siteIds = seeded.map((s) => s.id);

  const samples = [];
  const sampler = setInterval(() => samples.push({ at: Date.now(), ...memory(child.pid) }), 5000);
  const start = memory(child.pid);
  console.log(`[soak] started: ${start.processes} processes, Node RSS ${mb(start.nodeRssMb)} MB, tree PSS ${mb(start.treePssMb)} MB`);
  console.log(
    '| minute | requests | req/s | errors | p50 ms | p99 ms | CPU ms/req Node + PG | Node RSS MB | heap used / total MB | external MB | tree PSS MB | PostgreSQL PSS MB | processes |',
  );
  console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
  const rows = [];
  let cpuBefore = start;
  for (let m = 1; m <= MINUTES; m++) {
    const r = await minute(api, siteIds);
    const mem = { ...memory(child.pid), ...(await heap(api.baseUrl)), pg: await pgMemory(child.pgDir).catch(() => null) };
    // a 404 is the expected answer of a DELETE whose POST failed; anything else not 2xx is an error
    const errors =
      r.errors +
      r.timeouts +
      Object.entries(r.statusCodeStats ?? {})
        .filter(([code]) => !code.startsWith('2'))
        .reduce((s, [, v]) => s + v.count, 0);
    const row = {
      minute: m,
      requests: r.requests.total,
      rps: Math.round(r.requests.average),
      errors,
      statusCodes: Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([c, s]) => [c, s.count])),
      p50: r.latency.p50,
      p99: r.latency.p99,
      ...mem,
      // CPU per request (the sink and the load generator are outside the tree): steadier than rates on shared cores
      nodeCpuMsPerRequest: (mem.nodeCpuMs - cpuBefore.nodeCpuMs) / r.requests.total,
      pgCpuMsPerRequest: (mem.treeCpuMs - mem.nodeCpuMs - (cpuBefore.treeCpuMs - cpuBefore.nodeCpuMs)) / r.requests.total,
    };
    cpuBefore = mem;
    rows.push(row);
    console.log(
      `| ${m} | ${row.requests} | ${row.rps} | ${row.errors} | ${row.p50} | ${row.p99} | ${row.nodeCpuMsPerRequest.toFixed(1)} + ${row.pgCpuMsPerRequest.toFixed(1)} | ${mb(row.nodeRssMb)} | ${mb(row.heapUsedMb)} / ${mb(row.heapTotalMb)} | ${mb(row.externalMb)} | ${mb(row.treePssMb)} | ${mb(row.pgPssMb)} | ${row.processes} |`,
    );
  }
  clearInterval(sampler);
  console.log('\n[soak] the PostgreSQL part by process group, per minute (PSS; private = not shared with any other process):');
  for (const row of rows) if (row.pg) console.log(`  ${row.minute}: ${describe(row.pg)}`);

  // the pipeline caught up: every event relayed and delivered
  let status;
  for (let i = 0; i < 120; i++) {
    status = await api.get('/api/status/');
    if (status.webhooks['outbox-pending'] === 0 && status.webhooks['queue-depth'] === 0) break;
    await proc.sleep(500);
  }
  const totals = { requests: rows.reduce((s, r) => s + r.requests, 0), errors: rows.reduce((s, r) => s + r.errors, 0) };
  const after2 = rows.slice(1);
  const growth =
    after2.length > 1 ? { nodeRssMb: after2.at(-1).nodeRssMb - after2[0].nodeRssMb, treePssMb: after2.at(-1).treePssMb - after2[0].treePssMb } : null;
  console.log(
    `\n[soak] ${totals.requests} requests, ${totals.errors} errors; webhooks received by the sink: ${sink.received()}, outbox pending ${status.webhooks['outbox-pending']}, queue depth ${status.webhooks['queue-depth']}`,
  );
  if (growth)
    console.log(
      `[soak] memory from the end of minute 2 to the end: Node RSS ${growth.nodeRssMb >= 0 ? '+' : ''}${mb(growth.nodeRssMb)} MB, tree PSS ${growth.treePssMb >= 0 ? '+' : ''}${mb(growth.treePssMb)} MB`,
    );
  const loadAfter = os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
  console.log(`[soak] load average before / after: ${loadBefore} / ${loadAfter}`);
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
    minutes: MINUTES,
    connections: CONNECTIONS,
    totals,
    growthAfterMinute2: growth,
    webhooksReceived: sink.received(),
    minutes_: rows,
    samples,
    loadAverage: { before: loadBefore, after: loadAfter },
  });
  console.log(`[soak] wrote ${RESULTS_FILE}`);
  sink.close();
  if (!existsSync('/proc/self/smaps_rollup')) console.log('[soak] note: /proc/<pid>/smaps_rollup is missing here (kernel < 4.14): tree PSS reads 0');
  return totals.errors === 0;
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

main().then(
  (ok) => finish(ok ? 0 : 1),
  (error) => {
    console.error(`\n[soak] FAILED: ${error instanceof HttpError ? error.message : (error.stack ?? error)}`);
    return finish(1);
  },
);
