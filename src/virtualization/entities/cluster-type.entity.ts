import { Entity } from 'typeorm';
import { CountField } from '../../core/resource/counts.js';
import { OrganizationalModel } from '../../core/resource/model-bases.js';

@Entity('virtualization_clustertype')
export class ClusterType extends OrganizationalModel {
  @CountField('virtualization.cluster', 'type') cluster_count: number;
}
