import { Entity } from 'typeorm';
import { CharField, JsonField, OwnerField, TagsField, TextField } from '../../../core/model/fields.js';
import { ChangeLoggedModel } from '../../../core/model/model-bases.js';
import { SyncedData } from '../../synced-data.js';

/**
 * A profile (NetBox 4.6) whose JSON schema the data of its config contexts must follow. A primary model
 * in NetBox whose API shows no custom fields, so it is declared field by field.
 */
@Entity('extras_configcontextprofile')
export class ConfigContextProfile extends ChangeLoggedModel {
  @CharField({ maxLength: 100, unique: true }) name: string;
  @CharField({ maxLength: 200, blank: true }) description: string;
  @JsonField({ nullable: true, helpText: 'A JSON schema specifying the structure of the context data for this profile' }) schema: Record<
    string,
    unknown
  > | null;
  @TagsField() tags: unknown[];
  @OwnerField({ group: 'body' }) owner: unknown;
  @TextField() comments: string;
  @SyncedData.source() data_source: unknown;
  @SyncedData.path() data_path: string;
  @SyncedData.file() data_file: unknown;
  @SyncedData.synced() data_synced: string | null;
  @SyncedData.autoSyncColumn() auto_sync_enabled: boolean;
}
