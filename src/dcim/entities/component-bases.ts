import { Column, Index, JoinColumn, ManyToOne } from 'typeorm';
import { BooleanField, CharField, Computed, ForeignKey, OwnerField } from '../../core/model/fields.js';
import { CablePath } from './cable-path.entity.js';
import { CableEnd } from '../choices/cables.js';
import { Cable } from './cable.entity.js';
import { ChangeLoggedModel, NetBoxModel } from '../../core/model/model-bases.js';
import { DeviceType } from './device-type.entity.js';
import { Device } from './device.entity.js';

/**
 * What device components and their templates share (NetBox's ComponentModel, ComponentTemplateModel
 * and the cabling mixins). Each resource states its serializer's field order (components.resources.ts),
 * so declaration order here does not matter.
 */

/** Templates belonging to a device type only (device bays, inventory items). */
export abstract class DeviceTypeComponentTemplate extends ChangeLoggedModel {
  @ForeignKey(() => DeviceType, { onDelete: 'CASCADE', required: true, filterBy: false }) device_type: DeviceType | null;
  @CharField({ maxLength: 64, helpText: '{module} is accepted as a substitution for the module bay position when attached to a module type.' })
  name: string;
  @CharField({ maxLength: 64, blank: true, helpText: 'Physical label' }) label: string;
  @CharField({ maxLength: 200, blank: true }) description: string;
  @Column({ type: 'varchar', length: 200, default: '' }) _name: string;
}

/**
 * Templates a device type or a module type holds: both are optional in the API, and the model rules
 * require exactly one of the two.
 */
export abstract class ModularComponentTemplate extends ChangeLoggedModel {
  @ForeignKey(() => DeviceType, { onDelete: 'CASCADE', filterBy: false }) device_type: DeviceType | null;
  @ForeignKey('dcim.moduletype', { onDelete: 'CASCADE', filterBy: false }) module_type: unknown;
  @CharField({ maxLength: 64, helpText: '{module} is accepted as a substitution for the module bay position when attached to a module type.' })
  name: string;
  @CharField({ maxLength: 64, blank: true, helpText: 'Physical label' }) label: string;
  @CharField({ maxLength: 200, blank: true }) description: string;
  @Column({ type: 'varchar', length: 200, default: '' }) _name: string;
}

/** A component of a device: tags and custom fields, the device, name, label and description. */
export abstract class ComponentModel extends NetBoxModel {
  @ForeignKey(() => Device, { onDelete: 'CASCADE', required: true, filterBy: false }) device: Device | null;
  @CharField({ maxLength: 64 }) name: string;
  @CharField({ maxLength: 64, blank: true, helpText: 'Physical label' }) label: string;
  @CharField({ maxLength: 200, blank: true }) description: string;
  @OwnerField({ group: 'body' }) owner: unknown;
  @Column({ type: 'varchar', length: 200, default: '' }) _name: string;
}

/** A component a module may have brought (NetBox's ModularComponentModel); deleting the module deletes it. */
export abstract class ModularComponentModel extends ComponentModel {
  @ForeignKey('dcim.module', { onDelete: 'CASCADE', filterBy: false, nested: ['id', 'url', 'display', 'device', 'module_bay'] }) module: unknown;
}

/**
 * A component a cable can end on (NetBox's CabledObjectModel): the cable and end it is a termination of
 * (kept by the cable's writes, cables/terminations-field.ts) and the objects at the cable's other end.
 * Power feeds and circuit terminations declare the same fields.
 */
export abstract class CabledComponentModel extends ModularComponentModel {
  @BooleanField({ default: false, helpText: 'Treat as if a cable is connected' }) mark_connected: boolean;
  @ForeignKey(() => Cable, { onDelete: 'SET_NULL', readOnly: true, unshared: true }) cable: Cable | null;
  @CharField({ maxLength: 1, nullable: true, readOnly: true, filterChoices: CableEnd, label: 'Cable end', choiceLookupsUnchecked: true }) cable_end:
    string | null;
  // the connector and positions of its termination row, copied as NetBox does; its API never shows them
  @Column({ type: 'smallint', nullable: true }) cable_connector: number | null;
  @Column({ type: 'jsonb', nullable: true }) cable_positions: number[] | null;
  @Computed('json', () => `'[]'::json`, { group: 'body', provider: 'dcim.linkPeers' }) link_peers: unknown[];
  @Computed('string', () => 'NULL::text', { group: 'body', provider: 'dcim.linkPeersType' }) link_peers_type: string | null;
  @Computed('boolean', (t) => `(${t}.mark_connected OR ${t}.cable_id IS NOT NULL)`, { group: 'last' }) _occupied: boolean;
}

/**
 * A component at the end of a cable path (console, power and network ports): its traced path (`_path`,
 * kept by cables/paths.ts, never rendered) and the connected endpoints at the path's far end.
 */
export abstract class PathEndpointComponentModel extends CabledComponentModel {
  @Computed('json', () => 'NULL::json', { group: 'body', provider: 'dcim.connectedEndpoints' }) connected_endpoints: unknown[] | null;
  @Computed('string', () => 'NULL::text', { group: 'body', provider: 'dcim.connectedEndpointsType' }) connected_endpoints_type: string | null;
  @Computed('boolean', () => 'false', { group: 'body', provider: 'dcim.connectedEndpointsReachable' }) connected_endpoints_reachable: boolean;
  @ManyToOne(() => CablePath, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: '_path_id' })
  @Index()
  _path: CablePath | null;
}
