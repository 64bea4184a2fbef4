import { Entity, Index } from 'typeorm';
import { BooleanField, CharField, ForeignKey, IntegerField, JsonField } from '../../../core/model/fields.js';
import { ChangeLoggedModel } from '../../../core/model/model-bases.js';
import { User } from '../../../users/entities/user.entity.js';

/** A saved choice of columns and ordering for one table of the web interface (NetBox's TableConfig). */
@Entity('extras_tableconfig')
@Index(['weight', 'name'])
export class TableConfig extends ChangeLoggedModel {
  @CharField({ maxLength: 100, label: 'Object type', helpText: "The table's object type", filter: false }) object_type: string;
  @CharField({ maxLength: 100 }) table: string;
  @CharField({ maxLength: 100 }) name: string;
  @CharField({ maxLength: 200, blank: true }) description: string;
  @ForeignKey(() => User, { onDelete: 'SET_NULL', plainId: true, filterBy: 'username' }) user: User | null;
  @IntegerField({ default: 1000, minValue: 0, maxValue: 32767 }) weight: number;
  @BooleanField({ default: true }) enabled: boolean;
  @BooleanField({ default: true }) shared: boolean;
  @JsonField() columns: string[];
  @JsonField({ nullable: true }) ordering: string[] | null;
}
