import { Client } from 'pg';
import { startApp, TestApp } from '../helpers/app';
import { dataFilesOf } from '../helpers/data-sources';

/**
 * Cases of NetBox's core filterset tests (core/tests/test_filtersets.py) the service once failed, ported as
 * requests against the real app.
 */
describe('core: NetBox filterset test cases', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await startApp();
  });

  afterAll(async () => {
    await app?.close();
  });

  /**
   * DataFileTestCase.test_created (ChangeLoggedFilterSetTests): a data file's `created`, which its
   * representation leaves out, is still a filter of the change-logged filterset
   */
  it('data files filter by created', async () => {
    const files = await dataFilesOf(app, 'Filterset Created Source', { 'file1.txt': 'one', 'file2.txt': 'two', 'file3.txt': 'three' });
    const [first, second] = Object.values(files);
    const db = new Client({ connectionString: app.databaseUrl });
    await db.connect();
    try {
      await db.query(`UPDATE core_datafile SET created = '2021-01-01T00:00:00Z' WHERE id = ANY($1::bigint[])`, [[first.id, second.id]]);
    } finally {
      await db.end();
    }
    const source = first.source.id;
    const res = await app.inject('GET', `/api/core/data-files/?source_id=${source}&created=2021-01-01T00:00:00`);
    expect(res.status).toBe(200);
    expect(res.body.results.map((f: { id: number }) => f.id).sort()).toEqual([first.id, second.id].sort());
    expect((await app.inject('GET', `/api/core/data-files/?source_id=${source}&created__gt=2021-01-02T00:00:00`)).body.count).toBe(1);
  });
});
