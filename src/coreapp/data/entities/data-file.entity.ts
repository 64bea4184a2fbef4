import { Column, Entity } from 'typeorm';
import { UniqueTogether } from '../../../core/model/constraints.js';
import { CharField, DateTimeField, ForeignKey, IdField, IntegerField } from '../../../core/model/fields.js';
import { DataSource } from './data-source.entity.js';

/** A file of a data source as last synced (NetBox's core DataFile): written only by the sync job. */
@Entity('core_datafile')
@UniqueTogether({ fields: ['source', 'path'], message: 'Data file with this Source and Path already exists.' })
export class DataFile {
  @IdField() id: number;
  @ForeignKey(() => DataSource, { onDelete: 'CASCADE', readOnly: true, filterBy: 'name' }) source: DataSource;
  @CharField({ maxLength: 1000, readOnly: true, helpText: "File path relative to the data source's root" }) path: string;
  @DateTimeField({ readOnly: true, label: 'Last updated' }) last_updated: string;
  @IntegerField({ readOnly: true }) size: number;
  @CharField({ maxLength: 64, readOnly: true, helpText: 'SHA256 hash of the file data' }) hash: string;
  @Column({ type: 'timestamptz', default: () => 'now()' }) created: string;
  /** the file's bytes; never rendered */
  @Column({ type: 'bytea' }) data: Buffer;
}
