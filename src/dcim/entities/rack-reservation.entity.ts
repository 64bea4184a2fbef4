import { Entity } from 'typeorm';
import { CharField, ChoiceField, Computed, ForeignKey, JsonField, OwnerField, TextField } from '../../core/model/fields.js';
import { NetBoxModel } from '../../core/model/model-bases.js';
import { Tenant } from '../../tenancy/entities/tenant.entity.js';
import { RackReservationStatus } from '../choices/infra.js';
import { Rack } from './rack.entity.js';

/** Units of a rack set aside for someone; the units are a list of whole unit numbers (checked by the rules). */
@Entity('dcim_rackreservation')
export class RackReservation extends NetBoxModel {
  @ForeignKey(() => Rack, { onDelete: 'CASCADE', required: true, filterBy: false }) rack: Rack | null;
  @JsonField({ label: 'Units' }) units: number[];
  @Computed('integer', (t) => `jsonb_array_length(${t}.units)`, { group: 'body' }) unit_count: number;
  @ChoiceField(RackReservationStatus, { default: 'active' }) status: string;
  @ForeignKey('users.user', { onDelete: 'PROTECT', required: true, filterBy: 'username' }) user: object | null;
  @ForeignKey(() => Tenant, { onDelete: 'PROTECT' }) tenant: Tenant | null;
  /** a primary model whose description is required */
  @CharField({ maxLength: 200, group: 'tail', rank: 1 }) description: string;
  @OwnerField() owner: unknown;
  @TextField({ group: 'tail', rank: 2 }) comments: string;
}
