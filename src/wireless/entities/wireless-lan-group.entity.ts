import { Entity } from 'typeorm';
import { UniqueTogether } from '../../core/model/constraints.js';
import { TreeCountField } from '../../core/model/counts.js';
import { TreeParent } from '../../core/model/fields.js';
import { NestedGroupModel } from '../../core/model/model-bases.js';

@Entity('wireless_wirelesslangroup')
@UniqueTogether({ fields: ['name'], key: 'name', message: 'wireless LAN group with this name already exists.' })
@UniqueTogether({ fields: ['slug'], key: 'slug', message: 'wireless LAN group with this slug already exists.' })
@UniqueTogether({ fields: ['parent', 'name'], message: 'Wireless LAN group with this Parent and Name already exists.' })
export class WirelessLANGroup extends NestedGroupModel {
  /** nested without its count: NetBox's nested form skips the count a parent is not annotated with */
  @TreeParent() parent: WirelessLANGroup | null;

  @TreeCountField('wireless.wirelesslan', 'group') wirelesslan_count: number;
}
