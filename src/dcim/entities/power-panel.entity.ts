import { Entity } from 'typeorm';
import { UniqueTogether } from '../../core/model/constraints.js';
import { CountField } from '../../core/model/counts.js';
import { CharField, ForeignKey } from '../../core/model/fields.js';
import { PrimaryModel } from '../../core/model/model-bases.js';
import { Location } from './location.entity.js';
import { Site } from './site.entity.js';

/** A distribution point for electrical power (a data centre's RPP). */
@Entity('dcim_powerpanel')
@UniqueTogether({ fields: ['site', 'name'], message: 'Power panel with this Site and Name already exists.' })
export class PowerPanel extends PrimaryModel {
  @ForeignKey(() => Site, { onDelete: 'PROTECT', required: true }) site: Site | null;
  @ForeignKey(() => Location, { onDelete: 'PROTECT', filterBy: false }) location: Location | null;
  @CharField({ maxLength: 100 }) name: string;
  @CountField('dcim.powerfeed', 'power_panel', { nested: false }) powerfeed_count: number;
}
