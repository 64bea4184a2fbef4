import { Entity } from 'typeorm';
import { UniqueTogether } from '../../core/model/constraints.js';
import { ChoiceField, ColorField, ForeignKey } from '../../core/model/fields.js';
import { PowerOutletFeedLeg, PowerOutletStatus, PowerOutletType } from '../choices/index.js';
import { PathEndpointComponentModel } from './component-bases.js';
import { PowerPort } from './power-port.entity.js';

@Entity('dcim_poweroutlet')
@UniqueTogether({ fields: ['device', 'name'], message: 'Power outlet with this Device and Name already exists.' })
export class PowerOutlet extends PathEndpointComponentModel {
  @ChoiceField(PowerOutletType, { nullable: true, blank: true, helpText: 'Physical port type' }) type: string | null;
  @ChoiceField(PowerOutletStatus, { default: 'enabled' }) status: string;
  @ColorField({ blank: true, default: '' }) color: string;
  @ForeignKey(() => PowerPort, { onDelete: 'SET_NULL', filterBy: false }) power_port: PowerPort | null;
  @ChoiceField(PowerOutletFeedLeg, { nullable: true, blank: true, helpText: 'Phase (for three-phase feeds)' }) feed_leg: string | null;
}
