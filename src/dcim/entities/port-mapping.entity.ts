import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Device } from './device.entity.js';
import { FrontPort } from './front-port.entity.js';
import { RearPort } from './rear-port.entity.js';

/**
 * One front port position passing through one rear port position (NetBox's PortMapping, private: no API
 * of its own). Written and read through the ports' `rear_ports` / `front_ports` (port-mappings.ts); rows go
 * with either port.
 */
@Entity('dcim_portmapping')
@Index(['front_port', 'front_port_position'], { unique: true })
@Index(['rear_port', 'rear_port_position'], { unique: true })
export class PortMapping {
  @PrimaryGeneratedColumn({ type: 'bigint' }) id: number;
  @ManyToOne(() => Device, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'device_id' })
  @Index()
  device: Device;
  @ManyToOne(() => FrontPort, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'front_port_id' })
  front_port: FrontPort;
  @Column({ type: 'smallint', default: 1 }) front_port_position: number;
  @ManyToOne(() => RearPort, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'rear_port_id' })
  rear_port: RearPort;
  @Column({ type: 'smallint', default: 1 }) rear_port_position: number;
}
