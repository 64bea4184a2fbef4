import { Client } from 'pg';
import { startApp, TestApp } from '../helpers/app';
import { dataFilesOf } from '../helpers/data-sources';

/**
 * NetBox 4.6.8's filterset tests (dcim/tests/test_filtersets.py up to PlatformTestCase, and the shared
 * utilities/testing/filtersets.py ChangeLoggedFilterSetTests every change-logged model's case inherits) that failed
 * through this API, ported as requests against the real app. The audit found every other check of that range to hold.
 */
describe('NetBox filterset tests: sites, racks, types, templates (and the shared change-logged checks)', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startApp();
  });

  afterAll(async () => {
    await app?.close();
  });

  async function sql(text: string, values: unknown[]): Promise<void> {
    const client = new Client({ connectionString: app.databaseUrl });
    await client.connect();
    try {
      await client.query(text, values);
    } finally {
      await client.end();
    }
  }

  /**
   * core/tests/test_filtersets.py DataFileTestCase.test_created (ChangeLoggedFilterSetTests.test_created): two files'
   * `created` set to 2021-01-01 00:00 UTC, `?created=2021-01-01T00:00:00` lists those two. The serializer leaves
   * `created` out, but the filterset (a ChangeLoggedModelFilterSet) has it; the list ignored it and gave all three.
   */
  it('DataFileTestCase.test_created: data files filter by created', async () => {
    const files = await dataFilesOf(app, 'Filterset created source', { 'a.txt': 'a', 'b.txt': 'b', 'c.txt': 'c' });
    const ids = [files['a.txt'].id, files['b.txt'].id];
    await sql(`UPDATE core_datafile SET created = '2021-01-01 00:00:00+00' WHERE id = ANY($1::int[])`, [ids]);
    const res = await app.inject('GET', '/api/core/data-files/?created=2021-01-01T00:00:00');
    expect(res.status).toBe(200);
    expect(res.body.results.map((f: { id: number }) => f.id).sort()).toEqual([...ids].sort());
    // NetBox's MultiValueDateTimeFilter refuses a value that is no date and time
    expect((await app.inject('GET', '/api/core/data-files/?created=notadate')).status).toBe(400);
  });
});
