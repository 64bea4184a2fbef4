import { Entity } from 'typeorm';
import { CountField } from '../../core/model/counts.js';
import { OrganizationalModel } from '../../core/model/model-bases.js';

@Entity('virtualization_clustertype')
export class ClusterType extends OrganizationalModel {
  @CountField('virtualization.cluster', 'type', { nested: false }) cluster_count: number;
}
