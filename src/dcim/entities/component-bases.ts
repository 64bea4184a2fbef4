import { Column } from 'typeorm';
import { BooleanField, CharField, Computed, ForeignKey, OwnerField } from '../../core/model/fields.js';
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

/** Cabling is not modelled yet: a component's cable and link peers render empty. */
const NONE = () => 'NULL::jsonb';

/** A component a cable can end on (front and rear ports): mark_connected and the (empty) cable fields. */
export abstract class CabledComponentModel extends ModularComponentModel {
  @BooleanField({ default: false, helpText: 'Treat as if a cable is connected' }) mark_connected: boolean;
  @Computed('json', NONE, { group: 'body' }) cable: null;
  @Computed('string', () => 'NULL::text', { group: 'body' }) cable_end: string | null;
  @Computed('json', () => `'[]'::jsonb`, { group: 'body' }) link_peers: unknown[];
  @Computed('string', () => 'NULL::text', { group: 'body' }) link_peers_type: string | null;
  @Computed('boolean', (t) => `${t}.mark_connected`, { group: 'last' }) _occupied: boolean;
}

/** A component at the end of a cable path (console, power and network ports): the (empty) connected endpoints. */
export abstract class PathEndpointComponentModel extends CabledComponentModel {
  @Computed('json', NONE, { group: 'body' }) connected_endpoints: null;
  @Computed('string', () => 'NULL::text', { group: 'body' }) connected_endpoints_type: string | null;
  @Computed('boolean', () => 'NULL::boolean', { group: 'body' }) connected_endpoints_reachable: boolean | null;
}
