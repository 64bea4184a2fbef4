import type { Json } from './client.js';

/**
 * Objects of older NetBox releases in the shapes of 4.6 (field renames of NetBox's release notes): 4.0
 * renamed `content_type(s)` to `object_type(s)` and a device's `device_role` to `role`; 4.2 moved a MAC
 * address of an interface into its own model, a circuit termination's `site`/`provider_network` and a
 * prefix's or cluster's `site` into scope-like generic relations; 4.5 mapped front to rear ports as lists.
 * Event rules: 3.7 moved a webhook's triggers into an event rule of its own; 4.1 turned a rule's
 * `type_*` flags into a list of event types.
 */

export type Version = [number, number];

export function parseVersion(text: unknown): Version {
  const m = /^(\d+)\.(\d+)/.exec(String(text ?? ''));
  return m ? [Number(m[1]), Number(m[2])] : [4, 6];
}

const before = (v: Version, major: number, minor: number) => v[0] < major || (v[0] === major && v[1] < minor);

function rename(obj: Json, from: string, to: string): void {
  if (from in obj && !(to in obj)) obj[to] = obj[from];
  delete obj[from];
}

/** A reference moved into a generic pair: `site: {id}` → `scope_type: 'dcim.site', scope_id`. */
function toGeneric(obj: Json, from: string, type: string, typeField: string, idField: string): void {
  const value = obj[from];
  delete obj[from];
  if (value && (obj[idField] === null || obj[idField] === undefined)) {
    obj[typeField] = type;
    obj[idField] = typeof value === 'object' ? value.id : value;
  }
}

/** The event types of a rule's (or, before 3.7, a webhook's) `type_*` flags, as NetBox 4.1's migration set them. */
function eventTypesOf(obj: Json): string[] {
  const types: string[] = [];
  if (obj.type_create) types.push('object_created');
  if (obj.type_update) types.push('object_updated');
  if (obj.type_delete) types.push('object_deleted');
  if (obj.type_job_start) types.push('job_started');
  // a job's end: each way a job ends
  if (obj.type_job_end) types.push('job_completed', 'job_errored', 'job_failed');
  return types;
}

const TRIGGER_FLAGS = ['type_create', 'type_update', 'type_delete', 'type_job_start', 'type_job_end'];

/** Adapts one source object of `type` in place; returns it. */
export function adapt(type: string, obj: Json, version: Version): Json {
  if (before(version, 4, 0)) {
    rename(obj, 'content_types', 'object_types');
    if (type === 'extras.customfield') rename(obj, 'object_type', 'related_object_type');
    if (type === 'extras.imageattachment' || type === 'tenancy.contactassignment') rename(obj, 'content_type', 'object_type');
    if (type === 'dcim.device') rename(obj, 'device_role', 'role');
  }
  if (before(version, 4, 2)) {
    if (type === 'circuits.circuittermination') {
      toGeneric(obj, 'site', 'dcim.site', 'termination_type', 'termination_id');
      toGeneric(obj, 'provider_network', 'circuits.providernetwork', 'termination_type', 'termination_id');
    }
    if (type === 'ipam.prefix' || type === 'virtualization.cluster') toGeneric(obj, 'site', 'dcim.site', 'scope_type', 'scope_id');
  }
  if (before(version, 4, 5) && (type === 'dcim.frontport' || type === 'dcim.frontporttemplate') && 'rear_port' in obj) {
    const rear = obj.rear_port;
    obj.rear_ports = rear ? [{ position: 1, rear_port: rear, rear_port_position: obj.rear_port_position ?? 1 }] : [];
    delete obj.rear_port;
    delete obj.rear_port_position;
  }
  if (before(version, 4, 1) && type === 'extras.eventrule' && !('event_types' in obj)) {
    obj.event_types = eventTypesOf(obj);
    for (const flag of TRIGGER_FLAGS) delete obj[flag];
  }
  return obj;
}

/**
 * Before 3.7 a webhook held its triggers (object types, `type_*` flags, conditions, enabled): each becomes
 * an event rule of the same name acting on that webhook, as NetBox 3.7's migration made them.
 */
export function eventRulesOf(webhooks: Json[], version: Version): Json[] | null {
  if (!before(version, 3, 7)) return null;
  return webhooks.map((w, i) => ({
    id: i + 1,
    name: w.name,
    description: '',
    object_types: w.object_types ?? w.content_types ?? [],
    event_types: eventTypesOf(w),
    enabled: w.enabled ?? true,
    conditions: w.conditions ?? null,
    action_type: 'webhook',
    action_object_type: 'extras.webhook',
    action_object_id: w.id,
    tags: [],
    custom_fields: {},
  }));
}

/** Before 4.2 a MAC address was a field of its interface: each becomes a MAC address object, its interface's primary one. */
export function macAddressesOf(interfaces: { type: string; objects: Json[] }[], version: Version): Json[] | null {
  if (!before(version, 4, 2)) return null;
  const out: Json[] = [];
  for (const { type, objects } of interfaces) {
    for (const i of objects) {
      if (!i.mac_address) continue;
      const mac = {
        id: out.length + 1,
        mac_address: i.mac_address,
        assigned_object_type: type,
        assigned_object_id: i.id,
        description: '',
        comments: '',
        tags: [],
        custom_fields: {},
      };
      out.push(mac);
      i.primary_mac_address = { id: mac.id };
    }
  }
  return out;
}
