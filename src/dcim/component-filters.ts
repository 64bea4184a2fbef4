import { expr, fieldOf, FilterSpec, flag, method, via } from '../core/model/filter-specs.js';
import { FilterValueError } from '../core/query/filters.js';
import { siteScopeFilters } from './cached-scope.js';

/**
 * NetBox's DeviceComponentFilterSet: a component lies where its device does (region, site group, site,
 * location, rack), and is found by its device's name, type, role, virtual chassis, status and tenant.
 * Modular components' `module_id` is their foreign key's filter.
 */
export function componentFilters(): Record<string, FilterSpec> {
  return {
    ...siteScopeFilters('device.site'),
    site_id: via('device.site'),
    site: via('device.site', 'slug'),
    location_id: via('device.location'),
    location: via('device.location', 'slug'),
    rack_id: via('device.rack'),
    rack: via('device.rack', 'name'),
    // NetBox's ModelMultipleChoiceFilter by name: a name no device has is a 400, not an empty list
    device: via('device', 'name'),
    device_type_id: via('device.device_type'),
    device_type: via('device.device_type', 'model'),
    device_role_id: via('device.role'),
    device_role: via('device.role', 'slug'),
    virtual_chassis_id: via('device.virtual_chassis'),
    virtual_chassis: via('device.virtual_chassis', 'name'),
    device_status: fieldOf('device.status'),
    tenant_id: via('device.tenant'),
    tenant: via('device.tenant', 'slug'),
  };
}

/**
 * What a cable may end on (NetBox's CabledObjectFilterSet; `cable_id` and `cable_end` come from the fields):
 * `cable_connector` is the connector of its cable it ends on (stored, never shown), `cabled` has a cable,
 * `occupied` has one or is marked connected. Interfaces count wireless links as occupying too (`alsoOccupiedBy`).
 */
export function cabledFilters(alsoOccupiedBy?: (alias: string) => string): Record<string, FilterSpec> {
  return {
    cable_connector: expr('integer', (t) => `${t}.cable_connector`),
    cabled: flag((t) => `${t}.cable_id IS NOT NULL`),
    occupied: flag((t) => `(${t}.mark_connected OR ${t}.cable_id IS NOT NULL${alsoOccupiedBy ? ` OR ${alsoOccupiedBy(t)}` : ''})`),
  };
}

/** A path endpoint's `connected` (NetBox's PathEndpointFilterSet): its traced path is complete and active. */
export function pathEndpointFilters(): Record<string, FilterSpec> {
  return {
    connected: flag((t) => `EXISTS (SELECT 1 FROM dcim_cablepath cp WHERE cp.id = ${t}._path_id AND cp.is_complete AND cp.is_active)`),
  };
}

/** `rear_port_id` of front ports / `front_port_id` of rear ports (and templates): ports mapped to those. */
export function mappedTo(table: string, own: 'front_port_id' | 'rear_port_id'): FilterSpec {
  const other = own === 'front_port_id' ? 'rear_port_id' : 'front_port_id';
  return method((t, values, params) => {
    const bad = values.find((v) => !/^\d+$/.test(v));
    if (bad !== undefined) throw new FilterValueError(`Select a valid choice. ${bad} is not one of the available choices.`);
    const ids = values.map(Number);
    return `${t}.id IN (SELECT m.${own} FROM ${table} m WHERE m.${other} = ANY(${params.add(ids)}::bigint[]))`;
  }, 'integer');
}
