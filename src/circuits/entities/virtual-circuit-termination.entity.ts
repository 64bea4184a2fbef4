import { Entity } from 'typeorm';
import { UniqueTogether } from '../../core/model/constraints.js';
import { CharField, ChoiceField, ForeignKey } from '../../core/model/fields.js';
import { NetBoxModel } from '../../core/model/model-bases.js';
import { Interface } from '../../dcim/entities/interface.entity.js';
import { VirtualCircuitTerminationRole } from '../choices.js';
import { VirtualCircuit } from './virtual-circuit.entity.js';

/** One end of a virtual circuit on a virtual interface; an interface terminates at most one (NetBox's one-to-one). */
@Entity('circuits_virtualcircuittermination')
@UniqueTogether({
  fields: ['interface'],
  key: 'interface',
  message: 'virtual circuit termination with this interface already exists.',
  indexName: 'UQ_circuits_virtualcircuittermination_interface',
})
export class VirtualCircuitTermination extends NetBoxModel {
  @ForeignKey(() => VirtualCircuit, { onDelete: 'CASCADE', required: true }) virtual_circuit: VirtualCircuit | null;
  @ChoiceField(VirtualCircuitTerminationRole, { default: 'peer' }) role: string;
  @ForeignKey(() => Interface, { onDelete: 'CASCADE', required: true, filterBy: false }) interface: Interface | null;
  @CharField({ maxLength: 200, blank: true }) description: string;
}
