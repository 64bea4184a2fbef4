/**
 * A few objects as NetBox 3.7 and 4.6 render them (their serializers' fields; nested objects in their brief
 * forms), for a stub NetBox: a site, a device type, a role, a device with an interface holding a MAC
 * address, and a prefix of the site. 3.7 differs where 4.x renamed or moved fields: a device's
 * `device_role` beside `role`, an interface's `mac_address` (a model of its own since 4.2), a prefix's
 * `site` (a scope since 4.2).
 */

type Json = Record<string, any>;

const T = '2024-03-01T10:00:00Z';
const stamps = { created: T, last_updated: T };
const base = (type: string, id: number) => ({ id, url: `http://netbox.example/api/${type}/${id}/`, display: '' });
const status = (value: string) => ({ value, label: value.charAt(0).toUpperCase() + value.slice(1) });
const site = { ...base('dcim/sites', 3), display: 'HQ', name: 'HQ', slug: 'hq' };
const maker = { ...base('dcim/manufacturers', 5), display: 'Cisco', name: 'Cisco', slug: 'cisco' };
const type = { ...base('dcim/device-types', 6), display: 'C9300', manufacturer: maker, model: 'C9300', slug: 'c9300' };
const role = { ...base('dcim/device-roles', 8), display: 'Access', name: 'Access', slug: 'access' };
const device = { ...base('dcim/devices', 12), display: 'edge1', name: 'edge1' };
const common = { description: '', tags: [], custom_fields: {}, ...stamps };

const sites = [
  {
    ...site,
    status: status('active'),
    region: null,
    group: null,
    tenant: null,
    facility: 'B1',
    time_zone: null,
    physical_address: '',
    shipping_address: '',
    latitude: null,
    longitude: null,
    comments: '',
    asns: [],
    ...common,
  },
];
const manufacturers = [{ ...maker, ...common }];
const deviceTypes = [
  {
    ...type,
    default_platform: null,
    part_number: 'P1',
    u_height: 1,
    is_full_depth: true,
    subdevice_role: null,
    airflow: null,
    weight: null,
    weight_unit: null,
    front_image: null,
    rear_image: null,
    comments: '',
    ...common,
  },
];
const roles = [{ ...role, color: '2196f3', vm_role: true, config_template: null, ...common }];
const deviceCommon = {
  ...device,
  device_type: type,
  role,
  tenant: null,
  platform: null,
  serial: 'FOC123',
  asset_tag: null,
  site,
  location: null,
  rack: null,
  position: null,
  face: null,
  latitude: null,
  longitude: null,
  status: status('active'),
  airflow: null,
  primary_ip: null,
  primary_ip4: null,
  primary_ip6: null,
  oob_ip: null,
  cluster: null,
  virtual_chassis: null,
  vc_position: null,
  vc_priority: null,
  comments: '',
  config_template: null,
  local_context_data: null,
  ...common,
};
const interfaceCommon = {
  ...base('dcim/interfaces', 21),
  display: 'Gi1/0/1',
  device,
  vdcs: [],
  module: null,
  name: 'Gi1/0/1',
  label: '',
  type: { value: '1000base-t', label: '1000BASE-T (1GE)' },
  enabled: true,
  parent: null,
  bridge: null,
  lag: null,
  mtu: 9000,
  speed: null,
  duplex: null,
  wwn: null,
  mgmt_only: false,
  mode: null,
  rf_role: null,
  rf_channel: null,
  poe_mode: null,
  poe_type: null,
  rf_channel_frequency: null,
  rf_channel_width: null,
  tx_power: null,
  untagged_vlan: null,
  tagged_vlans: [],
  mark_connected: false,
  cable: null,
  wireless_lans: [],
  vrf: null,
  ...common,
};
const prefixCommon = {
  ...base('ipam/prefixes', 30),
  display: '10.1.0.0/16',
  family: { value: 4, label: 'IPv4' },
  prefix: '10.1.0.0/16',
  vrf: null,
  tenant: null,
  vlan: null,
  status: status('active'),
  role: null,
  is_pool: false,
  mark_utilized: false,
  comments: '',
  ...common,
};

// a webhook, and when it fires: its own triggers before 3.7, an event rule's flags in 3.7 and 4.0, event types since 4.1
const webhook = {
  ...base('extras/webhooks', 15),
  display: 'ops',
  name: 'ops',
  payload_url: 'https://hooks.example/ops',
  http_method: 'POST',
  http_content_type: 'application/json',
  additional_headers: '',
  body_template: '',
  secret: '',
  ssl_verification: true,
  ca_file_path: null,
  ...common,
};
const conditions = { attr: 'status.value', value: 'active' };
const triggers = { type_create: true, type_update: false, type_delete: true, type_job_start: false, type_job_end: true };
const ruleCommon = {
  ...base('extras/event-rules', 17),
  display: 'ops',
  name: 'ops',
  enabled: true,
  conditions,
  action_type: { value: 'webhook', label: 'Webhook' },
  action_object_type: 'extras.webhook',
  action_object_id: 15,
  action_object: { id: 15, url: webhook.url, display: 'ops', name: 'ops' },
  ...common,
};
/** The event types of `triggers`, as NetBox's migrations made them. */
export const TRIGGERED_EVENTS = ['object_created', 'object_deleted', 'job_completed', 'job_errored', 'job_failed'];

/**
 * The change log: a site created, then the device deleted (it is in the fixture anyway: its id maps to
 * itself). 3.7 renders no `object_repr` or `message` (the changed object's nested form names it; a deleted
 * one is null, its display is the record's "<type> <object> deleted by <user>"); 4.6 renders both.
 */
const REQUEST = '6f1c2f4e-1d7a-4a55-9a4b-0a1b2c3d4e5f';
const changeCommon = (id: number, time: string, action: string) => ({
  ...base('core/object-changes', id),
  time,
  user: { id: 2, url: 'http://netbox.example/api/users/users/2/', display: 'ops-bot', username: 'ops-bot' },
  user_name: 'ops-bot',
  request_id: REQUEST,
  action: { value: action, label: action === 'create' ? 'Created' : 'Deleted' },
});
const siteCreated = { ...changeCommon(101, '2024-03-01T10:00:00Z', 'create'), changed_object_type: 'dcim.site', changed_object_id: 3 };
const siteData = { name: 'HQ', slug: 'hq', status: 'active', facility: 'B1' };
const deviceDeleted = { ...changeCommon(102, '2024-03-02T11:30:00.500000Z', 'delete'), changed_object_type: 'dcim.device', changed_object_id: 99 };
const CHANGES_37 = [
  { ...siteCreated, display: 'DCIM | site HQ created by ops-bot', changed_object: site, prechange_data: null, postchange_data: siteData },
  {
    ...deviceDeleted,
    display: 'DCIM | device old-edge deleted by ops-bot',
    changed_object: null,
    prechange_data: { name: 'old-edge' },
    postchange_data: null,
  },
];
const CHANGES_46 = [
  {
    ...siteCreated,
    display: 'DCIM | site HQ created by ops-bot',
    changed_object: site,
    object_repr: 'HQ',
    message: 'first',
    prechange_data: null,
    postchange_data: siteData,
  },
  {
    ...deviceDeleted,
    display: 'DCIM | device old-edge deleted by ops-bot',
    changed_object: null,
    object_repr: 'old-edge',
    message: '',
    prechange_data: { name: 'old-edge' },
    postchange_data: null,
  },
];

/** NetBox 3.6.9: webhooks hold their triggers; no event rules */
export const NETBOX_36: Record<string, Json[]> = {
  '/api/dcim/sites/': sites,
  '/api/dcim/manufacturers/': manufacturers,
  '/api/dcim/device-types/': deviceTypes,
  '/api/dcim/device-roles/': roles,
  '/api/dcim/devices/': [{ ...deviceCommon, device_role: role }],
  '/api/dcim/interfaces/': [{ ...interfaceCommon, mac_address: '00:1A:2B:3C:4D:5E' }],
  '/api/ipam/prefixes/': [{ ...prefixCommon, site }],
  '/api/extras/webhooks/': [{ ...webhook, content_types: ['dcim.device'], ...triggers, enabled: true, conditions }],
};

/** NetBox 3.7.8 */
export const NETBOX_37: Record<string, Json[]> = {
  '/api/dcim/sites/': sites,
  '/api/dcim/manufacturers/': manufacturers,
  '/api/dcim/device-types/': deviceTypes,
  '/api/dcim/device-roles/': roles,
  '/api/dcim/devices/': [{ ...deviceCommon, device_role: role }],
  '/api/dcim/interfaces/': [{ ...interfaceCommon, mac_address: '00:1A:2B:3C:4D:5E' }],
  '/api/ipam/prefixes/': [{ ...prefixCommon, site }],
  '/api/extras/webhooks/': [webhook],
  '/api/extras/event-rules/': [{ ...ruleCommon, content_types: ['dcim.device'], ...triggers }],
  '/api/extras/object-changes/': CHANGES_37,
};

/** NetBox 4.6 */
export const NETBOX_46: Record<string, Json[]> = {
  '/api/dcim/sites/': sites,
  '/api/dcim/manufacturers/': manufacturers,
  '/api/dcim/device-types/': deviceTypes,
  '/api/dcim/device-roles/': roles,
  '/api/dcim/devices/': [deviceCommon],
  '/api/dcim/interfaces/': [
    {
      ...interfaceCommon,
      mac_address: '00:1A:2B:3C:4D:5E',
      primary_mac_address: { ...base('dcim/mac-addresses', 40), mac_address: '00:1A:2B:3C:4D:5E' },
    },
  ],
  '/api/dcim/mac-addresses/': [
    {
      ...base('dcim/mac-addresses', 40),
      mac_address: '00:1A:2B:3C:4D:5E',
      assigned_object_type: 'dcim.interface',
      assigned_object_id: 21,
      assigned_object: null,
      comments: '',
      ...common,
    },
  ],
  '/api/ipam/prefixes/': [{ ...prefixCommon, scope_type: 'dcim.site', scope_id: 3, scope: site }],
  '/api/extras/webhooks/': [webhook],
  '/api/extras/event-rules/': [{ ...ruleCommon, object_types: ['dcim.device'], event_types: TRIGGERED_EVENTS }],
  '/api/core/object-changes/': CHANGES_46,
};
