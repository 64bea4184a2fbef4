import { bookmarks } from '../../src/extras/bookmarks/bookmarks.resource';
import { configContextProfiles, configContexts } from '../../src/extras/config-contexts';
import { configTemplates } from '../../src/extras/config-templates/config-templates.resource';
import { customLinks } from '../../src/extras/custom-links/custom-links.resource';
import { exportTemplates } from '../../src/extras/export-templates/export-templates.resource';
import { journalEntries } from '../../src/extras/journal/journal.resource';
import { notificationGroups, notifications, subscriptions } from '../../src/extras/notifications/notifications.resources';
import { savedFilters } from '../../src/extras/saved-filters/saved-filters.resource';
import { tableConfigs } from '../../src/extras/table-configs/table-configs.resource';
import { taggedObjects } from '../../src/extras/tagged-objects.resource';
import { activeCriteria } from '../../src/extras/config-contexts/criteria';
import { customFieldChoiceSets, customFields } from '../../src/extras/custom-fields/resources';
import { tags } from '../../src/extras/extras.resources';
import { imageAttachments } from '../../src/extras/image-attachments/image-attachments.resource';
import { eventRules } from '../../src/events/event-rules.resources';
import { webhookDeliveries, webhooks } from '../../src/webhooks/webhooks.resources';
import { deviceBasics, make, nested, post } from '../helpers/dcim';
import { startReceiver, eventually } from '../helpers/receiver';
import { Part, png, sendMultipart } from '../helpers/uploads';
import { dataFilesOf, objectTypeId } from '../helpers/data-sources';
import { makeV } from '../helpers/circuits-virtualization';
import { everyResourceCovered, resourceSuite, ResourceSpec, SeededSpec, seededSuite, useApp } from './resource-suite';

type Json = Record<string, any>;

/** The generic resource suite for the extras app (docs/models.md §6.1, §6.2). */
describe('extras resources', () => {
  // a failed delivery is retried only an hour later, so the deliveries the filters read stay as they are
  const handle = useApp({ WEBHOOK_MAX_ATTEMPTS: '2', WEBHOOK_BACKOFF_MS: '3600000' });

  const specs: ResourceSpec[] = [
    {
      resource: tags,
      create: () => [
        { name: 'Tag One', slug: 'tag-one', color: 'ff0000', weight: 10, description: 'red', object_types: ['dcim.site', 'dcim.device'] },
        { name: 'Tag Two', slug: 'tag-two' },
        { name: 'Tag Three', slug: 'tag-three', color: '00ff00', object_types: [] },
      ],
      patch: () => ({ name: 'Tag Two Renamed', color: 'aa00aa', weight: 5, object_types: ['tenancy.tenant'] }),
      prerequisites: async (app) => ({ site: await objectTypeId(app, 'dcim.site'), tenant: await objectTypeId(app, 'tenancy.tenant') }),
      // A is on a site, B on a tenant
      dependants: async (app, _ctx, [a, b]) => {
        await make.site(app, 'Tag Suite Site', { tags: [a.id] });
        await make.tenant(app, 'Tag Suite Tenant', { tags: [b.id] });
      },
      filterCases: ({ ctx }) => [
        { filter: 'content_type', value: 'dcim.site', expect: [0] },
        { filter: 'content_type', value: ['TENANCY.TENANT', 'dcim.site'], expect: [0, 1] },
        { filter: 'content_type', value: 'ipam.vlan', expect: [] },
        { filter: 'content_type_id', value: ctx.tenant, expect: [1] },
        { filter: 'content_type_id', value: 0, expect: [] },
        // tags for sites: A names them, B and C name no type at all
        { filter: 'for_object_type_id', value: ctx.site, expect: [0, 1, 2] },
        { filter: 'for_object_type_id', value: ctx.tenant, expect: [1, 2] },
        { filter: 'object_types', value: ctx.site, expect: [0] },
        { filter: 'object_types', value: ctx.tenant, expect: [] },
      ],
    },
    {
      resource: customFieldChoiceSets,
      create: () => [
        {
          name: 'Set One',
          description: 'first',
          extra_choices: [
            ['a', 'A'],
            ['b', 'B'],
          ],
          choice_colors: { a: 'red' },
        },
        { name: 'Set Two', extra_choices: [['x', 'X']], order_alphabetically: true },
        { name: 'Set Three', extra_choices: [['1', 'One']], base_choices: 'IATA' },
      ],
      patch: () => ({
        name: 'Set Two Renamed',
        extra_choices: [
          ['w', 'W'],
          ['x', 'X'],
        ],
      }),
      filterCases: () => [
        { filter: 'choice', value: 'a', expect: [0] },
        { filter: 'choice', value: ['x', '1'], expect: [1, 2] },
        { filter: 'choice', value: 'B', expect: [0] }, // labels match too, as NetBox's array overlap does
        { filter: 'choice', value: 'zz', expect: [] },
        { filter: 'choice_colors', value: 'red', expect: [0] },
        { filter: 'choice_colors', value: 'blue', expect: [] },
      ],
    },
    {
      resource: customFields,
      prerequisites: async (app) => ({
        set: (await app.inject('POST', '/api/extras/custom-field-choice-sets/', { body: { name: 'CF Suite Set', extra_choices: [['p', 'P']] } }))
          .body,
        site: await objectTypeId(app, 'dcim.site'),
        tenant: await objectTypeId(app, 'tenancy.tenant'),
      }),
      create: () => [
        {
          name: 'suite_one',
          object_types: ['dcim.site'],
          type: 'text',
          label: 'Suite one',
          description: 'first',
          weight: 10,
          group_name: 'Suite group',
          validation_regex: '^[a-z]+$',
          ui_visible: 'if-set',
        },
        {
          name: 'suite_two',
          object_types: ['dcim.site', 'tenancy.tenant'],
          type: 'integer',
          validation_minimum: 1,
          validation_maximum: 99,
          default: 5,
        },
        {
          name: 'suite_three',
          object_types: ['dcim.device'],
          type: 'object',
          related_object_type: 'tenancy.tenant',
          filter_logic: 'exact',
          ui_editable: 'hidden',
        },
      ],
      // the type-specific settings need a fourth field: a selection with its choice set
      moreObjects: ({ set }) => [{ name: 'suite_four', object_types: ['dcim.rack'], type: 'select', choice_set: set.id }],
      filterCases: ({ ctx }) => [
        { filter: 'object_type', value: 'tenancy.tenant', expect: [1] },
        { filter: 'object_type', value: ['dcim.device', 'dcim.rack'], expect: [2, 3] },
        { filter: 'object_type', value: 'ipam.vlan', expect: [] },
        { filter: 'object_type_id', value: ctx.site, expect: [0, 1] },
        { filter: 'object_type_id', value: 0, expect: [] },
        { filter: 'related_object_type_id', value: ctx.tenant, expect: [2] },
        { filter: 'related_object_type_id', value: 0, expect: [] },
      ],
      patch: () => ({ label: 'Two', required: true, group_name: 'G', ui_visible: 'if-set' }),
    },
    {
      resource: configContexts,
      prerequisites: async (app) => {
        const place = await nested.place(app, 'CC Placed Site');
        const { deviceType } = await deviceBasics(app, 'CC Suite');
        const tenant = await nested.tenant(app, 'CC Suite Tenant');
        return {
          place,
          site: place.site,
          deviceType,
          role: (await nested.node((n, e) => make.deviceRole(app, n, e), 'CC Suite Role')).node,
          platform: (await nested.node((n, e) => make.platform(app, n, e), 'CC Suite Platform')).node,
          tenant,
          tag: await make.tag(app, 'CC Suite Tag'),
          clusterType: await makeV.clusterType(app, 'CC Suite Cluster Type'),
          clusterGroup: await makeV.clusterGroup(app, 'CC Suite Cluster Group'),
          profile: await post(app, '/api/extras/config-context-profiles/', { name: 'CC Suite Profile' }),
          files: await dataFilesOf(app, 'CC Suite Source', { 'ntp.json': '{"ntp": {"servers": ["10.0.0.1"]}}' }),
        };
      },
      // A names one object of every criterion, C the top region and the site
      create: ({ place, deviceType, role, platform, tenant, tag, clusterType, clusterGroup, profile, files }) => [
        {
          name: 'CC One',
          weight: 100,
          description: 'first',
          data: { ntp: { servers: ['10.0.0.1'] } },
          regions: [place.region.id],
          site_groups: [place.group.id],
          sites: [place.site.id],
          locations: [place.location.id],
          device_types: [deviceType.id],
          roles: [role.id],
          platforms: [platform.id],
          tenant_groups: [tenant.group.id],
          tenants: [tenant.id],
          tags: [tag.slug],
          cluster_types: [clusterType.id],
          cluster_groups: [clusterGroup.id],
          profile: profile.id,
          data_file: files['ntp.json'].id,
        },
        { name: 'CC Two', data: { dns: '10.0.0.53' }, is_active: false },
        { name: 'CC Three', data: {}, regions: [place.regionTop.id], sites: [place.site.id] },
      ],
      // NetBox's singular filter names (region_id…) answer like the fields' own (regions_id…)
      filterAliases: Object.fromEntries(
        activeCriteria(configContexts)
          .filter((c) => c.field !== 'tags')
          .flatMap((c) => [[`${c.filter}_id`, `${c.field}_id`], ...(c.filterBy ? [[c.filter, c.field]] : [])]),
      ),
      // the cluster criterion needs a cluster of its own, made once the contexts exist
      dependants: async (app, { clusterType }, [, b]) => {
        const cluster = await makeV.cluster(app, 'CC Suite Cluster', clusterType.id);
        const res = await app.inject('PATCH', `${configContexts.listPath}${b.id}/`, { body: { clusters: [cluster.id] } });
        if (res.status !== 200) throw new Error(`PATCH clusters: ${res.status} ${res.text}`);
        return cluster;
      },
      filterCases: ({ dependants: cluster }) => [
        { filter: 'auto_sync_enabled', value: false, expect: [0, 1, 2] },
        { filter: 'auto_sync_enabled', value: true, expect: [] },
        { filter: 'cluster_id', value: cluster.id, expect: [1] },
      ],
      patch: ({ site }) => ({ name: 'CC Two Renamed', weight: 5, data: { syslog: 'log.example.com' }, sites: [site.id], tags: [] }),
    },
    {
      resource: webhooks,
      prerequisites: async (app) => ({ tag: await make.tag(app, 'Hook Tag') }),
      create: ({ tag }) => [
        {
          name: 'Hook One',
          payload_url: 'http://127.0.0.1:9/one',
          secret: 's',
          object_types: ['dcim.site'],
          type_create: true,
          description: 'first',
          ca_file_path: '/etc/ssl/suite-ca.pem',
          tags: [tag.id],
        },
        {
          name: 'Hook Two',
          payload_url: 'https://example.com/hook',
          http_method: 'PUT',
          http_content_type: 'text/plain',
          body_template: '{{event}}',
        },
        { name: 'Hook Three', payload_url: 'http://127.0.0.1:9/three', ssl_verification: false, additional_headers: 'X-A: b' },
      ],
      patch: () => ({ name: 'Hook Two Renamed', enabled: false, conditions: { and: [{ attr: 'status.value', value: 'active' }] } }),
    },
    {
      resource: eventRules,
      prerequisites: async (app) => ({
        hook: (await app.inject('POST', '/api/extras/webhooks/', { body: { name: 'Rule Target', payload_url: 'http://127.0.0.1:9/r' } })).body,
        tag: await make.tag(app, 'Rule Tag'),
        device: await objectTypeId(app, 'dcim.device'),
      }),
      create: ({ hook, tag }) => [
        {
          name: 'Rule One',
          object_types: ['dcim.site'],
          event_types: ['object_created'],
          action_object_type: 'extras.webhook',
          action_object_id: hook.id,
          description: 'first rule',
          tags: [tag.id],
        },
        {
          name: 'Rule Two',
          object_types: ['dcim.device', 'dcim.site'],
          event_types: ['object_updated', 'object_deleted'],
          action_object_type: 'extras.webhook',
          action_object_id: hook.id,
          conditions: { or: [{ attr: 'status.value', value: 'active' }] },
          action_data: { team: 'noc' },
        },
        {
          name: 'Rule Three',
          object_types: ['tenancy.tenant'],
          event_types: ['object_created'],
          action_object_type: 'extras.webhook',
          action_object_id: hook.id,
          enabled: false,
        },
      ],
      patch: () => ({ name: 'Rule Two Renamed', enabled: false, event_types: ['object_deleted'] }),
      filterCases: ({ ctx }) => [
        { filter: 'object_type', value: 'dcim.site', expect: [0, 1] },
        { filter: 'object_type', value: ['TENANCY.TENANT'], expect: [2] },
        { filter: 'object_type', value: 'ipam.vlan', expect: [] },
        { filter: 'object_type_id', value: ctx.device, expect: [1] },
        { filter: 'object_type_id', value: 0, expect: [] },
        { filter: 'event_type', value: 'object_created', expect: [0, 2] },
        { filter: 'event_type', value: ['object_deleted', 'object_updated'], expect: [1] },
      ],
    },
    {
      resource: configContextProfiles,
      prerequisites: async (app) => ({
        tag: await make.tag(app, 'Profile Suite Tag'),
        files: await dataFilesOf(app, 'Profile Suite Source', { 'schema.json': '{"type": "object", "required": ["ntp"]}' }),
      }),
      // A's schema comes from a data file
      create: ({ tag, files }) => [
        {
          name: 'Profile One',
          description: 'first',
          schema: { type: 'object', required: ['ntp'] },
          comments: 'needs NTP',
          tags: [tag.id],
          data_file: files['schema.json'].id,
        },
        { name: 'Profile Two' },
        { name: 'Profile Three', schema: null },
      ],
      patch: () => ({ name: 'Profile Two Renamed', schema: { type: 'object', properties: { dns: { type: 'string' } } } }),
      filterCases: () => [
        { filter: 'auto_sync_enabled', value: false, expect: [0, 1, 2] },
        { filter: 'auto_sync_enabled', value: true, expect: [] },
      ],
    },
    {
      resource: customLinks,
      create: () => [
        {
          name: 'Link One',
          object_types: ['dcim.site'],
          link_text: 'View {{object.name}}',
          link_url: 'https://example.com/{{object.slug}}',
          weight: 10,
        },
        {
          name: 'Link Two',
          object_types: ['dcim.device', 'dcim.site'],
          link_text: 'Device',
          link_url: 'https://example.com/d',
          group_name: 'G',
          button_class: 'blue',
        },
        { name: 'Link Three', object_types: ['tenancy.tenant'], link_text: 'T', link_url: 'https://example.com/t', enabled: false, new_window: true },
      ],
      patch: () => ({ name: 'Link Two Renamed', weight: 5, button_class: 'ghost-dark', object_types: ['dcim.rack'] }),
      textField: 'group_name',
      prerequisites: async (app) => ({ device: await objectTypeId(app, 'dcim.device') }),
      filterCases: ({ ctx }) => [
        { filter: 'object_type', value: 'dcim.site', expect: [0, 1] },
        { filter: 'object_type', value: 'ipam.vlan', expect: [] },
        { filter: 'object_type_id', value: ctx.device, expect: [1] },
        { filter: 'object_type_id', value: 0, expect: [] },
      ],
    },
    {
      resource: exportTemplates,
      prerequisites: async (app) => ({
        device: await objectTypeId(app, 'dcim.device'),
        files: await dataFilesOf(app, 'Export Suite Source', { 'sites.hbs': '{{#each queryset}}{{name}}\n{{/each}}' }),
      }),
      create: ({ files }) => [
        {
          name: 'CSV',
          object_types: ['dcim.site'],
          // the file's own text: the template follows the file (the suite checks what it sent is shown)
          template_code: '{{#each queryset}}{{name}}\n{{/each}}',
          data_file: files['sites.hbs'].id,
          mime_type: 'text/csv',
          file_name: 'sites',
          file_extension: 'csv',
          description: 'sites',
        },
        { name: 'Plain', object_types: ['dcim.device'], template_code: 'devices' },
        {
          name: 'JSON',
          object_types: ['tenancy.tenant'],
          template_code: '{{json queryset}}',
          as_attachment: false,
          environment_params: { undefined: 'jinja2.Undefined' },
        },
      ],
      patch: () => ({ name: 'Plain text', file_name: 'devices', object_types: ['dcim.device', 'dcim.site'] }),
      filterCases: ({ ctx }) => [
        { filter: 'object_type', value: 'dcim.device', expect: [1] },
        { filter: 'object_type', value: 'ipam.vlan', expect: [] },
        { filter: 'object_type_id', value: ctx.device, expect: [1] },
        { filter: 'object_type_id', value: 0, expect: [] },
        { filter: 'auto_sync_enabled', value: false, expect: [0, 1, 2] },
        { filter: 'auto_sync_enabled', value: true, expect: [] },
      ],
    },
    {
      resource: configTemplates,
      prerequisites: async (app) => ({
        tag: await make.tag(app, 'CT Suite Tag'),
        files: await dataFilesOf(app, 'Config Suite Source', { 'router.hbs': 'hostname {{device.name}}' }),
      }),
      create: ({ tag, files }) => [
        {
          name: 'Router',
          template_code: 'hostname {{device.name}}',
          data_file: files['router.hbs'].id,
          auto_sync_enabled: true,
          description: 'routers',
          tags: [tag.id],
          file_name: 'router',
        },
        { name: 'Switch', template_code: 'sw', debug: true },
        { name: 'Server', template_code: 'srv', mime_type: 'text/plain', file_extension: 'conf', as_attachment: false },
      ],
      patch: () => ({ name: 'Switch v2', template_code: 'sw2', environment_params: { trim_blocks: true } }),
    },
    {
      resource: savedFilters,
      prerequisites: async (app) => ({
        user: await post(app, '/api/users/users/', { username: 'sf-owner', password: 'Saved-Filter-Passw0rd' }),
        device: await objectTypeId(app, 'dcim.device'),
      }),
      create: ({ user }) => [
        {
          name: 'Active sites',
          slug: 'active-sites',
          object_types: ['dcim.site'],
          parameters: { status: ['active'] },
          description: 'live',
          user: user.id,
        },
        { name: 'Planned', slug: 'planned', object_types: ['dcim.site', 'dcim.device'], parameters: { status: 'planned' }, shared: false },
        { name: 'Tenant A', slug: 'tenant-a', object_types: ['dcim.device'], parameters: { tenant: ['a'] }, weight: 5, enabled: false },
      ],
      patch: () => ({ name: 'Planned (all)', parameters: { status: ['planned', 'staged'] } }),
      filterCases: ({ ctx }) => [
        { filter: 'object_type', value: 'dcim.device', expect: [1, 2] },
        { filter: 'object_type', value: 'ipam.vlan', expect: [] },
        { filter: 'object_type_id', value: ctx.device, expect: [1, 2] },
        { filter: 'object_type_id', value: 0, expect: [] },
        // the superuser runs the suite: usable = enabled and (shared or theirs)
        { filter: 'usable', value: true, expect: [0] },
        { filter: 'usable', value: false, expect: [1, 2] },
      ],
    },
    {
      resource: tableConfigs,
      prerequisites: async (app) => ({
        user: await post(app, '/api/users/users/', { username: 'tc-owner', password: 'Table-Config-Passw0rd' }),
        device: await objectTypeId(app, 'dcim.device'),
      }),
      create: ({ user }) => [
        {
          name: 'Compact',
          object_type: 'dcim.site',
          table: 'SiteTable',
          columns: ['name', 'status'],
          ordering: ['-name'],
          description: 'few',
          user: user.id,
        },
        // not shared and not theirs: only superusers see it (so it is not C, which the permission checks show a member)
        { name: 'Private', object_type: 'dcim.site', table: 'SiteTable', columns: ['name'], shared: false, weight: 10, enabled: false },
        { name: 'Wide', object_type: 'dcim.device', table: 'DeviceTable', columns: ['name', 'site', 'rack', 'role'] },
      ],
      patch: () => ({ name: 'Private v2', columns: ['name', 'site'], ordering: null }),
      filterCases: ({ ctx }) => [
        { filter: 'object_type', value: 'DCIM.device', expect: [2] },
        { filter: 'object_type', value: 'ipam.vlan', expect: [] },
        { filter: 'object_type_id', value: ctx.device, expect: [2] },
        { filter: 'object_type_id', value: 0, expect: [] },
        { filter: 'usable', value: true, expect: [0, 2] },
        { filter: 'usable', value: false, expect: [1] },
      ],
    },
    {
      resource: journalEntries,
      prerequisites: async (app) => ({
        site: await make.site(app, 'Journal Suite Site'),
        tenant: await make.tenant(app, 'Journal Suite Tenant'),
        author: await post(app, '/api/users/users/', { username: 'journal-author', password: 'Journal-Author-Passw0rd' }),
        tag: await make.tag(app, 'Journal Suite Tag'),
        siteType: await objectTypeId(app, 'dcim.site'),
      }),
      // B is written in another author's name; C is about a tenant
      create: ({ site, tenant, author, tag }) => [
        { assigned_object_type: 'dcim.site', assigned_object_id: site.id, comments: 'Power maintenance done', kind: 'success', tags: [tag.id] },
        { assigned_object_type: 'dcim.site', assigned_object_id: site.id, comments: 'Rack A2 full', created_by: author.id },
        { assigned_object_type: 'tenancy.tenant', assigned_object_id: tenant.id, comments: 'Fire drill', kind: 'warning' },
      ],
      patch: () => ({ kind: 'danger', comments: 'Rack A2 overheating' }),
      textField: 'comments',
      filterCases: ({ ctx, objects: [a, b, c] }) => [
        { filter: 'assigned_object_type_id', value: ctx.siteType, expect: [0, 1] },
        { filter: 'assigned_object_type_id', value: 0, expect: [] },
        { filter: 'created_after', value: b.created, expect: [1, 2] },
        { filter: 'created_after', value: '2100-01-01T00:00:00Z', expect: [] },
        { filter: 'created_before', value: a.created, expect: [0] },
        { filter: 'created_before', value: c.created, expect: [0, 1, 2] },
      ],
    },
    {
      resource: notificationGroups,
      prerequisites: async (app) => ({
        user: await post(app, '/api/users/users/', { username: 'notified', password: 'Notified-Passw0rd' }),
        group: await post(app, '/api/users/groups/', { name: 'notification-suite group' }),
      }),
      create: ({ user, group }) => [
        { name: 'NOC', description: 'on call', users: [user.id], groups: [group.id] },
        { name: 'Facilities' },
        { name: 'Security', users: [user.id] },
      ],
      patch: ({ group }) => ({ name: 'Facilities (EU)', groups: [group.id] }),
    },
  ];

  /** Three users and sites for the per-user records, and the object type id of sites. */
  const people = async (app: Parameters<NonNullable<ResourceSpec['prerequisites']>>[0], prefix: string) => {
    const users: Json[] = [];
    const sites: Json[] = [];
    for (const n of [1, 2, 3]) {
      users.push(await post(app, '/api/users/users/', { username: `${prefix}-user-${n}`, password: 'Records-Passw0rd' }));
      sites.push(await make.site(app, `${prefix} Site ${n}`));
    }
    const siteType = (await app.inject('GET', '/api/core/object-types/?app_label=dcim&model=site')).body.results[0].id as number;
    return { users, sites, siteType };
  };
  specs.push(
    {
      resource: bookmarks,
      prerequisites: (app) => people(app, 'bm'),
      create: ({ users, sites }) =>
        users.map((u: Json, i: number) => ({ object_type: 'dcim.site', object_id: sites[i].id, user: u.id })) as [Json, Json, Json],
      patch: ({ sites }) => ({ object_id: sites[2].id }),
      textField: 'object_id',
      textValues: ({ sites }) => [sites[0].id, sites[1].id],
      filterCases: ({ ctx }) => [
        { filter: 'object_type_id', value: ctx.siteType, expect: [0, 1, 2] },
        { filter: 'object_type_id', value: 0, expect: [] },
      ],
    },
    {
      resource: subscriptions,
      prerequisites: (app) => people(app, 'sub'),
      create: ({ users, sites }) =>
        users.map((u: Json, i: number) => ({ object_type: 'dcim.site', object_id: sites[i].id, user: u.id })) as [Json, Json, Json],
      patch: ({ sites }) => ({ object_id: sites[2].id }),
      textField: 'object_id',
      textValues: ({ sites }) => [sites[0].id, sites[1].id],
      filterCases: ({ ctx }) => [
        { filter: 'object_type_id', value: ctx.siteType, expect: [0, 1, 2] },
        { filter: 'object_type_id', value: 0, expect: [] },
      ],
    },
    {
      resource: notifications,
      prerequisites: (app) => people(app, 'note'),
      create: ({ users, sites }) => [
        { object_type: 'dcim.site', object_id: sites[0].id, user: users[0].id, event_type: 'object_updated' },
        { object_type: 'dcim.site', object_id: sites[1].id, user: users[1].id, event_type: 'object_deleted', read: '2024-05-01T10:00:00Z' },
        { object_type: 'dcim.site', object_id: sites[2].id, user: users[2].id, event_type: 'job_completed' },
      ],
      patch: () => ({ read: '2024-06-01T10:00:00Z', event_type: 'object_created' }),
      textField: 'read',
      textValues: () => ['2024-07-01T10:00:00Z', '2024-08-01T10:00:00Z'],
      filterCases: ({ ctx }) => [
        { filter: 'object_type_id', value: ctx.siteType, expect: [0, 1, 2] },
        { filter: 'object_type_id', value: 0, expect: [] },
      ],
    },
  );

  const userRecords: SeededSpec[] = [
    {
      resource: taggedObjects,
      why: 'read-only: written by tagging objects',
      prerequisites: async (app) => ({
        tag: await make.tag(app, 'TO Suite Tag', { description: 'tagged for the suite' }),
        other: await make.tag(app, 'TO Other Tag'),
        siteType: (await app.inject('GET', '/api/core/object-types/?app_label=dcim&model=site')).body.results[0].id,
      }),
      seed: async (app, { tag, other }) => {
        await make.site(app, 'TO Site', { tags: [tag.id] });
        await make.tenant(app, 'TO Tenant', { tags: [tag.id] });
        await make.site(app, 'TO Other Site', { tags: [other.id] });
        const res = await app.inject('GET', `/api/extras/tagged-objects/?tag_id=${tag.id}&tag_id=${other.id}&ordering=id`);
        return res.body.results;
      },
      filterCases: ({ ctx }) => [
        { filter: 'object_type_id', value: ctx.siteType, expect: [0, 2] },
        { filter: 'q', value: 'for the suite', expect: [0, 1] },
        { filter: 'q', value: 'to-other', expect: [2] },
      ],
    },
  ];

  const seeded: SeededSpec[] = [
    {
      resource: imageAttachments,
      why: 'made by multipart uploads; test/extras/image-attachments.e2e-spec.ts covers create, detail, PATCH, delete',
      textField: 'description',
      prerequisites: async (app) => {
        const site = await make.site(app, 'IA Suite Site');
        return { site, rack: await make.rack(app, 'IA Suite Rack', site.id), rackType: await objectTypeId(app, 'dcim.rack') };
      },
      filterCases: ({ ctx }) => [
        { filter: 'object_type_id', value: ctx.rackType, expect: [2] },
        { filter: 'object_type_id', value: 0, expect: [] },
      ],
      seed: async (app, { site, rack }) => {
        const upload = async (parts: Record<string, Part>) => {
          const res = await sendMultipart(app, 'POST', imageAttachments.listPath, parts);
          if (res.status !== 201) throw new Error(`upload: ${res.status} ${res.text}`);
          return res.body;
        };
        return [
          await upload({
            object_type: 'dcim.site',
            object_id: site.id,
            name: 'Front',
            description: 'the front side',
            image: { filename: 'a.png', data: png(2, 3), type: 'image/png' },
          }),
          await upload({ object_type: 'dcim.site', object_id: site.id, image: { filename: 'b.png', data: png(5, 4, 7), type: 'image/png' } }),
          await upload({
            object_type: 'dcim.rack',
            object_id: rack.id,
            name: 'Rear',
            image: { filename: 'c.png', data: png(9, 6, 3), type: 'image/png' },
          }),
        ];
      },
    },
    {
      resource: webhookDeliveries,
      why: 'records the relay and the worker write; test/webhooks/ covers their life',
      // W1 announces tenants created and deleted to /ok; W2 gets tenant updates through an event rule and fails
      seed: async (app) => {
        const receiver = await startReceiver();
        try {
          receiver.plan('/fail', { status: 500 });
          receiver.plan('/made', { status: 201 });
          const hook = (name: string, path: string, extra: Json = {}) =>
            post(app, '/api/extras/webhooks/', { name, payload_url: `${receiver.url}${path}`, object_types: ['tenancy.tenant'], ...extra });
          await hook('Delivery Made', '/made', { type_create: true });
          await hook('Delivery Gone', '/ok', { type_delete: true });
          const failing = await hook('Delivery Failing', '/fail', { object_types: [] });
          await post(app, '/api/extras/event-rules/', {
            name: 'Delivery Rule',
            object_types: ['tenancy.tenant'],
            event_types: ['object_updated'],
            action_object_type: 'extras.webhook',
            action_object_id: failing.id,
          });
          const kept = await make.tenant(app, 'Delivered Tenant');
          await app.inject('PATCH', `/api/tenancy/tenants/${kept.id}/`, { body: { description: 'changed' } });
          const gone = await make.tenant(app, 'Delivered Gone');
          await app.inject('DELETE', `/api/tenancy/tenants/${gone.id}/`);
          const one = async (query: string) =>
            eventually(
              async () => {
                const res = await app.inject('GET', `${webhookDeliveries.listPath}?object_type=tenancy.tenant&${query}`);
                const [d] = res.body.results;
                return d && d.state.value !== 'queued' && d.attempts > 0 ? d : null;
              },
              20_000,
              `a finished delivery (${query})`,
            );
          return [
            await one(`object_id=${kept.id}&event=created`),
            await one(`object_id=${kept.id}&event=updated`),
            await one(`object_id=${gone.id}&event=deleted`),
          ];
        } finally {
          await receiver.close();
        }
      },
    },
  ];

  seeded.push(...userRecords);
  everyResourceCovered(handle, 'extras', [...specs, ...seeded]);
  for (const spec of specs) resourceSuite(handle, spec);
  for (const spec of seeded) seededSuite(handle, spec);
});
