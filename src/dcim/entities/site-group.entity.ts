import { Entity } from 'typeorm';
import { UniqueTogether } from '../../core/model/constraints.js';
import { CountField, TreeCountField } from '../../core/model/counts.js';
import { TreeParent } from '../../core/model/fields.js';
import { NestedGroupModel } from '../../core/model/model-bases.js';

@Entity('dcim_sitegroup')
@UniqueTogether({ fields: ['parent', 'name'], message: 'A site group with this name already exists under the same parent.' })
@UniqueTogether({ fields: ['parent', 'slug'], message: 'A site group with this slug already exists under the same parent.' })
@UniqueTogether({ fields: ['name'], whereNull: ['parent'], message: 'A top-level site group with this name already exists.' })
@UniqueTogether({ fields: ['slug'], whereNull: ['parent'], message: 'A top-level site group with this slug already exists.' })
export class SiteGroup extends NestedGroupModel {
  @TreeParent() parent: SiteGroup | null;
  @TreeCountField('dcim.site', 'group') site_count: number;
  @CountField('ipam.prefix', '_site_group') prefix_count: number;
}
