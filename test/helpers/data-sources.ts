import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestApp } from './app';

type Json = Record<string, any>;

/** Runs a data source's sync job and waits for it; the source's files, by path. */
export async function syncSource(app: TestApp, source: Json): Promise<Json[]> {
  const res = await app.inject('POST', `/api/core/data-sources/${source.id}/sync/`);
  if (res.status !== 200) throw new Error(`sync: ${res.status} ${res.text}`);
  for (let i = 0; i < 400; i++) {
    const job = (await app.inject('GET', `/api/core/jobs/?object_type=core.datasource&object_id=${source.id}&ordering=-id&limit=1`)).body.results[0];
    if (job && ['completed', 'errored'].includes(job.status.value)) {
      if (job.status.value !== 'completed') throw new Error(`sync job: ${job.error}`);
      return (await app.inject('GET', `/api/core/data-files/?source_id=${source.id}&ordering=path`)).body.results;
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error('the sync job did not end');
}

/** A local data source holding these files (path → content), synced: its files by path. */
export async function dataFilesOf(app: TestApp, name: string, files: Record<string, string>): Promise<Record<string, Json>> {
  const root = mkdtempSync(join(tmpdir(), 'data-source-'));
  for (const [path, content] of Object.entries(files)) writeFileSync(join(root, path), content);
  const res = await app.inject('POST', '/api/core/data-sources/', { body: { name, type: 'local', source_url: root } });
  if (res.status !== 201) throw new Error(`data source: ${res.status} ${res.text}`);
  return Object.fromEntries((await syncSource(app, res.body)).map((f) => [f.path, f]));
}

/** The core_objecttype id of `app.model`. */
export async function objectTypeId(app: TestApp, type: string): Promise<number> {
  const [appLabel, model] = type.split('.');
  const res = await app.inject('GET', `/api/core/object-types/?app_label=${appLabel}&model=${model}`);
  return res.body.results[0].id as number;
}
