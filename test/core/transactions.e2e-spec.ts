import { AsyncLocalStorage } from 'node:async_hooks';
import type { Pool, PoolClient } from 'pg';
import type { Queryable } from '../../src/database/db';
import { startApp, TestApp } from '../helpers/app';

/**
 * Db.transaction's round trips (src/database/db.ts): BEGIN rides with the first statement, and the COMMIT with
 * the statement sent as the last (`closes`) or with a deferred write. The outcome must stay that of sending
 * them one by one: a failing statement or COMMIT leaves nothing written, and the connection goes back usable.
 */
describe('transactions: BEGIN and COMMIT ride with statements', () => {
  let app: TestApp;
  /** what the connections were asked to send, one entry per round trip, for the work run in `recording` */
  const recording = new AsyncLocalStorage<string[]>();

  beforeAll(async () => {
    app = await startApp();
    const pool = (app.server.db.dataSource.driver as unknown as { master: Pool }).master;
    // every connection notes what it sends, from its next checkout on
    const noting = new WeakSet<PoolClient>();
    pool.on('acquire', (client: PoolClient) => {
      if (noting.has(client)) return;
      noting.add(client);
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      (client as unknown as { query: (...args: unknown[]) => unknown }).query = (config: unknown, ...rest: unknown[]) => {
        const text = typeof config === 'string' ? config : (config as { text: string }).text;
        const around = config as { before?: string | null; after?: string | null };
        recording.getStore()?.push([around.before, text, around.after].filter(Boolean).join(' + '));
        return query(config, ...rest);
      };
    });
    await app.server.db.query(
      'CREATE TABLE t_pipelined (id serial PRIMARY KEY, v int, CONSTRAINT t_pipelined_v UNIQUE (v) DEFERRABLE INITIALLY DEFERRED)',
    );
  });

  afterAll(async () => {
    await app?.server.db.query('DROP TABLE IF EXISTS t_pipelined');
    await app?.close();
  });

  beforeEach(async () => {
    await app.server.db.query('TRUNCATE t_pipelined');
  });

  const values = async () => (await app.server.db.query<{ v: number }>('SELECT v FROM t_pipelined ORDER BY v')).map((r) => r.v);
  let lastTrips: string[] = [];
  const inTransaction = <T>(work: (tx: Queryable) => Promise<T>): Promise<T> => {
    const trips: string[] = [];
    lastTrips = trips;
    return recording.run(trips, () => app.server.db.transaction(work));
  };

  it('a parameterized first statement carries the BEGIN, and the last one the COMMIT: two round trips', async () => {
    const rows = await inTransaction(async (tx) => {
      await tx.query('INSERT INTO t_pipelined (v) VALUES ($1)', [1]);
      return tx.query<{ n: number }>('SELECT count(*)::int AS n FROM t_pipelined WHERE v = $1', [1], { closes: true });
    });
    expect(rows).toEqual([{ n: 1 }]);
    expect(lastTrips).toEqual([
      'BEGIN + INSERT INTO t_pipelined (v) VALUES ($1)',
      'SELECT count(*)::int AS n FROM t_pipelined WHERE v = $1 + COMMIT',
    ]);
    expect(await values()).toEqual([1]);
  });

  it('a deferred write carries the COMMIT', async () => {
    await inTransaction(async (tx) => {
      await tx.query('INSERT INTO t_pipelined (v) VALUES ($1)', [1]);
      await tx.defer([{ sql: 'INSERT INTO t_pipelined (v) VALUES ($1)', params: [2] }], ['t_pipelined']);
    });
    expect(lastTrips).toEqual(['BEGIN + INSERT INTO t_pipelined (v) VALUES ($1)', 'INSERT INTO t_pipelined (v) VALUES ($1) + COMMIT']);
    expect(await values()).toEqual([1, 2]);
  });

  it('a COMMIT that fails fails the statement it rode with, and nothing is written', async () => {
    const attempt = inTransaction(async (tx) => {
      await tx.query('INSERT INTO t_pipelined (v) VALUES ($1), ($1)', [7]); // the unique check waits for the COMMIT
      return tx.query('SELECT $1::int AS n', [1], { closes: true });
    });
    await expect(attempt).rejects.toThrow(/t_pipelined_v/);
    expect(await values()).toEqual([]);
    // every connection of the pool still works (none was left inside a failed transaction)
    await Promise.all(Array.from({ length: 12 }, (_, i) => inTransaction((tx) => tx.query('INSERT INTO t_pipelined (v) VALUES ($1)', [100 + i]))));
    expect(await values()).toHaveLength(12);
  });

  it('a failing last statement never reaches its COMMIT: what came before is rolled back', async () => {
    const attempt = inTransaction(async (tx) => {
      await tx.query('INSERT INTO t_pipelined (v) VALUES ($1)', [3]);
      return tx.query('SELECT 1 / ($1::int - 1) AS n', [1], { closes: true });
    });
    await expect(attempt).rejects.toThrow(/division by zero/);
    expect(await values()).toEqual([]);
    await inTransaction((tx) => tx.query('INSERT INTO t_pipelined (v) VALUES ($1)', [4], { closes: true }));
    expect(await values()).toEqual([4]);
  });

  it('a statement after the closing one is refused', async () => {
    const attempt = inTransaction(async (tx) => {
      await tx.query('INSERT INTO t_pipelined (v) VALUES ($1)', [5], { closes: true });
      await tx.query('INSERT INTO t_pipelined (v) VALUES ($1)', [6]);
    });
    await expect(attempt).rejects.toThrow(/after its transaction closed/);
    expect(await values()).toEqual([5]);
  });

  it('a session may open another transaction after a COMMIT that carried a deferred write', async () => {
    const trips: string[] = [];
    await recording.run(trips, () =>
      app.server.db.session(async (conn) => {
        await conn.query('BEGIN');
        await conn.defer([{ sql: 'INSERT INTO t_pipelined (v) VALUES ($1)', params: [8] }], ['t_pipelined']);
        await conn.query('COMMIT');
        await conn.query('BEGIN');
        await conn.query('INSERT INTO t_pipelined (v) VALUES ($1)', [9]);
        await conn.query('COMMIT');
      }),
    );
    expect(trips).toContain('INSERT INTO t_pipelined (v) VALUES ($1) + COMMIT');
    expect(await values()).toEqual([8, 9]);
  });

  it('deferred writes to tables neither names ride together; one reading what the other writes goes after it', async () => {
    await app.server.db.query('CREATE TABLE IF NOT EXISTS t_other (v int)');
    try {
      await inTransaction(async (tx) => {
        await tx.defer([{ sql: 'INSERT INTO t_pipelined (v) VALUES ($1)', params: [1] }], ['t_pipelined']);
        await tx.defer([{ sql: 'INSERT INTO t_other (v) VALUES ($1)', params: [2] }], ['t_other']);
        return tx.query('SELECT 1', [], { closes: true });
      });
      // one statement: both inserts as CTEs of the closing SELECT
      expect(lastTrips).toHaveLength(1);
      expect(lastTrips[0]).toMatch(/^BEGIN \+ WITH .*t_pipelined .*t_other.* \+ COMMIT$/s);
      await inTransaction(async (tx) => {
        await tx.defer([{ sql: 'INSERT INTO t_pipelined (v) VALUES ($1)', params: [3] }], ['t_pipelined']);
        await tx.defer([{ sql: 'INSERT INTO t_other (v) SELECT count(*) + 1 FROM t_pipelined', params: [] }], ['t_other']);
        return tx.query('SELECT 1', [], { closes: true });
      });
      // the second reads the first's table: it must see the first's row, so the first runs by itself before it, and
      // carries the BEGIN (it is the transaction's first statement)
      expect(lastTrips).toHaveLength(2);
      expect(lastTrips[0]).toBe('BEGIN + INSERT INTO t_pipelined (v) VALUES ($1)');
      expect(await values()).toEqual([1, 3]);
      const other = await app.server.db.query<{ v: number }>('SELECT v FROM t_other ORDER BY v');
      expect(other.map((r) => r.v)).toEqual([2, 3]);
    } finally {
      await app.server.db.query('DROP TABLE IF EXISTS t_other');
    }
  });

  it("a PATCH of an object someone subscribes to writes the notification with the response's statement", async () => {
    const tenant = await app.inject('POST', '/api/tenancy/tenants/', { body: { name: 'Watched', slug: 'watched' } });
    const [{ id: userId }] = await app.server.db.query<{ id: number }>('SELECT id FROM users_user ORDER BY id LIMIT 1');
    const sub = await app.inject('POST', '/api/extras/subscriptions/', {
      body: { object_type: 'tenancy.tenant', object_id: tenant.body.id, user: userId },
    });
    expect(sub.status).toBe(201);
    const trips: string[] = [];
    const patch = await recording.run(trips, () => app.inject('PATCH', `/api/tenancy/tenants/${tenant.body.id}/`, { body: { description: 'seen' } }));
    expect(patch.status).toBe(200);
    const carrying = trips.filter((t) => t.includes('extras_notification'));
    expect(carrying).toHaveLength(1);
    expect(carrying[0]).toMatch(/events_outbox.*core_objectchange.*extras_notification.* \+ COMMIT$/s);
    const notes = await app.server.db.query<{ event_type: string; object_repr: string }>(
      `SELECT event_type, object_repr FROM extras_notification WHERE object_type = 'tenancy.tenant' AND object_id = $1`,
      [tenant.body.id],
    );
    expect(notes).toEqual([{ event_type: 'object_updated', object_repr: 'Watched' }]);
  });

  it('a POST, a PATCH and a DELETE send no COMMIT of its own', async () => {
    const request = async (method: 'POST' | 'PATCH' | 'DELETE', path: string, body?: object) => {
      const trips: string[] = [];
      const response = await recording.run(trips, () => app.inject(method, path, body ? { body } : {}));
      return { response, trips };
    };
    const post = await request('POST', '/api/tenancy/tenants/', { name: 'Trips', slug: 'trips' });
    expect(post.response.status).toBe(201);
    expect(post.trips[post.trips.length - 1]).toMatch(/^WITH .* \+ COMMIT$/s); // the render, its change record and outbox row
    const patch = await request('PATCH', `/api/tenancy/tenants/${post.response.body.id}/`, { description: 'd' });
    expect(patch.response.status).toBe(200);
    expect(patch.trips.filter((s) => s.startsWith('BEGIN'))).toHaveLength(1);
    expect(patch.trips[patch.trips.length - 1]).toMatch(/ \+ COMMIT$/);
    const del = await request('DELETE', `/api/tenancy/tenants/${post.response.body.id}/`);
    expect(del.response.status).toBe(204);
    for (const trips of [post.trips, patch.trips, del.trips]) expect(trips).not.toContain('COMMIT');
  });
});
