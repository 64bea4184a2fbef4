import { contactAssignments, contactGroups, contactRoles, contacts, tenantGroups, tenants } from '../../src/tenancy/tenancy.resources';
import { make, post } from '../helpers/dcim';
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
    {
      resource: contactGroups,
      prerequisites: async (app) => ({
        parent: await post(app, '/api/tenancy/contact-groups/', { name: 'CG Parent', slug: 'cg-parent' }),
        tag: await make.tag(app, 'CG Tag'),
      }),
      create: ({ parent, tag }) => [
        { name: 'CG One', slug: 'cg-one', parent: parent.id, description: 'first', comments: 'c', tags: [tag.id] },
        { name: 'CG Two', slug: 'cg-two' },
        { name: 'CG Three', slug: 'cg-three', parent: parent.id },
      ],
      patch: ({ parent }) => ({ name: 'CG Two Renamed', parent: parent.id, comments: 'patched' }),
    },
    {
      resource: contactRoles,
      prerequisites: async (app) => ({ tag: await make.tag(app, 'CR Tag') }),
      create: ({ tag }) => [
        { name: 'CR One', slug: 'cr-one', description: 'first', comments: 'c', tags: [tag.id] },
        { name: 'CR Two', slug: 'cr-two' },
        { name: 'CR Three', slug: 'cr-three' },
      ],
      patch: () => ({ name: 'CR Two Renamed', slug: 'cr-two-renamed' }),
    },
    {
      resource: contacts,
      prerequisites: async (app) => ({
        g1: await post(app, '/api/tenancy/contact-groups/', { name: 'C Group 1', slug: 'c-group-1' }),
        g2: await post(app, '/api/tenancy/contact-groups/', { name: 'C Group 2', slug: 'c-group-2' }),
        tag: await make.tag(app, 'C Tag'),
      }),
      create: ({ g1, g2, tag }) => [
        {
          name: 'C One',
          groups: [g1.id, g2.id],
          title: 'Engineer',
          phone: '+1 555 0100',
          email: 'one@example.com',
          address: '1 Main St',
          link: 'https://example.com/one',
          description: 'first',
          comments: 'c',
          tags: [tag.id],
        },
        { name: 'C Two' },
        { name: 'C Three', groups: [g2.id] },
      ],
      patch: ({ g1 }) => ({ name: 'C Two Renamed', groups: [g1.id], email: 'two@example.com' }),
    },
    {
      resource: contactAssignments,
      textField: 'priority',
      textValues: () => ['tertiary', 'inactive'],
      prerequisites: async (app) => {
        const [c1, c2] = await post<any[]>(app, '/api/tenancy/contacts/', [{ name: 'CA Contact 1' }, { name: 'CA Contact 2' }]);
        const [r1, r2] = await post<any[]>(app, '/api/tenancy/contact-roles/', [
          { name: 'CA Role 1', slug: 'ca-role-1' },
          { name: 'CA Role 2', slug: 'ca-role-2' },
        ]);
        return { c1, c2, r1, r2, site: await make.site(app, 'CA Site'), tenant: await make.tenant(app, 'CA Tenant'), tag: await make.tag(app, 'CA Tag') };
      },
      create: ({ c1, c2, r1, r2, site, tenant, tag }) => [
        { object_type: 'dcim.site', object_id: site.id, contact: c1.id, role: r1.id, priority: 'primary', tags: [tag.id] },
        { object_type: 'dcim.site', object_id: site.id, contact: c2.id, role: r1.id },
        { object_type: 'tenancy.tenant', object_id: tenant.id, contact: c1.id, role: r2.id, priority: 'tertiary' },
      ],
      patch: ({ r2 }) => ({ role: r2.id, priority: 'secondary' }),
    },
  ];

  everyResourceCovered(handle, 'tenancy', specs);
  for (const spec of specs) resourceSuite(handle, spec);
});
