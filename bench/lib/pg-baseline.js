'use strict';
/** Runs the bare Fastify + node-pg baseline (pg-fastify.js) against the service's own database and measures it. */
const { readFileSync } = require('node:fs');
const { join } = require('node:path');
const { HttpError } = require('./http');
const { measure } = require('./load');
const proc = require('./proc');

const NAME = 'bare Fastify + pg: device detail, same SQL as the service (1000 ids rotated)';

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

async function pgBaseline(root, service, deviceIds) {
  const port = await proc.freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = proc.start('bare Fastify + pg', [join(__dirname, 'pg-fastify.js'), String(port), databaseUrl(service.child.pgDir)], { cwd: root });
  await proc.waitUntil(child, async () => (await fetch(`${url}/api/dcim/devices/${deviceIds[0]}/`)).ok, 15000);
  await verifySameJson(service, url, deviceIds[0]);
  let i = 0;
  const result = await measure({
    url,
    path: `/api/dcim/devices/${deviceIds[0]}/`,
    setupRequest: (req) => ({ ...req, path: `/api/dcim/devices/${deviceIds[i++ % deviceIds.length]}/` }),
  });
  await proc.stop(child);
  return { name: NAME, ...result };
}

module.exports = { pgBaseline, databaseUrl };
