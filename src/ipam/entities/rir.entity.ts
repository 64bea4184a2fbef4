import { Entity } from 'typeorm';
import { CountField } from '../../core/resource/counts.js';
import { BooleanField } from '../../core/resource/fields.js';
import { OrganizationalModel } from '../../core/resource/model-bases.js';

/** A Regional Internet Registry (reference models.md §2.1). */
@Entity('ipam_rir')
export class RIR extends OrganizationalModel {
  @BooleanField({ default: false, label: 'Private', helpText: 'IP space managed by this RIR is considered private' }) is_private: boolean;
  @CountField('ipam.aggregate', 'rir') aggregate_count: number;
}
