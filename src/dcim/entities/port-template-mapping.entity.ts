import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { DeviceType } from './device-type.entity.js';
import { FrontPortTemplate } from './front-port-template.entity.js';
import { RearPortTemplate } from './rear-port-template.entity.js';

/** A front port template position passing through a rear port template position (NetBox's PortTemplateMapping). */
@Entity('dcim_porttemplatemapping')
@Index(['front_port', 'front_port_position'], { unique: true })
@Index(['rear_port', 'rear_port_position'], { unique: true })
export class PortTemplateMapping {
  @PrimaryGeneratedColumn({ type: 'bigint' }) id: number;
  @ManyToOne(() => DeviceType, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'device_type_id' })
  @Index()
  device_type: DeviceType | null;
  @ManyToOne(() => FrontPortTemplate, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'front_port_id' })
  front_port: FrontPortTemplate;
  @Column({ type: 'smallint', default: 1 }) front_port_position: number;
  @ManyToOne(() => RearPortTemplate, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'rear_port_id' })
  rear_port: RearPortTemplate;
  @Column({ type: 'smallint', default: 1 }) rear_port_position: number;
}
