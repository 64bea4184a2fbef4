'use strict';
/** Markdown table and JSON file for the results. */
const { mkdirSync, writeFileSync } = require('node:fs');
const { dirname } = require('node:path');

const fmt = (n, digits = 0) => (n === null || n === undefined ? '–' : Number(n).toFixed(digits));

/**
 * Every row as a ratio to both baselines: bare Fastify (hello) and, when measured, bare Fastify + pg (`db`: the
 * service's own device-detail SQL, which shows what the service adds around its queries; `post` / `patch`: a site
 * written and rendered by the same SQL, for the rows whose `against` names them). The baselines' own rows come first.
 */
function table(baseline, rows, { db = null, post = null, patch = null } = {}) {
  const dbBaselines = { db, post, patch };
  const ratio = (r, b) => (!b ? '–' : r === b ? '1.000' : fmt(r.rps / b.rps, 3));
  const lines = [
    '| scenario | req/s | p50 ms | p99 ms | non-2xx / errors | × bare Fastify | × Fastify + pg (its route) | target |',
    '|---|---:|---:|---:|---:|---:|---:|---|',
  ];
  const own = [db, post, patch].filter(Boolean);
  for (const r of [baseline, ...own, ...rows]) {
    const versus = own.includes(r) ? r : dbBaselines[r.against ?? 'db'];
    lines.push(
      `| ${r.name} | ${fmt(r.rps)} | ${fmt(r.p50)} | ${fmt(r.p99)} | ${r.non2xx} / ${r.errors}${r.non2xx || r.errors ? ' ⚠ INVALID' : ''} | ` +
        `${ratio(r, baseline)} | ${ratio(r, versus)} | ${r.target ? targetText(r.target) : ''} |`,
    );
  }
  return lines.join('\n');
}

/** Webhook figures per queue backend (bench/lib/webhooks.js). */
function webhookTable(runs) {
  const lines = [
    '| queue | backlog deliveries/s | backlog CPU ms/delivery: worker / PostgreSQL | live deliveries/s (writes/s) | p50 / p99 ms, single writes | p50 / p99 ms, bulk writes | duplicates | targets |',
    '|---|---:|---:|---:|---:|---:|---:|---|',
  ];
  for (const w of runs) {
    lines.push(
      `| ${w.backend} | ${w.backlog.deliveriesPerSecond} | ${fmt(w.backlog.workerCpuMsPerDelivery, 2)} / ${fmt(w.backlog.postgresCpuMsPerDelivery, 2)} | ${w.live.deliveriesPerSecond} (${w.live.writesPerSecond}) | ${fmt(w.singles.p50, 1)} / ${fmt(w.singles.p99, 1)} | ` +
        `${fmt(w.live.p50, 1)} / ${fmt(w.live.p99, 1)} | ${w.duplicates} | ${targetText(w.targets.throughput)}; ${targetText(w.targets.latency)} |`,
    );
  }
  return lines.join('\n');
}

function targetText(t) {
  return `${t.text} → ${t.met ? 'met' : 'NOT met'}`;
}

function writeJson(file, data) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(data, null, 2) + '\n');
}

module.exports = { table, targetText, webhookTable, writeJson };
