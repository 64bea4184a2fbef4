import { numericArrayCondition } from '../core/query/filters.js';
import { expr, fieldOf, FilterSpec, method, NUMBER_LOOKUPS, tenancyFilters, via, viaMany } from '../core/model/filter-specs.js';
import { defineResource } from '../core/model/define-resource.js';
import { cachedScopeFilters, siteScopeFilters } from '../dcim/cached-scope.js';
import { asnResources } from './asn.resources.js';
import { availablePrefixes } from './available/prefixes.js';
import { fhrpResources } from './fhrp.resources.js';
import { availableVlanFilters } from './vlan-filters.js';
import { vlanTranslationResources } from './vlan-translation.resources.js';
import { prefixAvailableIps, rangeAvailableIps } from './available/ips.js';
import { availableVlans } from './available/vlans.js';
import { blockTotal, countedHostWithin } from './block-counts.js';
import { Aggregate } from './entities/aggregate.entity.js';
import { IPAddress } from './entities/ip-address.entity.js';
import { IPRange } from './entities/ip-range.entity.js';
import { Prefix } from './entities/prefix.entity.js';
import { RIR } from './entities/rir.entity.js';
import { Role } from './entities/role.entity.js';
import { RouteTarget } from './entities/route-target.entity.js';
import { ServiceTemplate } from './entities/service-template.entity.js';
import { Service } from './entities/service.entity.js';
import { VLANGroup } from './entities/vlan-group.entity.js';
import { VLAN } from './entities/vlan.entity.js';
import { VRF } from './entities/vrf.entity.js';
import {
  addressMatch,
  lastNumber,
  addressSearch,
  assigned,
  assignedToInterface,
  carriedBy,
  containsFilter,
  exactNetwork,
  hostWithin,
  maskLength,
  networkSearch,
  onInterface,
  onObject,
  onParent,
  presentInVrf,
  rangeContains,
  scopedTo,
  textOrNumberSearch,
  throughTable,
  wholeNumbers,
  within,
  withinInclude,
} from './filters.js';
import { prefixHierarchyStep } from './hierarchy.js';
import { aggregateRules } from './rules/aggregate.rules.js';
import { ipAddressRules } from './rules/ip-address.rules.js';
import { ipRangeRules } from './rules/ip-range.rules.js';
import { prefixRules } from './rules/prefix.rules.js';
import { serviceRules } from './rules/service.rules.js';
import { vlanGroupRules, vlanRules } from './rules/vlan.rules.js';
import { portsDisplaySql, rangeDisplaySql, vrfDisplaySql } from './sql.js';

/** IPAM resources (docs/models.md §2). */

const TAIL = ['description', 'owner', 'comments', 'tags', 'custom_fields', 'created', 'last_updated'];
const vrfFilters = { present_in_vrf_id: presentInVrf('id'), present_in_vrf: presentInVrf('rd') };

export const rirs = defineResource({
  entity: RIR,
  app: 'ipam',
  path: 'rirs',
  verboseName: 'RIR',
  brief: ['id', 'url', 'display', 'name', 'slug', 'description', 'aggregate_count'],
  fieldOrder: ['id', 'url', 'display_url', 'display', 'name', 'slug', 'is_private', ...TAIL, 'aggregate_count'],
});

export const aggregates = defineResource({
  entity: Aggregate,
  app: 'ipam',
  path: 'aggregates',
  features: ['contacts'],
  brief: ['id', 'url', 'display', 'family', 'prefix', 'description'],
  ordering: ['prefix'],
  display: 'prefix',
  rules: aggregateRules,
  filters: { ...tenancyFilters(), prefix: exactNetwork('prefix'), q: networkSearch('prefix') },
});

export const roles = defineResource({
  entity: Role,
  app: 'ipam',
  path: 'roles',
  brief: ['id', 'url', 'display', 'name', 'slug', 'description', 'prefix_count', 'vlan_count', 'asn_count'],
  ordering: ['weight', 'name'],
  fieldOrder: ['id', 'url', 'display_url', 'display', 'name', 'slug', 'weight', ...TAIL, 'prefix_count', 'vlan_count', 'asn_count'],
});

export const routeTargets = defineResource({
  entity: RouteTarget,
  app: 'ipam',
  path: 'route-targets',
  brief: ['id', 'url', 'display', 'name', 'description'],
  search: ['name', 'description', 'comments'],
  filters: {
    ...tenancyFilters(),
    // route targets these VRFs import / export (by id or RD); unknown VRFs are a 400
    importing_vrf_id: throughTable('ipam_vrf_import_targets', 'routetarget_id', 'vrf_id', 'ipam_vrf', 'id'),
    importing_vrf: throughTable('ipam_vrf_import_targets', 'routetarget_id', 'vrf_id', 'ipam_vrf', 'rd'),
    exporting_vrf_id: throughTable('ipam_vrf_export_targets', 'routetarget_id', 'vrf_id', 'ipam_vrf', 'id'),
    exporting_vrf: throughTable('ipam_vrf_export_targets', 'routetarget_id', 'vrf_id', 'ipam_vrf', 'rd'),
  },
});

export const vrfs = defineResource({
  entity: VRF,
  app: 'ipam',
  path: 'vrfs',
  verboseName: 'VRF',
  brief: ['id', 'url', 'display', 'name', 'rd', 'description', 'prefix_count'],
  ordering: ['name', 'rd'],
  display: vrfDisplaySql,
  search: ['name', 'rd', 'description'],
  fieldOrder: [
    'id',
    'url',
    'display_url',
    'display',
    'name',
    'rd',
    'tenant',
    'enforce_unique',
    'description',
    'owner',
    'comments',
    'import_targets',
    'export_targets',
    'tags',
    'custom_fields',
    'created',
    'last_updated',
    'ipaddress_count',
    'prefix_count',
  ],
  filters: {
    ...tenancyFilters(),
    // NetBox's singular names for the many-to-many fields' filters
    import_target_id: viaMany('import_targets'),
    import_target: viaMany('import_targets', 'name'),
    export_target_id: viaMany('export_targets'),
    export_target: viaMany('export_targets', 'name'),
  },
});

export const prefixes = defineResource({
  entity: Prefix,
  app: 'ipam',
  path: 'prefixes',
  features: ['contacts'],
  brief: ['id', 'url', 'display', 'family', 'prefix', 'description', '_depth'],
  // VRF (global table first), then prefix: served by XI_ipam_prefix_order
  orderSql: (t) => `${t}.vrf_id NULLS FIRST, ${t}.prefix`,
  keptTotal: blockTotal('ipam_prefix'),
  display: 'prefix',
  rules: prefixRules,
  actions: [availablePrefixes, prefixAvailableIps],
  filters: {
    ...tenancyFilters(),
    ...cachedScopeFilters(),
    ...vrfFilters,
    prefix: exactNetwork('prefix'),
    within: within('prefix'),
    within_include: withinInclude('prefix'),
    contains: containsFilter('prefix'),
    mask_length: maskLength('prefix'),
    depth: expr('integer', (t) => `${t}._depth`),
    children: expr('integer', (t) => `${t}._children`),
    vlan_vid: fieldOf('vlan.vid'),
    vlan_group_id: via('vlan.group'),
    vlan_group: via('vlan.group', 'slug'),
    q: networkSearch('prefix'),
  },
});

export const ipRanges = defineResource({
  entity: IPRange,
  app: 'ipam',
  path: 'ip-ranges',
  features: ['contacts'],
  verboseName: 'IP range',
  brief: ['id', 'url', 'display', 'family', 'start_address', 'end_address', 'description'],
  orderSql: (t) => `${t}.vrf_id NULLS FIRST, ${t}.start_address`,
  display: rangeDisplaySql,
  search: ['description', 'start_address', 'end_address'],
  rules: ipRangeRules,
  actions: [rangeAvailableIps],
  filters: {
    ...tenancyFilters(),
    start_address: addressMatch('start_address'),
    end_address: addressMatch('end_address'),
    contains: rangeContains,
    parent: hostWithin('start_address', 'end_address'),
    ...vrfFilters,
  },
});

export const ipAddresses = defineResource({
  entity: IPAddress,
  app: 'ipam',
  path: 'ip-addresses',
  features: ['contacts'],
  verboseName: 'IP address',
  brief: ['id', 'url', 'display', 'family', 'address', 'description'],
  // host address (mask ignored), then id: served by XI_ipam_ipaddress_host
  orderSql: (t) => `host(${t}.address)::inet`,
  keptTotal: blockTotal('ipam_ipaddress'),
  display: 'address',
  rules: ipAddressRules,
  changeParent: 'assigned_object',
  filters: {
    ...tenancyFilters(),
    ...vrfFilters,
    address: addressMatch('address'),
    parent: countedHostWithin('ipam_ipaddress', 'address'),
    mask_length: maskLength('address'),
    device_id: onParent('dcim.interface', 'dcim.device', 'id'),
    device: onParent('dcim.interface', 'dcim.device', 'name'),
    virtual_machine_id: onParent('virtualization.vminterface', 'virtualization.virtualmachine', 'id'),
    virtual_machine: onParent('virtualization.vminterface', 'virtualization.virtualmachine', 'name'),
    interface_id: onInterface('dcim.interface', 'id'),
    interface: onInterface('dcim.interface', 'name'),
    vminterface_id: onInterface('virtualization.vminterface', 'id'),
    vminterface: onInterface('virtualization.vminterface', 'name'),
    assigned_to_interface: assignedToInterface,
    assigned: assigned,
    fhrpgroup_id: onObject('ipam.fhrpgroup', 'ipam_fhrpgroup', 'id'),
    service_id: throughTable('ipam_service_ipaddresses', 'ipaddress_id', 'service_id', 'ipam_service', 'id'),
    q: addressSearch,
  },
});

export const vlanGroups = defineResource({
  entity: VLANGroup,
  app: 'ipam',
  path: 'vlan-groups',
  verboseName: 'VLAN group',
  brief: ['id', 'url', 'display', 'name', 'slug', 'description', 'vlan_count'],
  ordering: ['name'],
  search: ['name', 'description'],
  rules: vlanGroupRules,
  actions: [availableVlans],
  fieldOrder: [
    'id',
    'url',
    'display_url',
    'display',
    'name',
    'slug',
    'scope_type',
    'scope_id',
    'scope',
    'vid_ranges',
    'total_vlan_ids',
    'tenant',
    ...TAIL,
    'vlan_count',
    'utilization',
  ],
  filters: {
    ...tenancyFilters(),
    region: scopedTo('dcim.region'),
    site_group: scopedTo('dcim.sitegroup'),
    site: scopedTo('dcim.site'),
    location: scopedTo('dcim.location'),
    rack_group: scopedTo('dcim.rackgroup'),
    rack: scopedTo('dcim.rack'),
    cluster_group: scopedTo('virtualization.clustergroup'),
    cluster: scopedTo('virtualization.cluster'),
    contains_vid: method((t, values, params) => {
      const vid = lastNumber(values);
      if (vid === null) return null;
      const p = `${params.add(vid)}::numeric`;
      return `EXISTS (SELECT 1 FROM jsonb_array_elements(${t}.vid_ranges) r WHERE (r->>0)::int <= ${p} AND (r->>1)::int >= ${p})`;
    }, 'integer'),
  },
});

export const vlans = defineResource({
  entity: VLAN,
  app: 'ipam',
  path: 'vlans',
  verboseName: 'VLAN',
  brief: ['id', 'url', 'display', 'vid', 'name', 'description'],
  ordering: ['site', 'group', 'vid'],
  display: (t) => `${t}.name || ' (' || ${t}.vid || ')'`,
  search: ['name', 'description'],
  rules: vlanRules,
  fieldOrder: [
    'id',
    'url',
    'display_url',
    'display',
    'site',
    'group',
    'vid',
    'name',
    'tenant',
    'status',
    'role',
    'description',
    'qinq_role',
    'qinq_svlan',
    'owner',
    'comments',
    'l2vpn_termination',
    'tags',
    'custom_fields',
    'created',
    'last_updated',
    'prefix_count',
  ],
  filters: {
    ...tenancyFilters(),
    ...siteScopeFilters(),
    qinq_svlan_vid: fieldOf('qinq_svlan.vid'),
    q: textOrNumberSearch(['name', 'description'], ['vid']),
    ...availableVlanFilters,
    interface_id: carriedBy('dcim_interface', 'dcim_interface_tagged_vlans', 'interface_id'),
    vminterface_id: carriedBy('virtualization_vminterface', 'virtualization_vminterface_tagged_vlans', 'vminterface_id'),
  },
});

/**
 * `port=22`: services listening on that port. One number, as NetBox's NumericArrayFilter (a NumberFilter):
 * repeated, the last one counts; a number no port can be (a fraction) matches nothing.
 */
const portFilter = method(
  (t, values, params, _db, lookup) => {
    const port = lastNumber(values);
    if (port === null) return null;
    return numericArrayCondition(`${t}.ports`, lookup, port, params);
  },
  'integer',
  undefined,
  NUMBER_LOOKUPS,
);

export const services = defineResource({
  entity: Service,
  app: 'ipam',
  path: 'services',
  features: ['contacts'],
  verboseName: 'application service',
  brief: ['id', 'url', 'display', 'name', 'protocol', 'ports', 'description'],
  orderSql: (t) => `${t}.protocol, (SELECT min((p)::int) FROM jsonb_array_elements_text(${t}.ports) AS p)`,
  display: (t) => `${t}.name || ' (' || upper(${t}.protocol) || '/' || COALESCE(${portsDisplaySql(`${t}.ports`)}, '') || ')'`,
  search: ['name', 'description'],
  rules: serviceRules,
  filters: {
    port: portFilter,
    device_id: serviceParent('dcim.device', 'dcim_device', 'id'),
    device: serviceParent('dcim.device', 'dcim_device', 'name'),
    virtual_machine_id: serviceParent('virtualization.virtualmachine', 'virtualization_virtualmachine', 'id'),
    virtual_machine: serviceParent('virtualization.virtualmachine', 'virtualization_virtualmachine', 'name'),
    fhrpgroup_id: serviceParent('ipam.fhrpgroup', 'ipam_fhrpgroup', 'id'),
    fhrpgroup: serviceParent('ipam.fhrpgroup', 'ipam_fhrpgroup', 'name'),
    ip_address_id: viaMany('ipaddresses'),
    ip_address: viaMany('ipaddresses', 'address'),
  },
});

/** Services of these devices / virtual machines / FHRP groups, by id or name; unknown ones match nothing, ids must be numbers. */
function serviceParent(type: string, table: string, by: 'id' | 'name'): FilterSpec {
  return method(
    (t, values, params) => {
      const match = by === 'id' ? `p.id = ANY(${params.add(wholeNumbers(values))}::bigint[])` : `p.name = ANY(${params.add(values)}::text[])`;
      return `(${t}.parent_object_type = '${type}' AND ${t}.parent_object_id IN (SELECT p.id FROM ${table} p WHERE ${match}))`;
    },
    by === 'id' ? 'integer' : 'string',
  );
}

export const serviceTemplates = defineResource({
  entity: ServiceTemplate,
  app: 'ipam',
  path: 'service-templates',
  verboseName: 'application service template',
  brief: ['id', 'url', 'display', 'name', 'protocol', 'ports', 'description'],
  display: (t) => `${t}.name || ' (' || upper(${t}.protocol) || '/' || COALESCE(${portsDisplaySql(`${t}.ports`)}, '') || ')'`,
  search: ['name', 'description'],
  rules: serviceRules,
  filters: { port: portFilter },
});

export const ipamResources = [
  ...asnResources,
  rirs,
  aggregates,
  roles,
  routeTargets,
  vrfs,
  prefixes,
  ipRanges,
  ipAddresses,
  ...fhrpResources,
  vlanGroups,
  vlans,
  ...vlanTranslationResources,
  serviceTemplates,
  services,
];

/** Registered by IpamModule. */
export const prefixHierarchy = prefixHierarchyStep(prefixes);
