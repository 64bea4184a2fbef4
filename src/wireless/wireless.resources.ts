import { defineResource } from '../core/model/define-resource.js';
import { FilterSpec, method, tenancyFilters, viaMany } from '../core/model/filter-specs.js';
import { FilterValueError } from '../core/query/filters.js';
import { cachedScopeFilters } from '../dcim/cached-scope.js';
import { WirelessLANGroup } from './entities/wireless-lan-group.entity.js';
import { WirelessLAN } from './entities/wireless-lan.entity.js';
import { WirelessLink } from './entities/wireless-link.entity.js';
import { wirelessLanRules, wirelessLinkRules } from './rules/wireless.rules.js';

/** Wireless resources (NetBox's wireless app). */

export const wirelessLanGroups = defineResource({
  entity: WirelessLANGroup,
  app: 'wireless',
  path: 'wireless-lan-groups',
  verboseName: 'wireless LAN group',
  brief: ['id', 'url', 'display', 'name', 'slug', 'description', 'wirelesslan_count', '_depth'],
  // NetBox's NestedGroupModelFilterSet: a nested group's `q` also searches its comments
  search: ['name', 'slug', 'description', 'comments'],
});

/** Wireless LANs on one of the given interfaces (the interfaces' many-to-many, read from this side). */
const onInterfaces: FilterSpec = method(async (t, values, params, db) => {
  const bad = values.find((v) => !/^\d+$/.test(v));
  if (bad !== undefined) throw new FilterValueError(`Select a valid choice. ${bad} is not one of the available choices.`);
  const ids = [...new Set(values.map(Number))];
  const found = new Set(
    (await db.query<{ id: number }>('SELECT id FROM dcim_interface WHERE id = ANY($1::bigint[])', [ids])).map((r) => Number(r.id)),
  );
  const missing = ids.find((id) => !found.has(id));
  if (missing !== undefined) throw new FilterValueError(`Select a valid choice. ${missing} is not one of the available choices.`);
  return `EXISTS (SELECT 1 FROM dcim_interface_wireless_lans m WHERE m.wirelesslan_id = ${t}.id AND m.interface_id = ANY(${params.add(ids)}::bigint[]))`;
}, 'integer');

export const wirelessLans = defineResource({
  entity: WirelessLAN,
  app: 'wireless',
  path: 'wireless-lans',
  verboseName: 'wireless LAN',
  brief: ['id', 'url', 'display', 'ssid', 'description'],
  ordering: ['ssid'],
  display: 'ssid',
  search: ['ssid', 'description'],
  rules: wirelessLanRules,
  fieldOrder: [
    'id',
    'url',
    'display_url',
    'display',
    'ssid',
    'description',
    'group',
    'status',
    'vlan',
    'scope_type',
    'scope_id',
    'scope',
    'tenant',
    'auth_type',
    'auth_cipher',
    'auth_psk',
    'comments',
    'tags',
    'custom_fields',
    'created',
    'last_updated',
  ],
  filters: { ...cachedScopeFilters(), ...tenancyFilters(), interface_id: onInterfaces },
});

export const wirelessLinks = defineResource({
  entity: WirelessLink,
  app: 'wireless',
  path: 'wireless-links',
  brief: ['id', 'url', 'display', 'ssid', 'description'],
  ordering: ['id'],
  display: (t) => `COALESCE(NULLIF(${t}.ssid, ''), '#' || ${t}.id)`,
  search: ['ssid', 'description'],
  rules: wirelessLinkRules,
  fieldOrder: [
    'id',
    'url',
    'display_url',
    'display',
    'interface_a',
    'interface_b',
    'ssid',
    'status',
    'tenant',
    'auth_type',
    'auth_cipher',
    'auth_psk',
    'distance',
    'distance_unit',
    'description',
    'comments',
    'tags',
    'custom_fields',
    'created',
    'last_updated',
  ],
  filters: tenancyFilters(),
});

/** NetBox's interface filter by wireless LAN, contributed to dcim interfaces by the wireless module. */
export const interfaceWirelessFilters: Record<string, FilterSpec> = { wireless_lan_id: viaMany('wireless_lans') };

export const wirelessResources = [wirelessLanGroups, wirelessLans, wirelessLinks];
