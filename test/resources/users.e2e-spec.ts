import { ownerGroups, owners } from '../../src/users/owners/owners.resources';
import { groups, objectPermissions, tokens, users } from '../../src/users/users.resources';
import { post } from '../helpers/dcim';
import { everyResourceCovered, resourceSuite, ResourceSpec, useApp } from './resource-suite';

/** The generic resource suite for the users app (reference models.md §7.1–§7.4). */
describe('users resources', () => {
  const handle = useApp();
  const future = new Date(Date.now() + 30 * 24 * 3600 * 1000).toISOString();

  const specs: ResourceSpec[] = [
    {
      resource: users,
      create: () => [
        { username: 'alice', password: 'Alice-Passw0rd-long', first_name: 'Alice', last_name: 'Liddell', email: 'alice@example.com' },
        { username: 'bob', password: 'BobPassword1234' },
        { username: 'carol.c', password: 'C4rolPassword!x', is_active: false },
      ],
      patch: () => ({ username: 'bob2', email: 'bob@example.com', is_active: false }),
      textField: 'last_name',
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
    },
    {
      resource: objectPermissions,
      prerequisites: async (app) => ({
        user: await post(app, '/api/users/users/', { username: 'permitted', password: 'Permitted-Passw0rd' }),
        group: await post(app, '/api/users/groups/', { name: 'permission-suite group' }),
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
        { name: 'Own tokens', enabled: false, object_types: ['users.token'], actions: ['view', 'grant'], constraints: [{ user: '$user' }, { description__in: ['shared'] }] },
      ],
      patch: ({ user }) => ({ enabled: false, actions: ['view'], constraints: null, users: [user.id] }),
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
