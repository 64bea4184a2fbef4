import { Entity } from 'typeorm';
import { UniqueTogether } from '../../core/model/constraints.js';
import { TreeCountField } from '../../core/model/counts.js';
import { BooleanField, ForeignKey, ColorField, TreeParent } from '../../core/model/fields.js';
import { NestedGroupModel } from '../../core/model/model-bases.js';

@Entity('dcim_devicerole')
@UniqueTogether({ fields: ['parent', 'name'], message: 'A device role with this name already exists under the same parent.' })
@UniqueTogether({ fields: ['parent', 'slug'], message: 'A device role with this slug already exists under the same parent.' })
@UniqueTogether({ fields: ['name'], whereNull: ['parent'], message: 'A top-level device role with this name already exists.' })
@UniqueTogether({ fields: ['slug'], whereNull: ['parent'], message: 'A top-level device role with this slug already exists.' })
export class DeviceRole extends NestedGroupModel {
  // NetBox's NestedDeviceRoleSerializer: no slug, no _depth
  @TreeParent({ nested: ['id', 'url', 'display_url', 'display', 'name'] }) parent: DeviceRole | null;
  @ColorField() color: string;
  @BooleanField({ default: true, label: 'VM role', helpText: 'Virtual machines may be assigned to this role' }) vm_role: boolean;
  @ForeignKey('extras.configtemplate', { onDelete: 'PROTECT', filterBy: false }) config_template: object | null;
  @TreeCountField('dcim.device', 'role') device_count: number;
  @TreeCountField('virtualization.virtualmachine', 'role') virtualmachine_count: number;
}
