import { Entity } from 'typeorm';
import { UniqueTogether } from '../../core/model/constraints.js';
import { BooleanField, Computed, ForeignKey } from '../../core/model/fields.js';
import { ComponentModel } from './component-bases.js';
import { Device } from './device.entity.js';

/** A bay of a parent device that houses one child device (one bay per device: the rules, and an XI_ unique index). */
@Entity('dcim_devicebay')
@UniqueTogether({ fields: ['device', 'name'], message: 'Device bay with this Device and Name already exists.' })
export class DeviceBay extends ComponentModel {
  @BooleanField({ default: true }) enabled: boolean;
  @ForeignKey(() => Device, { onDelete: 'SET_NULL', filterBy: 'name' }) installed_device: Device | null;
  @Computed('boolean', (t) => `(NOT ${t}.enabled OR ${t}.installed_device_id IS NOT NULL)`, { group: 'last' }) _occupied: boolean;
}
