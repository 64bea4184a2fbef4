import { Column, Entity, JoinColumn, OneToOne, PrimaryGeneratedColumn } from 'typeorm';
import { User } from '../../entities/user.entity.js';

/** A user's preferences (NetBox's UserConfig): a nested JSON object, read and merged at /api/users/config/. */
@Entity('users_userconfig')
export class UserConfig {
  @PrimaryGeneratedColumn({ type: 'bigint' }) id: number;
  @OneToOne(() => User, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'user_id' })
  user: User;
  @Column({ type: 'jsonb', default: () => "'{}'" }) data: Record<string, unknown>;
}
