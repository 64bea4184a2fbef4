'use strict';
/**
 * `npm run bench -- --scale[=F]`: the service at scale. Seeds 1,000,000 IP addresses, 100,000 nested
 * prefixes in nine VRFs and the global table, 20,000 devices with 1,000,000 interfaces and 200,000 cables
 * (times F, default 1) — first at 1 % of that size, then at full size, each on a fresh embedded PostgreSQL —
 * checks the seed against the same objects written through the API, and times each query sequentially.
 * Target per query: p50 ≤ 50 ms at full size, and ≤ 3× its p50 at 1 %.
 */
const { readFileSync } = require('node:fs');
const os = require('node:os');
const { join } = require('node:path');
const { Client } = require('pg');
const proc = require('../lib/proc');
const { startService } = require('../lib/service');
const { writeJson } = require('../lib/report');
const { createReferences } = require('./references');
const { sizes, seedDevices, seedPrefixes, seedAddresses } = require('./seed-sql');
const { verifySeed } = require('./verify');
const { scenarios } = require('./scenarios');
const { timeQuery, REQUESTS } = require('./measure');

const RESULTS_FILE = join(__dirname, '..', 'results', 'scale.json');

/** The embedded PostgreSQL of a service started by the bench (port from its postmaster.pid). */
async function connect(service) {
  const port = Number(readFileSync(join(service.child.pgDir, 'postmaster.pid'), 'utf8').split('\n')[3]);
  const db = new Client({ host: '127.0.0.1', port, user: 'postgres', password: 'inventory', database: 'inventory' });
  await db.connect();
  return db;
}

async function runAt(factor) {
  const size = sizes(factor);
  console.log(`[scale] factor ${factor}: ${JSON.stringify(size)}`);
  const service = await startService();
  const db = await connect(service);
  const times = {};
  const log = async (step, fn) => {
    const t0 = Date.now();
    const result = await fn();
    times[step] = Date.now() - t0;
    console.log(`[scale]   ${step}: ${times[step]} ms`);
    return result;
  };
  try {
    const refs = await log('reference objects through the API', () => createReferences(service.api, 'ref'));
    refs.terminations = (await db.query(`SELECT * FROM dcim_cabletermination WHERE cable_id = $1 ORDER BY cable_end`, [refs.cable.id])).rows;
    const seedStart = Date.now();
    const devices = await seedDevices(db, refs, size, log);
    const prefixes = await seedPrefixes(db, refs, size, log);
    const addresses = await seedAddresses(db, refs, size, log);
    // what autovacuum would do soon after a bulk load: visibility map and planner statistics
    await log('VACUUM ANALYZE', () => db.query('VACUUM ANALYZE'));
    const seedMs = Date.now() - seedStart;
    console.log(`[scale]   seeded in ${(seedMs / 1000).toFixed(1)} s`);
    const fixture = { size, ...devices, ...prefixes, ...addresses };
    if (process.env.SCALE_KEEP) {
      // seeding the full size takes minutes: keep the database to EXPLAIN against it (`DATA_DIR=<dir> node dist/main.js`)
      proc.keepTempDir(service.dataDir);
      console.log(`[scale]   kept DATA_DIR ${service.dataDir}; fixture ${JSON.stringify(fixture)}`);
    }
    const checks = await log('verification against API-written objects', () => verifySeed(service.api, db, refs, fixture));
    for (const c of checks) console.log(`[scale]   ✓ ${c}`);
    const results = {};
    for (const s of scenarios) {
      results[s.name] = await timeQuery(service.api, s.build(fixture));
      console.log(`[scale]   ${s.name}: p50 ${results[s.name].p50} ms, p99 ${results[s.name].p99} ms (${results[s.name].requests} requests)`);
    }
    return { factor, size, seedMs, times, checks, results };
  } finally {
    await db.end();
    await proc.stop(service.child, { pgDir: service.child.pgDir });
  }
}

const fmt = (n) => (n === undefined ? '–' : n.toFixed(1));

function scaleTable(small, full) {
  const lines = [
    `| scenario (requests at ×${small.factor} / ×${full.factor}) | p50 ms (×${small.factor}) | p99 ms (×${small.factor}) | p50 ms (×${full.factor}) | p99 ms (×${full.factor}) | p50 ratio | target: p50 ≤ 50 ms and ≤ 3× |`,
    '|---|---:|---:|---:|---:|---:|---|',
  ];
  for (const { name } of scenarios) {
    const s = small.results[name];
    const f = full.results[name];
    const ratio = f.p50 / s.p50;
    lines.push(
      `| ${name} | ${fmt(s.p50)} | ${fmt(s.p99)} | ${fmt(f.p50)} | ${fmt(f.p99)} | ${ratio.toFixed(2)} | ${f.p50 <= 50 && ratio <= 3 ? 'met' : 'NOT met'} |`,
    );
  }
  return lines.join('\n');
}

async function runScale(factor) {
  const loadBefore = os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
  console.log(`[scale] load average before: ${loadBefore} (${os.cpus().length} CPUs); up to ${REQUESTS} sequential requests per query`);
  const small = await runAt(factor / 100);
  const full = await runAt(factor);
  const loadAfter = os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');
  console.log('\n## Scale\n');
  console.log(scaleTable(small, full));
  console.log(`\nSeeding at ×${full.factor}: ${(full.seedMs / 1000).toFixed(1)} s`);
  for (const [step, ms] of Object.entries(full.times)) console.log(`  ${step}: ${ms}`);
  console.log(`Load average before / after: ${loadBefore} / ${loadAfter}`);
  writeJson(RESULTS_FILE, {
    date: new Date().toISOString(),
    cpus: os.cpus().length,
    requests: REQUESTS,
    small,
    full,
    loadAverage: { before: loadBefore, after: loadAfter },
  });
  console.log(`\nWrote ${RESULTS_FILE}`);
}

module.exports = { runScale, runAt };
