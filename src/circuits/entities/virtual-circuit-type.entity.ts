import { Entity } from 'typeorm';
import { CountField } from '../../core/model/counts.js';
import { BaseCircuitType } from './base-circuit-type.js';

@Entity('circuits_virtualcircuittype')
export class VirtualCircuitType extends BaseCircuitType {
  @CountField('circuits.virtualcircuit', 'type', { nested: false }) virtual_circuit_count: number;
}
