import { Column, Entity } from 'typeorm';
import { CachedForeignKey } from '../../core/model/cached-fields.js';
import { UniqueTogether } from '../../core/model/constraints.js';
import { BooleanField, CharField, ChoiceField, Computed, ForeignKey, GenericForeignKey, IntegerField } from '../../core/model/fields.js';
import { NetBoxModel } from '../../core/model/model-bases.js';
import { CableEnd } from '../../dcim/choices/cables.js';
import { Cable } from '../../dcim/entities/cable.entity.js';
import { Location } from '../../dcim/entities/location.entity.js';
import { Region } from '../../dcim/entities/region.entity.js';
import { SiteGroup } from '../../dcim/entities/site-group.entity.js';
import { Site } from '../../dcim/entities/site.entity.js';
import { TerminationSide, TERMINATION_TYPES } from '../choices.js';
import { Circuit } from './circuit.entity.js';
import { ProviderNetwork } from './provider-network.entity.js';

/**
 * One end of a circuit, attached to a region, site group, site, location or provider network. As in
 * NetBox, the termination lives as long as the cached objects it lies in: deleting its site (or region,
 * site group, location) deletes it, while a provider network with terminations cannot be deleted.
 */
@Entity('circuits_circuittermination')
@UniqueTogether({ fields: ['circuit', 'term_side'], message: 'Circuit termination with this Circuit and Termination side already exists.' })
export class CircuitTermination extends NetBoxModel {
  @ForeignKey(() => Circuit, { onDelete: 'CASCADE', required: true, filterBy: false }) circuit: Circuit | null;
  @ChoiceField(TerminationSide, { required: true, plain: true, label: 'Termination side', choiceLookupsUnchecked: true }) term_side: string;
  @GenericForeignKey({ types: TERMINATION_TYPES, onDelete: 'NONE', missingIdMessage: 'Please select a {Title}.' }) termination: unknown;
  @IntegerField({ nullable: true, minValue: 0, label: 'Port speed (Kbps)', helpText: 'Physical circuit speed' }) port_speed: number | null;
  @IntegerField({ nullable: true, minValue: 0, label: 'Upstream speed (Kbps)', helpText: 'Upstream speed, if different from port speed' })
  upstream_speed: number | null;
  @CharField({ maxLength: 50, blank: true, label: 'Cross-connect ID' }) xconnect_id: string;
  @CharField({ maxLength: 100, blank: true, label: 'Patch panel/port(s)' }) pp_info: string;
  @CharField({ maxLength: 200, blank: true }) description: string;
  @BooleanField({ default: false }) mark_connected: boolean;
  // what a cable can end on (see dcim's CabledComponentModel)
  @ForeignKey(() => Cable, { onDelete: 'SET_NULL', readOnly: true, unshared: true }) cable: Cable | null;
  @CharField({ maxLength: 1, nullable: true, readOnly: true, filterChoices: CableEnd, label: 'Cable end', choiceLookupsUnchecked: true }) cable_end:
    string | null;
  @Column({ type: 'smallint', nullable: true }) cable_connector: number | null;
  @Column({ type: 'jsonb', nullable: true }) cable_positions: number[] | null;
  @Computed('json', () => `'[]'::json`, { group: 'body', provider: 'dcim.linkPeers' }) link_peers: unknown[];
  @Computed('string', () => 'NULL::text', { group: 'body', provider: 'dcim.linkPeersType' }) link_peers_type: string | null;
  @Computed('boolean', (t) => `(${t}.mark_connected OR ${t}.cable_id IS NOT NULL)`, { group: 'last' }) _occupied: boolean;

  // where the terminating object lies (NetBox's cached associations), kept by the termination rules
  @CachedForeignKey(() => ProviderNetwork, { onDelete: 'PROTECT' }) _provider_network: ProviderNetwork | null;
  @CachedForeignKey(() => Location, { onDelete: 'CASCADE' }) _location: Location | null;
  @CachedForeignKey(() => Site, { onDelete: 'CASCADE' }) _site: Site | null;
  @CachedForeignKey(() => Region, { onDelete: 'CASCADE' }) _region: Region | null;
  @CachedForeignKey(() => SiteGroup, { onDelete: 'CASCADE' }) _site_group: SiteGroup | null;
}
