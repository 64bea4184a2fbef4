import { readdirSync } from 'node:fs';
import { objectChanges } from '../../src/changelog/changelog.resources';
import { ResourceRegistry } from '../../src/core/model/define-resource';
import { deviceBasics, make } from '../helpers/dcim';
import { member } from '../helpers/users';
import { everyResourceCovered, SeededSpec, seededSuite, useApp } from './resource-suite';

type Json = Record<string, any>;

/** The generic filter and statement suite for the core app: the change log (docs/models.md §6.5). */
describe('core resources', () => {
  const handle = useApp();

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
      filterCases: ({ objects: [a, b, c] }) => [
        { filter: 'time_after', value: b.time, expect: [1, 2] },
        { filter: 'time_after', value: c.time, expect: [2] },
        { filter: 'time_before', value: a.time, expect: [0] }, // the bound itself is included, to the microsecond
        { filter: 'time_before', value: b.time, expect: [0, 1] },
      ],
    },
  ];

  everyResourceCovered(handle, 'core', seeded);

  it('every app with resources has its resource suite file here (which checks that each of its resources has a spec)', () => {
    void handle.app; // every app's resources are registered once the app has started
    const files = readdirSync(__dirname).filter((f) => f.endsWith('.e2e-spec.ts')).map((f) => f.replace('.e2e-spec.ts', ''));
    const apps = [...new Set(ResourceRegistry.all().map((r) => r.app))].sort();
    expect(apps.filter((app) => !files.includes(app))).toEqual([]);
  });
  for (const spec of seeded) seededSuite(handle, spec);
});
