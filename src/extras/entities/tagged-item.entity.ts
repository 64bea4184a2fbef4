import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Tag } from './tag.entity.js';

/** One tag on one object of any full-featured model (a generic relation by object type and id). */
@Entity('extras_taggeditem')
@Index(['object_type', 'object_id'])
@Index(['tag', 'object_type', 'object_id'], { unique: true })
export class TaggedItem {
  @PrimaryGeneratedColumn({ type: 'bigint' }) id: number;
  @ManyToOne(() => Tag, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'tag_id' })
  tag: Tag;
  @Column({ type: 'varchar', length: 100 }) object_type: string;
  @Column({ type: 'bigint' }) object_id: number;
}
