import { Entity } from 'typeorm';
import { CountField } from '../../../core/model/counts.js';
import { CharField, IdField } from '../../../core/model/fields.js';

/** A grouping of owners (NetBox 4.6). Administrative: not change-logged, no created/last_updated. */
@Entity('users_ownergroup')
export class OwnerGroup {
  @IdField() id: number;
  @CharField({ maxLength: 100, unique: true }) name: string;
  @CharField({ maxLength: 200, blank: true }) description: string;
  @CountField('users.owner', 'group') member_count: number;
}
