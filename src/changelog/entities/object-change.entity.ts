import { Column, Entity, Index } from 'typeorm';
import { defineChoices } from '../../core/model/choices.js';
import { CharField, ChoiceField, Computed, DateTimeField, ForeignKey, GenericForeignKey, IdField, UuidField } from '../../core/model/fields.js';
import { User } from '../../users/entities/user.entity.js';

export const ChangeAction = defineChoices({ create: 'Created', update: 'Updated', delete: 'Deleted' });

/** Snapshot as the API shows it: null as {}, without created/last_updated and private (`_…`) keys. */
const shown = (column: string) => (t: string) =>
  `COALESCE((SELECT jsonb_object_agg(k, v) FROM jsonb_each(${t}.${column}) AS e(k, v)
             WHERE k NOT IN ('created', 'last_updated') AND left(k, 1) <> '_'), '{}'::jsonb)`;

/** One change of one object (docs/models.md §6.5), written in the transaction of the change. */
@Entity('core_objectchange')
@Index(['request_id'])
@Index(['time'])
export class ObjectChange {
  @IdField() id: number;
  @DateTimeField({ readOnly: true, filter: false }) time: string;
  @ForeignKey(() => User, { onDelete: 'SET_NULL', readOnly: true, nested: ['id', 'url', 'display', 'username'], filterBy: 'username' })
  user: User | null;
  @CharField({ maxLength: 150, readOnly: true }) user_name: string;
  @UuidField({ readOnly: true, label: 'Request ID' }) request_id: string;
  @ChoiceField(ChangeAction, { readOnly: true, choiceLookupsUnchecked: true }) action: string;
  @GenericForeignKey({ onDelete: 'NONE', readOnly: true }) changed_object: unknown;
  @GenericForeignKey({ onDelete: 'NONE', readOnly: true }) related_object: unknown;
  @CharField({ maxLength: 200, readOnly: true }) object_repr: string;
  @CharField({ maxLength: 200, readOnly: true, blank: true, filter: false }) message: string;
  @Computed('json', shown('prechange_data'), { group: 'body', label: 'Pre-change data' })
  @Column({ type: 'jsonb', nullable: true })
  prechange_data: Record<string, unknown> | null;
  @Computed('json', shown('postchange_data'), { group: 'body', label: 'Post-change data' })
  @Column({ type: 'jsonb', nullable: true })
  postchange_data: Record<string, unknown> | null;
}
