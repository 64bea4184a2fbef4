'use strict';
/**
 * Second baseline: bare Fastify routes on PostgreSQL — no framework, named prepared statements through
 * node-pg, the database's JSON text sent as it comes, on a pool with the service's connection settings.
 * - GET a device: the very statement the service runs for a device detail (the committed snapshot
 *   src/dcim/queries/devices.sql, "complete representation"), so the gap between this and the service is
 *   what the service adds around the query (auth, routing, hooks, logging, metrics).
 * - POST a site / PATCH a site's description: the least a write answering NetBox's way does — the INSERT or
 *   UPDATE (autocommit), then the service's site representation (src/dcim/queries/sites.sql). No validation,
 *   no change record, no outbox row, no transaction around the two: an upper bound for the service's writes.
 * Usage: node pg-fastify.js <port> <database url>
 */
const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const { Pool } = require('pg');
const fastify = require('fastify')({ logger: false });

/** The complete-representation statement of a snapshot (`devices`, `sites`): $1 base URL, $2 the object's id. */
function detailSql(snapshot) {
  const file = readFileSync(join(__dirname, '..', '..', 'src', 'dcim', 'queries', `${snapshot}.sql`), 'utf8');
  const section = file.split('\n-- ').find((s) => s.startsWith('complete representation'));
  if (!section) throw new Error(`${snapshot}.sql has no "complete representation" statement`);
  return section
    .slice(section.indexOf('\n') + 1)
    .trim()
    .replace(/;$/, '');
}

const [port, url] = process.argv.slice(2);
const pool = new Pool({
  connectionString: url,
  max: 20,
  // as the service's pool (src/database/data-source.ts)
  options: '-c TimeZone=UTC -c plan_cache_mode=force_generic_plan -c join_collapse_limit=1',
});
const deviceDetail = detailSql('devices');
const siteDetail = detailSql('sites');
const base = `http://127.0.0.1:${port}`;

fastify.get('/api/dcim/devices/:id/', async (request, reply) => {
  const { rows } = await pool.query({ name: 'device_detail', text: deviceDetail, values: [base, Number(request.params.id)] });
  if (!rows.length) return reply.code(404).send({ detail: 'Not found.' });
  return reply.type('application/json').send(rows[0].j);
});

async function sendSite(reply, code, id) {
  const { rows } = await pool.query({ name: 'site_detail', text: siteDetail, values: [base, id] });
  return reply.code(code).type('application/json').send(rows[0].j);
}

fastify.post('/api/dcim/sites/', async (request, reply) => {
  const { name, slug, status } = request.body;
  const { rows } = await pool.query({
    name: 'site_insert',
    text: `INSERT INTO dcim_site (name, slug, status) VALUES ($1, $2, $3) RETURNING id`,
    values: [name, slug, status],
  });
  return sendSite(reply, 201, rows[0].id);
});

fastify.patch('/api/dcim/sites/:id/', async (request, reply) => {
  const { rows } = await pool.query({
    name: 'site_update',
    text: `UPDATE dcim_site SET description = $1, last_updated = now() WHERE id = $2 RETURNING id`,
    values: [request.body.description, Number(request.params.id)],
  });
  if (!rows.length) return reply.code(404).send({ detail: 'Not found.' });
  return sendSite(reply, 200, rows[0].id);
});
fastify.listen({ port: Number(port), host: '127.0.0.1' }).then(
  () => console.log('ready'),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
process.on('SIGTERM', () => fastify.close().then(() => pool.end().then(() => process.exit(0))));
