import { Entity, Index } from 'typeorm';
import { ForeignKey, GenericForeignKey, IdField } from '../../core/model/fields.js';
import { Tag } from './tag.entity.js';

/**
 * One tag on one object of any full-featured model (a generic relation by object type and id), written by
 * the tag feature and read at /api/extras/tagged-objects/. Rows go with their object through the tag
 * feature's own step (tags-of-deleted), so the relation declares no cascade of its own.
 */
@Entity('extras_taggeditem')
@Index(['tag', 'object_type', 'object_id'], { unique: true })
export class TaggedItem {
  @IdField() id: number;
  @GenericForeignKey({ onDelete: 'NONE', required: true, readOnly: true }) object: unknown;
  @ForeignKey(() => Tag, { onDelete: 'CASCADE', required: true, readOnly: true }) tag: Tag;
}
