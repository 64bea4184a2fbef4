import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startApp, TestApp } from '../helpers/app';
import { post } from '../helpers/dcim';

/**
 * NetBox 4.6.8 core/tests/test_jobs.py, where our API differed: enqueueing a data source's sync job marks the
 * source queued, and POST …/sync/ answers with the source as marked — not as the worker may already have
 * moved it on (syncing, completed) by the time the answer is rendered.
 */
describe('NetBox job tests', () => {
  let app: TestApp;
  const dir = mkdtempSync(join(tmpdir(), 'netbox-jobs-'));

  beforeAll(async () => {
    app = await startApp();
    writeFileSync(join(dir, 'test.txt'), 'test');
  });

  afterAll(async () => {
    await app?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  async function settled(id: number): Promise<string> {
    const until = Date.now() + 15000;
    for (;;) {
      const status = (await app.inject('GET', `/api/core/data-sources/${id}/`)).body.status.value as string;
      if (['completed', 'failed'].includes(status)) return status;
      if (Date.now() > until) throw new Error(`data source ${id} still ${status}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  it('SyncDataSourceJobTestCase.test_enqueue_sets_datasource_status_to_queued: the sync answer shows the source queued', async () => {
    const good = await post(app, '/api/core/data-sources/', { name: 'Test Source', type: 'local', source_url: `file://${dir}` });
    const bad = await post(app, '/api/core/data-sources/', { name: 'Missing', type: 'local', source_url: join(dir, 'missing') });
    expect(good.status.value).toBe('new');
    // the worker starts a job as soon as it is committed: repeat so that a read after the commit would be caught
    for (let round = 0; round < 5; round++) {
      for (const [source, outcome] of [
        [good, 'completed'],
        [bad, 'failed'],
      ] as const) {
        const res = await app.inject('POST', `/api/core/data-sources/${source.id}/sync/`);
        expect(res.status).toBe(200);
        expect({ round, name: source.name, status: res.body.status }).toEqual({
          round,
          name: source.name,
          status: { value: 'queued', label: 'Queued' },
        });
        // SyncDataSourceJobTestCase.test_run_marks_datasource_failed_and_reraises_on_sync_error: a failed sync marks the source failed
        expect(await settled(source.id)).toBe(outcome);
      }
    }
  });
});
