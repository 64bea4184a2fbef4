import { Entity } from 'typeorm';
import { UniqueTogether } from '../../core/model/constraints.js';
import { CountField, TreeCountField } from '../../core/model/counts.js';
import { CharField, ChoiceField, ForeignKey, TreeParent } from '../../core/model/fields.js';
import { NestedGroupModel } from '../../core/model/model-bases.js';
import { Tenant } from '../../tenancy/entities/tenant.entity.js';
import { LocationStatus } from '../choices/index.js';
import { Site } from './site.entity.js';

@Entity('dcim_location')
@UniqueTogether({ fields: ['site', 'parent', 'name'], message: 'A location with this name already exists within the specified site.' })
@UniqueTogether({ fields: ['site', 'parent', 'slug'], message: 'A location with this slug already exists within the specified site.' })
@UniqueTogether({ fields: ['site', 'name'], whereNull: ['parent'], message: 'A location with this name already exists within the specified site.' })
@UniqueTogether({ fields: ['site', 'slug'], whereNull: ['parent'], message: 'A location with this slug already exists within the specified site.' })
export class Location extends NestedGroupModel {
  @ForeignKey(() => Site, { onDelete: 'CASCADE', required: true }) site: Site | null;
  @TreeParent() parent: Location | null;
  @ChoiceField(LocationStatus, { default: 'active' }) status: string;
  @ForeignKey(() => Tenant, { onDelete: 'PROTECT' }) tenant: Tenant | null;
  @CharField({ maxLength: 50, blank: true }) facility: string;
  @TreeCountField('dcim.rack', 'location') rack_count: number;
  @TreeCountField('dcim.device', 'location') device_count: number;
  @CountField('ipam.prefix', '_location') prefix_count: number;
}
