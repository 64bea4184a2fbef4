'use strict';
/**
 * `node bench/import.js`: objects per second of `node dist/main.js import` (issue 17). A source service
 * is seeded through its API — sites, racks, devices whose interfaces come from their type's templates,
 * an IP address on each device's first interface and the device's primary IP — and copied into a second,
 * empty service (the command's default target: its own embedded PostgreSQL, started in-process).
 * Env: BENCH_IMPORT_DEVICES (default 10000: 101,012 objects), BENCH_IMPORT_INTERFACES per device (default 8),
 * BENCH_IMPORT_SITES (default 500), BENCH_IMPORT_CONCURRENCY (a list, default "1": the importer's --concurrency;
 * "1,2,1,2" imports the same seeded source four times, each into a fresh target, for an A/B/A/B comparison).
 */
const { mkdtempSync } = require('node:fs');
const os = require('node:os');
const { join } = require('node:path');
const { client, HttpError } = require('./lib/http');
const proc = require('./lib/proc');
const { writeJson } = require('./lib/report');

const ROOT = join(__dirname, '..');
const SUPERUSER = { username: 'bench', password: 'Bench-Passw0rd-2024!' };
const DEVICES = Number(process.env.BENCH_IMPORT_DEVICES ?? 10000);
const INTERFACES = Number(process.env.BENCH_IMPORT_INTERFACES ?? 8);
const SITES = Number(process.env.BENCH_IMPORT_SITES ?? 500);
const CONCURRENCY = String(process.env.BENCH_IMPORT_CONCURRENCY ?? '1')
  .split(',')
  .map(Number);

const range = (n, f) => Array.from({ length: n }, (_, i) => f(i));
const env = (dataDir, extra = {}) => {
  const e = {
    ...process.env,
    DATA_DIR: dataDir,
    SUPERUSER_NAME: SUPERUSER.username,
    SUPERUSER_PASSWORD: SUPERUSER.password,
    LOG_LEVEL: 'warn',
    MAX_PAGE_SIZE: '1000',
    ...extra,
  };
  delete e.DATABASE_URL;
  delete e.REDIS_URL;
  return e;
};

async function bulk(api, path, items, size = 500) {
  const out = [];
  for (let i = 0; i < items.length; i += size) out.push(...(await api.post(path, items.slice(i, i + size))));
  return out;
}

async function startSource() {
  const dataDir = proc.trackTempDir(mkdtempSync(join(os.tmpdir(), 'inventory-bench-import-src-')));
  const port = await proc.freePort();
  const child = proc.start('source', [join(ROOT, 'dist', 'main.js'), 'api'], {
    cwd: ROOT,
    env: env(dataDir, { PORT: String(port), HOST: '127.0.0.1' }),
  });
  child.pgDir = join(dataDir, 'pg');
  const baseUrl = `http://127.0.0.1:${port}`;
  await proc.waitUntil(child, async () => (await fetch(baseUrl + '/api/status/')).status < 500, 120000);
  const provisioned = await client(baseUrl).post('/api/users/tokens/provision/', SUPERUSER);
  const token = `nbt_${provisioned.key}.${provisioned.token}`;
  return { child, baseUrl, token, api: client(baseUrl, token) };
}

async function seedSource(api) {
  const maker = await api.post('/api/dcim/manufacturers/', { name: 'Bench Mfr', slug: 'bench-mfr' });
  const type = await api.post('/api/dcim/device-types/', { manufacturer: maker.id, model: 'Bench 1U', slug: 'bench-1u' });
  await api.post(
    '/api/dcim/interface-templates/',
    range(INTERFACES, (i) => ({ device_type: type.id, name: `eth${i}`, type: '10gbase-x-sfpp' })),
  );
  const role = await api.post('/api/dcim/device-roles/', { name: 'Bench Role', slug: 'bench-role' });
  const sites = await bulk(
    api,
    '/api/dcim/sites/',
    range(SITES, (i) => ({ name: `Site ${i}`, slug: `site-${i}` })),
  );
  const racks = await bulk(
    api,
    '/api/dcim/racks/',
    sites.map((s, i) => ({ name: `Rack ${i}`, site: s.id })),
  );
  const devices = await bulk(
    api,
    '/api/dcim/devices/',
    range(DEVICES, (i) => ({ name: `dev-${i}`, device_type: type.id, role: role.id, site: sites[i % SITES].id, rack: racks[i % SITES].id })),
    250,
  );
  const first = new Map();
  for (let offset = 0; ; offset += 1000) {
    const page = await api.get(`/api/dcim/interfaces/?name=eth0&limit=1000&offset=${offset}&brief=1&fields=id,device`);
    for (const i of page.results) first.set(i.device.id, i.id);
    if (!page.next) break;
  }
  const addresses = await bulk(
    api,
    '/api/ipam/ip-addresses/',
    devices.map((d, i) => ({
      address: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}/32`,
      assigned_object_type: 'dcim.interface',
      assigned_object_id: first.get(d.id),
    })),
  );
  for (let i = 0; i < devices.length; i += 500) {
    await api.request(
      'PATCH',
      '/api/dcim/devices/',
      devices.slice(i, i + 500).map((d, k) => ({ id: d.id, primary_ip4: addresses[i + k].id })),
    );
  }
  return 4 + INTERFACES + SITES * 2 + DEVICES * (2 + INTERFACES);
}

/** One import of the source into a fresh target (the command's own embedded PostgreSQL): objects, seconds, rate. */
async function importOnce(source, concurrency) {
  const targetDir = proc.trackTempDir(mkdtempSync(join(os.tmpdir(), 'inventory-bench-import-dst-')));
  const started = Date.now();
  const args = ['import', '--from', source.baseUrl, '--token', source.token, '--concurrency', String(concurrency)];
  const child = proc.start('import', [join(ROOT, 'dist', 'main.js'), ...args], { cwd: ROOT, env: env(targetDir) });
  child.stdout.on('data', (c) => process.stdout.write(c));
  const { code } = await child.exited;
  const seconds = (Date.now() - started) / 1000;
  const summary = child.output.find((l) => l.startsWith('imported '));
  if (code !== 0 || !summary) throw new Error(`import exited ${code}:\n  ${child.output.slice(-30).join('\n  ')}`);
  const copied = Number(/imported (\d+) objects/.exec(summary)[1]);
  const result = { objects: copied, seconds: Number(seconds.toFixed(1)), objectsPerSecond: Math.round(copied / seconds), importerLine: summary };
  console.log(
    `[bench:import] --concurrency ${concurrency}: ${copied} objects copied in ${result.seconds} s wall time (target start included): ${result.objectsPerSecond} objects/s`,
  );
  return result;
}

async function main() {
  console.log(
    `[bench:import] load average: ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')} (${os.cpus().length} CPUs)`,
  );
  const source = await startSource();
  const t0 = Date.now();
  const objects = await seedSource(source.api);
  console.log(`[bench:import] source seeded with ${objects} objects in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  const runs = [];
  for (const concurrency of CONCURRENCY) runs.push({ concurrency, ...(await importOnce(source, concurrency)) });
  writeJson(join(__dirname, 'results', 'import.json'), {
    at: new Date().toISOString(),
    devices: DEVICES,
    interfacesPerDevice: INTERFACES,
    sites: SITES,
    seeded: objects,
    runs,
  });
  await proc.stop(source.child, { pgDir: source.child.pgDir });
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
  () => finish(0),
  (error) => {
    console.error(`\n[bench:import] FAILED: ${error instanceof HttpError ? error.message : (error.stack ?? error)}`);
    return finish(1);
  },
);
