import { Entity } from 'typeorm';
import { CountField } from '../../core/model/counts.js';
import { BooleanField } from '../../core/model/fields.js';
import { OrganizationalModel } from '../../core/model/model-bases.js';

/** A Regional Internet Registry (docs/models.md §2.1). */
@Entity('ipam_rir')
export class RIR extends OrganizationalModel {
  @BooleanField({ default: false, label: 'Private', helpText: 'IP space managed by this RIR is considered private' }) is_private: boolean;
  @CountField('ipam.aggregate', 'rir', { nested: false }) aggregate_count: number;
}
