import { Entity } from 'typeorm';
import { UniqueTogether } from '../../core/model/constraints.js';
import { TreeCountField } from '../../core/model/counts.js';
import { ForeignKey, TreeParent } from '../../core/model/fields.js';
import { NestedGroupModel } from '../../core/model/model-bases.js';
import { Manufacturer } from './manufacturer.entity.js';

@Entity('dcim_platform')
@UniqueTogether({ fields: ['manufacturer', 'name'], message: 'Platform with this Manufacturer and Name already exists.' })
@UniqueTogether({ fields: ['manufacturer', 'slug'], message: 'Platform with this Manufacturer and Slug already exists.' })
@UniqueTogether({ fields: ['name'], whereNull: ['manufacturer'], message: 'Platform name must be unique.' })
@UniqueTogether({ fields: ['slug'], whereNull: ['manufacturer'], message: 'Platform slug must be unique.' })
export class Platform extends NestedGroupModel {
  // NetBox's NestedPlatformSerializer: no slug, no _depth
  @TreeParent({ nested: ['id', 'url', 'display_url', 'display', 'name'] }) parent: Platform | null;
  @ForeignKey(() => Manufacturer, { onDelete: 'PROTECT', helpText: 'Optionally limit this platform to devices of a certain manufacturer' })
  manufacturer: Manufacturer | null;
  @ForeignKey('extras.configtemplate', { onDelete: 'PROTECT', filterBy: false }) config_template: object | null;
  @TreeCountField('dcim.device', 'platform') device_count: number;
  @TreeCountField('virtualization.virtualmachine', 'platform') virtualmachine_count: number;
}
