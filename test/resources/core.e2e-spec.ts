import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { objectChanges } from '../../src/changelog/changelog.resources';
import { dataFiles, dataSources } from '../../src/coreapp/data/data.resources';
import { jobs } from '../../src/coreapp/jobs/jobs.resource';
import { objectTypes } from '../../src/coreapp/object-types/object-types.resource';
import { ResourceRegistry } from '../../src/core/model/define-resource';
import { deviceBasics, make } from '../helpers/dcim';
import { member } from '../helpers/users';
import { everyResourceCovered, resourceSuite, ResourceSpec, SeededSpec, seededSuite, useApp } from './resource-suite';

type Json = Record<string, any>;

/** Runs a data source's sync job and waits for it to end; its files. */
async function synced(app: Parameters<SeededSpec['seed']>[0], source: Json): Promise<Json[]> {
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

/**
 * The generic suites for the core app: data sources; the change log (docs/models.md §6.5), object types,
 * jobs and data files, which the API does not write.
 */
describe('core resources', () => {
  const handle = useApp();
  const dir = mkdtempSync(join(tmpdir(), 'core-suite-'));

  const specs: ResourceSpec[] = [
    {
      resource: dataSources,
      create: () => [
        { name: 'Configs', type: 'local', source_url: `file://${dir}`, description: 'templates', ignore_rules: '*.bak\n.git', comments: 'c' },
        { name: 'Contexts', type: 'local', source_url: dir, enabled: false, sync_interval: 1440 },
        { name: 'Other', type: 'local', source_url: `file://${join(dir, 'sub')}`, sync_interval: 60, parameters: {} },
      ],
      patch: () => ({ name: 'Contexts (EU)', enabled: true, sync_interval: 10080 }),
      // A is synced, so it has a last_synced (and a status of its own)
      dependants: async (app, _ctx, [a]) => synced(app, a),
      filterCases: () => [
        { filter: 'sync_interval__lt', value: 720, expect: [2] },
        { filter: 'sync_interval__gt', value: 720, expect: [1] },
      ],
    },
  ];

  const seeded: SeededSpec[] = [
    {
      resource: objectChanges,
      why: 'records every write leaves; test/changelog/ covers their content',
      prerequisites: async (app) => {
        const { site, deviceType, role } = await deviceBasics(app, 'OC');
        return {
          site,
          device: await make.device(app, { name: 'oc-device', site: site.id, device_type: deviceType.id, role: role.id }),
          tenant: await make.tenant(app, 'OC Tenant'),
          editor: await member(app, 'oc-editor', [{ object_types: ['dcim.site'], actions: ['view', 'change'] }]),
          siteType: (await app.inject('GET', '/api/core/object-types/?app_label=dcim&model=site')).body.results[0].id,
        };
      },
      // A: the superuser creates an interface (related to its device) with a message; B: another user
      // changes a site; C: the superuser deletes a tenant
      seed: async (app, { site, device, tenant, editor }) => {
        const created = await app.inject('POST', '/api/dcim/interfaces/', {
          body: { device: device.id, name: 'oc-eth0', type: '1000base-t', changelog_message: 'cabling day' },
        });
        const changed = await app.inject('PATCH', `/api/dcim/sites/${site.id}/`, { token: editor.token, body: { description: 'moved' } });
        const deleted = await app.inject('DELETE', `/api/tenancy/tenants/${tenant.id}/`);
        if (created.status !== 201 || changed.status !== 200 || deleted.status !== 204) throw new Error('the writes to record failed');
        const record = async (query: string) => {
          const res = await app.inject('GET', `${objectChanges.listPath}?${query}`);
          if (res.body?.count !== 1) throw new Error(`one change record for ${query}: ${res.text}`);
          return res.body.results[0] as Json;
        };
        return [
          await record(`changed_object_type=dcim.interface&changed_object_id=${created.body.id}`),
          await record(`changed_object_type=dcim.site&changed_object_id=${site.id}&action=update`),
          await record(`changed_object_type=tenancy.tenant&changed_object_id=${tenant.id}&action=delete`),
        ];
      },
      filterCases: ({ ctx, objects: [a, b, c] }) => [
        { filter: 'changed_object_type_id', value: ctx.siteType, expect: [1] },
        { filter: 'changed_object_type_id', value: 0, expect: [] },
        { filter: 'time_after', value: b.time, expect: [1, 2] },
        { filter: 'time_after', value: c.time, expect: [2] },
        { filter: 'time_before', value: a.time, expect: [0] }, // the bound itself is included, to the microsecond
        { filter: 'time_before', value: b.time, expect: [0, 1] },
      ],
    },
  ];

  seeded.push(...coreRecords(dir));
  everyResourceCovered(handle, 'core', [...specs, ...seeded]);

  it('every app with resources has its resource suite file here (which checks that each of its resources has a spec)', () => {
    void handle.app; // every app's resources are registered once the app has started
    const files = readdirSync(__dirname)
      .filter((f) => f.endsWith('.e2e-spec.ts'))
      .map((f) => f.replace('.e2e-spec.ts', ''));
    const apps = [...new Set(ResourceRegistry.all().map((r) => r.app))].sort();
    expect(apps.filter((app) => !files.includes(app))).toEqual([]);
  });
  for (const spec of specs) resourceSuite(handle, spec);
  for (const spec of seeded) seededSuite(handle, spec);
});

/** Object types, jobs and data files: jobs are three sources' syncs, data files one source's three files. */
function coreRecords(dir: string): SeededSpec[] {
  return [
    {
      resource: objectTypes,
      why: 'one per declared model, written at start',
      seed: async (app) => {
        const one = async (q: string) => (await app.inject('GET', `/api/core/object-types/?${q}`)).body.results[0] as Json;
        return [await one('app_label=dcim&model=site'), await one('app_label=extras&model=configtemplate'), await one('app_label=users&model=owner')];
      },
      filterCases: () => [
        { filter: 'features', value: 'journaling', expect: [0] },
        { filter: 'features', value: 'synced_data', expect: [1] },
        { filter: 'features', value: 'bookmarks', expect: [0, 2] },
      ],
    },
    {
      resource: dataFiles,
      why: 'written by a data source’s sync job; test/coreapp/core.e2e-spec.ts covers syncing',
      seed: async (app) => {
        const root = mkdtempSync(join(dir, 'files-'));
        writeFileSync(join(root, 'a.txt'), 'one');
        writeFileSync(join(root, 'b.json'), '{"two": 2}');
        writeFileSync(join(root, 'c.yaml'), 'three: 3\n');
        const res = await app.inject('POST', '/api/core/data-sources/', { body: { name: 'Seed Files', type: 'local', source_url: root } });
        if (res.status !== 201) throw new Error(`data source: ${res.status} ${res.text}`);
        const files = await synced(app, res.body);
        // one sync writes all three at once: their created (not shown, but filtered) is set a day apart
        await app.server.db.query(
          `UPDATE core_datafile SET created = '2021-01-01T00:00:00Z'::timestamptz + (array_position($1::bigint[], id) - 1) * interval '1 day' WHERE id = ANY($1::bigint[])`,
          [files.map((f) => f.id)],
        );
        return files;
      },
      filterCases: () => [
        { filter: 'created', value: '2021-01-02T00:00:00Z', expect: [1] },
        { filter: 'created__n', value: '2021-01-02T00:00:00Z', expect: [0, 2] },
        { filter: 'created__lt', value: '2021-01-02T00:00:00Z', expect: [0] },
        { filter: 'created__lte', value: '2021-01-02T00:00:00Z', expect: [0, 1] },
        { filter: 'created__gt', value: '2021-01-02T00:00:00Z', expect: [2] },
        { filter: 'created__gte', value: '2021-01-02T00:00:00Z', expect: [1, 2] },
        { filter: 'created__empty', value: true, expect: [] },
        { filter: 'created__empty', value: false, expect: [0, 1, 2] },
      ],
    },
    {
      resource: jobs,
      why: 'run by the job worker; test/coreapp/core.e2e-spec.ts covers sync jobs',
      prerequisites: async (app) => ({
        sourceType: (await app.inject('GET', '/api/core/object-types/?app_label=core&model=datasource')).body.results[0].id,
      }),
      seed: async (app) => {
        const made: Json[] = [];
        for (const name of ['Alpha', 'Beta', 'Gamma']) {
          const res = await app.inject('POST', '/api/core/data-sources/', {
            body: { name: `Job ${name}`, type: 'local', source_url: mkdtempSync(join(dir, `${name}-`)) },
          });
          if (res.status !== 201) throw new Error(`data source: ${res.status} ${res.text}`);
          made.push(res.body);
          await synced(app, res.body);
        }
        const list = `/api/core/jobs/?object_type=core.datasource&${made.map((s) => `object_id=${s.id}`).join('&')}&ordering=id`;
        const ids = (await app.inject('GET', list)).body.results.map((j: Json) => j.id);
        // nothing here schedules a recurring job yet: A and B are given what one carries (C has neither)
        await app.server.db.query(
          `UPDATE core_job SET scheduled = created, interval = CASE id WHEN $1 THEN 60 ELSE 1440 END WHERE id = ANY($2::bigint[])`,
          [ids[0], ids.slice(0, 2)],
        );
        return (await app.inject('GET', list)).body.results;
      },
      filterCases: ({ ctx, objects: [a, b, c] }) => [
        { filter: 'object_type_id', value: ctx.sourceType, expect: [0, 1, 2] },
        { filter: 'object_type_id', value: 0, expect: [] },
        { filter: 'created', value: b.created, expect: [1] },
        { filter: 'created__before', value: b.created, expect: [0, 1] },
        { filter: 'created__after', value: b.created, expect: [1, 2] },
        { filter: 'started', value: c.started, expect: [2] },
        { filter: 'started__before', value: a.started, expect: [0] },
        { filter: 'started__after', value: c.started, expect: [2] },
        { filter: 'completed', value: a.completed, expect: [0] },
        { filter: 'completed__before', value: b.completed, expect: [0, 1] },
        { filter: 'completed__after', value: b.completed, expect: [1, 2] },
        { filter: 'scheduled', value: a.scheduled, expect: [0] },
        { filter: 'scheduled__before', value: a.scheduled, expect: [0] },
        { filter: 'scheduled__after', value: b.scheduled, expect: [1] },
        { filter: 'interval', value: 60, expect: [0] },
        { filter: 'interval__gte', value: 60, expect: [0, 1] },
        { filter: 'interval__gt', value: 60, expect: [1] },
        { filter: 'interval__lte', value: 1440, expect: [0, 1] },
        { filter: 'interval__lt', value: 1440, expect: [0] },
      ],
    },
  ];
}
