import type { Queryable } from '../../database/db.js';
import type { Resource } from '../../core/model/define-resource.js';
import type { RowScope } from '../../core/model/types.js';
import { nestedObjectSql } from '../../core/serialize/plan.js';
import { Params } from '../../database/sql.js';
import { deviceDisplaySql } from '../rules/device-display.js';

/**
 * A rack's elevation (NetBox's Rack.get_rack_units()): its units top to bottom in half-unit steps, each
 * with the device occupying it on the chosen face (full-depth devices show on both faces). Devices the
 * caller may not view occupy their units without being named.
 */

export interface RackRow {
  id: number;
  u_height: number;
  starting_unit: number;
  desc_units: boolean;
}

export interface RackedDevice {
  id: number;
  position: number;
  height: number;
  face: string;
  full_depth: boolean;
  permitted: boolean;
  /** the device's nested (brief) JSON */
  brief: string;
  display: string;
  /** the name, else `<chassis>:<position>` for a chassis member, else null (NetBox's Device.label) */
  label: string | null;
  name: string | null;
  model: string;
  manufacturer: string;
  role: string;
  role_color: string;
  status: string;
  asset_tag: string | null;
  serial: string;
  description: string;
}

export interface RackUnit {
  /** the unit number (0.5 steps) and its text as NetBox prints it (`42.5`, `42.0`; a descending rack's first is `1`) */
  id: number;
  idText: string;
  name: string;
  device: RackedDevice | null;
  occupied: boolean;
  /** the device's height, on its lowest unit, when devices are not expanded */
  height?: number;
}

/** Unit numbers top to bottom (NetBox's Rack.units), with their printed text. */
export function unitNumbers(rack: RackRow): { id: number; idText: string }[] {
  const count = Number(rack.u_height) * 2;
  const start = Number(rack.starting_unit);
  return Array.from({ length: count }, (_, i) => {
    if (rack.desc_units) {
      const id = start + i / 2;
      return { id, idText: i === 0 ? String(id) : id.toFixed(1) };
    }
    const id = start + Number(rack.u_height) - 0.5 - i / 2;
    return { id, idText: id.toFixed(1) };
  });
}

/** Devices placed in the rack (position and height above zero), `exclude` left out, either face. */
export async function rackedDevices(
  db: Queryable,
  devices: Resource,
  rackId: number,
  baseUrl: string,
  exclude: number | null,
  scope: RowScope | undefined,
): Promise<RackedDevice[]> {
  const params = new Params();
  params.add(baseUrl);
  const rack = params.add(rackId);
  const excluded = params.add(exclude);
  const permitted = scope?.('d', params) ?? 'true';
  return db.query<RackedDevice>(
    `SELECT d.id, d.position, dt.u_height AS height, d.face, dt.is_full_depth AS full_depth, COALESCE(${permitted}, false) AS permitted,
            (${nestedObjectSql(devices, devices.brief, 'd.id', 'e')})::text AS brief, ${deviceDisplaySql('d')} AS display,
            COALESCE(d.name, (SELECT vc.name || ':' || COALESCE(d.vc_position::text, 'None') FROM dcim_virtualchassis vc WHERE vc.id = d.virtual_chassis_id)) AS label,
            d.name, dt.model, m.name AS manufacturer, r.name AS role, r.color AS role_color, d.status, d.asset_tag, d.serial, d.description
       FROM dcim_device d JOIN dcim_devicetype dt ON dt.id = d.device_type_id
       JOIN dcim_manufacturer m ON m.id = dt.manufacturer_id JOIN dcim_devicerole r ON r.id = d.role_id
      WHERE d.rack_id = ${rack} AND d.position > 0 AND dt.u_height > 0 AND d.id IS DISTINCT FROM ${excluded}::bigint
      ORDER BY d.id`,
    params.values,
  );
}

/** The units of one face: each device on that face (or full depth) marks the units it takes, or only its lowest. */
export function rackUnits(rack: RackRow, devices: RackedDevice[], face: string, expand: boolean): RackUnit[] {
  const units: RackUnit[] = unitNumbers(rack).map((u) => ({
    ...u,
    name: `U${Number.isInteger(u.id) ? u.id : u.id.toFixed(1)}`,
    device: null,
    occupied: false,
  }));
  const byHalf = new Map(units.map((u) => [u.id * 2, u]));
  for (const device of devices) {
    if (device.face !== face && !device.full_depth) continue;
    const first = Number(device.position) * 2;
    const last = expand ? first + Number(device.height) * 2 : first + 1;
    for (let k = first; k < last; k++) {
      const unit = byHalf.get(k);
      // a device reaching beyond the rack's units (NetBox fails there) marks the units it has
      if (!unit) continue;
      if (device.permitted) unit.device = device;
      unit.occupied = true;
      if (!expand) unit.height = Number(device.height);
    }
  }
  return units;
}

/** A unit as NetBox's RackUnitSerializer renders it (JSON text; the id keeps its decimal place, as DRF writes it). */
export function unitJson(unit: RackUnit, face: string): string {
  const faceJson = JSON.stringify({ value: face, label: face === 'front' ? 'Front' : 'Rear' });
  return (
    `{"id":${unit.id.toFixed(1)},"name":${JSON.stringify(unit.name)},"face":${faceJson},"device":${unit.device ? unit.device.brief : 'null'},` +
    `"occupied":${unit.occupied},"display":${JSON.stringify(unit.name)},"description":${unit.device ? JSON.stringify(unit.device.display) : 'null'}}`
  );
}
