import { FilterSpec, method, NUMBER_LOOKUPS } from '../core/model/filter-specs.js';
import { FilterValueError, parseBoolean, scalarCondition } from '../core/query/filters.js';
import { onInterface, requireRows, throughTable, wholeNumbers } from '../ipam/filters.js';

/** VPN filters beyond the generated ones (NetBox's vpn/filtersets.py), and those VPN adds to lower apps' models. */

/** Terminations on interfaces of these devices / virtual machines (by id or name); unknown ones are a 400. */
const onInterfacesOf = (type: string, interfaces: string, parentColumn: string, parents: string, by: 'id' | 'name'): FilterSpec =>
  method(
    async (t, values, params, db) => {
      const ids = await requireRows(db, parents, by, values);
      return `(${t}.assigned_object_type = '${type}' AND ${t}.assigned_object_id IN
                (SELECT i.id FROM ${interfaces} i WHERE i.${parentColumn} = ANY(${params.add(ids)}::bigint[])))`;
    },
    by === 'id' ? 'integer' : 'string',
  );

/**
 * NetBox's filter_site / filter_region: terminations whose VLAN, device interface or VM interface lies at
 * one of these sites (regions, directly), matched by id or slug; unknown values match nothing, ids must be numbers.
 */
const atPlace = (place: 'site' | 'region', by: 'id' | 'slug'): FilterSpec =>
  method(
    (t, values, params) => {
      const given = by === 'id' ? `${params.add(wholeNumbers(values))}::bigint[]` : `${params.add(values)}::text[]`;
      const sites =
        place === 'site'
          ? by === 'id'
            ? given
            : `ARRAY(SELECT s.id FROM dcim_site s WHERE s.slug = ANY(${given}))`
          : `ARRAY(SELECT s.id FROM dcim_site s JOIN dcim_region r ON r.id = s.region_id WHERE r.${by} = ANY(${given}))`;
      return `(${t}.assigned_object_type = 'ipam.vlan' AND ${t}.assigned_object_id IN (SELECT v.id FROM ipam_vlan v WHERE v.site_id = ANY(${sites}))
            OR ${t}.assigned_object_type = 'dcim.interface' AND ${t}.assigned_object_id IN
               (SELECT i.id FROM dcim_interface i JOIN dcim_device d ON d.id = i.device_id WHERE d.site_id = ANY(${sites}))
            OR ${t}.assigned_object_type = 'virtualization.vminterface' AND ${t}.assigned_object_id IN
               (SELECT i.id FROM virtualization_vminterface i JOIN virtualization_virtualmachine m ON m.id = i.virtual_machine_id WHERE m.site_id = ANY(${sites})))`;
    },
    by === 'id' ? 'integer' : 'string',
  );

/** Terminations on these VLANs (by id or name); unknown ones are a 400. */
const onVlans = (by: 'id' | 'name'): FilterSpec =>
  method(
    async (t, values, params, db) =>
      `(${t}.assigned_object_type = 'ipam.vlan' AND ${t}.assigned_object_id = ANY(${params.add(await requireRows(db, 'ipam_vlan', by, values))}::bigint[]))`,
    by === 'id' ? 'integer' : 'string',
  );

export const l2vpnTerminationFilters: Record<string, FilterSpec> = {
  region: atPlace('region', 'slug'),
  region_id: atPlace('region', 'id'),
  site: atPlace('site', 'slug'),
  site_id: atPlace('site', 'id'),
  device: onInterfacesOf('dcim.interface', 'dcim_interface', 'device_id', 'dcim_device', 'name'),
  device_id: onInterfacesOf('dcim.interface', 'dcim_interface', 'device_id', 'dcim_device', 'id'),
  virtual_machine: onInterfacesOf(
    'virtualization.vminterface',
    'virtualization_vminterface',
    'virtual_machine_id',
    'virtualization_virtualmachine',
    'name',
  ),
  virtual_machine_id: onInterfacesOf(
    'virtualization.vminterface',
    'virtualization_vminterface',
    'virtual_machine_id',
    'virtualization_virtualmachine',
    'id',
  ),
  interface: onInterface('dcim.interface', 'name'),
  interface_id: onInterface('dcim.interface', 'id'),
  vminterface: onInterface('virtualization.vminterface', 'name'),
  vminterface_id: onInterface('virtualization.vminterface', 'id'),
  vlan: onVlans('name'),
  vlan_id: onVlans('id'),
  vlan_vid: method(
    (t, values, params, _db, lookup) => {
      const value = values[values.length - 1].trim();
      if (!value) return null;
      const onVlan = `${t}.assigned_object_type = 'ipam.vlan'`;
      if (lookup === 'empty') {
        // NetBox's isnull over the VLAN's vid: a termination on no VLAN has none (a VLAN always has one)
        const empty = parseBoolean(value);
        return empty === null ? null : empty ? `NOT (${onVlan})` : onVlan;
      }
      if (!/^-?\d+$/.test(value)) throw new FilterValueError('Enter a number.');
      const vid = scalarCondition('v.vid', 'integer', lookup, [value], params);
      return `(${onVlan} AND ${t}.assigned_object_id IN (SELECT v.id FROM ipam_vlan v WHERE ${vid}))`;
    },
    'integer',
    undefined,
    [...NUMBER_LOOKUPS, 'empty'],
  ),
};

/** `l2vpn_id` / `l2vpn` (identifier) on VLANs and interfaces: objects terminated on those L2VPNs; unknown ones are a 400. */
export const terminatedOn = (type: string, by: 'id' | 'identifier'): FilterSpec =>
  method(
    async (t, values, params, db) => {
      const vpns = await requireRows(db, 'vpn_l2vpn', by, values);
      return `EXISTS (SELECT 1 FROM vpn_l2vpntermination x WHERE x.assigned_object_type = '${type}' AND x.assigned_object_id = ${t}.id
                        AND x.l2vpn_id = ANY(${params.add(vpns)}::bigint[]))`;
    },
    by === 'id' ? 'integer' : 'string',
  );

/** Route targets imported / exported by these L2VPNs (by id or identifier). */
export const routeTargetL2vpnFilters: Record<string, FilterSpec> = {
  importing_l2vpn_id: throughTable('vpn_l2vpn_import_targets', 'routetarget_id', 'l2vpn_id', 'vpn_l2vpn', 'id'),
  importing_l2vpn: throughTable('vpn_l2vpn_import_targets', 'routetarget_id', 'l2vpn_id', 'vpn_l2vpn', 'identifier'),
  exporting_l2vpn_id: throughTable('vpn_l2vpn_export_targets', 'routetarget_id', 'l2vpn_id', 'vpn_l2vpn', 'id'),
  exporting_l2vpn: throughTable('vpn_l2vpn_export_targets', 'routetarget_id', 'l2vpn_id', 'vpn_l2vpn', 'identifier'),
};
