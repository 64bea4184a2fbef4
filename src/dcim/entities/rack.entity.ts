import { Entity } from 'typeorm';
import { UniqueTogether } from '../../core/model/constraints.js';
import { CountField } from '../../core/model/counts.js';
import { CharField, ChoiceField, ForeignKey } from '../../core/model/fields.js';
import { Tenant } from '../../tenancy/entities/tenant.entity.js';
import { RackAirflow, RackFormFactor, RackStatus } from '../choices/index.js';
import { Location } from './location.entity.js';
import { RackBase } from './rack-base.js';
import { RackGroup } from './rack-group.entity.js';
import { RackRole } from './rack-role.entity.js';
import { RackType } from './rack-type.entity.js';
import { Site } from './site.entity.js';

@Entity('dcim_rack')
@UniqueTogether({ fields: ['location', 'name'], message: 'A rack with this name already exists in this location.' })
@UniqueTogether({ fields: ['location', 'facility_id'], message: 'A rack with this facility ID already exists in this location.' })
export class Rack extends RackBase {
  @CharField({ maxLength: 100 }) name: string;
  @CharField({ maxLength: 50, nullable: true, label: 'Facility ID' }) facility_id: string | null;
  @ForeignKey(() => Site, { onDelete: 'PROTECT', required: true }) site: Site | null;
  @ForeignKey(() => Location, { onDelete: 'SET_NULL' }) location: Location | null;
  @ForeignKey(() => RackGroup, { onDelete: 'PROTECT' }) group: RackGroup | null;
  @ForeignKey(() => Tenant, { onDelete: 'PROTECT' }) tenant: Tenant | null;
  @ChoiceField(RackStatus, { default: 'active' }) status: string;
  @ForeignKey(() => RackRole, { onDelete: 'PROTECT' }) role: RackRole | null;
  @CharField({ maxLength: 50, blank: true, caseInsensitive: true, label: 'Serial number' }) serial: string;
  @CharField({ maxLength: 50, nullable: true, unique: 'rack with this asset tag already exists.' }) asset_tag: string | null;
  @ForeignKey(() => RackType, { onDelete: 'PROTECT' }) rack_type: RackType | null;
  @ChoiceField(RackFormFactor, { nullable: true }) form_factor: string | null;
  @ChoiceField(RackAirflow, { nullable: true, choiceLookupsUnchecked: true }) airflow: string | null;
  @CountField('dcim.device', 'rack', { nested: false }) device_count: number;
  @CountField('dcim.powerfeed', 'rack') powerfeed_count: number;
}
