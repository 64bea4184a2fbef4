import { Entity } from 'typeorm';
import { CachedForeignKey } from '../../core/model/cached-fields.js';
import { UniqueTogether } from '../../core/model/constraints.js';
import { CharField, ForeignKey, GenericForeignKey, IntegerField, JsonField } from '../../core/model/fields.js';
import { ChangeLoggedModel } from '../../core/model/model-bases.js';
import { CABLE_TERMINATION_TYPES, CableEnd } from '../choices/cables.js';
import { Cable } from './cable.entity.js';
import { Device } from './device.entity.js';
import { Location } from './location.entity.js';
import { Rack } from './rack.entity.js';
import { Site } from './site.entity.js';

/**
 * One end of a cable on one object (NetBox's CableTermination), written by the cable's
 * `a_terminations`/`b_terminations`. Each object ends at most one cable: the unique constraint on
 * (termination_type, termination_id) decides between two requests cabling the same port at once. Each
 * connector of a cable's end holds one termination; that check waits for COMMIT, as a profile change
 * renumbers the connectors in one UPDATE that may swap two rows' numbers (cables/slots.ts).
 */
@Entity('dcim_cabletermination')
@UniqueTogether({
  fields: ['termination_type', 'termination_id'],
  indexName: 'dcim_cabletermination_unique_termination',
  message: 'Cable termination with this Termination type and Termination ID already exists.',
})
@UniqueTogether({
  fields: ['cable', 'cable_end', 'connector'],
  indexName: 'dcim_cabletermination_unique_connector',
  key: 'connector',
  message: 'Cable termination with this Cable, End and Connector already exists.',
  deferred: true,
})
export class CableTermination extends ChangeLoggedModel {
  @ForeignKey(() => Cable, { onDelete: 'CASCADE', required: true, readOnly: true, filterBy: false, plainId: true }) cable: Cable | null;
  @CharField({ maxLength: 1, readOnly: true, filterChoices: CableEnd, label: 'End', choiceLookupsUnchecked: true }) cable_end: string;
  @GenericForeignKey({ types: CABLE_TERMINATION_TYPES, onDelete: 'CASCADE', required: true, readOnly: true }) termination: unknown;
  @IntegerField({ nullable: true, readOnly: true, minValue: 1, maxValue: 256, filter: false }) connector: number | null;
  @JsonField({ nullable: true, readOnly: true }) positions: number[] | null;
  // where the termination lies, for the cable filters (NetBox's cached associations)
  @CachedForeignKey(() => Device, { onDelete: 'CASCADE' }) _device: Device | null;
  @CachedForeignKey(() => Rack, { onDelete: 'CASCADE' }) _rack: Rack | null;
  @CachedForeignKey(() => Location, { onDelete: 'CASCADE' }) _location: Location | null;
  @CachedForeignKey(() => Site, { onDelete: 'CASCADE' }) _site: Site | null;
}
