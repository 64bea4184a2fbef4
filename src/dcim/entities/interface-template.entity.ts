import { Entity } from 'typeorm';
import { UniqueTogether } from '../../core/model/constraints.js';
import { BooleanField, ChoiceField, ForeignKey } from '../../core/model/fields.js';
import { InterfacePoEMode, InterfacePoEType, InterfaceType, WirelessRole } from '../choices/index.js';
import { ModularComponentTemplate } from './component-bases.js';

@Entity('dcim_interfacetemplate')
@UniqueTogether({ fields: ['device_type', 'name'], message: 'Interface template with this Device type and Name already exists.' })
@UniqueTogether({ fields: ['module_type', 'name'], message: 'Interface template with this Module type and Name already exists.' })
export class InterfaceTemplate extends ModularComponentTemplate {
  @ChoiceField(InterfaceType, { required: true }) type: string;
  @BooleanField({ default: true }) enabled: boolean;
  @BooleanField({ default: false, label: 'Management only' }) mgmt_only: boolean;
  /** NetBox's NestedInterfaceTemplateSerializer */
  @ForeignKey(() => InterfaceTemplate, {
    onDelete: 'SET_NULL',
    label: 'Bridge interface',
    nested: ['id', 'url', 'display', 'name'],
    filterBy: false, // NetBox filters it by id only
  })
  bridge: InterfaceTemplate | null;
  @ChoiceField(InterfacePoEMode, { nullable: true, blank: true, label: 'PoE mode' }) poe_mode: string | null;
  @ChoiceField(InterfacePoEType, { nullable: true, blank: true, label: 'PoE type' }) poe_type: string | null;
  @ChoiceField(WirelessRole, { nullable: true, blank: true, label: 'Wireless role' }) rf_role: string | null;
}
