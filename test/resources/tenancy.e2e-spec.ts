import { tenantGroups, tenants } from '../../src/tenancy/tenancy.resources';
import { make } from '../helpers/dcim';
import { everyResourceCovered, resourceSuite, ResourceSpec, useApp } from './resource-suite';

/** The generic resource suite for the tenancy app (docs/models.md §4). */
describe('tenancy resources', () => {
  const handle = useApp();

  const specs: ResourceSpec[] = [
    {
      resource: tenantGroups,
      prerequisites: async (app) => {
        const parent = await make.tenantGroup(app, 'TG Parent');
        return { parent, child: await make.tenantGroup(app, 'TG Child', { parent: parent.id }), tag: await make.tag(app, 'TG Tag') };
      },
      // A lies two levels down (TG Parent › TG Child › TG One), so `ancestor` is checked below a direct parent
      create: ({ parent, child, tag }) => [
        { name: 'TG One', slug: 'tg-one', parent: child.id, description: 'first', comments: 'c', tags: [tag.id] },
        { name: 'TG Two', slug: 'tg-two' },
        { name: 'TG Three', slug: 'tg-three', parent: parent.id },
      ],
      patch: () => ({ name: 'TG Two Renamed', parent: null, comments: 'patched' }),
    },
    {
      resource: tenants,
      prerequisites: async (app) => {
        const parent = await make.tenantGroup(app, 'T Parent Group');
        return { parent, group: await make.tenantGroup(app, 'T Group', { parent: parent.id }), tag: await make.tag(app, 'T Tag') };
      },
      // A's group lies below another, so `group_id` of the parent finds A too; C is directly in the parent
      create: ({ parent, group, tag }) => [
        { name: 'T One', slug: 't-one', group: group.id, description: 'first', comments: 'x', tags: [tag.id] },
        { name: 'T Two', slug: 't-two' },
        { name: 'T Three', slug: 't-three', group: parent.id },
      ],
      patch: ({ group }) => ({ name: 'T Two Renamed', slug: 't-two-renamed', group: group.id }),
    },
  ];

  everyResourceCovered(handle, 'tenancy', specs);
  for (const spec of specs) resourceSuite(handle, spec);
});
