import { Entity } from 'typeorm';
import { UniqueTogether } from '../../core/model/constraints.js';
import { BooleanField } from '../../core/model/fields.js';
import { DeviceTypeComponentTemplate } from './component-bases.js';

@Entity('dcim_devicebaytemplate')
@UniqueTogether({ fields: ['device_type', 'name'], message: 'Device bay template with this Device type and Name already exists.' })
export class DeviceBayTemplate extends DeviceTypeComponentTemplate {
  @BooleanField({ default: true }) enabled: boolean;
}
