import { Client } from 'pg';
import type { Queryable } from '../../src/database/db';
import { RepresentationCache, representationCacheOf } from '../../src/core/query/representation-cache/cache';
import { UNTRACKED_TABLES } from '../../src/core/query/representation-cache/tracking';
import { startApp, TestApp } from '../helpers/app';
import { post } from '../helpers/dcim';
import { member } from '../helpers/users';

/**
 * The representation cache (src/core/query/representation-cache/) must never answer what an uncached read
 * would not. Two processes of one service (two apps on one database, each with its own cache) take seeded
 * random writes through the API — bulk creates, PATCHes and deletes of sites, devices (whose interfaces come
 * from their type's templates), interfaces, cables, IP addresses and primary IPs, tags, custom field
 * definitions and values (text and an object field referencing sites), permissions, renames of what devices
 * nest — and read details through both after each. After every write, entries either cache would serve are
 * compared with the object rendered uncached (6 drawn from each, and every one after every 50th write and at
 * the end), and every detail and list page read through either (offset and cursor pages, complete and brief,
 * which leave out the objects the process holds) must equal the answer of a third process without a cache; a
 * write through one process must be seen at once by the other.
 * REPCACHE_WRITES sets the number of objects written (default 10,000).
 */

type Json = Record<string, any>;

const WRITES = Number(process.env.REPCACHE_WRITES ?? 10_000);

/** A small seeded generator (mulberry32): the same run every time. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function cacheOf(app: TestApp): RepresentationCache {
  const cache = representationCacheOf(app.server.db);
  if (!cache) throw new Error('the app has no representation cache');
  return cache;
}

/** Entries the cache would serve (every one, or `sample` drawn by `random`), rendered again uncached: the ones that differ. */
async function audit(app: TestApp, sample?: { size: number; random: () => number }): Promise<{ checked: number; differing: string[] }> {
  let entries = await cacheOf(app).confirmedEntries();
  if (sample && entries.length > sample.size) {
    entries = Array.from({ length: sample.size }, () => entries[Math.floor(sample.random() * entries.length)]);
  }
  const differing: string[] = [];
  for (const entry of entries) {
    const [row] = await app.server.db.query<{ j: string }>(entry.sql, entry.values);
    if (row?.j !== entry.body) differing.push(`${entry.values[1]}: cached ${entry.body.slice(0, 160)} / now ${row?.j.slice(0, 160) ?? 'gone'}`);
  }
  return { checked: entries.length, differing };
}

describe('representation cache', () => {
  let a: TestApp;
  let b: TestApp;
  /** a third process with no cache: what every read must equal */
  let uncached: TestApp;

  beforeAll(async () => {
    a = await startApp();
    b = await startApp({}, { join: a });
    b.token = a.token;
    uncached = await startApp({ REPRESENTATION_CACHE_MB: '0' }, { join: a });
    uncached.token = a.token;
  });

  afterAll(async () => {
    await uncached?.close();
    await b?.close();
    await a?.close();
  });

  it('every table but the listed ones logs its writers, so every representation is cacheable', async () => {
    const rows = await a.server.db.query<{ relname: string; tracked: boolean }>(
      `SELECT c.relname, EXISTS (SELECT 1 FROM pg_trigger t WHERE t.tgrelid = c.oid AND t.tgname = 'inv_rep_track') AS tracked
         FROM pg_class c WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind IN ('r', 'p')`,
    );
    const wrong = rows.filter((r) => r.tracked === UNTRACKED_TABLES.includes(r.relname)).map((r) => r.relname);
    expect(wrong).toEqual([]);
    expect(rows.length).toBeGreaterThan(150);
  });

  it('a second read of an object is served from the cache, and a write through another process is seen at once', async () => {
    const site = await post(a, '/api/dcim/sites/', { name: 'Cache Site', slug: 'cache-site' });
    const stats = cacheOf(a).stats;
    const first = await a.inject('GET', `/api/dcim/sites/${site.id}/`);
    const hits = stats.hits;
    const second = await a.inject('GET', `/api/dcim/sites/${site.id}/`);
    expect(second.text).toBe(first.text);
    expect(stats.hits).toBe(hits + 1);
    const patched = await b.inject('PATCH', `/api/dcim/sites/${site.id}/`, { body: { description: 'written by the other process' } });
    expect(patched.status).toBe(200);
    const third = await a.inject('GET', `/api/dcim/sites/${site.id}/`);
    expect(third.body.description).toBe('written by the other process');
    expect(stats.hits).toBe(hits + 1);
  });

  /** A site group `<label> Group` holding `count` sites `<label> 1…`, made through the first process. */
  const groupOfSites = async (label: string, count: number): Promise<{ group: Json; sites: Json[] }> => {
    const slug = label.toLowerCase();
    const group = await post(a, '/api/dcim/site-groups/', { name: `${label} Group`, slug: `${slug}-group` });
    const sites = await post<Json[]>(
      a,
      '/api/dcim/sites/',
      Array.from({ length: count }, (_, i) => ({ name: `${label} ${i + 1}`, slug: `${slug}-${i + 1}`, group: group.id })),
    );
    return { group, sites };
  };

  it('a list page read again leaves out the objects the process holds, and renders them all after a write', async () => {
    const { group, sites } = await groupOfSites('Listed', 5);
    const url = `/api/dcim/sites/?group_id=${group.id}&limit=10`;
    const stats = cacheOf(a).stats;
    const first = await a.inject('GET', url);
    const hits = stats.hits;
    const second = await a.inject('GET', url);
    expect(second.text).toBe(first.text);
    expect(stats.hits).toBe(hits + 5);
    await b.inject('PATCH', `/api/dcim/sites/${sites[2].id}/`, { body: { description: 'changed elsewhere' } });
    const third = await a.inject('GET', url);
    expect(stats.hits).toBe(hits + 5);
    expect(third.body.results[2].description).toBe('changed elsewhere');
    expect(third.text).toBe((await uncached.inject('GET', url)).text);
  });

  it('a list page read again is served whole until a writer of a table its statement reads commits', async () => {
    const { group } = await groupOfSites('Whole', 3);
    const url = `/api/dcim/sites/?group_id=${group.id}&limit=2`;
    const stats = cacheOf(a).stats;
    const first = await a.inject('GET', url);
    const pageHits = stats.pageHits;
    const second = await a.inject('GET', url);
    expect(second.text).toBe(first.text);
    expect(stats.pageHits).toBe(pageHits + 1);
    // a table no site renders or is chosen by: the page stays
    await post(b, '/api/circuits/providers/', { name: 'Unrelated Provider', slug: 'unrelated-provider' });
    expect((await a.inject('GET', url)).text).toBe(first.text);
    expect(stats.pageHits).toBe(pageHits + 2);
    // a site joining the group through the other process: the count and the next link change at once
    await post(b, '/api/dcim/sites/', { name: 'Whole 4', slug: 'whole-4', group: group.id });
    const third = await a.inject('GET', url);
    expect(stats.pageHits).toBe(pageHits + 2);
    expect(third.body.count).toBe(4);
    expect(third.text).toBe((await uncached.inject('GET', url)).text);
    // the next page by cursor, twice: the second served whole, equal to the uncached answer
    const cursor = `/api/dcim/sites/?group_id=${group.id}&limit=2&start=${first.body.results[1].id + 1}`;
    await a.inject('GET', cursor);
    const again = await a.inject('GET', cursor);
    expect(stats.pageHits).toBe(pageHits + 3);
    expect(again.text).toBe((await uncached.inject('GET', cursor)).text);
  });

  it('a render that raced a commit is kept but never served', async () => {
    const site = await post(a, '/api/dcim/sites/', { name: 'Race Site', slug: 'race-site' });
    const old = new Client({ connectionString: a.databaseUrl });
    await old.connect();
    try {
      // a snapshot taken before the write, rendering after it: what a slow render running across a commit sees
      await old.query('BEGIN ISOLATION LEVEL REPEATABLE READ');
      await old.query('SELECT 1');
      await a.inject('PATCH', `/api/dcim/sites/${site.id}/`, { body: { name: 'Race Site Renamed' } });
      let renders = 0;
      const db: Queryable = Object.create(a.server.db, {
        query: {
          value: async (sql: string, values: unknown[]) => {
            if (!sql.includes('pg_current_snapshot()::text AS s') || renders++ > 0) return a.server.db.query(sql, values);
            return (await old.query(sql, values)).rows;
          },
        },
      });
      const cache = new RepresentationCache(db, { maxBytes: 1 << 20 });
      await cache.start();
      try {
        const plan = {};
        const statement = (extra: string) =>
          `SELECT t.id AS id, json_build_object('name', t.name)::text AS j${extra} FROM dcim_site t WHERE $1::text IS NOT NULL AND t.id = $2`;
        const raced = await cache.one(plan, statement, ['', site.id]);
        expect(JSON.parse(raced[0]).name).toBe('Race Site'); // the stale render, answered to its own request
        const next = await cache.one(plan, statement, ['', site.id]);
        expect(JSON.parse(next[0]).name).toBe('Race Site Renamed');
        expect(cache.stats).toMatchObject({ hits: 0, misses: 2 });
        const again = await cache.one(plan, statement, ['', site.id]);
        expect(JSON.parse(again[0]).name).toBe('Race Site Renamed');
        expect(cache.stats.hits).toBe(1);
      } finally {
        cache.stop();
      }
    } finally {
      await old.query('ROLLBACK');
      await old.end();
    }
  });

  it('an entry older than the pruned log, or a database that lost the log, is not served', async () => {
    const site = await post(a, '/api/dcim/sites/', { name: 'Horizon Site', slug: 'horizon-site' });
    const stats = cacheOf(a).stats;
    const read = () => a.inject('GET', `/api/dcim/sites/${site.id}/`);
    /** Reads until one is a hit (a transaction running when the horizon moved keeps new entries below it until it ends). */
    const servedAgain = async () => {
      const before = stats.hits;
      for (let i = 0; i < 40 && stats.hits === before; i++) {
        await read();
        if (stats.hits === before) await new Promise((resolve) => setTimeout(resolve, 50));
      }
      expect(stats.hits).toBe(before + 1);
    };
    await read();
    await servedAgain();
    const hits = stats.hits;
    // above every transaction the entry's snapshot could have seen running (its xmax may equal its xmin)
    await a.server.db.query(`UPDATE inv_rep_horizon SET h = (pg_snapshot_xmax(pg_current_snapshot())::text::bigint + 1)::text::xid8`);
    await read();
    expect(stats.hits).toBe(hits);
    await servedAgain();
    await a.server.db.query(`DELETE FROM inv_rep_horizon`);
    await read();
    await read();
    expect(stats.hits).toBe(hits + 1);
    await a.server.db.query(`INSERT INTO inv_rep_horizon (id, h) VALUES (1, pg_snapshot_xmin(pg_current_snapshot()))`);
  });

  it('the audit finds a stale entry when a table does not log its writers (the check can fail)', async () => {
    const c = await startApp();
    try {
      const site = await post(c, '/api/dcim/sites/', { name: 'Untracked', slug: 'untracked' });
      await c.inject('GET', `/api/dcim/sites/${site.id}/`);
      await c.server.db.query('DROP TRIGGER inv_rep_track ON dcim_site');
      await c.inject('PATCH', `/api/dcim/sites/${site.id}/`, { body: { name: 'Untracked Renamed' } });
      const served = await c.inject('GET', `/api/dcim/sites/${site.id}/`);
      expect(served.body.name).toBe('Untracked'); // stale: nothing told the cache
      const { differing } = await audit(c);
      expect(differing.length).toBeGreaterThan(0);
    } finally {
      await c.close();
    }
  });

  it(`${WRITES} random writes through two processes: every entry either would serve equals an uncached render`, async () => {
    const random = seeded(16);
    const pick = <T>(items: T[]): T | undefined => items[Math.floor(random() * items.length)];
    const either = () => (random() < 0.5 ? a : b);
    const manufacturer = await post(a, '/api/dcim/manufacturers/', { name: 'RC Maker', slug: 'rc-maker' });
    const role = await post(a, '/api/dcim/device-roles/', { name: 'RC Role', slug: 'rc-role' });
    const group = await post(a, '/api/dcim/site-groups/', { name: 'RC Group', slug: 'rc-group' });
    const type = await post(a, '/api/dcim/device-types/', { manufacturer: manufacturer.id, model: 'RC Model', slug: 'rc-model' });
    await post(a, '/api/dcim/interface-templates/', [
      { device_type: type.id, name: 'eth0', type: '1000base-t' },
      { device_type: type.id, name: 'eth1', type: '1000base-t' },
    ]);
    const reader = await member(a, 'rc-reader', [
      { object_types: ['dcim.device', 'dcim.site'], actions: ['view'], constraints: { name__istartswith: 'rc' } },
    ]);
    const pools: Record<string, number[]> = { sites: [], devices: [], interfaces: [], cables: [], ips: [], tags: [], fields: [], permissions: [] };
    const paths: Record<string, string> = {
      sites: '/api/dcim/sites/',
      devices: '/api/dcim/devices/',
      interfaces: '/api/dcim/interfaces/',
      cables: '/api/dcim/cables/',
      ips: '/api/ipam/ip-addresses/',
      tags: '/api/extras/tags/',
      fields: '/api/extras/custom-fields/',
      permissions: '/api/users/permissions/',
    };
    let written = 0;
    let serial = 0;
    const succeeded = (res: { status: number }) => res.status >= 200 && res.status < 300;
    const added = (pool: string, ids: number[], objects: number) => {
      pools[pool].push(...ids);
      written += objects;
    };
    /** `id` null: the object stays (a PATCH) */
    const removed = (pool: string, id: number | null, objects: number) => {
      if (id !== null) pools[pool].splice(pools[pool].indexOf(id), 1);
      written += objects;
    };
    /** DELETE of one object drawn from `pool` (`objects`: what it writes, cascades included) */
    const deleteOne = async (pool: string, objects: number) => {
      const id = pick(pools[pool]);
      if (!id) return;
      if (succeeded(await either().inject('DELETE', `${paths[pool]}${id}/`))) removed(pool, id, objects);
    };

    const ops: [number, () => Promise<void>][] = [
      [
        3,
        async () => {
          const items = Array.from({ length: 1 + Math.floor(random() * 60) }, () => ({
            name: `RC site ${++serial}`,
            slug: `rc-site-${serial}`,
            group: group.id,
          }));
          const res = await either().inject('POST', paths.sites, { body: items });
          if (succeeded(res))
            added(
              'sites',
              res.body.map((s: Json) => s.id),
              items.length,
            );
        },
      ],
      [
        4,
        async () => {
          const site = pick(pools.sites);
          if (!site) return;
          const items = Array.from({ length: 1 + Math.floor(random() * 12) }, () => ({
            name: `RC device ${++serial}`,
            site,
            role: role.id,
            device_type: type.id,
          }));
          const res = await either().inject('POST', paths.devices, { body: items });
          if (!succeeded(res)) return;
          pools.devices.push(...res.body.map((d: Json) => d.id));
          const interfaces = await a.inject('GET', `/api/dcim/interfaces/?device_id=${res.body.map((d: Json) => d.id).join('&device_id=')}&limit=0`);
          pools.interfaces.push(...interfaces.body.results.map((i: Json) => i.id));
          written += items.length * 3;
        },
      ],
      [
        4,
        async () => {
          const sites = Array.from({ length: 1 + Math.floor(random() * 20) }, () => pick(pools.sites)).filter(
            (s, i, all) => s && all.indexOf(s) === i,
          );
          if (!sites.length) return;
          const res = await either().inject('PATCH', paths.sites, {
            body: sites.map((id) => ({ id, description: `d${++serial}`, name: `RC site ${serial}` })),
          });
          if (succeeded(res)) written += sites.length;
        },
      ],
      [
        5,
        async () => {
          const device = pick(pools.devices);
          if (!device) return;
          const site = pick(pools.sites);
          const body = random() < 0.5 ? { name: `RC device ${++serial}` } : { site, status: pick(['active', 'planned', 'offline']) };
          const by = either();
          const res = await by.inject('PATCH', `${paths.devices}${device}/`, { body });
          if (!succeeded(res)) return;
          written++;
          // the other process sees the write at once
          const seen = await (by === a ? b : a).inject('GET', `${paths.devices}${device}/`);
          expect(seen.text.replace(/"last_updated":"[^"]*"/, '')).toBe(res.text.replace(/"last_updated":"[^"]*"/, ''));
        },
      ],
      [2, () => deleteOne('devices', 3)],
      [
        4,
        async () => {
          const device = pick(pools.devices);
          if (!device) return;
          const res = await either().inject('POST', paths.interfaces, {
            body: Array.from({ length: 2 + Math.floor(random() * 9) }, () => ({ device, name: `xe-${++serial}`, type: '10gbase-x-sfpp' })),
          });
          if (succeeded(res))
            added(
              'interfaces',
              res.body.map((i: Json) => i.id),
              res.body.length,
            );
        },
      ],
      [
        4,
        async () => {
          const iface = pick(pools.interfaces);
          if (!iface) return;
          const res = await either().inject('PATCH', `${paths.interfaces}${iface}/`, {
            body: { description: `i${++serial}`, enabled: random() < 0.5 },
          });
          if (succeeded(res)) written++;
        },
      ],
      [
        5,
        async () => {
          const [x, y] = [pick(pools.interfaces), pick(pools.interfaces)];
          if (!x || !y || x === y) return;
          const res = await either().inject('POST', paths.cables, {
            body: {
              a_terminations: [{ object_type: 'dcim.interface', object_id: x }],
              b_terminations: [{ object_type: 'dcim.interface', object_id: y }],
              label: `c${++serial}`,
            },
          });
          if (succeeded(res)) added('cables', [res.body.id], 3);
        },
      ],
      [
        2,
        async () => {
          const cable = pick(pools.cables);
          if (!cable) return;
          const res = await either().inject('PATCH', `${paths.cables}${cable}/`, {
            body: { label: `c${++serial}`, status: pick(['connected', 'planned']) },
          });
          if (succeeded(res)) written++;
        },
      ],
      [2, () => deleteOne('cables', 3)],
      [
        3,
        async () => {
          const iface = pick(pools.interfaces);
          if (!iface) return;
          const n = ++serial;
          const res = await either().inject('POST', paths.ips, {
            body: {
              address: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}/16`,
              assigned_object_type: 'dcim.interface',
              assigned_object_id: iface,
            },
          });
          if (!succeeded(res)) return;
          pools.ips.push(res.body.id);
          written++;
          const device = (await a.inject('GET', `${paths.interfaces}${iface}/`)).body.device?.id;
          if (
            device &&
            random() < 0.7 &&
            succeeded(await either().inject('PATCH', `${paths.devices}${device}/`, { body: { primary_ip4: res.body.id } }))
          )
            written++;
        },
      ],
      [1, () => deleteOne('ips', 1)],
      [
        2,
        async () => {
          const n = ++serial;
          const res = await either().inject('POST', paths.tags, { body: { name: `RC tag ${n}`, slug: `rc-tag-${n}`, color: 'aa1409' } });
          if (succeeded(res)) added('tags', [res.body.id], 1);
        },
      ],
      [
        3,
        async () => {
          const tag = pick(pools.tags);
          if (!tag) return;
          const body = random() < 0.5 ? { name: `RC tag ${++serial}` } : { color: pick(['ff0000', '00ff00', '0000ff']) };
          if (succeeded(await either().inject('PATCH', `${paths.tags}${tag}/`, { body }))) written++;
        },
      ],
      [1, () => deleteOne('tags', 1)],
      [
        4,
        async () => {
          const tag = pick(pools.tags);
          const [kind, id] = random() < 0.6 ? ['devices', pick(pools.devices)] : ['sites', pick(pools.sites)];
          if (!tag || !id) return;
          if (succeeded(await either().inject('PATCH', `${paths[kind]}${id}/`, { body: { tags: [{ id: tag }] } }))) written++;
        },
      ],
      [
        1,
        async () => {
          const n = ++serial;
          const body =
            random() < 0.5
              ? { name: `rc_text_${n}`, object_types: ['dcim.device', 'dcim.site'], type: 'text', default: `default ${n}` }
              : { name: `rc_site_${n}`, object_types: ['dcim.device'], type: 'object', related_object_type: 'dcim.site' };
          const res = await either().inject('POST', paths.fields, { body });
          if (succeeded(res)) added('fields', [res.body.id], 1);
        },
      ],
      [
        1,
        async () => {
          const field = pick(pools.fields);
          if (!field) return;
          const res =
            random() < 0.6
              ? await either().inject('PATCH', `${paths.fields}${field}/`, { body: { label: `Label ${++serial}` } })
              : await either().inject('DELETE', `${paths.fields}${field}/`);
          if (succeeded(res)) removed('fields', res.status === 204 ? field : null, 1);
        },
      ],
      [
        4,
        async () => {
          const field = pick(pools.fields);
          const device = pick(pools.devices);
          if (!field || !device) return;
          const definition = (await a.inject('GET', `${paths.fields}${field}/`)).body;
          if (!definition?.name) return;
          const value = definition.type === 'object' ? (pick(pools.sites) ?? null) : `value ${++serial}`;
          if (succeeded(await either().inject('PATCH', `${paths.devices}${device}/`, { body: { custom_fields: { [definition.name]: value } } })))
            written++;
        },
      ],
      [
        2,
        async () => {
          const target = pick([
            `/api/dcim/manufacturers/${manufacturer.id}/`,
            `/api/dcim/device-roles/${role.id}/`,
            `/api/dcim/site-groups/${group.id}/`,
          ]);
          if (succeeded(await either().inject('PATCH', target!, { body: { description: `r${++serial}` } }))) written++;
        },
      ],
      [
        1,
        async () => {
          const n = ++serial;
          const res = await either().inject('POST', paths.permissions, {
            body: {
              name: `rc perm ${n}`,
              object_types: ['dcim.device'],
              actions: ['view'],
              constraints: { name__iendswith: String(n % 10) },
              users: [reader.user.id],
            },
          });
          if (succeeded(res)) added('permissions', [res.body.id], 1);
        },
      ],
      [
        1,
        async () => {
          const permission = pick(pools.permissions);
          if (!permission) return;
          const res =
            random() < 0.5
              ? await either().inject('PATCH', `${paths.permissions}${permission}/`, {
                  body: { constraints: { name__iendswith: String(++serial % 10) } },
                })
              : await either().inject('DELETE', `${paths.permissions}${permission}/`);
          if (succeeded(res)) removed('permissions', res.status === 204 ? permission : null, 1);
        },
      ],
    ];
    const weights = ops.reduce((sum, [w]) => sum + w, 0);
    const chooseOp = () => {
      let r = random() * weights;
      for (const [w, op] of ops) if ((r -= w) < 0) return op;
      return ops[0][1];
    };

    /** Reads through both processes (filling their caches), each equal to the uncached process's answer; the reader's constrained view bypasses them. */
    const same = async (url: string) => {
      const [cached, reference] = [await either().inject('GET', url), await uncached.inject('GET', url)];
      expect({ url, text: cached.text }).toEqual({ url, text: reference.text });
    };
    const readSome = async () => {
      for (let i = 0; i < 2; i++) {
        const kind = pick(Object.keys(pools))!;
        const id = pick(pools[kind]);
        if (id) await same(`${paths[kind]}${id}/`);
      }
      const kind = pick(Object.keys(pools))!;
      const limit = pick([5, 20, 50])!;
      const offset = pick([0, 0, 10])!; // pages repeat, so later reads can leave out what the process holds
      await same(`${paths[kind]}?limit=${limit}&offset=${offset}${random() < 0.2 ? '&brief=1' : ''}`);
      if (random() < 0.2) await same(`${paths[kind]}?limit=${limit}&start=${pick(pools[kind]) ?? 0}`);
      const device = pick(pools.devices);
      if (device) {
        const own = await a.inject('GET', `${paths.devices}${device}/`, { token: reader.token });
        const uncached = await a.server.db.query<{ name: string }>('SELECT name FROM dcim_device WHERE id = $1', [device]);
        if (own.status === 200) expect(own.body.name).toBe(uncached[0].name);
      }
    };

    let checked = 0;
    const checkpoint = async (sample?: { size: number; random: () => number }) => {
      for (const app of [a, b]) {
        const found = await audit(app, sample);
        expect(found.differing).toEqual([]);
        checked += found.checked;
      }
    };
    // after every write, before reading again (what survived the write is what could be stale): a sample of
    // 6 entries per process, and every entry after every 50th write
    for (let op = 1; written < WRITES; op++) {
      await chooseOp()();
      await checkpoint(op % 50 ? { size: 6, random } : undefined);
      await readSome();
    }
    await checkpoint();
    // the run exercised the cache, not just the uncached path
    const stats = [cacheOf(a).stats, cacheOf(b).stats];
    console.log(`${written} objects written; ${checked} entries audited; caches: ${JSON.stringify(stats)}`);
    expect(checked).toBeGreaterThan(WRITES);
    expect(stats[0].hits + stats[1].hits).toBeGreaterThan(WRITES / 10);
  }, 900_000);
});
