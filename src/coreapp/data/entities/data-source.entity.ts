import { Entity } from 'typeorm';
import { CountField } from '../../../core/model/counts.js';
import { BooleanField, CharField, ChoiceField, DateTimeField, JsonField, TextField } from '../../../core/model/fields.js';
import { PrimaryModel } from '../../../core/model/model-bases.js';
import { JobInterval } from '../../jobs/choices.js';
import { DataSourceStatus, DataSourceType } from '../choices.js';

/**
 * Where data files come from (NetBox's core DataSource): here a directory on the server. A primary model
 * (every NetBox model feature, tags too) whose API shows no tags: the resource omits them.
 */
@Entity('core_datasource')
export class DataSource extends PrimaryModel {
  @CharField({ maxLength: 100, unique: true }) name: string;
  @ChoiceField(DataSourceType) type: string;
  @CharField({ maxLength: 200, label: 'URL' }) source_url: string;
  @BooleanField({ default: true }) enabled: boolean;
  @ChoiceField(DataSourceStatus, { readOnly: true, default: 'new' }) status: string;
  @ChoiceField(JobInterval, { nullable: true, label: 'Sync interval', plain: true }) sync_interval: number | null;
  @JsonField({ nullable: true }) parameters: Record<string, unknown> | null;
  @TextField({ label: 'Ignore rules', helpText: 'Patterns (one per line) matching files or paths to ignore when syncing' }) ignore_rules: string;
  @DateTimeField({ readOnly: true, nullable: true, group: 'last', label: 'Last synced' }) last_synced: string | null;
  @CountField('core.datafile', 'source', { group: 'last' }) file_count: number;
}
