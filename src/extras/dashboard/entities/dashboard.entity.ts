import { Column, Entity, JoinColumn, OneToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../../../users/entities/user.entity.js';

/** A user's home-page dashboard (NetBox's Dashboard): widget layout and configuration, kept as JSON for the UI. */
@Entity('extras_dashboard')
export class Dashboard {
  @PrimaryGeneratedColumn({ type: 'bigint' }) id: number;
  @OneToOne(() => User, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'user_id' })
  user: User;
  @Column({ type: 'jsonb', default: () => "'[]'" }) layout: unknown;
  @Column({ type: 'jsonb', default: () => "'{}'" }) config: unknown;
}
