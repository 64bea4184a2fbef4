import { Client } from 'pg';
import { startApp, TestApp } from '../helpers/app';
import { ipam } from '../helpers/ipam';
import { freeAddressesSql } from '../../src/ipam/available/ips';

type Json = Record<string, any>;

/**
 * available-ips skips the blocks whose distinct hosts in the VRF fill them (migration HostFullBlocks): its answer
 * must stay the plain one (every used address read) for random fills of whole, nearly whole and duplicated
 * blocks, edge blocks missing only the network or broadcast address, pools, /31s, prefixes smaller than a block,
 * global containers, populated ranges, IP ranges and any limit; the kept counts must equal a recount after
 * every kind of write, concurrent ones included; and a block wrongly taken for full must change the answer.
 */
describe('available-ips: full blocks skipped', () => {
  let app: TestApp;
  let db: Client;
  let vrf: Json;
  let template: number;
  const parents: { kind: 'prefix' | 'range'; id: number; label: string }[] = [];
  /** Parents outside the blocks the rounds refill: compared in the first round only (their plain answer reads ~125,000 rows). */
  const STATIC = /^(10\.62\.|2001:)/;

  let seed = 20261127;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)];

  /** Inserts rows copied from an API-made address (the triggers count them as any write). */
  let columns: string[] = [];
  const insert = async (hosts: string[], vrfId: number | null, on: Client = db) => {
    const values = columns.map((c) => (c === 'address' ? 'x.a' : c === 'vrf_id' ? '$3::bigint' : `r.${c}`));
    await on.query(
      `INSERT INTO ipam_ipaddress (${columns.join(', ')}) SELECT ${values.join(', ')} FROM ipam_ipaddress r, unnest($1::inet[]) x(a) WHERE r.id = $2`,
      [hosts, template, vrfId],
    );
  };
  const block24 = (net: string, skip: (i: number) => boolean = () => false) =>
    Array.from({ length: 256 }, (_, i) => i)
      .filter((i) => !skip(i))
      .map((i) => `${net}.${i}/24`);

  const fast = async (p: (typeof parents)[number], limit: number) => {
    const res = await app.inject('GET', `/api/ipam/${p.kind === 'prefix' ? 'prefixes' : 'ip-ranges'}/${p.id}/available-ips/?limit=${limit}`);
    expect(res.status).toBe(200);
    return (res.body as Json[]).map((a) => String(a.address).split('/')[0]);
  };
  const plain = async (p: (typeof parents)[number], limit: number) =>
    (await db.query(freeAddressesSql(p.kind), [p.id, limit, false])).rows.map((r) => r.address as string);

  /** Every kept count equals the distinct hosts recounted from the rows. */
  const expectExactCounts = async () => {
    const { rows } = await db.query(`
      WITH kept AS (SELECT vrf, level, block, sum(n) AS n FROM ipam_ipaddress_hostcount GROUP BY 1, 2, 3 HAVING sum(n) <> 0),
           recount AS (SELECT v AS vrf, l AS level, network(set_masklen(h, l)) AS block, count(*) AS n
                         FROM (SELECT DISTINCT COALESCE(vrf_id, 0) v, host(address)::inet h FROM ipam_ipaddress
                               UNION ALL SELECT DISTINCT -1, host(address)::inet FROM ipam_ipaddress) d,
                              unnest(inv_host_full_levels(family(h))) l GROUP BY 1, 2, 3)
      SELECT * FROM kept FULL JOIN recount USING (vrf, level, block) WHERE kept.n IS DISTINCT FROM recount.n LIMIT 5`);
    expect(rows).toEqual([]);
  };

  const compareAll = async (all: boolean) => {
    for (const p of parents.filter((x) => all || !STATIC.test(x.label))) {
      for (const limit of [1, 2, 257, 1000]) {
        const [a, b] = [await fast(p, limit), await plain(p, limit)];
        if (a.join() !== b.join())
          throw new Error(`${p.label} limit=${limit}: fast ${a.slice(0, 3)}… (${a.length}) vs plain ${b.slice(0, 3)}… (${b.length})`);
      }
    }
  };

  beforeAll(async () => {
    app = await startApp({ ENFORCE_GLOBAL_UNIQUE: 'false', MAX_PAGE_SIZE: '1000' });
    db = new Client({ connectionString: app.databaseUrl });
    await db.connect();
    vrf = await ipam.vrf(app, 'Fill VRF', { enforce_unique: false });
    template = (await ipam.address(app, '192.0.2.1/24')).id;
    columns = (
      await db.query(
        `SELECT column_name FROM information_schema.columns WHERE table_name = 'ipam_ipaddress' AND column_name <> 'id' ORDER BY ordinal_position`,
      )
    ).rows.map((r) => r.column_name);
    const prefix = async (net: string, extra: Json = {}) => {
      const p = await ipam.prefix(app, net, extra);
      parents.push({ kind: 'prefix', id: p.id, label: `${net} ${JSON.stringify(extra)}` });
    };
    for (const v of [vrf.id, null]) {
      await prefix('10.61.0.0/22', { vrf: v });
      await prefix('10.61.0.0/24', { vrf: v });
      await prefix('10.61.1.0/24', { vrf: v, is_pool: true });
      await prefix('10.61.2.0/23', { vrf: v });
      await prefix('10.61.3.128/25', { vrf: v });
      await prefix('10.61.3.254/31', { vrf: v });
      await prefix('10.62.0.0/15', { vrf: v });
      await prefix('2001:db8:61::/110', { vrf: v });
      await prefix('2001:db8:61::1:0/112', { vrf: v });
    }
    await prefix('10.61.0.0/22', { status: 'container' });
    for (const [start, end, v] of [
      ['10.61.0.5/24', '10.61.2.9/24', vrf.id],
      ['10.61.1.0/24', '10.61.3.255/24', null],
      ['2001:db8:61::5/64', '2001:db8:61::2:7/64', vrf.id],
    ]) {
      const r = await ipam.range(app, start, end, { vrf: v });
      parents.push({ kind: 'range', id: r.id, label: `${start}-${end} range` });
    }
    // large fills, once: 10.62.0.0/16 whole, 10.63.0.0/16's first 60,000 hosts, a whole /112 and one missing a host
    await insert(
      Array.from({ length: 65536 }, (_, i) => `10.62.${i >> 8}.${i & 255}/16`),
      vrf.id,
    );
    await insert(
      Array.from({ length: 60000 }, (_, i) => `10.63.${(i + 1) >> 8}.${(i + 1) & 255}/16`),
      vrf.id,
    );
    await insert(
      Array.from({ length: 65536 }, (_, i) => `2001:db8:61::${i.toString(16)}/64`),
      vrf.id,
    );
    await insert(
      Array.from({ length: 65535 }, (_, i) => `2001:db8:61::1:${(i + 1).toString(16)}/64`),
      vrf.id,
    );
  }, 300_000);
  afterAll(async () => {
    await db?.end();
    await app?.close();
  });

  it('answers as the plain query after random fills of whole, nearly whole and duplicated blocks', async () => {
    const patterns: [string, (net: string) => string[]][] = [
      ['whole', (net) => block24(net)],
      ['all but the network address', (net) => block24(net, (i) => i === 0)],
      ['all but the broadcast address', (net) => block24(net, (i) => i === 255)],
      ['all but both ends', (net) => block24(net, (i) => i === 0 || i === 255)],
      [
        'one hole, as many rows as addresses',
        (net) => {
          const hole = Math.floor(random() * 256);
          return [...block24(net, (i) => i === hole), `${net}.${(hole + 1) % 256}/24`];
        },
      ],
      [
        'one random hole',
        (net) => {
          const hole = Math.floor(random() * 256);
          return block24(net, (i) => i === hole);
        },
      ],
      ['sparse', (net) => block24(net, () => random() < 0.5)],
      ['empty', () => []],
    ];
    for (let round = 0; round < 12; round++) {
      await db.query(`DELETE FROM ipam_ipaddress WHERE host(address)::inet << '10.61.0.0/22'`);
      await db.query(`UPDATE ipam_iprange SET mark_populated = false WHERE mark_populated`);
      for (const v of [vrf.id, null]) {
        for (let b = 0; b < 4; b++) await insert(pick(patterns)[1](`10.61.${b}`), v);
      }
      // API writes on top: a new address, a move to the other VRF, an address change, a deletion (a network
      // address as a /24 is refused: a 400 is a write not made)
      const made = await app.inject('POST', '/api/ipam/ip-addresses/', {
        body: { address: `10.61.${Math.floor(random() * 4)}.${Math.floor(random() * 256)}/24`, vrf: vrf.id },
      });
      expect([201, 400]).toContain(made.status);
      const [some] = (await db.query(`SELECT id FROM ipam_ipaddress WHERE host(address)::inet << '10.61.0.0/22' ORDER BY random() LIMIT 3`)).rows;
      if (some) {
        const body =
          random() < 0.5
            ? { vrf: random() < 0.5 ? null : vrf.id }
            : { address: `10.61.${Math.floor(random() * 4)}.${Math.floor(random() * 256)}/24` };
        expect([200, 400]).toContain((await app.inject('PATCH', `/api/ipam/ip-addresses/${some.id}/`, { body })).status);
        if (random() < 0.5) expect((await app.inject('DELETE', `/api/ipam/ip-addresses/${some.id}/`)).status).toBe(204);
      }
      if (random() < 0.4)
        await db.query(`UPDATE ipam_iprange SET mark_populated = true WHERE id = $1`, [pick(parents.filter((p) => p.kind === 'range')).id]);
      await expectExactCounts();
      await compareAll(round === 0);
    }
  }, 600_000);

  it('a block wrongly taken for full changes the answer (the comparison can fail)', async () => {
    await db.query(`DELETE FROM ipam_ipaddress WHERE host(address)::inet << '10.61.0.0/22'`);
    await insert([...block24('10.61.0', (i) => i === 77), '10.61.0.78/24'], vrf.id); // 256 rows, 255 hosts
    const p = parents.find((x) => x.label === `10.61.0.0/24 {"vrf":${vrf.id}}`)!;
    expect(await fast(p, 1)).toEqual(['10.61.0.77']);
    await db.query(
      `UPDATE ipam_ipaddress_hostcount SET n = n + 1 WHERE vrf = $1 AND level = 24 AND block = '10.61.0.0/24' AND stripe = (SELECT min(stripe) FROM ipam_ipaddress_hostcount WHERE vrf = $1 AND level = 24 AND block = '10.61.0.0/24')`,
      [vrf.id],
    );
    try {
      expect(await fast(p, 1)).toEqual([]);
      expect(await plain(p, 1)).toEqual(['10.61.0.77']);
    } finally {
      await db.query(
        `UPDATE ipam_ipaddress_hostcount SET n = n - 1 WHERE vrf = $1 AND level = 24 AND block = '10.61.0.0/24' AND stripe = (SELECT min(stripe) FROM ipam_ipaddress_hostcount WHERE vrf = $1 AND level = 24 AND block = '10.61.0.0/24')`,
        [vrf.id],
      );
    }
    await expectExactCounts();
    // a global container counts every VRF's hosts (VRF -1): with .77 in the global table its first /24 is full
    await insert(['10.61.0.77/24'], null);
    const container = parents.find((x) => x.label === '10.61.0.0/22 {"status":"container"}')!;
    expect(await fast(container, 1)).toEqual(['10.61.1.0']);
    const bump = (n: number) =>
      db.query(`UPDATE ipam_ipaddress_hostcount SET n = n + $1 WHERE vrf = -1 AND level = 24 AND block = '10.61.1.0/24' AND stripe = 0`, [n]);
    await db.query(
      `INSERT INTO ipam_ipaddress_hostcount (vrf, level, block, stripe, n) VALUES (-1, 24, '10.61.1.0/24', 0, 0) ON CONFLICT DO NOTHING`,
    );
    await bump(256);
    try {
      expect(await fast(container, 1)).toEqual(['10.61.2.0']);
      expect(await plain(container, 1)).toEqual(['10.61.1.0']);
    } finally {
      await bump(-256);
    }
    await expectExactCounts();
  });

  it('counts stay exact when two transactions write the same host at once', async () => {
    const other = new Client({ connectionString: app.databaseUrl });
    await other.connect();
    try {
      const address = '10.61.3.3/24';
      await db.query(`DELETE FROM ipam_ipaddress WHERE host(address)::inet << '10.61.0.0/22'`);
      const insertOn = async (c: Client) => {
        const values = columns.map((col) => (col === 'address' ? '$1::inet' : col === 'vrf_id' ? '$3::bigint' : `r.${col}`));
        await c.query(`INSERT INTO ipam_ipaddress (${columns.join(', ')}) SELECT ${values.join(', ')} FROM ipam_ipaddress r WHERE r.id = $2`, [
          address,
          template,
          vrf.id,
        ]);
      };
      // two inserts of one host: the second waits for the first's lock, then sees its row
      await db.query('BEGIN');
      await other.query('BEGIN');
      await insertOn(db);
      const second = insertOn(other);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await db.query('COMMIT');
      await second;
      await other.query('COMMIT');
      await expectExactCounts();
      // two deletions of its two rows: the second sees the first gone
      const ids = (await db.query(`SELECT id FROM ipam_ipaddress WHERE host(address)::inet = host($1::inet)::inet ORDER BY id`, [address])).rows.map(
        (r) => r.id,
      );
      expect(ids).toHaveLength(2);
      await db.query('BEGIN');
      await other.query('BEGIN');
      await db.query('DELETE FROM ipam_ipaddress WHERE id = $1', [ids[0]]);
      const deletion = other.query('DELETE FROM ipam_ipaddress WHERE id = $1', [ids[1]]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await db.query('COMMIT');
      await deletion;
      await other.query('COMMIT');
      await expectExactCounts();
      // one host's insert, then a bulk one (over 256 hosts: it locks whole buckets) holding the same host
      await db.query('BEGIN');
      await other.query('BEGIN');
      await insertOn(db);
      const bulk = insert([...block24('10.61.3'), ...block24('10.61.2')], vrf.id, other);
      await new Promise((resolve) => setTimeout(resolve, 200));
      await db.query('COMMIT');
      await bulk;
      await other.query('COMMIT');
      await expectExactCounts();
    } finally {
      await other.end();
    }
  });
});
