import { Client } from 'pg';
import { startApp, TestApp } from '../helpers/app';
import { make } from '../helpers/dcim';

/**
 * A write PostgreSQL aborts for a concurrent transaction (deadlock detected) is the server's moment, not the
 * client's input nor a bug: 503 with Retry-After, nothing written, and the same request succeeds when sent again.
 */
describe('writes aborted by a concurrent transaction', () => {
  let app: TestApp;
  let other: Client;

  beforeAll(async () => {
    app = await startApp();
    other = new Client({ connectionString: app.databaseUrl });
    await other.connect();
  });

  afterAll(async () => {
    await other?.end();
    await app?.close();
  });

  it('a deadlock → 503 with Retry-After, nothing written; sent again it succeeds', async () => {
    const [a, b] = [await make.site(app, 'Deadlock A'), await make.site(app, 'Deadlock B')];
    await other.query('BEGIN');
    await other.query(`UPDATE dcim_site SET description = 'other' WHERE id = $1`, [b.id]);
    const body = [
      { id: a.id, description: 'mine' },
      { id: b.id, description: 'mine' },
    ];
    // the request takes A and waits for B; then the other transaction waits for A: PostgreSQL aborts the
    // request, the first of the two to wait longer than deadlock_timeout
    const pending = app.inject('PATCH', '/api/dcim/sites/', { body });
    await new Promise((r) => setTimeout(r, 300));
    await other.query(`UPDATE dcim_site SET description = 'other' WHERE id = $1`, [a.id]);
    const res = await pending;
    await other.query('ROLLBACK');
    expect([res.status, res.headers['retry-after'], res.body]).toEqual([
      503,
      '1',
      { detail: 'The request met a concurrent write and was rolled back. Please try again.' },
    ]);
    expect((await app.inject('GET', `/api/dcim/sites/${a.id}/`)).body.description).toBe('');
    const again = await app.inject('PATCH', '/api/dcim/sites/', { body });
    expect(again.status).toBe(200);
    expect(again.body.map((s: { description: string }) => s.description)).toEqual(['mine', 'mine']);
  });
});
