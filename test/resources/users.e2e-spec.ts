import { ownerGroups, owners } from '../../src/users/owners/owners.resources';
import { groups, objectPermissions, tokens, users } from '../../src/users/users.resources';
import { post } from '../helpers/dcim';
import { everyResourceCovered, resourceSuite, ResourceSpec, useApp } from './resource-suite';

/** The generic resource suite for the users app (docs/models.md §7.1–§7.4). */
describe('users resources', () => {
  const handle = useApp();
  const future = new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString();

  const specs: ResourceSpec[] = [
    {
      resource: users,
      prerequisites: async (app) => ({
        group: await post(app, '/api/users/groups/', { name: 'user-suite group' }),
        other: await post(app, '/api/users/groups/', { name: 'user-suite other' }),
        permission: await post(app, '/api/users/permissions/', { name: 'user-suite view', object_types: ['dcim.site'], actions: ['view'] }),
      }),
      create: ({ group, other, permission }) => [
        {
          username: 'alice',
          password: 'Alice-Passw0rd-long',
          first_name: 'Alice',
          last_name: 'Liddell',
          email: 'alice@example.com',
          groups: [group.id, other.id],
          permissions: [permission.id],
        },
        { username: 'bob', password: 'BobPassword1234', groups: [other.id] },
        { username: 'carol.c', password: 'C4rolPassword!x', is_active: false },
      ],
      patch: () => ({ username: 'bob2', email: 'bob@example.com', is_active: false }),
      textField: 'last_name',
      // alice logs in (provisions a token), so she has a last_login; A is in a notification group, B owns
      dependants: async (app, _ctx, [a, b]) => {
        await post(app, '/api/users/tokens/provision/', { username: 'alice', password: 'Alice-Passw0rd-long' });
        return {
          noc: await post(app, '/api/extras/notification-groups/', { name: 'user-suite NOC', users: [a.id] }),
          owner: await post(app, '/api/users/owners/', { name: 'user-suite owner', group: null, users: [b.id] }),
        };
      },
      filterCases: ({ dependants: { noc, owner } }) => [
        { filter: 'notification_group_id', value: noc.id, expect: [0] },
        { filter: 'owner_id', value: owner.id, expect: [1] },
        { filter: 'owner', value: 'user-suite owner', expect: [1] },
      ],
    },
    {
      resource: tokens,
      prerequisites: async (app) => ({
        user: await post(app, '/api/users/users/', { username: 'token-owner', password: 'Token0wnerPassword' }),
      }),
      create: ({ user }) => [
        { user: user.id, description: 'first', write_enabled: false, expires: future, allowed_ips: ['10.0.0.0/8', '2001:db8::/32'] },
        { user: user.id },
        { user: user.id, version: 1, enabled: false },
      ],
      patch: () => ({ description: 'patched', enabled: false, write_enabled: false, expires: null }),
      shownOnlyOnCreate: ['token'],
      // a pepper is a v2 token's (C, a v1 token, is kept as a digest under one all the same)
      filterValues: { pepper_id: (o) => (o.version === 2 ? o.pepper_id : null) },
      // B authenticates a request, so it has a last_used
      dependants: async (app, _ctx, _objects, [, b]) => {
        const res = await app.inject('GET', '/api/users/tokens/', { token: `Bearer nbt_${b.key}.${b.token}` });
        if (res.status !== 200) throw new Error(`token B: ${res.status} ${res.text}`);
      },
    },
    {
      resource: groups,
      prerequisites: async (app) => ({
        permission: await post(app, '/api/users/permissions/', { name: 'group-suite view', object_types: ['dcim.site'], actions: ['view'] }),
      }),
      create: ({ permission }) => [
        { name: 'Operators', description: 'run the network', permissions: [permission.id] },
        { name: 'Auditors' },
        { name: 'Planners', permissions: [] },
      ],
      patch: ({ permission }) => ({ name: 'Auditors (external)', permissions: [permission.id] }),
      // a member of A; B in a notification group; C owns
      dependants: async (app, _ctx, [a, b, c]) => ({
        member: await post(app, '/api/users/users/', { username: 'group-member', password: 'Group-Member-Passw0rd', groups: [a.id] }),
        noc: await post(app, '/api/extras/notification-groups/', { name: 'group-suite NOC', groups: [b.id] }),
        owner: await post(app, '/api/users/owners/', { name: 'group-suite owner', group: null, user_groups: [c.id] }),
      }),
      filterCases: ({ dependants: { member, noc, owner } }) => [
        { filter: 'user_id', value: member.id, expect: [0] },
        { filter: 'user_id', value: 2147483000, expect: [] },
        { filter: 'notification_group_id', value: noc.id, expect: [1] },
        { filter: 'owner_id', value: owner.id, expect: [2] },
        { filter: 'owner', value: 'group-suite owner', expect: [2] },
      ],
    },
    {
      resource: objectPermissions,
      prerequisites: async (app) => ({
        user: await post(app, '/api/users/users/', { username: 'permitted', password: 'Permitted-Passw0rd' }),
        group: await post(app, '/api/users/groups/', { name: 'permission-suite group' }),
        deviceType: (await app.inject('GET', '/api/core/object-types/?app_label=dcim&model=device')).body.results[0].id,
      }),
      create: ({ user, group }) => [
        {
          name: 'Racks and devices in Europe',
          description: 'view and change',
          object_types: ['dcim.rack', 'dcim.device'],
          actions: ['view', 'change'],
          constraints: { site__region__slug: 'europe' },
          users: [user.id],
          groups: [group.id],
        },
        { name: 'Everything on tenants', object_types: ['tenancy.tenant'], actions: ['view', 'add', 'change', 'delete'] },
        {
          name: 'Own tokens',
          enabled: false,
          object_types: ['users.token'],
          actions: ['view', 'grant'],
          constraints: [{ user: '$user' }, { description__in: ['shared'] }],
        },
      ],
      patch: ({ user }) => ({ enabled: false, actions: ['view'], constraints: null, users: [user.id] }),
      filterCases: ({ ctx }) => [
        { filter: 'object_type_id', value: ctx.deviceType, expect: [0] },
        { filter: 'object_types', value: ctx.deviceType, expect: [0] },
        { filter: 'object_type_id', value: 0, expect: [] },
        { filter: 'object_type', value: 'dcim.device', expect: [0] },
        { filter: 'object_type', value: ['tenancy.tenant', 'USERS.TOKEN'], expect: [1, 2] },
        { filter: 'object_type', value: 'ipam.vlan', expect: [] },
        { filter: 'can_view', value: true, expect: [0, 1, 2] },
        { filter: 'can_view', value: false, expect: [] },
        { filter: 'can_add', value: true, expect: [1] },
        { filter: 'can_add', value: false, expect: [0, 2] },
        { filter: 'can_change', value: true, expect: [0, 1] },
        { filter: 'can_delete', value: true, expect: [1] },
      ],
    },
    {
      resource: ownerGroups,
      create: () => [{ name: 'Network team', description: 'routers and switches' }, { name: 'Server team' }, { name: 'Facilities', description: '' }],
      patch: () => ({ name: 'Server team (EU)', description: 'moved' }),
    },
    {
      resource: owners,
      prerequisites: async (app) => ({
        group: await post(app, '/api/users/owner-groups/', { name: 'owner-suite group' }),
        user: await post(app, '/api/users/users/', { username: 'owner-member', password: 'Owner-Member-Passw0rd' }),
        userGroup: await post(app, '/api/users/groups/', { name: 'owner-suite user group' }),
      }),
      create: ({ group, user, userGroup }) => [
        { name: 'NOC', group: group.id, description: 'network operations', users: [user.id], user_groups: [userGroup.id] },
        { name: 'DC ops', group: null },
        { name: 'Security', group: group.id, users: [] },
      ],
      patch: ({ user }) => ({ name: 'DC operations', users: [user.id] }),
    },
  ];

  everyResourceCovered(handle, 'users', specs);
  for (const spec of specs) resourceSuite(handle, spec);
});
