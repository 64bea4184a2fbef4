import { Entity, Index } from 'typeorm';
import { BooleanField, CharField, JsonField, OwnerField, TagsField } from '../../../core/model/fields.js';
import { ChangeLoggedModel } from '../../../core/model/model-bases.js';
import { SyncedData } from '../../synced-data.js';

/** A template rendering a device's or virtual machine's configuration (render-config.ts): NetBox's ConfigTemplate, in Handlebars. */
@Entity('extras_configtemplate')
@Index(['name'])
export class ConfigTemplate extends ChangeLoggedModel {
  @CharField({ maxLength: 100 }) name: string;
  @CharField({ maxLength: 200, blank: true }) description: string;
  @JsonField({ nullable: true, default: {}, label: 'Environment parameters' }) environment_params: Record<string, unknown> | null;
  @CharField({ label: 'Template code', helpText: 'Handlebars template code.', filter: false }) template_code: string;
  @CharField({ maxLength: 50, blank: true, label: 'MIME type' }) mime_type: string;
  @CharField({ maxLength: 200, blank: true, label: 'File name' }) file_name: string;
  @CharField({ maxLength: 15, blank: true, label: 'File extension' }) file_extension: string;
  @BooleanField({ default: true, label: 'As attachment' }) as_attachment: boolean;
  @BooleanField({ default: false, helpText: 'Enable verbose error output when rendering this template. Not recommended for production use.' })
  debug: boolean;
  @SyncedData.source() data_source: unknown;
  @SyncedData.path() data_path: string;
  @SyncedData.file() data_file: unknown;
  @SyncedData.autoSync() auto_sync_enabled: boolean;
  @SyncedData.synced() data_synced: string | null;
  @OwnerField({ group: 'body' }) owner: unknown;
  @TagsField() tags: unknown[];
}
