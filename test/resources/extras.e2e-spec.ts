import { configContexts } from '../../src/extras/config-contexts';
import { activeCriteria } from '../../src/extras/config-contexts/criteria';
import { customFieldChoiceSets, customFields } from '../../src/extras/custom-fields/resources';
import { tags } from '../../src/extras/extras.resources';
import { imageAttachments } from '../../src/extras/image-attachments/image-attachments.resource';
import { eventRules } from '../../src/events/event-rules.resources';
import { webhookDeliveries, webhooks } from '../../src/webhooks/webhooks.resources';
import { deviceBasics, make, nested, post } from '../helpers/dcim';
import { startReceiver, eventually } from '../helpers/receiver';
import { Part, png, sendMultipart } from '../helpers/uploads';
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
    },
    {
      resource: customFieldChoiceSets,
      create: () => [
        { name: 'Set One', description: 'first', extra_choices: [['a', 'A'], ['b', 'B']], choice_colors: { a: 'red' } },
        { name: 'Set Two', extra_choices: [['x', 'X']], order_alphabetically: true },
        { name: 'Set Three', extra_choices: [['1', 'One']], base_choices: 'IATA' },
      ],
      patch: () => ({ name: 'Set Two Renamed', extra_choices: [['w', 'W'], ['x', 'X']] }),
      filterCases: () => [
        { filter: 'choice', value: 'a', expect: [0] },
        { filter: 'choice', value: ['x', '1'], expect: [1, 2] },
        { filter: 'choice', value: 'B', expect: [0] }, // labels match too, as NetBox's array overlap does
        { filter: 'choice', value: 'zz', expect: [] },
      ],
    },
    {
      resource: customFields,
      prerequisites: async (app) => ({
        set: (await app.inject('POST', '/api/extras/custom-field-choice-sets/', { body: { name: 'CF Suite Set', extra_choices: [['p', 'P']] } })).body,
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
        { name: 'suite_two', object_types: ['dcim.site', 'tenancy.tenant'], type: 'integer', validation_minimum: 1, validation_maximum: 99, default: 5 },
        { name: 'suite_three', object_types: ['dcim.device'], type: 'object', related_object_type: 'tenancy.tenant', filter_logic: 'exact', ui_editable: 'hidden' },
      ],
      // the type-specific settings need a fourth field: a selection with its choice set
      moreObjects: ({ set }) => [{ name: 'suite_four', object_types: ['dcim.rack'], type: 'select', choice_set: set.id }],
      filterCases: () => [
        { filter: 'object_type', value: 'tenancy.tenant', expect: [1] },
        { filter: 'object_type', value: ['dcim.device', 'dcim.rack'], expect: [2, 3] },
        { filter: 'object_type', value: 'ipam.vlan', expect: [] },
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
        };
      },
      // A names one object of every criterion, C the top region and the site
      create: ({ place, deviceType, role, platform, tenant, tag }) => [
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
        { name: 'Hook Two', payload_url: 'https://example.com/hook', http_method: 'PUT', http_content_type: 'text/plain', body_template: '{{event}}' },
        { name: 'Hook Three', payload_url: 'http://127.0.0.1:9/three', ssl_verification: false, additional_headers: 'X-A: b' },
      ],
      patch: () => ({ name: 'Hook Two Renamed', enabled: false, conditions: { and: [{ attr: 'status.value', value: 'active' }] } }),
    },
    {
      resource: eventRules,
      prerequisites: async (app) => ({
        hook: (await app.inject('POST', '/api/extras/webhooks/', { body: { name: 'Rule Target', payload_url: 'http://127.0.0.1:9/r' } })).body,
        tag: await make.tag(app, 'Rule Tag'),
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
        { name: 'Rule Three', object_types: ['tenancy.tenant'], event_types: ['object_created'], action_object_type: 'extras.webhook', action_object_id: hook.id, enabled: false },
      ],
      patch: () => ({ name: 'Rule Two Renamed', enabled: false, event_types: ['object_deleted'] }),
    },
  ];

  const seeded: SeededSpec[] = [
    {
      resource: imageAttachments,
      why: 'made by multipart uploads; test/extras/image-attachments.e2e-spec.ts covers create, detail, PATCH, delete',
      textField: 'description',
      prerequisites: async (app) => {
        const site = await make.site(app, 'IA Suite Site');
        return { site, rack: await make.rack(app, 'IA Suite Rack', site.id) };
      },
      seed: async (app, { site, rack }) => {
        const upload = async (parts: Record<string, Part>) => {
          const res = await sendMultipart(app, 'POST', imageAttachments.listPath, parts);
          if (res.status !== 201) throw new Error(`upload: ${res.status} ${res.text}`);
          return res.body;
        };
        return [
          await upload({ object_type: 'dcim.site', object_id: site.id, name: 'Front', description: 'the front side', image: { filename: 'a.png', data: png(2, 3), type: 'image/png' } }),
          await upload({ object_type: 'dcim.site', object_id: site.id, image: { filename: 'b.png', data: png(5, 4, 7), type: 'image/png' } }),
          await upload({ object_type: 'dcim.rack', object_id: rack.id, name: 'Rear', image: { filename: 'c.png', data: png(9, 6, 3), type: 'image/png' } }),
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
            eventually(async () => {
              const res = await app.inject('GET', `${webhookDeliveries.listPath}?object_type=tenancy.tenant&${query}`);
              const [d] = res.body.results;
              return d && d.state.value !== 'queued' && d.attempts > 0 ? d : null;
            }, 20_000, `a finished delivery (${query})`);
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

  everyResourceCovered(handle, 'extras', [...specs, ...seeded]);
  for (const spec of specs) resourceSuite(handle, spec);
  for (const spec of seeded) seededSuite(handle, spec);
});
