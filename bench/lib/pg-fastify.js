'use strict';
/**
 * Second baseline: a bare Fastify route answering a device's JSON from PostgreSQL — no framework, one
 * named prepared statement through node-pg, the database's JSON text sent as it comes. The statement is
 * the very one the service runs for a device detail (the committed snapshot src/dcim/queries/devices.sql,
 * "complete representation"), on a pool with the service's connection settings, so the gap between this
 * and the service is what the service adds around the query (auth, routing, hooks, logging, metrics).
 * Usage: node pg-fastify.js <port> <database url>
 */
const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const { Pool } = require('pg');
const fastify = require('fastify')({ logger: false });

/** The complete-representation statement of the snapshot: $1 base URL, $2 the device's id. */
function deviceDetailSql() {
  const file = readFileSync(join(__dirname, '..', '..', 'src', 'dcim', 'queries', 'devices.sql'), 'utf8');
  const section = file.split('\n-- ').find((s) => s.startsWith('complete representation'));
  if (!section) throw new Error('devices.sql has no "complete representation" statement');
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
const text = deviceDetailSql();
const base = `http://127.0.0.1:${port}`;

fastify.get('/api/dcim/devices/:id/', async (request, reply) => {
  const { rows } = await pool.query({ name: 'device_detail', text, values: [base, Number(request.params.id)] });
  if (!rows.length) return reply.code(404).send({ detail: 'Not found.' });
  return reply.type('application/json').send(rows[0].j);
});
fastify.listen({ port: Number(port), host: '127.0.0.1' }).then(
  () => console.log('ready'),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
process.on('SIGTERM', () => fastify.close().then(() => pool.end().then(() => process.exit(0))));
