import { Entity } from 'typeorm';
import { CountField } from '../../core/model/counts.js';
import { OrganizationalModel } from '../../core/model/model-bases.js';

@Entity('dcim_manufacturer')
export class Manufacturer extends OrganizationalModel {
  @CountField('dcim.devicetype', 'manufacturer') devicetype_count: number;
  @CountField('dcim.moduletype', 'manufacturer') moduletype_count: number;
  @CountField('dcim.inventoryitem', 'manufacturer') inventoryitem_count: number;
  @CountField('dcim.platform', 'manufacturer') platform_count: number;
}
