import { Column, Entity } from 'typeorm';
import { CharField, ChoiceField, ColorField, DecimalField, ForeignKey } from '../../core/model/fields.js';
import { PrimaryModel } from '../../core/model/model-bases.js';
import { Tenant } from '../../tenancy/entities/tenant.entity.js';
import { CableTerminationsField } from '../cables/terminations-field.js';
import { CableLengthUnit, CableProfile, CableType, LinkStatus } from '../choices/cables.js';
import { CableBundle } from './cable-bundle.entity.js';

/**
 * A physical connection between the terminations of its A end and those of its B end (NetBox's Cable). The
 * ends are rows of dcim_cabletermination, written and read as `a_terminations` / `b_terminations`.
 */
@Entity('dcim_cable')
export class Cable extends PrimaryModel {
  @ChoiceField(CableType, { nullable: true, blank: true, plain: true }) type: string | null;
  @CableTerminationsField('A') a_terminations: unknown[];
  @CableTerminationsField('B') b_terminations: unknown[];
  @ChoiceField(LinkStatus, { default: 'connected' }) status: string;
  @ChoiceField(CableProfile, { blank: true, default: '' }) profile: string;
  @ForeignKey(() => Tenant, { onDelete: 'PROTECT' }) tenant: Tenant | null;
  @ForeignKey(() => CableBundle, { onDelete: 'SET_NULL', filterBy: 'name' }) bundle: CableBundle | null;
  @CharField({ maxLength: 100, blank: true }) label: string;
  @ColorField({ blank: true, default: '' }) color: string;
  @DecimalField({ maxDigits: 8, decimalPlaces: 2, nullable: true }) length: number | null;
  @ChoiceField(CableLengthUnit, { nullable: true, blank: true, choiceLookupsUnchecked: true }) length_unit: string | null;
  /** the length in meters, for ordering (NetBox's `_abs_length`), kept by the cable rules */
  @Column({ type: 'numeric', precision: 14, scale: 4, nullable: true }) _abs_length: string | null;
}
