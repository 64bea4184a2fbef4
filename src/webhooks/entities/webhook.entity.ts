import { Entity } from 'typeorm';
import { defineChoices } from '../../core/model/choices.js';
import { BooleanField, CharField, ChoiceField, JsonField, OwnerField, TextField } from '../../core/model/fields.js';
import { NetBoxModel } from '../../core/model/model-bases.js';

export const HttpMethod = defineChoices({ GET: 'GET', POST: 'POST', PUT: 'PUT', PATCH: 'PATCH', DELETE: 'DELETE' });

/**
 * A webhook (spec §6.1): where and how to send. The trigger fields (object types, enabled, events,
 * conditions) are the NetBox 3 shape, kept on the webhook itself for clients that use it; event rules
 * (NetBox 4) point at webhooks too. Both feed the same matching (src/events/matching.ts).
 */
@Entity('extras_webhook')
export class Webhook extends NetBoxModel {
  @CharField({ maxLength: 150, unique: true }) name: string;
  @CharField({ maxLength: 200, blank: true }) description: string;
  @CharField({ maxLength: 500, label: 'URL', helpText: 'Fully qualified; may contain a port. Template expressions allowed.' })
  payload_url: string;
  @ChoiceField(HttpMethod, { default: 'POST', label: 'HTTP method', plain: true }) http_method: string;
  @CharField({ maxLength: 100, default: 'application/json', label: 'HTTP content type' }) http_content_type: string;
  @TextField({ helpText: 'One header per line as "Name: Value"; template expressions allowed.' }) additional_headers: string;
  @TextField({ helpText: 'Blank: the event as JSON. Template expressions allowed (Handlebars).' }) body_template: string;
  @CharField({ maxLength: 255, blank: true, helpText: 'When set, X-Hook-Signature carries the HMAC-SHA512 of the body.' }) secret: string;
  @BooleanField({ default: true, label: 'SSL verification' }) ssl_verification: boolean;
  @CharField({ maxLength: 4096, nullable: true, label: 'CA file path' }) ca_file_path: string | null;
  // NetBox 3 triggers
  @JsonField({ default: [], label: 'Object types' }) object_types: string[];
  @BooleanField({ default: true }) enabled: boolean;
  @BooleanField({ default: false, label: 'On create' }) type_create: boolean;
  @BooleanField({ default: false, label: 'On update' }) type_update: boolean;
  @BooleanField({ default: false, label: 'On delete' }) type_delete: boolean;
  @JsonField({ nullable: true }) conditions: Record<string, unknown> | null;
  @OwnerField({ rank: 3.5 }) owner: unknown;
}
