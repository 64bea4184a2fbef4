import type { FieldErrors } from '../core/model/errors.js';
import { ResourceRegistry } from '../core/model/define-resource.js';
import type { FieldMeta } from '../core/model/fields.js';
import { webhooks } from '../webhooks/webhooks.resources.js';

/**
 * The webhook form (spec §6.1, NetBox 3 triggers included): which fields it shows and how, and the
 * conversion between form values and the JSON the API takes. Labels, help, defaults, lengths and choices
 * come from the Webhook declaration; only the grouping and the widgets are decided here.
 */

type Json = Record<string, unknown>;
type Widget = 'text' | 'textarea' | 'checkbox' | 'select' | 'objectTypes' | 'json';

const LAYOUT: { legend: string; fields: [string, Widget][] }[] = [
  { legend: 'Webhook', fields: [['name', 'text'], ['description', 'text']] },
  {
    legend: 'Triggers',
    fields: [['object_types', 'objectTypes'], ['enabled', 'checkbox'], ['type_create', 'checkbox'], ['type_update', 'checkbox'], ['type_delete', 'checkbox'], ['conditions', 'json']],
  },
  {
    legend: 'HTTP request',
    fields: [['payload_url', 'text'], ['http_method', 'select'], ['http_content_type', 'text'], ['additional_headers', 'textarea'], ['body_template', 'textarea'], ['secret', 'text']],
  },
  { legend: 'SSL', fields: [['ssl_verification', 'checkbox'], ['ca_file_path', 'text']] },
];

const HELP: Record<string, string> = {
  object_types: 'One or more object types whose changes trigger the webhook (Ctrl/Cmd-click to pick several).',
  conditions: 'Optional JSON, e.g. {"and": [{"attr": "status.value", "value": "active"}]}.',
  ssl_verification: 'When off, the receiver’s certificate is not validated.',
};

const WIDGETS = new Map(LAYOUT.flatMap((g) => g.fields));
const field = (name: string): FieldMeta => webhooks.fieldMap.get(name)!;

/** What the form holds: strings, flags, the chosen object types, the conditions as text. */
export type FormValues = Record<string, string | boolean | string[]>;

const one = (value: unknown): string => (Array.isArray(value) ? String(value[value.length - 1] ?? '') : typeof value === 'string' ? value : '');
const many = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : typeof value === 'string' && value ? [value] : []);

/** A new webhook's form: the declaration's defaults. */
export function defaultForm(): FormValues {
  const form: FormValues = {};
  for (const [name, widget] of WIDGETS) {
    const d = field(name).default;
    form[name] = widget === 'checkbox' ? d === true : widget === 'objectTypes' ? [] : widget === 'json' ? '' : typeof d === 'string' ? d : '';
  }
  return form;
}

/** The form of a stored webhook (its API representation). */
export function formFromObject(object: Json): FormValues {
  const form: FormValues = {};
  for (const [name, widget] of WIDGETS) {
    const v = object[name];
    if (widget === 'checkbox') form[name] = v === true;
    else if (widget === 'objectTypes') form[name] = many(v);
    else if (widget === 'json') form[name] = v === null || v === undefined ? '' : JSON.stringify(v, null, 2);
    else if (v && typeof v === 'object' && 'value' in v) form[name] = String((v as Json).value); // a rendered choice
    else form[name] = v === null || v === undefined ? '' : String(v);
  }
  return form;
}

/** The form as submitted: an unchecked box is not sent, so absent means off. */
export function formFromBody(body: unknown): FormValues {
  const raw = body && typeof body === 'object' ? (body as Json) : {};
  const form: FormValues = {};
  for (const [name, widget] of WIDGETS) {
    if (widget === 'checkbox') form[name] = Object.hasOwn(raw, name) && one(raw[name]) !== '';
    else if (widget === 'objectTypes') form[name] = many(raw[name]);
    else form[name] = one(raw[name]).replace(/\r\n?/g, '\n'); // browsers send textarea lines with CRLF
  }
  return form;
}

/** The API body for a form, or the errors that keep it from being one (conditions that are not JSON). */
export function toApiBody(form: FormValues): { body: Json; errors: FieldErrors } {
  const body: Json = {};
  const errors: FieldErrors = {};
  for (const [name, widget] of WIDGETS) {
    const value = form[name];
    if (widget === 'json') {
      const text = String(value).trim();
      if (!text) body[name] = null;
      else {
        try {
          body[name] = JSON.parse(text);
        } catch {
          errors[name] = ['Enter a valid JSON.'];
        }
      }
    } else if (typeof value === 'string' && value === '' && field(name).nullable) {
      body[name] = null; // an empty optional path is "none"
    } else {
      body[name] = value;
    }
  }
  return { body, errors };
}

interface Option {
  value: string;
  label: string;
  selected: boolean;
}

/** What the template draws, group by group: each field with its widget, value, options and errors. */
export function formView(form: FormValues, errors: FieldErrors) {
  const groups = LAYOUT.map((group) => ({
    legend: group.legend,
    fields: group.fields.map(([name, widget]) => {
      const meta = field(name);
      const value = form[name];
      let options: Option[] | undefined;
      let optionGroups: { label: string; options: Option[] }[] | undefined;
      if (widget === 'select') {
        options = (meta.choices?.entries ?? []).map(([v, label]) => ({ value: String(v), label, selected: String(v) === value }));
      } else if (widget === 'objectTypes') {
        optionGroups = objectTypeGroups(Array.isArray(value) ? value : []);
      }
      return {
        name,
        id: `f-${name}`,
        label: meta.label,
        help: HELP[name] ?? meta.helpText ?? '',
        required: meta.required,
        maxLength: meta.maxLength,
        is: { [widget]: true },
        value: typeof value === 'boolean' || Array.isArray(value) ? undefined : value,
        checked: value === true,
        options,
        optionGroups,
        errors: errors[name],
      };
    }),
  }));
  const shown = new Set(WIDGETS.keys());
  // errors about fields the form does not show (or the whole object) go above it
  const general = Object.entries(errors)
    .filter(([key]) => !shown.has(key))
    .flatMap(([key, messages]) => {
      const list = Array.isArray(messages) ? messages.map(String) : [typeof messages === 'string' ? messages : JSON.stringify(messages)];
      return key === '__all__' || key === 'non_field_errors' || key === 'detail' ? list : list.map((m) => `${key}: ${m}`);
    });
  return { groups, general };
}

/** Object types a webhook can watch (change-logged models, whose writes produce events), by app. */
function objectTypeGroups(selected: string[]): { label: string; options: Option[] }[] {
  const chosen = new Set(selected);
  const byApp = new Map<string, Option[]>();
  const types = ResourceRegistry.all()
    .filter((r) => r.changeLogged)
    .map((r) => r.objectType)
    .sort();
  for (const type of new Set(types)) {
    const app = type.split('.')[0];
    byApp.set(app, [...(byApp.get(app) ?? []), { value: type, label: type, selected: chosen.has(type) }]);
  }
  // a stored type that is no longer known stays visible (and selected) rather than silently dropped
  const unknown = selected.filter((t) => !types.includes(t)).map((t) => ({ value: t, label: t, selected: true }));
  if (unknown.length) byApp.set('unknown', unknown);
  return [...byApp].map(([label, options]) => ({ label, options }));
}
