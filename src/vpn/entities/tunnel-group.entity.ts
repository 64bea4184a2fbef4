import { Entity } from 'typeorm';
import { CountField } from '../../core/model/counts.js';
import { OrganizationalModel } from '../../core/model/model-bases.js';

/** An administrative grouping of tunnels (a mesh of peer-to-peer tunnels, for example; docs/models.md §9.1). */
@Entity('vpn_tunnelgroup')
export class TunnelGroup extends OrganizationalModel {
  @CountField('vpn.tunnel', 'group', { nested: false }) tunnel_count: number;
}
