import { Entity, Index } from 'typeorm';
import { GenericForeignKey, MACAddressField } from '../../core/model/fields.js';
import { PrimaryModel } from '../../core/model/model-bases.js';

/** A MAC address, assigned to a device or VM interface (or to nothing); an interface names one as its primary. */
@Entity('dcim_macaddress')
@Index(['mac_address', 'id'])
export class MACAddress extends PrimaryModel {
  @MACAddressField() mac_address: string;
  /** removed with its interface, as NetBox's generic relation does */
  @GenericForeignKey({ types: ['dcim.interface', 'virtualization.vminterface'], onDelete: 'CASCADE' }) assigned_object: unknown;
}
