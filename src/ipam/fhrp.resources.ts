import { method } from '../core/model/filter-specs.js';
import { defineResource, ResourceRegistry } from '../core/model/define-resource.js';
import { displaySql } from '../core/serialize/plan.js';
import { likeEscape, quoteIdent } from '../database/sql.js';
import { FHRP_INTERFACE_TYPES, FHRPGroupAssignment } from './entities/fhrp-group-assignment.entity.js';
import { FHRPGroup } from './entities/fhrp-group.entity.js';
import { onParent, requireRows } from './filters.js';
import { fhrpGroupDisplaySql } from './sql.js';

/** FHRP groups and their interface assignments (NetBox's ipam/models/fhrp.py). */

export const fhrpGroups = defineResource({
  entity: FHRPGroup,
  app: 'ipam',
  path: 'fhrp-groups',
  verboseName: 'FHRP group',
  brief: ['id', 'url', 'display', 'protocol', 'group_id', 'description'],
  ordering: ['protocol', 'group_id'],
  display: fhrpGroupDisplaySql,
  // NetBox lists `name` before the URL fields; meta fields always lead here
  fieldOrder: [
    'name',
    'protocol',
    'group_id',
    'auth_type',
    'auth_key',
    'description',
    'owner',
    'comments',
    'tags',
    'custom_fields',
    'created',
    'last_updated',
    'ip_addresses',
  ],
  filters: {
    // groups with an address inside the network of one of these addresses, in its VRF
    related_ip: method(async (t, values, params, db) => {
      const ids = await requireRows(db, 'ipam_ipaddress', 'id', values);
      return `EXISTS (SELECT 1 FROM ipam_ipaddress a JOIN ipam_ipaddress r ON r.id = ANY(${params.add(ids)}::bigint[])
                       WHERE a.assigned_object_type = 'ipam.fhrpgroup' AND a.assigned_object_id = ${t}.id
                         AND a.address <<= r.address AND a.vrf_id IS NOT DISTINCT FROM r.vrf_id)`;
    }),
    q: method((t, values, params) => {
      const value = values[values.length - 1].trim();
      if (!value) return null;
      const like = params.add(`%${likeEscape(value)}%`);
      return `(${t}.description ILIKE ${like} OR ${t}.group_id::text LIKE ${like} OR ${t}.name ILIKE ${like})`;
    }),
  },
});

/** `Gi0/1: VRRPv2: 10 (100)`: the interface, the group and the priority. */
function assignmentDisplaySql(t: string): string {
  const branches = FHRP_INTERFACE_TYPES.map((type) => ResourceRegistry.forObjectType(type)).map(
    (r) => `WHEN '${r.objectType}' THEN (SELECT ${displaySql(r, 'fi')} FROM ${quoteIdent(r.table)} fi WHERE fi.id = ${t}.interface_id)`,
  );
  return `COALESCE(CASE ${t}.interface_type ${branches.join(' ')} END, '') || ': '
    || (SELECT ${fhrpGroupDisplaySql('fg')} FROM ipam_fhrpgroup fg WHERE fg.id = ${t}.group_id) || ' (' || ${t}.priority || ')'`;
}

export const fhrpGroupAssignments = defineResource({
  entity: FHRPGroupAssignment,
  app: 'ipam',
  path: 'fhrp-group-assignments',
  verboseName: 'FHRP group assignment',
  brief: ['id', 'url', 'display', 'group', 'interface_type', 'interface_id', 'priority'],
  ordering: ['-priority'],
  display: assignmentDisplaySql,
  omit: ['display_url'],
  filters: {
    device_id: onParent('dcim.interface', 'dcim.device', 'id', 'interface'),
    device: onParent('dcim.interface', 'dcim.device', 'name', 'interface'),
    virtual_machine_id: onParent('virtualization.vminterface', 'virtualization.virtualmachine', 'id', 'interface'),
    virtual_machine: onParent('virtualization.vminterface', 'virtualization.virtualmachine', 'name', 'interface'),
  },
});

export const fhrpResources = [fhrpGroups, fhrpGroupAssignments];
