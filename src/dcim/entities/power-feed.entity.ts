import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { UniqueTogether } from '../../core/model/constraints.js';
import { BooleanField, CharField, ChoiceField, Computed, ForeignKey, IntegerField } from '../../core/model/fields.js';
import { PrimaryModel } from '../../core/model/model-bases.js';
import { Tenant } from '../../tenancy/entities/tenant.entity.js';
import { CablePath } from './cable-path.entity.js';
import { CableEnd } from '../choices/cables.js';
import { Cable } from './cable.entity.js';
import { PowerFeedPhase, PowerFeedStatus, PowerFeedSupply, PowerFeedType } from '../choices/infra.js';
import { PowerPanel } from './power-panel.entity.js';
import { Rack } from './rack.entity.js';

/** An electrical circuit delivered from a power panel, optionally to a rack. */
@Entity('dcim_powerfeed')
@UniqueTogether({ fields: ['power_panel', 'name'], message: 'Power feed with this Power panel and Name already exists.' })
export class PowerFeed extends PrimaryModel {
  @ForeignKey(() => PowerPanel, { onDelete: 'PROTECT', required: true, filterBy: false })
  power_panel: PowerPanel | null;
  @ForeignKey(() => Rack, { onDelete: 'PROTECT', filterBy: false }) rack: Rack | null;
  @CharField({ maxLength: 100 }) name: string;
  @ChoiceField(PowerFeedStatus, { default: 'active' }) status: string;
  @ChoiceField(PowerFeedType, { default: 'primary', choiceLookupsUnchecked: true }) type: string;
  @ChoiceField(PowerFeedSupply, { default: 'ac', choiceLookupsUnchecked: true }) supply: string;
  @ChoiceField(PowerFeedPhase, { default: 'single-phase', choiceLookupsUnchecked: true }) phase: string;
  @IntegerField({ default: 120, minValue: -32768, maxValue: 32767 }) voltage: number;
  @IntegerField({ default: 15, minValue: 1, maxValue: 32767 }) amperage: number;
  @IntegerField({ default: 80, minValue: 1, maxValue: 100, label: 'Max utilization', helpText: 'Maximum permissible draw (percentage)' })
  max_utilization: number;
  @BooleanField({ default: false, helpText: 'Treat as if a cable is connected' }) mark_connected: boolean;
  // what a cable can end on (see CabledComponentModel)
  @ForeignKey(() => Cable, { onDelete: 'SET_NULL', readOnly: true, unshared: true }) cable: Cable | null;
  @CharField({ maxLength: 1, nullable: true, readOnly: true, filterChoices: CableEnd, label: 'Cable end', choiceLookupsUnchecked: true }) cable_end:
    string | null;
  @Column({ type: 'smallint', nullable: true }) cable_connector: number | null;
  @Column({ type: 'jsonb', nullable: true }) cable_positions: number[] | null;
  @Computed('json', () => `'[]'::json`, { group: 'body', provider: 'dcim.linkPeers' }) link_peers: unknown[];
  @Computed('string', () => 'NULL::text', { group: 'body', provider: 'dcim.linkPeersType' }) link_peers_type: string | null;
  // a path endpoint (see PathEndpointComponentModel)
  @Computed('json', () => 'NULL::json', { group: 'body', provider: 'dcim.connectedEndpoints' }) connected_endpoints: unknown[] | null;
  @Computed('string', () => 'NULL::text', { group: 'body', provider: 'dcim.connectedEndpointsType' }) connected_endpoints_type: string | null;
  @Computed('boolean', () => 'false', { group: 'body', provider: 'dcim.connectedEndpointsReachable' }) connected_endpoints_reachable: boolean;
  @ForeignKey(() => Tenant, { onDelete: 'PROTECT' }) tenant: Tenant | null;
  @Computed('boolean', (t) => `(${t}.mark_connected OR ${t}.cable_id IS NOT NULL)`, { group: 'last' }) _occupied: boolean;

  /**
   * Volt-amperes the feed may deliver (|voltage| × amperage × max utilization, × √3 rounded to 1.732 for three
   * phases), kept by the rules on every write. NetBox stores and filters it but does not render it.
   */
  @Column({ type: 'integer', default: 0 }) available_power: number;

  /** its traced path (cables/paths.ts), never rendered */
  @ManyToOne(() => CablePath, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: '_path_id' })
  @Index()
  _path: CablePath | null;
}
