import { Entity, Index } from 'typeorm';
import { BooleanField, CharField, JsonField, OwnerField } from '../../../core/model/fields.js';
import { ChangeLoggedModel } from '../../../core/model/model-bases.js';
import { SyncedData } from '../../synced-data.js';

/**
 * A template rendering a list of objects (`?export=<name>` on any list of its object types) into a file:
 * NetBox's ExportTemplate, in Handlebars (exporter.ts).
 */
@Entity('extras_exporttemplate')
@Index(['name'])
export class ExportTemplate extends ChangeLoggedModel {
  @JsonField({ label: 'Object types', helpText: 'The object type(s) to which this template applies.' }) object_types: string[];
  @CharField({ maxLength: 100 }) name: string;
  @CharField({ maxLength: 200, blank: true }) description: string;
  @JsonField({ nullable: true, default: {}, label: 'Environment parameters' }) environment_params: Record<string, unknown> | null;
  @CharField({ label: 'Template code', helpText: 'Handlebars template code.', filter: false }) template_code: string;
  @CharField({ maxLength: 50, blank: true, label: 'MIME type', helpText: 'Defaults to <code>text/plain; charset=utf-8</code>' }) mime_type: string;
  @CharField({ maxLength: 200, blank: true, label: 'File name', helpText: 'Filename to give to the rendered export file' }) file_name: string;
  @CharField({ maxLength: 15, blank: true, label: 'File extension', helpText: 'Extension to append to the rendered filename' })
  file_extension: string;
  @BooleanField({ default: true, label: 'As attachment', helpText: 'Download file as attachment' }) as_attachment: boolean;
  @SyncedData.source() data_source: unknown;
  @SyncedData.path() data_path: string;
  @SyncedData.file() data_file: unknown;
  @SyncedData.synced() data_synced: string | null;
  @SyncedData.autoSyncColumn() auto_sync_enabled: boolean;
  @OwnerField({ group: 'body' }) owner: unknown;
}
