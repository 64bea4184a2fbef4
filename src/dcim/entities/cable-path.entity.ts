import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A traced path from an origin to its destinations (NetBox's CablePath, private: no API of its own).
 * `path` lists the hops as lists of nodes (`app.model:id`): near terminations, cables, far terminations,
 * and so on; `_nodes` flattens them (GIN-indexed) to find the paths a cable or port lies on. Kept by the
 * write-pipeline step in cables/paths.ts; a path endpoint's `_path` names its own.
 */
@Entity('dcim_cablepath')
export class CablePath {
  @PrimaryGeneratedColumn({ type: 'bigint' }) id: number;
  @Column({ type: 'jsonb', default: () => "'[]'" }) path: string[][];
  @Column({ type: 'boolean', default: false }) is_active: boolean;
  @Column({ type: 'boolean', default: false }) is_complete: boolean;
  @Column({ type: 'boolean', default: false }) is_split: boolean;
  // its GIN index (XI_dcim_cablepath_nodes) is in the migration
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  _nodes: string[];
}
