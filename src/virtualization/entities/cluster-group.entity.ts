import { Entity } from 'typeorm';
import { CountField } from '../../core/model/counts.js';
import { OrganizationalModel } from '../../core/model/model-bases.js';

@Entity('virtualization_clustergroup')
export class ClusterGroup extends OrganizationalModel {
  @CountField('virtualization.cluster', 'group', { nested: false }) cluster_count: number;
}
