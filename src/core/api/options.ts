import { Resource } from '../model/define-resource.js';
import { FieldMeta } from '../model/fields.js';
import { ApiError } from '../model/errors.js';
import type { ApiView } from './views.js';
import type { RequestContext } from '../../context/request-context.js';

/** OPTIONS metadata in DRF's shape (docs/api-behaviour.md §8); pynetbox's choices() reads it. */

const TYPE: Record<string, string> = {
  string: 'string',
  slug: 'slug',
  integer: 'integer',
  decimal: 'decimal',
  boolean: 'boolean',
  date: 'date',
  datetime: 'datetime',
  json: 'json',
  choice: 'field',
  foreignKey: 'nested object',
  computed: 'integer',
  tags: 'list',
  customFields: 'field',
  manyToMany: 'list',
  objectType: 'string',
  generic: 'field',
  uuid: 'string',
  ipNetwork: 'string',
  ipAddress: 'string',
  macAddress: 'string',
};

function fieldInfo(field: FieldMeta): Record<string, unknown> {
  const info: Record<string, unknown> = {
    // foreign keys shown as ids, and kinds an app declares (a port's mappings), are described generically
    type:
      field.kind === 'computed'
        ? field.computedType === 'json'
          ? 'json'
          : (field.computedType ?? 'integer')
        : field.plainId
          ? 'field'
          : (TYPE[field.kind] ?? 'field'),
    required: !field.readOnly && field.required,
    read_only: field.readOnly,
    label: field.label,
  };
  if (field.helpText) info.help_text = field.helpText;
  if (field.maxLength) info.max_length = field.maxLength;
  if (field.minValue !== undefined) info.min_value = field.minValue;
  if (field.maxValue !== undefined) info.max_value = field.maxValue;
  if (field.maxDigits !== undefined) info.max_digits = field.maxDigits;
  if (field.decimalPlaces !== undefined) info.decimal_places = field.decimalPlaces;
  if (field.choices && !field.readOnly) {
    info.choices = field.choices.entries.map(([value, label]) => ({ value, display_name: label }));
  }
  return info;
}

const META_INFO: Record<string, Record<string, unknown>> = {
  id: { type: 'integer', required: false, read_only: true, label: 'ID' },
  url: { type: 'field', required: false, read_only: true, label: 'Url' },
  display_url: { type: 'field', required: false, read_only: true, label: 'Display url' },
  display: { type: 'field', required: false, read_only: true, label: 'Display' },
};

export function describeFields(resource: Resource): Record<string, unknown> {
  const out: Record<string, unknown> = Object.fromEntries(resource.metaFields.map((name) => [name, META_INFO[name]]));
  for (const field of resource.describedFields()) if (field.name !== 'id') out[field.name] = fieldInfo(field);
  return out;
}

function titleCase(text: string): string {
  return text.replace(/(^|\s)([a-z])/g, (_m, space: string, c: string) => space + c.toUpperCase());
}

/** DRF's SimpleMetadata for any view: its name, its description, and what it renders and parses */
function metadataOf(name: string, description: string): Record<string, unknown> {
  return {
    name,
    description,
    // what NetBox's DRF renderers list (JSON, and the browsable API's HTML)
    renders: ['application/json', 'text/html'],
    parses: ['application/json', 'multipart/form-data'],
  };
}

/**
 * The OPTIONS answer of a view that is no model endpoint (the roots, status, token provisioning, the
 * available-objects and trace actions…): SimpleMetadata describes actions only for views with a serializer
 * (get_serializer), which none of these but the dashboard has. Thrown by the auth guard once the request passed it.
 */
export class ViewMetadata extends ApiError {
  constructor(view: ApiView, ctx: RequestContext) {
    const body = metadataOf(view.name, view.description);
    const actions = view.actions?.(ctx);
    if (actions && Object.keys(actions).length) body.actions = actions;
    super(200, body);
  }
}

export function optionsBody(resource: Resource, route: 'list' | 'detail', canWrite: boolean): Record<string, unknown> {
  const body = metadataOf(`${titleCase(resource.verboseName)} ${route === 'list' ? 'List' : 'Instance'}`, '');
  if (canWrite && !resource.readOnly) {
    const fields = describeFields(resource);
    body.actions = route === 'list' ? { POST: fields, PUT: fields } : { PUT: fields };
  }
  return body;
}
