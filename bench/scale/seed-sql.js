'use strict';
/**
 * The bulk of the scale data, written straight into PostgreSQL with INSERT … SELECT generate_series: rows
 * are copies of reference objects the API created (references.js), so every column the write path fills is
 * taken from a real write, and only what differs per object is computed here — names and their natural-sort
 * `_name`, foreign keys, cable ends, cable paths. Ids are assigned explicitly (base + index) so cross-references
 * are arithmetic; the sequences are moved past them. Counters and the prefix hierarchy are recounted at the
 * end with the service's own statements (dist/ipam/hierarchy.js) or plain counts.
 */
const { IFACES_PER_DEVICE, CABLED_PER_DEVICE, VRF_COUNT } = require('./references');
const { refreshSql } = require('../../dist/ipam/hierarchy.js');

/** Sizes at factor 1: 20,000 devices × 50 interfaces, 200,000 cables, 100,000 prefixes, 1,000,000 addresses. */
function sizes(factor) {
  const devices = Math.max(2, 2 * Math.round((20000 * factor) / 2));
  const prefixesPerGroup = Math.max(10, Math.round((100000 * factor) / (VRF_COUNT + 1)));
  const usedInSixteen = Math.max(10, Math.round(60000 * factor));
  const addresses = Math.max(usedInSixteen + 10, Math.round(1000000 * factor));
  return { devices, interfaces: devices * IFACES_PER_DEVICE, cables: (devices / 2) * CABLED_PER_DEVICE, prefixesPerGroup, usedInSixteen, addresses };
}

/** The /16 whose first `usedInSixteen` host addresses are taken (the available-ips scenario). */
const FULL_SIXTEEN = 200;
/** The other addresses fill /16s from 10.100.0.0 on, 65,000 hosts each. */
const FIRST_SIXTEEN = 100;
const HOSTS_PER_SIXTEEN = 65000;

async function columnsOf(db, table) {
  const { rows } = await db.query(
    `SELECT column_name FROM information_schema.columns WHERE table_name = $1 AND column_name <> 'id' ORDER BY ordinal_position`,
    [table],
  );
  return rows.map((r) => r.column_name);
}

/**
 * INSERT INTO table (id, every column) SELECT base + g, (override or the reference row's value) FROM the
 * reference row and `from` (which binds g). Returns the first id.
 */
async function cloneRows(db, table, refId, count, overrides, from = `generate_series(0, ${count - 1}) AS g`) {
  const { rows } = await db.query(`SELECT COALESCE(max(id), 0) + 1 AS base FROM ${table}`);
  const base = Number(rows[0].base);
  const columns = await columnsOf(db, table);
  const values = columns.map((c) => (c in overrides ? overrides[c] : `ref.${c}`));
  await db.query(
    `INSERT INTO ${table} (id, ${columns.join(', ')}) SELECT ${base} + g, ${values.join(', ')} FROM ${table} ref, ${from} WHERE ref.id = ${refId}`,
  );
  await db.query(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), (SELECT max(id) FROM ${table}))`);
  return base;
}

const now = { created: 'now()', last_updated: 'now()' };
/** `eth12` → `9999999999999999eth000012............`, as interface.rules.ts's naturalizeInterface() (no slots, id in 6 digits). */
const naturalSql = (prefix, n) => `'9999999999999999${prefix}' || lpad((${n})::text, 6, '0') || '............'`;

async function seedDevices(db, refs, size, log) {
  const D = size.devices;
  const N = IFACES_PER_DEVICE;
  const C = CABLED_PER_DEVICE;
  const devBase = await log(`${D} devices`, () =>
    cloneRows(db, 'dcim_device', refs.devA.id, D, { ...now, name: `'scale-dev-' || lpad(g::text, 6, '0')`, interface_count: String(N) }),
  );
  const cables = size.cables;
  const cabBase = await log(`${cables} cables`, () => cloneRows(db, 'dcim_cable', refs.cable.id, cables, now));
  // interface (d, k) has id ifBase + d·N + k; on even d, k < C is the A end of cable cabBase + (d/2)·C + k, on odd d the B end
  const { rows } = await db.query(`SELECT COALESCE(max(id), 0) + 1 AS base FROM dcim_cablepath`);
  const pathBase = Number(rows[0].base);
  const ifBaseRow = await db.query(`SELECT COALESCE(max(id), 0) + 1 AS base FROM dcim_interface`);
  const ifBase = Number(ifBaseRow.rows[0].base);
  const cabled = `(g % ${N} < ${C})`;
  const cableOf = `${cabBase} + (g / ${N} / 2) * ${C} + g % ${N}`;
  const isB = `((g / ${N}) % 2 = 1)`;
  // cable c (index i = c - cabBase) joins interfaces a = ifBase + (2p)·N + k and b = a + N, p = i / C, k = i % C
  const ends = `(SELECT i, ${ifBase} + (i / ${C}) * 2 * ${N} + i % ${C} AS a, ${ifBase} + (i / ${C}) * 2 * ${N} + ${N} + i % ${C} AS b, ${devBase} + (i / ${C}) * 2 AS da
                   FROM generate_series(0, ${cables - 1}) AS i) e`;
  await log(`${2 * cables} cable paths`, () =>
    db.query(`INSERT INTO dcim_cablepath (id, path, is_active, is_complete, is_split, _nodes)
      SELECT ${pathBase} + 2 * e.i + s.b, jsonb_build_array(jsonb_build_array(s.o), jsonb_build_array(s.c), jsonb_build_array(s.f)), true, true, false, ARRAY[s.o, s.c, s.f]
        FROM ${ends} CROSS JOIN LATERAL (VALUES
          (0, 'dcim.interface:' || e.a, 'dcim.cable:' || (${cabBase} + e.i), 'dcim.interface:' || e.b),
          (1, 'dcim.interface:' || e.b, 'dcim.cable:' || (${cabBase} + e.i), 'dcim.interface:' || e.a)) AS s(b, o, c, f);
      SELECT setval(pg_get_serial_sequence('dcim_cablepath', 'id'), (SELECT max(id) FROM dcim_cablepath))`),
  );
  // paths first: an interface's _path_id references its path
  await log(`${size.interfaces} interfaces`, () =>
    cloneRows(db, 'dcim_interface', refs.uncabled[0].id, size.interfaces, {
      ...now,
      device_id: `${devBase} + g / ${N}`,
      name: `'eth' || (g % ${N} + 1)`,
      _name: naturalSql('eth', `g % ${N} + 1`),
      cable_id: `CASE WHEN ${cabled} THEN ${cableOf} END`,
      cable_end: `CASE WHEN ${cabled} THEN CASE WHEN ${isB} THEN 'B' ELSE 'A' END END`,
      _path_id: `CASE WHEN ${cabled} THEN ${pathBase} + 2 * (${cableOf} - ${cabBase}) + CASE WHEN ${isB} THEN 1 ELSE 0 END END`,
    }),
  );
  await log(`${2 * cables} cable terminations`, async () => {
    const [refA, refB] = refs.terminations;
    for (const [ref, end] of [
      [refA, 'a'],
      [refB, 'b'],
    ]) {
      await cloneRows(
        db,
        'dcim_cabletermination',
        ref.id,
        cables,
        { ...now, cable_id: `${cabBase} + e.i`, termination_id: `e.${end}`, _device_id: end === 'a' ? 'e.da' : 'e.da + 1' },
        `${ends} CROSS JOIN LATERAL (SELECT e.i AS g) gg`,
      );
    }
  });
  await log('device counters', () =>
    db.query(`UPDATE dcim_site s SET device_count = (SELECT count(*) FROM dcim_device d WHERE d.site_id = s.id) WHERE s.id = ${refs.site.id};
      UPDATE dcim_devicetype t SET device_count = (SELECT count(*) FROM dcim_device d WHERE d.device_type_id = t.id) WHERE t.id = ${refs.deviceType.id};
      UPDATE dcim_devicerole r SET device_count = (SELECT count(*) FROM dcim_device d WHERE d.role_id = r.id) WHERE r.id = ${refs.role.id}`),
  );
  return { devBase, ifBase, cabBase };
}

/**
 * Ten groups of nested prefixes, the global table and each VRF: 10.0.0.0/8, /16s under it, /24s under those.
 * The global group also holds 10.200.0.0/16, the nearly full /16 of the available-ips scenario.
 */
async function seedPrefixes(db, refs, size, log) {
  const n = size.prefixesPerGroup;
  const sixteens = Math.min(250, Math.max(1, Math.ceil(n / 250)));
  const groups = [null, ...refs.vrfs.map((v) => v.id)];
  // per group: the /8 (j = 0), /16s (1..sixteens), /24s (rest); in the global group the last one is 10.200.0.0/16
  const prefixSql = `CASE WHEN j = 0 THEN '10.0.0.0/8'::cidr
      WHEN grp = 0 AND j = ${n - 1} THEN '10.${FULL_SIXTEEN}.0.0/16'::cidr
      WHEN j <= ${sixteens} THEN set_masklen('10.0.0.0'::inet + ((j - 1)::bigint << 16), 16)::cidr
      ELSE set_masklen('10.0.0.0'::inet + (((j - ${sixteens + 1}) % ${sixteens})::bigint << 16) + (((j - ${sixteens + 1}) / ${sixteens})::bigint << 8), 24)::cidr END`;
  const vrfSql = `(ARRAY[${groups.map((g) => (g === null ? 'NULL' : g)).join(', ')}]::bigint[])[grp + 1]`;
  await log(`${n * groups.length} prefixes in ${groups.length - 1} VRFs and the global table`, () =>
    cloneRows(
      db,
      'ipam_prefix',
      refs.prefix.id,
      n * groups.length,
      { ...now, prefix: prefixSql, vrf_id: vrfSql, _children: '0', _depth: '0' },
      `generate_series(0, ${n * groups.length - 1}) AS g CROSS JOIN LATERAL (SELECT g / ${n} AS grp, g % ${n} AS j) x`,
    ),
  );
  await log('prefix hierarchy (children, _depth: the write path statement over every prefix)', () =>
    db
      .query(`SELECT array_agg(vrf_id) AS v, array_agg(prefix::text) AS p FROM ipam_prefix`)
      .then(({ rows }) => db.query(refreshSql, [rows[0].v, rows[0].p])),
  );
  await log('VRF prefix counters', () =>
    db.query(`UPDATE ipam_vrf v SET prefix_count = (SELECT count(*) FROM ipam_prefix p WHERE p.vrf_id = v.id) WHERE v.id = ANY($1::bigint[])`, [
      refs.vrfs.map((v) => v.id),
    ]),
  );
  const { rows } = await db.query(
    `SELECT (SELECT id FROM ipam_prefix WHERE vrf_id IS NULL AND prefix = '10.${FULL_SIXTEEN}.0.0/16') AS full, (SELECT count(*) FROM ipam_prefix) AS count`,
  );
  return { fullSixteenId: Number(rows[0].full), prefixCount: Number(rows[0].count) };
}

/** Addresses in the global table: the first `usedInSixteen` hosts of 10.200.0.0/16, the rest from 10.100.0.0 on. */
async function seedAddresses(db, refs, size, log) {
  const used = size.usedInSixteen;
  const addressSql = `set_masklen(CASE WHEN g < ${used} THEN '10.${FULL_SIXTEEN}.0.0'::inet + g + 1
      ELSE '10.0.0.0'::inet + ((${FIRST_SIXTEEN} + (g - ${used}) / ${HOSTS_PER_SIXTEEN})::bigint << 16) + (g - ${used}) % ${HOSTS_PER_SIXTEEN} + 1 END, 16)`;
  const base = await log(`${size.addresses} IP addresses`, () =>
    cloneRows(db, 'ipam_ipaddress', refs.address.id, size.addresses, { ...now, address: addressSql }),
  );
  return { firstAddressId: base };
}

module.exports = { sizes, seedDevices, seedPrefixes, seedAddresses, FULL_SIXTEEN };
