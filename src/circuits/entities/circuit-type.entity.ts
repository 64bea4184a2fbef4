import { Entity } from 'typeorm';
import { CountField } from '../../core/model/counts.js';
import { BaseCircuitType } from './base-circuit-type.js';

@Entity('circuits_circuittype')
export class CircuitType extends BaseCircuitType {
  @CountField('circuits.circuit', 'type', { nested: false }) circuit_count: number;
}
