import { Entity, Index } from 'typeorm';
import {
  ChoiceField,
  CreatedField,
  CustomFieldsField,
  ForeignKey,
  GenericForeignKey,
  IdField,
  LastUpdatedField,
  TagsField,
  TextField,
} from '../../../core/model/fields.js';
import { User } from '../../../users/entities/user.entity.js';
import { JournalEntryKind } from '../../choices.js';

/** A remark in an object's journal; goes with the object. `created_by` defaults to the writer. */
@Entity('extras_journalentry')
@Index(['created'])
export class JournalEntry {
  @IdField() id: number;
  @GenericForeignKey({ onDelete: 'CASCADE', required: true }) assigned_object: unknown;
  @CreatedField({ filter: false }) created: string;
  @ForeignKey(() => User, { onDelete: 'SET_NULL', plainId: true, filterBy: 'username', label: 'Created by' }) created_by: User | null;
  @ChoiceField(JournalEntryKind, { default: 'info' }) kind: string;
  @TextField({ required: true }) comments: string;
  @TagsField() tags: unknown[];
  @CustomFieldsField() custom_fields: Record<string, unknown>;
  @LastUpdatedField() last_updated: string;
}
