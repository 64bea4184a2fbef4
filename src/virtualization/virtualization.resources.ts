import { flag, tenancyFilters, via } from '../core/model/filter-specs.js';
import { defineResource } from '../core/model/define-resource.js';
import { cachedScopeFilters, siteScopeFilters } from '../dcim/cached-scope.js';
import { ClusterGroup } from './entities/cluster-group.entity.js';
import { ClusterType } from './entities/cluster-type.entity.js';
import { Cluster } from './entities/cluster.entity.js';
import { VirtualMachine } from './entities/virtual-machine.entity.js';
import { VMInterface } from './entities/vm-interface.entity.js';
import { clusterRules } from './rules/cluster.rules.js';
import { virtualMachineRules } from './rules/virtual-machine.rules.js';
import { vmInterfaceRules } from './rules/vm-interface.rules.js';

/** Virtualization resources (docs/models.md §5). */

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
  brief: ['id', 'url', 'display', 'name', 'slug', 'description', 'cluster_count'],
});

export const clusters = defineResource({
  entity: Cluster,
  app: 'virtualization',
  path: 'clusters',
  brief: ['id', 'url', 'display', 'name', 'description', 'virtualmachine_count'],
  search: ['name', 'description', 'comments'],
  rules: clusterRules,
  filters: { ...cachedScopeFilters(), ...tenancyFilters() },
});

export const virtualMachines = defineResource({
  entity: VirtualMachine,
  app: 'virtualization',
  path: 'virtual-machines',
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
    has_primary_ip: flag((t) => `(${t}.primary_ip4_id IS NOT NULL OR ${t}.primary_ip6_id IS NOT NULL)`),
  },
  fieldOrder: [
    'id', 'url', 'display_url', 'display', 'name', 'virtual_machine_type', 'role', 'status', 'start_on_boot', 'site',
    'cluster', 'device', 'platform', 'primary_ip', 'primary_ip4', 'primary_ip6', 'vcpus', 'memory', 'disk', 'description',
    'serial', 'tenant', 'owner', 'comments', 'tags', 'local_context_data', 'config_template', 'custom_fields', 'created',
    'last_updated', 'interface_count', 'virtual_disk_count', 'config_context',
  ],
});

export const vmInterfaces = defineResource({
  entity: VMInterface,
  app: 'virtualization',
  path: 'interfaces',
  verboseName: 'interface',
  brief: ['id', 'url', 'display', 'virtual_machine', 'name', 'description'],
  // by the virtual machine (its name), then natural name
  orderSql: (t) =>
    `(SELECT v.name FROM virtualization_virtualmachine v WHERE v.id = ${t}.virtual_machine_id), ${t}.virtual_machine_id, ${t}._name`,
  search: ['name', 'description'],
  rules: vmInterfaceRules,
  changeParent: 'virtual_machine',
  filters: {
    cluster_id: via('virtual_machine.cluster'),
    cluster: via('virtual_machine.cluster', 'name'),
  },
});

export const virtualizationResources = [clusterTypes, clusterGroups, clusters, virtualMachines, vmInterfaces];
