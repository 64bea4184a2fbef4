import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { Client } from 'pg';
import { portOf } from '../helpers/postgres';
import { call, provisionToken, ServiceProcess, startServiceProcess } from '../helpers/service-process';

/**
 * `kill -9` of an API process in the middle of a bulk write of 1000 objects: the write is one
 * transaction, so the database keeps all of it or none — the objects, their change records and their
 * outbox rows alike. The process restarts on the same data directory (its embedded PostgreSQL, which
 * the killed process left running, is stopped and started again) and serves at once.
 */

const COUNT = 1000;

describe('an API process killed (SIGKILL) in the middle of a bulk write of 1000 objects', () => {
  let service: ServiceProcess;
  let dataDir: string;
  let sql: Client;
  let firstStartMs: number;

  beforeAll(async () => {
    service = await startServiceProcess('api', {}, { keepDataDir: true });
    dataDir = service.dataDir;
    firstStartMs = service.startMs;
  }, 120_000);

  afterAll(async () => {
    await sql?.end().catch(() => undefined);
    await service?.kill('SIGTERM');
  });

  async function connect(): Promise<Client> {
    const client = new Client({ connectionString: `postgres://postgres:inventory@127.0.0.1:${portOf(join(dataDir, 'pg'))}/inventory` });
    client.on('error', () => undefined);
    await client.connect();
    return client;
  }

  /** What a request left: its objects, change records and outbox rows. */
  async function left(prefix: string, requestId: string): Promise<{ sites: number; changes: number; outbox: number }> {
    const { rows } = await sql.query<{ sites: number; changes: number; outbox: number }>(
      `SELECT (SELECT count(*) FROM dcim_site WHERE slug LIKE $1)::int AS sites,
              (SELECT count(*) FROM core_objectchange WHERE request_id = $2)::int AS changes,
              (SELECT count(*) FROM events_outbox WHERE request_id = $2)::int AS outbox`,
      [`${prefix}-%`, requestId],
    );
    return rows[0];
  }

  const bulk = (prefix: string) => Array.from({ length: COUNT }, (_, i) => ({ name: `${prefix} ${i}`, slug: `${prefix}-${i}` }));

  it('leaves all or none of the objects, change records and outbox rows; the restarted process serves at once', async () => {
    const token = await provisionToken(service.url!);
    sql = await connect();
    const requestId = randomUUID();
    const write = call(service.url!, 'POST', '/api/dcim/sites/', {
      token,
      body: bulk('crash'),
      headers: { 'x-request-id': requestId },
      timeoutMs: 60_000,
    }).then(
      (res) => `answered ${res.status}`,
      (error: unknown) => `no answer (${String(error)})`,
    );
    // wait until the transaction has written the objects and is writing their change records, then kill
    let statement = '';
    const deadline = Date.now() + 30_000;
    while (!statement) {
      const { rows } = await sql.query<{ query: string }>(
        `SELECT query FROM pg_stat_activity
          WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_xid IS NOT NULL AND state = 'active'
            AND (query ILIKE 'INSERT INTO core_objectchange%' OR query ILIKE '%INSERT INTO "core_objectchange"%' OR query ILIKE '%INTO events_outbox%')`,
      );
      if (rows.length) statement = rows[0].query.replace(/\s+/g, ' ').slice(0, 60);
      else if (Date.now() > deadline) throw new Error('the bulk write never reached its change records');
    }
    const killed = await service.kill('SIGKILL');
    expect(killed.signal).toBe('SIGKILL');
    const outcome = await write;
    expect(outcome).toMatch(/^no answer/);

    // the killed process's connections are gone: its transaction rolled back, or had committed whole
    await new Promise((r) => setTimeout(r, 500));
    const after = await left('crash', requestId);
    expect([after.sites, after.changes, after.outbox]).toEqual(after.sites === 0 ? [0, 0, 0] : [COUNT, COUNT, COUNT]);
    await sql.end();

    const restarted = Date.now();
    service = await startServiceProcess('api', {}, { dataDir });
    const readyMs = Date.now() - restarted;
    // no recovery to wait for: ready the moment it listens
    const ready = await call(service.url!, 'GET', '/readyz');
    expect(ready.status).toBe(200);
    sql = await connect();
    const again = randomUUID();
    const token2 = await provisionToken(service.url!);
    const res = await call(service.url!, 'POST', '/api/dcim/sites/', {
      token: token2,
      body: bulk('again'),
      headers: { 'x-request-id': again },
      timeoutMs: 60_000,
    });
    expect(res.status).toBe(201);
    expect(await left('again', again)).toEqual({ sites: COUNT, changes: COUNT, outbox: COUNT });
    console.log(
      `[faults/kill-9] killed during "${statement}…": ${after.sites} of ${COUNT} objects, ${after.changes} change records, ${after.outbox} outbox rows left ` +
        `(${after.sites === 0 ? 'none' : 'all'}); restarted and ready in ${readyMs} ms (first start: ${firstStartMs} ms; the orphaned PostgreSQL stopped and started again), then the same write: ${COUNT} / ${COUNT} / ${COUNT}`,
    );
    const stop = await service.kill('SIGTERM');
    expect(stop).toEqual({ code: 0, signal: null });
  }, 180_000);
});
