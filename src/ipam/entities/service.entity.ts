import { Entity } from 'typeorm';
import { CharField, ChoiceField, GenericForeignKey, JsonField, ManyToManyField } from '../../core/model/fields.js';
import { PrimaryModel } from '../../core/model/model-bases.js';
import { ServiceProtocol } from '../choices.js';
import { IPAddress } from './ip-address.entity.js';

/** A layer-four service on a device or virtual machine (docs/models.md §2.11). */
@Entity('ipam_service')
export class Service extends PrimaryModel {
  @GenericForeignKey({ types: ['dcim.device', 'virtualization.virtualmachine'], onDelete: 'CASCADE', required: true, prefix: 'parent_object' })
  parent: unknown;
  @CharField({ maxLength: 100 }) name: string;
  @ChoiceField(ServiceProtocol, { required: true }) protocol: string;
  /** port numbers 1…65535, checked by the rules */
  @JsonField({ label: 'Port numbers' }) ports: number[];
  @ManyToManyField(() => IPAddress, { table: 'ipam_service_ipaddresses', targetColumn: 'ipaddress_id', label: 'IP addresses' })
  ipaddresses: IPAddress[];
}
