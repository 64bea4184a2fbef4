import { configContexts } from '../../src/extras/config-contexts';
import { customFieldChoiceSets, customFields } from '../../src/extras/custom-fields/resources';
import { tags } from '../../src/extras/extras.resources';
import { imageAttachments } from '../../src/extras/image-attachments/image-attachments.resource';
import { eventRules } from '../../src/events/event-rules.resources';
import { webhookDeliveries, webhooks } from '../../src/webhooks/webhooks.resources';
import { make } from '../helpers/dcim';
import { everyResourceCovered, resourceSuite, ResourceSpec, useApp } from './resource-suite';

/** The generic resource suite for the extras app (docs/models.md §6.1, §6.2). */
describe('extras resources', () => {
  const handle = useApp();

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
    },
    {
      resource: customFields,
      create: () => [
        { name: 'suite_one', object_types: ['dcim.site'], type: 'text', label: 'Suite one', description: 'first', weight: 10 },
        { name: 'suite_two', object_types: ['dcim.site', 'tenancy.tenant'], type: 'integer', validation_minimum: 1, default: 5 },
        { name: 'suite_three', object_types: ['dcim.device'], type: 'object', related_object_type: 'tenancy.tenant', filter_logic: 'exact' },
      ],
      patch: () => ({ label: 'Two', required: true, group_name: 'G', ui_visible: 'if-set' }),
    },
    {
      resource: configContexts,
      prerequisites: async (app) => ({
        region: await make.region(app, 'CC Suite Region'),
        site: await make.site(app, 'CC Suite Site'),
        tag: await make.tag(app, 'CC Suite Tag'),
      }),
      create: ({ region, site, tag }) => [
        { name: 'CC One', weight: 100, description: 'first', data: { ntp: { servers: ['10.0.0.1'] } }, regions: [region.id], tags: [tag.slug] },
        { name: 'CC Two', data: { dns: '10.0.0.53' }, is_active: false },
        { name: 'CC Three', data: {}, sites: [site.id] },
      ],
      patch: ({ site }) => ({ name: 'CC Two Renamed', weight: 5, data: { syslog: 'log.example.com' }, sites: [site.id], tags: [] }),
    },
    {
      resource: webhooks,
      create: () => [
        { name: 'Hook One', payload_url: 'http://127.0.0.1:9/one', secret: 's', object_types: ['dcim.site'], type_create: true, description: 'first' },
        { name: 'Hook Two', payload_url: 'https://example.com/hook', http_method: 'PUT', http_content_type: 'text/plain', body_template: '{{event}}' },
        { name: 'Hook Three', payload_url: 'http://127.0.0.1:9/three', ssl_verification: false, additional_headers: 'X-A: b' },
      ],
      patch: () => ({ name: 'Hook Two Renamed', enabled: false, conditions: { and: [{ attr: 'status.value', value: 'active' }] } }),
    },
    {
      resource: eventRules,
      prerequisites: async (app) => ({
        hook: (await app.inject('POST', '/api/extras/webhooks/', { body: { name: 'Rule Target', payload_url: 'http://127.0.0.1:9/r' } })).body,
      }),
      create: ({ hook }) => [
        { name: 'Rule One', object_types: ['dcim.site'], event_types: ['object_created'], action_object_type: 'extras.webhook', action_object_id: hook.id },
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

  // Image attachments are created by multipart uploads (a file part), which this JSON suite cannot send:
  // test/extras/image-attachments.e2e-spec.ts covers the same ground (create, detail, list, brief, PATCH,
  // delete, OPTIONS, required fields) with real files.
  // Webhook deliveries are read-only records the relay writes: test/webhooks/ covers them.
  const coveredElsewhere = [imageAttachments, webhookDeliveries].map((resource) => ({ resource }) as ResourceSpec);
  everyResourceCovered(handle, 'extras', [...specs, ...coveredElsewhere]);
  for (const spec of specs) resourceSuite(handle, spec);
});
