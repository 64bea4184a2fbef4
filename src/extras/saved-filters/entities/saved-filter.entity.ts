import { Entity, Index } from 'typeorm';
import { BooleanField, CharField, ForeignKey, IntegerField, JsonField, OwnerField, SlugField } from '../../../core/model/fields.js';
import { ChangeLoggedModel } from '../../../core/model/model-bases.js';
import { User } from '../../../users/entities/user.entity.js';

/** Filter parameters saved under a name, applied to a list with `?filter=<slug>` / `?filter_id=<id>` (saved-filters.ts). */
@Entity('extras_savedfilter')
@Index(['weight', 'name'])
export class SavedFilter extends ChangeLoggedModel {
  @JsonField({ label: 'Object types', helpText: 'The object type(s) to which this filter applies.' }) object_types: string[];
  @CharField({ maxLength: 100, unique: true }) name: string;
  @SlugField({ unique: true }) slug: string;
  @CharField({ maxLength: 200, blank: true }) description: string;
  @ForeignKey(() => User, { onDelete: 'SET_NULL', plainId: true, filterBy: 'username' }) user: User | null;
  @IntegerField({ default: 100, minValue: 0, maxValue: 32767 }) weight: number;
  @BooleanField({ default: true }) enabled: boolean;
  @BooleanField({ default: true }) shared: boolean;
  @JsonField() parameters: Record<string, unknown>;
  @OwnerField({ group: 'body' }) owner: unknown;
}
