import { Client } from 'pg';
import { startApp, TestApp } from '../helpers/app';
import { captureLogLines } from '../helpers/log-capture';

/**
 * A single write's statements are prepared, so PostgreSQL runs them with a generic plan: one that must
 * still probe the written table's indexes, not scan it whole (a scan per write grows with the table).
 * Checked on the SQL a POST and a PATCH send (LOG_LEVEL=debug logs each statement), each explained
 * with EXPLAIN (GENERIC_PLAN) on a table of 1000 sites with fresh statistics.
 */
describe('plans of a single write', () => {
  let app: TestApp;
  let log: ReturnType<typeof captureLogLines>;
  let db: Client;

  beforeAll(async () => {
    log = captureLogLines();
    app = await startApp({ LOG_LEVEL: 'debug' });
    const sites = Array.from({ length: 1000 }, (_, i) => ({ name: `Plan ${i}`, slug: `plan-${i}` }));
    expect((await app.inject('POST', '/api/dcim/sites/', { body: sites })).status).toBe(201);
    db = new Client({ connectionString: app.databaseUrl });
    await db.connect();
    await db.query('ANALYZE dcim_site');
  });

  afterAll(async () => {
    await db?.end();
    await app?.close();
    log.restore();
  });

  /** The generic plans of the statements the request sent that name the site table. */
  const plans = async (send: () => ReturnType<TestApp['inject']>, status: number) => {
    log.clear();
    expect((await send()).status).toBe(status);
    const sql = log.lines
      .filter((line) => line.msg === 'sql' && typeof line.sql === 'string')
      .map((line) => line.sql as string)
      .filter((text) => text.includes('"dcim_site"') && !/^\s*BEGIN\b/.test(text));
    expect(sql.length).toBeGreaterThan(1);
    const explained: { sql: string; plan: string }[] = [];
    for (const text of sql) {
      const rows = (await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN (GENERIC_PLAN) ${text}`)).rows;
      explained.push({ sql: text, plan: rows.map((r) => r['QUERY PLAN']).join('\n') });
    }
    return explained;
  };

  /** the statements (their start) whose plan reads the whole site table */
  const scanning = (explained: { sql: string; plan: string }[]) =>
    explained.filter((e) => /Seq Scan on dcim_site\b/.test(e.plan)).map((e) => e.sql.replace(/\s+/g, ' ').slice(0, 100));

  it('a site POST probes the site table by index in every statement', async () => {
    const explained = await plans(() => app.inject('POST', '/api/dcim/sites/', { body: { name: 'Plan new', slug: 'plan-new' } }), 201);
    // the unique rules and the change record / outbox statement among them
    expect(explained.some((e) => e.sql.includes('events_outbox'))).toBe(true);
    expect(scanning(explained)).toEqual([]);
  });

  it('a site PATCH too', async () => {
    const { id } = (await app.inject('GET', '/api/dcim/sites/?slug=plan-7')).body.results[0];
    const explained = await plans(() => app.inject('PATCH', `/api/dcim/sites/${id}/`, { body: { name: 'Plan seven' } }), 200);
    expect(explained.some((e) => e.sql.includes('events_outbox'))).toBe(true);
    expect(scanning(explained)).toEqual([]);
  });
});
