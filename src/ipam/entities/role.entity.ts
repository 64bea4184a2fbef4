import { Entity } from 'typeorm';
import { CountField } from '../../core/model/counts.js';
import { IntegerField } from '../../core/model/fields.js';
import { OrganizationalModel } from '../../core/model/model-bases.js';

/** The functional role of a prefix, range or VLAN (docs/models.md §2.3). */
@Entity('ipam_role')
export class Role extends OrganizationalModel {
  @IntegerField({ default: 1000, minValue: 0, maxValue: 32767 }) weight: number;
  @CountField('ipam.prefix', 'role', { nested: false }) prefix_count: number;
  @CountField('ipam.vlan', 'role', { nested: false }) vlan_count: number;
  @CountField('ipam.asn', 'role', { nested: false }) asn_count: number;
}
