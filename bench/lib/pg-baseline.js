'use strict';
/** Runs the bare Fastify + node-pg baselines (pg-fastify.js) against the service's own database and measures them. */
const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const { Client } = require('pg');
const { HttpError } = require('./http');
const { measure } = require('./load');
const proc = require('./proc');

const NAME = 'bare Fastify + pg: device detail, same SQL as the service (1000 ids rotated)';
const POST_NAME = 'bare Fastify + pg: site POST, INSERT + the same site SQL (no change record, no outbox)';
const PATCH_NAME = 'bare Fastify + pg: site PATCH, UPDATE + the same site SQL (no change record, no outbox)';
/** The slug prefix of the sites the write baseline creates; they are deleted after it, so the scenarios see the seed alone. */
const SLUG_PREFIX = 'bare-baseline-';

/** The embedded PostgreSQL's URL, from its postmaster.pid (line 4 is the port; see src/embedded). */
function databaseUrl(pgDir) {
  const port = readFileSync(join(pgDir, 'postmaster.pid'), 'utf8').split('\n')[3].trim();
  return `postgres://postgres:inventory@127.0.0.1:${port}/inventory`;
}

/** The same device from both, base URLs aside, must be the same text: the baseline does the service's work. */
async function verifySameJson(service, baselineUrl, id) {
  const ours = await fetch(`${service.api.baseUrl}/api/dcim/devices/${id}/`, { headers: service.api.headers }).then((r) => r.text());
  const bare = await fetch(`${baselineUrl}/api/dcim/devices/${id}/`).then((r) => r.text());
  if (ours.split(service.api.baseUrl).join('') !== bare.split(baselineUrl).join(''))
    throw new HttpError(`${NAME}: its JSON differs from the service's\nservice:  ${ours.slice(0, 500)}\nbaseline: ${bare.slice(0, 500)}`);
}

/** A site created by the baseline has the fields of one created by the service. */
async function verifySameSiteFields(service, baselineUrl) {
  const body = (who) =>
    JSON.stringify({ name: `Baseline check ${who} ${Date.now()}`, slug: `${SLUG_PREFIX}check-${who}-${Date.now()}`, status: 'active' });
  const post = (url, headers, who) =>
    fetch(`${url}/api/dcim/sites/`, { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: body(who) }).then((r) =>
      r.json(),
    );
  const ours = await post(service.api.baseUrl, service.api.headers, 'service');
  const bare = await post(baselineUrl, {}, 'bare');
  await fetch(`${service.api.baseUrl}/api/dcim/sites/${ours.id}/`, { method: 'DELETE', headers: service.api.headers });
  if (Object.keys(ours).join() !== Object.keys(bare).join())
    throw new HttpError(`${POST_NAME}: its fields differ from the service's\nservice:  ${Object.keys(ours)}\nbaseline: ${Object.keys(bare)}`);
}

/** The writes: POSTs of new sites (deleted afterwards), then PATCHes of the seeded sites' descriptions. */
async function measureWrites(url, databaseUrl, siteIds) {
  const run = Date.now();
  let n = 0;
  const post = await measure({
    url,
    method: 'POST',
    path: '/api/dcim/sites/',
    headers: { 'content-type': 'application/json' },
    setupRequest: (req) => {
      n += 1;
      return { ...req, body: JSON.stringify({ name: `Bare ${run} ${n}`, slug: `${SLUG_PREFIX}${run}-${n}`, status: 'active' }) };
    },
  });
  let m = 0;
  const patch = await measure({
    url,
    method: 'PATCH',
    path: `/api/dcim/sites/${siteIds[0]}/`,
    headers: { 'content-type': 'application/json' },
    setupRequest: (req) => {
      m += 1;
      return { ...req, path: `/api/dcim/sites/${siteIds[m % siteIds.length]}/`, body: JSON.stringify({ description: `Bare ${run} ${m}` }) };
    },
  });
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(`DELETE FROM dcim_site WHERE slug LIKE $1`, [`${SLUG_PREFIX}%`]);
  await client.end();
  return { post: { name: POST_NAME, ...post }, patch: { name: PATCH_NAME, ...patch } };
}

/**
 * The read baseline (device detail) and, given the seeded sites' ids, the write baselines (site POST and PATCH).
 * Returns { db, post?, patch? }.
 */
async function pgBaseline(root, service, deviceIds, siteIds = null) {
  const port = await proc.freePort();
  const url = `http://127.0.0.1:${port}`;
  const dbUrl = databaseUrl(service.child.pgDir);
  const child = proc.start('bare Fastify + pg', [join(__dirname, 'pg-fastify.js'), String(port), dbUrl], { cwd: root });
  await proc.waitUntil(child, async () => (await fetch(`${url}/api/dcim/devices/${deviceIds[0]}/`)).ok, 15000);
  await verifySameJson(service, url, deviceIds[0]);
  let i = 0;
  const result = await measure({
    url,
    path: `/api/dcim/devices/${deviceIds[0]}/`,
    setupRequest: (req) => ({ ...req, path: `/api/dcim/devices/${deviceIds[i++ % deviceIds.length]}/` }),
  });
  let writes = {};
  if (siteIds) {
    await verifySameSiteFields(service, url);
    writes = await measureWrites(url, dbUrl, siteIds);
  }
  await proc.stop(child);
  return { db: { name: NAME, ...result }, ...writes };
}

module.exports = { pgBaseline, databaseUrl };
