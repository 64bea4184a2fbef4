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
      prerequisites: async (app) => {
        const parent = await post(app, '/api/tenancy/contact-groups/', { name: 'CG Parent', slug: 'cg-parent' });
        return {
          parent,
          child: await post(app, '/api/tenancy/contact-groups/', { name: 'CG Child', slug: 'cg-child', parent: parent.id }),
          tag: await make.tag(app, 'CG Tag'),
        };
      },
      // A lies two levels down (CG Parent › CG Child › CG One), so `ancestor` is checked below a direct parent
      create: ({ parent, child, tag }) => [
        { name: 'CG One', slug: 'cg-one', parent: child.id, description: 'first', comments: 'c', tags: [tag.id] },
        { name: 'CG Two', slug: 'cg-two' },
        { name: 'CG Three', slug: 'cg-three', parent: parent.id },
      ],
      patch: ({ parent }) => ({ name: 'CG Two Renamed', parent: parent.id, comments: 'patched' }),
      // a contact in A and C, another in B and in A's child group: `contact_id` is the groups a contact is directly in
      dependants: async (app, _ctx, [a, b, c]) => {
        const one = await post(app, '/api/tenancy/contacts/', { name: 'CG Member 1', groups: [a.id, c.id] });
        const below = await post(app, '/api/tenancy/contact-groups/', { name: 'CG Below One', slug: 'cg-below-one', parent: a.id });
        const two = await post(app, '/api/tenancy/contacts/', { name: 'CG Member 2', groups: [b.id, below.id] });
        return { one, two };
      },
      filterCases: ({ dependants: { one, two } }) => [
        { filter: 'contact_id', value: one.id, expect: [0, 2] },
        { filter: 'contact_id', value: two.id, expect: [1] },
        { filter: 'contact_id', value: [one.id, two.id], expect: [0, 1, 2] },
      ],
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
        const siteType = (await app.inject('GET', '/api/core/object-types/?app_label=dcim&model=site')).body.results[0].id;
        return {
          c1,
          c2,
          r1,
          r2,
          site: await make.site(app, 'CA Site'),
          tenant: await make.tenant(app, 'CA Tenant'),
          tag: await make.tag(app, 'CA Tag'),
          siteType,
        };
      },
      create: ({ c1, c2, r1, r2, site, tenant, tag }) => [
        { object_type: 'dcim.site', object_id: site.id, contact: c1.id, role: r1.id, priority: 'primary', tags: [tag.id] },
        { object_type: 'dcim.site', object_id: site.id, contact: c2.id, role: r1.id },
        { object_type: 'tenancy.tenant', object_id: tenant.id, contact: c1.id, role: r2.id, priority: 'tertiary' },
      ],
      patch: ({ r2 }) => ({ role: r2.id, priority: 'secondary' }),
      // A's and C's contact is in a group below another, B's in a group of its own
      dependants: async (app, { c1, c2 }) => {
        const top = await post(app, '/api/tenancy/contact-groups/', { name: 'CA Top', slug: 'ca-top' });
        const group = await post(app, '/api/tenancy/contact-groups/', { name: 'CA Group', slug: 'ca-group', parent: top.id });
        const other = await post(app, '/api/tenancy/contact-groups/', { name: 'CA Other', slug: 'ca-other' });
        for (const [contact, groups] of [
          [c1, [group.id]],
          [c2, [other.id]],
        ] as const) {
          const res = await app.inject('PATCH', `/api/tenancy/contacts/${contact.id}/`, { body: { groups } });
          if (res.status !== 200) throw new Error(`PATCH contact: ${res.status} ${res.text}`);
        }
        return { top, group, other };
      },
      filterCases: ({ ctx, dependants: { top, group, other } }) => [
        { filter: 'group_id', value: top.id, expect: [0, 2] },
        { filter: 'group_id', value: group.id, expect: [0, 2] },
        { filter: 'group_id', value: [group.id, other.id], expect: [0, 1, 2] },
        { filter: 'group_id', value: other.id, expect: [1] },
        { filter: 'group', value: 'ca-top', expect: [0, 2] },
        { filter: 'group', value: 'ca-other', expect: [1] },
        // the contact's name or the role's name, in any case
        { filter: 'q', value: 'contact 2', expect: [1] },
        { filter: 'q', value: 'ca role 2', expect: [2] },
        { filter: 'q', value: 'CA Role', expect: [0, 1, 2] },
        { filter: 'q', value: 'no-such-text-zq', expect: [] },
        { filter: 'object_type_id', value: ctx.siteType, expect: [0, 1] },
        { filter: 'object_type_id', value: 0, expect: [] },
      ],
    },
  ];

  everyResourceCovered(handle, 'tenancy', specs);
  for (const spec of specs) resourceSuite(handle, spec);
});
