'use strict';
/**
 * Where the embedded PostgreSQL's memory is: each of its processes' proportional set size and private
 * memory (smaps_rollup), grouped by what the process serves — the service's pool (application_name
 * `inventory`), the webhook and job queues (`inventory-queue`), other clients, PostgreSQL's own
 * background processes and the postmaster. What is not private is shared: shared_buffers and the binary.
 */
const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const { Client } = require('pg');

function rollup(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    const field = (name) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(text)?.[1] ?? 0) / 1024;
    return { pss: field('Pss'), private: field('Private_Clean') + field('Private_Dirty') };
  } catch {
    return { pss: 0, private: 0 };
  }
}

/** `{ pool: {n, pssMb, privateMb}, queue: …, client: …, background: …, postmaster: … }` and `sharedMb`. */
async function pgMemory(pgDir) {
  const pidFile = readFileSync(join(pgDir, 'postmaster.pid'), 'utf8').split('\n');
  const postmaster = Number(pidFile[0]);
  const client = new Client({ host: '127.0.0.1', port: Number(pidFile[3]), user: 'postgres', password: 'inventory', database: 'postgres' });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT pid, backend_type, application_name FROM pg_stat_activity WHERE pid <> pg_backend_pid()');
    const groups = {};
    let pssMb = 0;
    let privateMb = 0;
    const add = (group, pid) => {
      const m = rollup(pid);
      const g = (groups[group] ??= { n: 0, pssMb: 0, privateMb: 0 });
      g.n++;
      g.pssMb += m.pss;
      g.privateMb += m.private;
      pssMb += m.pss;
      privateMb += m.private;
    };
    add('postmaster', postmaster);
    for (const row of rows) {
      if (row.backend_type !== 'client backend') add('background', row.pid);
      else if (row.application_name === 'inventory') add('pool', row.pid);
      else if (row.application_name === 'inventory-queue') add('queue', row.pid);
      else add('client', row.pid);
    }
    return { groups, sharedMb: pssMb - privateMb };
  } finally {
    await client.end();
  }
}

const mb = (n) => n.toFixed(0);

/** One line: `pool 10: 140 MB (120 private) · queue …` */
function describe({ groups, sharedMb }) {
  const parts = Object.entries(groups).map(([name, g]) => `${name} ${g.n}: ${mb(g.pssMb)} MB (${mb(g.privateMb)} private)`);
  return `${parts.join(' · ')} · shared part ${mb(sharedMb)} MB`;
}

module.exports = { pgMemory, describe };
