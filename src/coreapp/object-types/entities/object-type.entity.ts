import { Entity, Index } from 'typeorm';
import { BooleanField, CharField, IdField, JsonField } from '../../../core/model/fields.js';

/**
 * A model this service serves (NetBox's core ObjectType, a content type with features): one row per
 * declared resource, written at start (sync.ts), so ids stay stable across restarts and filters such as
 * `object_type_id` have something to name. Everything but the id is derived from the declaration.
 */
@Entity('core_objecttype')
@Index(['app_label', 'model'], { unique: true })
export class ObjectType {
  @IdField() id: number;
  @CharField({ maxLength: 100, readOnly: true, label: 'App label' }) app_label: string;
  @CharField({ maxLength: 100, readOnly: true, label: 'App name', filter: false }) app_name: string;
  @CharField({ maxLength: 100, readOnly: true, label: 'Model' }) model: string;
  @CharField({ maxLength: 100, readOnly: true, label: 'Model name', filter: false }) model_name: string;
  @CharField({ maxLength: 100, readOnly: true, label: 'Model name plural', filter: false }) model_name_plural: string;
  @BooleanField({ default: true, readOnly: true }) public: boolean;
  @JsonField({ readOnly: true, default: [] }) features: string[];
  @BooleanField({ default: false, readOnly: true, label: 'Is plugin model', filter: false }) is_plugin_model: boolean;
  @CharField({ maxLength: 200, readOnly: true, nullable: true, label: 'Rest api endpoint', filter: false }) rest_api_endpoint: string | null;
  @CharField({ maxLength: 500, readOnly: true, nullable: true, filter: false }) description: string | null;
}
