import { tenantGroups, tenants } from '../../src/tenancy/tenancy.resources';
import { make } from '../helpers/dcim';
import { everyResourceCovered, resourceSuite, ResourceSpec, useApp } from './resource-suite';

/** The generic resource suite for the tenancy app (docs/models.md §4). */
describe('tenancy resources', () => {
  const handle = useApp();

  const specs: ResourceSpec[] = [
    {
      resource: tenantGroups,
      prerequisites: async (app) => ({
        parent: await make.tenantGroup(app, 'TG Parent'),
        tag: await make.tag(app, 'TG Tag'),
      }),
      create: ({ parent, tag }) => [
        { name: 'TG One', slug: 'tg-one', parent: parent.id, description: 'first', comments: 'c', tags: [tag.id] },
        { name: 'TG Two', slug: 'tg-two' },
        { name: 'TG Three', slug: 'tg-three', parent: parent.id },
      ],
      patch: () => ({ name: 'TG Two Renamed', parent: null, comments: 'patched' }),
    },
    {
      resource: tenants,
      prerequisites: async (app) => ({
        group: await make.tenantGroup(app, 'T Group'),
        tag: await make.tag(app, 'T Tag'),
      }),
      create: ({ group, tag }) => [
        { name: 'T One', slug: 't-one', group: group.id, description: 'first', comments: 'x', tags: [tag.id] },
        { name: 'T Two', slug: 't-two' },
        { name: 'T Three', slug: 't-three', group: group.id },
      ],
      patch: ({ group }) => ({ name: 'T Two Renamed', slug: 't-two-renamed', group: group.id }),
    },
  ];

  everyResourceCovered(handle, 'tenancy', specs);
  for (const spec of specs) resourceSuite(handle, spec);
});
