'use strict';
/**
 * Webhook delivery figures: a local sink (answers 204 at once), one webhook on dcim.site creates, one
 * worker process (`node dist/main.js worker`) beside the API process. Measured as the sink sees them:
 * - latency: single POSTs one after another; per site, time from the write's response to the arrival of
 *   its event at the sink (both clocks in this process), p50/p99;
 * - live throughput: bulk POSTs of BULK sites (chunks of 100) while the worker runs; deliveries/s from
 *   the first to the last arrival, and the latency of those events;
 * - backlog throughput: the same writes with the worker stopped, then the worker started: how fast one
 *   worker drains the queue (first to last arrival), and the CPU the worker process and all PostgreSQL
 *   processes spent per delivery meanwhile (from /proc: steadier than the rate on a shared machine).
 */
const http = require('node:http');
const { execSync } = require('node:child_process');
const { mkdtempSync, readFileSync, readdirSync } = require('node:fs');
const os = require('node:os');
const { join } = require('node:path');
const proc = require('./proc');

const SINGLES = Number(process.env.BENCH_WEBHOOK_SINGLES || 300);
const BULK = Number(process.env.BENCH_WEBHOOK_BULK || 2000);
const CHUNK = 100;

const now = () => performance.now();

function percentile(values, p) {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
const round = (n) => (n === null ? null : Math.round(n * 10) / 10);

/**
 * CPU time (user + system, ms) a process has used so far; 0 once it is gone. With `reaped`, also that
 * of its children that have exited (so a backend ending mid-measurement still counts).
 */
let ticksPerSecond = null;
function cpuMs(pid, reaped = false) {
  ticksPerSecond ??= Number(execSync('getconf CLK_TCK').toString()) || 100;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]) + (reaped ? Number(fields[13]) + Number(fields[14]) : 0);
    return (ticks * 1000) / ticksPerSecond;
  } catch {
    return 0;
  }
}

/**
 * CPU of the embedded PostgreSQL: its postmaster with the children it has reaped, plus the live children
 * (backends, walwriter, …), so backends that come and go are all counted once.
 */
function postgresCpuMs(dataDir) {
  const postmaster = Number(readFileSync(join(dataDir, 'pg', 'postmaster.pid'), 'utf8').split('\n')[0]);
  let total = cpuMs(postmaster, true);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ')[1]) === postmaster) total += cpuMs(entry);
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

function cpuSnapshot(worker, dataDir) {
  return { worker: cpuMs(worker.pid), postgres: postgresCpuMs(dataDir) };
}

/**
 * The sink: every arrival's time by site name. `watch(names, onFirst, onLast)` calls back at the first
 * and at the last arrival of those names (synchronously, so CPU snapshots bracket the drain tightly).
 */
async function startSink() {
  const arrivals = new Map();
  let count = 0;
  let watched = null;
  const server = http.createServer((req, res) => {
    const at = now();
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      res.writeHead(204).end();
      count++;
      const name = JSON.parse(Buffer.concat(chunks).toString()).data.name;
      if (!arrivals.has(name)) {
        arrivals.set(name, at);
        if (watched?.names.has(name)) {
          if (++watched.seen === 1) watched.onFirst();
          if (watched.seen === watched.names.size) watched.onLast();
        }
      }
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}/sink`,
    arrivals,
    requests: () => count,
    watch: (names, onFirst, onLast) => (watched = { names: new Set(names), seen: 0, onFirst, onLast }),
    close: () => new Promise((resolve) => (server.closeAllConnections(), server.close(resolve))),
  };
}

async function waitFor(check, timeoutMs, what) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`webhook bench: timed out waiting for ${what}`);
    await proc.sleep(5);
  }
}

/** The embedded PostgreSQL the API process started in its DATA_DIR (port from postmaster.pid). */
function embeddedDatabaseUrl(dataDir) {
  const port = readFileSync(join(dataDir, 'pg', 'postmaster.pid'), 'utf8')
    .split('\n')[3]
    .trim();
  return `postgres://postgres:inventory@127.0.0.1:${port}/inventory`;
}

/** `onSpawn` gets the process at once: deliveries can arrive before it reports that it runs. */
async function startWorker(root, databaseUrl, extraEnv, onSpawn = () => {}) {
  const env = {
    ...process.env,
    DATABASE_URL: databaseUrl,
    DATA_DIR: proc.trackTempDir(mkdtempSync(join(os.tmpdir(), 'inventory-bench-worker-'))),
    LOG_LEVEL: 'warn',
    ...extraEnv,
  };
  const child = proc.start('webhook worker', [join(root, 'dist', 'main.js'), 'worker'], { cwd: root, env });
  onSpawn(child);
  await proc.waitUntil(child, async () => child.output.some((line) => line.includes('webhook worker running')), 60000);
  return child;
}

/**
 * Runs the three measurements against a running API process (`service` from bench/run.js) of the given
 * queue backend; `extraEnv` (REDIS_URL) must match the API process's.
 */
async function webhookBench({ root, service, backend, extraEnv = {} }) {
  const { api } = service;
  const sink = await startSink();
  const databaseUrl = embeddedDatabaseUrl(service.dataDir);
  const tag = `${backend.toLowerCase()}-${Date.now().toString(36)}`;
  await api.post('/api/extras/webhooks/', { name: `Bench sink ${tag}`, payload_url: sink.url, object_types: ['dcim.site'], type_create: true });
  let worker = await startWorker(root, databaseUrl, extraEnv);
  const site = (name) => ({ name, slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-') });

  // latency: one write at a time
  const singles = [];
  for (let i = 0; i < SINGLES; i++) {
    const name = `WH ${tag} single ${i}`;
    await api.post('/api/dcim/sites/', site(name));
    singles.push({ name, responded: now() });
  }
  await waitFor(() => singles.every((s) => sink.arrivals.has(s.name)), 60000, 'the single writes to arrive');
  const singleLatency = singles.map((s) => sink.arrivals.get(s.name) - s.responded);

  // live throughput: bulk writes while the worker runs
  const bulk = async (label) => {
    const written = [];
    for (let i = 0; i < BULK; i += CHUNK) {
      const items = Array.from({ length: Math.min(CHUNK, BULK - i) }, (_, k) => site(`WH ${tag} ${label} ${i + k}`));
      await api.post('/api/dcim/sites/', items);
      const responded = now();
      for (const item of items) written.push({ name: item.name, responded });
    }
    return written;
  };
  const liveStart = now();
  const live = await bulk('live');
  const writeMs = now() - liveStart;
  await waitFor(() => live.every((s) => sink.arrivals.has(s.name)), 120000, 'the live bulk writes to arrive');
  const liveTimes = live.map((s) => sink.arrivals.get(s.name));
  const liveSpan = Math.max(...liveTimes) - Math.min(...liveTimes);
  const liveLatency = live.map((s) => sink.arrivals.get(s.name) - s.responded);

  // backlog: writes with the worker stopped, then one worker drains them
  await proc.stop(worker);
  const backlog = await bulk('backlog');
  await waitFor(async () => (await api.get('/api/status/')).webhooks['outbox-pending'] === 0, 60000, 'the relay to queue the backlog');
  const cpu = {};
  let drainer = null;
  sink.watch(
    backlog.map((s) => s.name),
    () => (cpu.first = cpuSnapshot(drainer, service.dataDir)),
    () => (cpu.last = cpuSnapshot(drainer, service.dataDir)),
  );
  worker = await startWorker(root, databaseUrl, extraEnv, (child) => (drainer = child));
  await waitFor(() => backlog.every((s) => sink.arrivals.has(s.name)), 120000, 'the backlog to drain');
  const backlogTimes = backlog.map((s) => sink.arrivals.get(s.name));
  const backlogSpan = Math.max(...backlogTimes) - Math.min(...backlogTimes);
  const perDelivery = (what) => Math.round(((cpu.last[what] - cpu.first[what]) * 1000) / backlog.length) / 1000;
  await proc.stop(worker);
  const requests = sink.requests();
  await sink.close();

  const events = singles.length + live.length + backlog.length;
  return {
    backend,
    singles: { count: singles.length, p50: round(percentile(singleLatency, 50)), p99: round(percentile(singleLatency, 99)) },
    live: {
      count: live.length,
      deliveriesPerSecond: Math.round(((live.length - 1) * 1000) / liveSpan),
      writesPerSecond: Math.round((live.length * 1000) / writeMs),
      p50: round(percentile(liveLatency, 50)),
      p99: round(percentile(liveLatency, 99)),
    },
    backlog: {
      count: backlog.length,
      deliveriesPerSecond: Math.round(((backlog.length - 1) * 1000) / backlogSpan),
      workerCpuMsPerDelivery: perDelivery('worker'),
      postgresCpuMsPerDelivery: perDelivery('postgres'),
    },
    duplicates: requests - events,
  };
}

/** A private redis-server for the Redis variant, or null when it is not installed. */
async function startRedis() {
  const { spawnSync } = require('node:child_process');
  if (spawnSync('redis-server', ['--version'], { stdio: 'ignore' }).status !== 0) return null;
  const port = await proc.freePort();
  // stdio ignored: a captured stdout nobody reads would fill and hang the server
  const child = proc.start('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    command: 'redis-server',
    stdio: 'ignore',
  });
  const net = require('node:net');
  const ping = () =>
    new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.on('connect', () => socket.write('PING\r\n'));
      socket.on('data', (d) => (socket.destroy(), resolve(d.toString().startsWith('+PONG'))));
      socket.on('error', () => resolve(false));
    });
  await proc.waitUntil(child, ping, 10000);
  return { url: `redis://127.0.0.1:${port}`, child };
}

module.exports = { webhookBench, startRedis };
