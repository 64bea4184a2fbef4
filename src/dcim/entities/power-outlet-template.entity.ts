import { Entity } from 'typeorm';
import { UniqueTogether } from '../../core/model/constraints.js';
import { ChoiceField, ColorField, ForeignKey } from '../../core/model/fields.js';
import { PowerOutletFeedLeg, PowerOutletType } from '../choices/index.js';
import { ModularComponentTemplate } from './component-bases.js';
import { PowerPortTemplate } from './power-port-template.entity.js';

@Entity('dcim_poweroutlettemplate')
@UniqueTogether({ fields: ['device_type', 'name'], message: 'Power outlet template with this Device type and Name already exists.' })
@UniqueTogether({ fields: ['module_type', 'name'], message: 'Power outlet template with this Module type and Name already exists.' })
export class PowerOutletTemplate extends ModularComponentTemplate {
  @ChoiceField(PowerOutletType, { nullable: true, blank: true, choiceLookupsUnchecked: true }) type: string | null;
  @ColorField({ blank: true, default: '' }) color: string;
  @ForeignKey(() => PowerPortTemplate, { onDelete: 'SET_NULL', filterBy: false }) power_port: PowerPortTemplate | null;
  @ChoiceField(PowerOutletFeedLeg, { nullable: true, blank: true, helpText: 'Phase (for three-phase feeds)' }) feed_leg: string | null;
}
