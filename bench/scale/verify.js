'use strict';
/**
 * Checks that the SQL-seeded rows are what the write path would have written: the same objects are created
 * through the API next to them and compared — table rows column by column (hidden columns included) and
 * API representations — and the prefix hierarchy statement of the write path finds nothing to correct.
 */
const { refreshSql } = require('../../dist/ipam/hierarchy.js');
const { IFACES_PER_DEVICE, CABLED_PER_DEVICE } = require('./references');

const PER_OBJECT = new Set(['id', 'created', 'last_updated', 'url', 'display_url']);

/** Drops what differs per object (ids, timestamps, URLs) and replaces the given names; `#<id>` displays too. */
function normalize(value, names) {
  if (Array.isArray(value)) return value.map((v) => normalize(v, names));
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => !PER_OBJECT.has(k) && !k.endsWith('_id'))
        .map(([k, v]) => [k, normalize(v, names)]),
    );
  }
  if (typeof value === 'string') {
    for (const [from, to] of names) value = value.split(from).join(to);
    return value.replace(/^#\d+$/, '#N').replace(/(dcim\.\w+):\d+/g, '$1:N');
  }
  return value;
}

function sameOrThrow(what, seeded, api, names) {
  const a = JSON.stringify(normalize(seeded, names));
  const b = JSON.stringify(normalize(api, names));
  if (a !== b) throw new Error(`scale seed differs from the API's write for ${what}:\n seeded: ${a.slice(0, 3000)}\n api:    ${b.slice(0, 3000)}`);
}

const row = async (db, table, id) => (await db.query(`SELECT * FROM ${table} WHERE id = $1`, [id])).rows[0];

async function verifySeed(api, db, refs, f) {
  const checks = [];
  // two devices with interfaces cabled like the seeded pairs, through the API
  const mk = (name) => ({ name, site: refs.site.id, device_type: refs.deviceType.id, role: refs.role.id, status: 'active' });
  const [devA, devB] = await api.post('/api/dcim/devices/', [mk('api-dev-a'), mk('api-dev-b')]);
  const ifaces = async (dev) =>
    api.post(
      '/api/dcim/interfaces/',
      Array.from({ length: IFACES_PER_DEVICE }, (_, k) => ({ device: dev.id, name: `eth${k + 1}`, type: '10gbase-x-sfpp' })),
    );
  const ia = await ifaces(devA);
  const ib = await ifaces(devB);
  await api.post(
    '/api/dcim/cables/',
    Array.from({ length: CABLED_PER_DEVICE }, (_, k) => ({
      a_terminations: [{ object_type: 'dcim.interface', object_id: ia[k].id }],
      b_terminations: [{ object_type: 'dcim.interface', object_id: ib[k].id }],
      status: 'connected',
    })),
  );
  const seededA = f.devBase;
  const names = [
    [`scale-dev-${String(0).padStart(6, '0')}`, 'DEV-A'],
    [`scale-dev-${String(1).padStart(6, '0')}`, 'DEV-B'],
    ['api-dev-a', 'DEV-A'],
    ['api-dev-b', 'DEV-B'],
  ];
  sameOrThrow('device row', await row(db, 'dcim_device', seededA), await row(db, 'dcim_device', devA.id), names);
  sameOrThrow('device', await api.get(`/api/dcim/devices/${seededA}/`), await api.get(`/api/dcim/devices/${devA.id}/`), names);
  for (const k of [0, 1, CABLED_PER_DEVICE - 1, CABLED_PER_DEVICE, IFACES_PER_DEVICE - 1]) {
    for (const [side, seededId, apiId] of [
      ['A', f.ifBase + k, ia[k].id],
      ['B', f.ifBase + IFACES_PER_DEVICE + k, ib[k].id],
    ]) {
      const what = `interface eth${k + 1} (${side} side)`;
      const [s, a] = [await row(db, 'dcim_interface', seededId), await row(db, 'dcim_interface', apiId)];
      // ids of the cable and path differ; whether they are set must not
      for (const r of [s, a]) for (const c of ['cable_id', '_path_id']) r[c] = r[c] === null ? null : 'set';
      sameOrThrow(`${what} row`, s, a, names);
      sameOrThrow(what, await api.get(`/api/dcim/interfaces/${seededId}/`), await api.get(`/api/dcim/interfaces/${apiId}/`), names);
      if (k < CABLED_PER_DEVICE) {
        sameOrThrow(
          `${what} trace`,
          await api.get(`/api/dcim/interfaces/${seededId}/trace/`),
          await api.get(`/api/dcim/interfaces/${apiId}/trace/`),
          names,
        );
        const path = async (id) =>
          (await db.query(`SELECT p.* FROM dcim_cablepath p JOIN dcim_interface i ON i._path_id = p.id WHERE i.id = $1`, [id])).rows[0];
        sameOrThrow(`${what} cable path`, await path(seededId), await path(apiId), names);
        const term = async (id) =>
          (await db.query(`SELECT * FROM dcim_cabletermination WHERE termination_type = 'dcim.interface' AND termination_id = $1`, [id])).rows[0];
        sameOrThrow(`${what} cable termination`, await term(seededId), await term(apiId), names);
        const cable = async (id) => api.get(`/api/dcim/cables/${(await row(db, 'dcim_interface', id)).cable_id}/`);
        sameOrThrow(`${what} cable`, await cable(seededId), await cable(apiId), names);
      }
    }
  }
  checks.push(`device, ${IFACES_PER_DEVICE} interfaces, ${CABLED_PER_DEVICE} cables through the API: rows, representations, traces, paths equal`);

  // a /24 beside the seeded ones and an address beside the seeded ones, then removed again
  const prefix = await api.post('/api/ipam/prefixes/', { prefix: '10.0.250.0/24' });
  const seededPrefix = (await db.query(`SELECT id FROM ipam_prefix WHERE vrf_id IS NULL AND prefix = '10.0.1.0/24'`)).rows[0].id;
  const pNames = [
    ['10.0.250.0/24', 'P'],
    ['10.0.1.0/24', 'P'],
  ];
  sameOrThrow('prefix row', await row(db, 'ipam_prefix', seededPrefix), await row(db, 'ipam_prefix', prefix.id), pNames);
  sameOrThrow('prefix', await api.get(`/api/ipam/prefixes/${seededPrefix}/`), await api.get(`/api/ipam/prefixes/${prefix.id}/`), pNames);
  const address = await api.post('/api/ipam/ip-addresses/', { address: '10.250.0.1/16' });
  const aNames = [
    ['10.250.0.1/16', 'A'],
    ['10.100.0.1/16', 'A'],
  ];
  const seededAddress = (await db.query(`SELECT id FROM ipam_ipaddress WHERE address = '10.100.0.1/16'`)).rows[0].id;
  sameOrThrow('IP address row', await row(db, 'ipam_ipaddress', seededAddress), await row(db, 'ipam_ipaddress', address.id), aNames);
  sameOrThrow(
    'IP address',
    await api.get(`/api/ipam/ip-addresses/${seededAddress}/`),
    await api.get(`/api/ipam/ip-addresses/${address.id}/`),
    aNames,
  );
  await api.request('DELETE', `/api/ipam/prefixes/${prefix.id}/`);
  await api.request('DELETE', `/api/ipam/ip-addresses/${address.id}/`);
  checks.push('a prefix and an IP address through the API: rows and representations equal');

  // the write path's hierarchy statement over every prefix corrects nothing (rolled back: a check only)
  await db.query('BEGIN');
  const { rows } = await db.query(`SELECT array_agg(vrf_id) AS v, array_agg(prefix::text) AS p FROM ipam_prefix`);
  const { rowCount } = await db.query(refreshSql, [rows[0].v, rows[0].p]);
  await db.query('ROLLBACK');
  if (rowCount !== 0) throw new Error(`prefix hierarchy: the write path would correct ${rowCount} prefixes`);
  checks.push('prefix hierarchy: the write path statement over all prefixes changes 0 rows');

  const counters = await db.query(`SELECT
      (SELECT count(*) FROM dcim_site s WHERE device_count <> (SELECT count(*) FROM dcim_device d WHERE d.site_id = s.id)) +
      (SELECT count(*) FROM dcim_devicetype t WHERE device_count <> (SELECT count(*) FROM dcim_device d WHERE d.device_type_id = t.id)) +
      (SELECT count(*) FROM dcim_devicerole r WHERE device_count <> (SELECT count(*) FROM dcim_device d WHERE d.role_id = r.id)) +
      (SELECT count(*) FROM ipam_vrf v WHERE prefix_count <> (SELECT count(*) FROM ipam_prefix p WHERE p.vrf_id = v.id)
                                          OR ipaddress_count <> (SELECT count(*) FROM ipam_ipaddress a WHERE a.vrf_id = v.id)) +
      (SELECT count(*) FROM dcim_device d WHERE interface_count <> (SELECT count(*) FROM dcim_interface i WHERE i.device_id = d.id)) AS wrong`);
  if (Number(counters.rows[0].wrong) !== 0) throw new Error(`${counters.rows[0].wrong} counters differ from a recount`);
  checks.push('counters (site, device type, role, VRF, device interface_count) equal a recount');

  // the seed's INSERT … SELECT went through the triggers that keep them (`parent=`, unfiltered counts)
  for (const [table, column] of [
    ['ipam_ipaddress', 'address'],
    ['ipam_prefix', 'prefix'],
  ]) {
    const blocks = await db.query(`WITH
        kept AS (SELECT level::int, block, sum(n) FROM ${table}_blockcount GROUP BY 1, 2 HAVING sum(n) <> 0),
        recount AS (SELECT l, network(set_masklen(${column}::inet, l)), count(*) FROM ${table}, unnest(inv_host_block_levels(family(${column}))) l GROUP BY 1, 2)
      SELECT (SELECT count(*) FROM (SELECT * FROM kept EXCEPT ALL SELECT * FROM recount) a)
           + (SELECT count(*) FROM (SELECT * FROM recount EXCEPT ALL SELECT * FROM kept) b) AS wrong`);
    if (Number(blocks.rows[0].wrong) !== 0) throw new Error(`${table}: ${blocks.rows[0].wrong} block counts differ from a recount`);
  }
  checks.push('address and prefix counts per block equal a recount');
  // available-ips skips blocks by these (migration HostFullBlocks)
  const hosts = await db.query(`WITH
      kept AS (SELECT vrf, level::int, block, sum(n) FROM ipam_ipaddress_hostcount GROUP BY 1, 2, 3 HAVING sum(n) <> 0),
      recount AS (SELECT v, l, network(set_masklen(h, l)), count(*)
                    FROM (SELECT DISTINCT COALESCE(vrf_id, 0) v, host(address)::inet h FROM ipam_ipaddress
                          UNION ALL SELECT DISTINCT -1, host(address)::inet FROM ipam_ipaddress) d, unnest(inv_host_full_levels(family(h))) l
                   GROUP BY 1, 2, 3)
    SELECT (SELECT count(*) FROM (SELECT * FROM kept EXCEPT ALL SELECT * FROM recount) a)
         + (SELECT count(*) FROM (SELECT * FROM recount EXCEPT ALL SELECT * FROM kept) b) AS wrong`);
  if (Number(hosts.rows[0].wrong) !== 0) throw new Error(`${hosts.rows[0].wrong} distinct-host counts per VRF and block differ from a recount`);
  checks.push('distinct hosts per VRF and block equal a recount');
  return checks;
}

module.exports = { verifySeed };
