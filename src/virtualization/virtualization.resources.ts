import { FilterSpec, flag, method, tenancyFilters, via } from '../core/model/filter-specs.js';
import { FilterValueError, macAddressFilter, macCondition } from '../core/query/filters.js';
import { defineResource } from '../core/model/define-resource.js';
import { cachedScopeFilters, siteScopeFilters } from '../dcim/cached-scope.js';
import { primaryIpSearch } from '../dcim/primary-ip-search.js';
import { ClusterGroup } from './entities/cluster-group.entity.js';
import { ClusterType } from './entities/cluster-type.entity.js';
import { Cluster } from './entities/cluster.entity.js';
import { VirtualMachine } from './entities/virtual-machine.entity.js';
import { VMInterface } from './entities/vm-interface.entity.js';
import { VirtualDisk } from './entities/virtual-disk.entity.js';
import { VirtualMachineType } from './entities/virtual-machine-type.entity.js';
import { clusterRules } from './rules/cluster.rules.js';
import { virtualMachineRules } from './rules/virtual-machine.rules.js';
import { vmInterfaceRules } from './rules/vm-interface.rules.js';

/** Virtualization resources (docs/models.md §5). */

/**
 * NetBox's `vlan_id` / `vlan` (VID) of interfaces: untagged, tagged or Q-in-Q service VLAN (the last value
 * given; an empty one filters nothing).
 */
function assignedVlan(by: 'id' | 'vid'): FilterSpec {
  return method((t, values, params) => {
    const value = values[values.length - 1]?.trim();
    if (!value) return null;
    if (!/^\d+$/.test(value)) throw new FilterValueError('Enter a whole number.');
    const p = params.add(Number(value));
    const match = (column: string) => (by === 'id' ? `${column} = ${p}` : `${column} IN (SELECT v.id FROM ipam_vlan v WHERE v.vid = ${p})`);
    return `(${match(`${t}.untagged_vlan_id`)} OR ${match(`${t}.qinq_svlan_id`)}
      OR EXISTS (SELECT 1 FROM virtualization_vminterface_tagged_vlans m WHERE m.vminterface_id = ${t}.id AND ${match('m.vlan_id')}))`;
  });
}

/** MAC addresses (DCIM's) assigned to VM interfaces: `interfaces` is SQL for the ids of the interfaces to look at. */
const macOn = (interfaces: (t: string) => string) =>
  macAddressFilter(
    (t, match) => `EXISTS (SELECT 1 FROM dcim_macaddress m WHERE m.assigned_object_type = 'virtualization.vminterface'
                     AND m.assigned_object_id IN (${interfaces(t)}) AND ${match})`,
  );

/** A virtual machine's `q`: name, description, comments or serial contain it, or its primary IP's host is it. */
const virtualMachineSearch = primaryIpSearch((t, p) => ['name', 'description', 'comments', 'serial'].map((c) => `${t}.${c} ILIKE ${p}`));

export const clusterTypes = defineResource({
  entity: ClusterType,
  app: 'virtualization',
  path: 'cluster-types',
  brief: ['id', 'url', 'display', 'name', 'slug', 'description', 'cluster_count'],
});

export const clusterGroups = defineResource({
  entity: ClusterGroup,
  app: 'virtualization',
  path: 'cluster-groups',
  features: ['contacts'],
  brief: ['id', 'url', 'display', 'name', 'slug', 'description', 'cluster_count'],
});

export const clusters = defineResource({
  entity: Cluster,
  app: 'virtualization',
  path: 'clusters',
  features: ['contacts'],
  brief: ['id', 'url', 'display', 'name', 'description', 'virtualmachine_count'],
  search: ['name', 'description', 'comments'],
  rules: clusterRules,
  filters: { ...cachedScopeFilters(), ...tenancyFilters() },
});

export const virtualMachineTypes = defineResource({
  entity: VirtualMachineType,
  app: 'virtualization',
  path: 'virtual-machine-types',
  brief: ['id', 'url', 'display', 'name', 'slug', 'description'],
  search: ['name', 'description', 'comments'],
  fieldOrder: [
    'id',
    'url',
    'display_url',
    'display',
    'name',
    'slug',
    'default_platform',
    'default_vcpus',
    'default_memory',
    'description',
    'comments',
    'tags',
    'custom_fields',
    'created',
    'last_updated',
    'virtual_machine_count',
  ],
});

export const virtualMachines = defineResource({
  entity: VirtualMachine,
  app: 'virtualization',
  path: 'virtual-machines',
  features: ['contacts'],
  brief: ['id', 'url', 'display', 'name', 'description'],
  search: ['name', 'description', 'comments', 'serial'],
  excludable: ['config_context'],
  rules: virtualMachineRules,
  filters: {
    ...tenancyFilters(),
    cluster_group_id: via('cluster.group'),
    cluster_group: via('cluster.group', 'slug'),
    cluster_type_id: via('cluster.type'),
    cluster_type: via('cluster.type', 'slug'),
    ...siteScopeFilters(),
    local_context_data: flag((t) => `${t}.local_context_data IS NOT NULL`),
    // NetBox's PrimaryIPFilterSet: an IPv4 or an IPv6 primary address
    has_primary_ip: flag((t) => `(${t}.primary_ip4_id IS NOT NULL OR ${t}.primary_ip6_id IS NOT NULL)`),
    mac_address: macOn((t) => `SELECT i.id FROM virtualization_vminterface i WHERE i.virtual_machine_id = ${t}.id`),
    q: virtualMachineSearch,
  },
  fieldOrder: [
    'id',
    'url',
    'display_url',
    'display',
    'name',
    'virtual_machine_type',
    'role',
    'status',
    'start_on_boot',
    'site',
    'cluster',
    'device',
    'platform',
    'primary_ip',
    'primary_ip4',
    'primary_ip6',
    'vcpus',
    'memory',
    'disk',
    'description',
    'serial',
    'tenant',
    'owner',
    'comments',
    'tags',
    'local_context_data',
    'config_template',
    'custom_fields',
    'created',
    'last_updated',
    'interface_count',
    'virtual_disk_count',
    'config_context',
  ],
});

export const vmInterfaces = defineResource({
  entity: VMInterface,
  app: 'virtualization',
  path: 'interfaces',
  verboseName: 'interface',
  brief: ['id', 'url', 'display', 'virtual_machine', 'name', 'description'],
  // by the virtual machine (its name), then natural name
  orderSql: (t) => `(SELECT v.name FROM virtualization_virtualmachine v WHERE v.id = ${t}.virtual_machine_id), ${t}.virtual_machine_id, ${t}._name`,
  search: ['name', 'description'],
  rules: vmInterfaceRules,
  changeParent: 'virtual_machine',
  filters: {
    cluster_id: via('virtual_machine.cluster'),
    cluster: via('virtual_machine.cluster', 'name'),
    vlan_id: assignedVlan('id'),
    vlan: assignedVlan('vid'),
    mac_address: macOn((t) => `${t}.id`),
    primary_mac_address: method((t, values, params) => {
      const match = macCondition('m.mac_address', '', values, params);
      return `${t}.primary_mac_address_id IN (SELECT m.id FROM dcim_macaddress m WHERE ${match})`;
    }),
  },
});

export const virtualDisks = defineResource({
  entity: VirtualDisk,
  app: 'virtualization',
  path: 'virtual-disks',
  brief: ['id', 'url', 'display', 'virtual_machine', 'name', 'description', 'size'],
  ordering: ['virtual_machine', 'name'],
  search: ['name', 'description'],
  changeParent: 'virtual_machine',
});

export const virtualizationResources = [clusterTypes, clusterGroups, clusters, virtualMachineTypes, virtualMachines, vmInterfaces, virtualDisks];
