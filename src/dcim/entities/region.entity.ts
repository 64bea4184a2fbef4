import { Entity } from 'typeorm';
import { UniqueTogether } from '../../core/model/constraints.js';
import { CountField, TreeCountField } from '../../core/model/counts.js';
import { TreeParent } from '../../core/model/fields.js';
import { NestedGroupModel } from '../../core/model/model-bases.js';

@Entity('dcim_region')
@UniqueTogether({ fields: ['parent', 'name'], message: 'A region with this name already exists under the same parent.' })
@UniqueTogether({ fields: ['parent', 'slug'], message: 'A region with this slug already exists under the same parent.' })
@UniqueTogether({ fields: ['name'], whereNull: ['parent'], message: 'A top-level region with this name already exists.' })
@UniqueTogether({ fields: ['slug'], whereNull: ['parent'], message: 'A top-level region with this slug already exists.' })
export class Region extends NestedGroupModel {
  @TreeParent() parent: Region | null;
  @TreeCountField('dcim.site', 'region') site_count: number;
  /** prefixes whose cached region is this one (scoped to it, or to a site or location in it) */
  @CountField('ipam.prefix', '_region') prefix_count: number;
}
