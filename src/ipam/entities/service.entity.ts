import { Entity } from 'typeorm';
import { CharField, ChoiceField, GenericForeignKey, JsonField, ManyToManyField } from '../../core/model/fields.js';
import { PrimaryModel } from '../../core/model/model-bases.js';
import { ServiceProtocol } from '../choices.js';
import { IPAddress } from './ip-address.entity.js';

/** What a service may run on (NetBox's SERVICE_ASSIGNMENT_MODELS). */
export const SERVICE_PARENT_TYPES = ['dcim.device', 'ipam.fhrpgroup', 'virtualization.virtualmachine'];

/** A layer-four service on a device, virtual machine or FHRP group (docs/models.md §2.11). */
@Entity('ipam_service')
export class Service extends PrimaryModel {
  @GenericForeignKey({ types: SERVICE_PARENT_TYPES, onDelete: 'CASCADE', required: true, prefix: 'parent_object' })
  parent: unknown;
  @CharField({ maxLength: 100 }) name: string;
  @ChoiceField(ServiceProtocol, { required: true, choiceLookupsUnchecked: true }) protocol: string;
  /** port numbers 1…65535, checked by the rules */
  @JsonField({ label: 'Port numbers' }) ports: number[];
  @ManyToManyField(() => IPAddress, {
    table: 'ipam_service_ipaddresses',
    targetColumn: 'ipaddress_id',
    label: 'IP addresses',
    helpText: 'The specific IP addresses (if any) to which this application service is bound',
    // NetBox's filters are ip_address / ip_address_id
    filter: false,
  })
  ipaddresses: IPAddress[];
}
