import type { FieldErrors } from '../../core/model/errors.js';
import { Resource, ResourceRegistry } from '../../core/model/define-resource.js';
import type { FieldMeta } from '../../core/model/fields.js';

/**
 * A form for a declared model: which fields it shows, with which widget, and the conversion between form
 * values and the JSON the API takes. Labels, help, defaults, lengths and choices come from the model's
 * declaration; a form only decides grouping, widgets, and what the declaration cannot know (a select's
 * options read from the database, a label for a field that is half of a generic relation).
 */

type Json = Record<string, unknown>;
const WIDGETS = ['text', 'textarea', 'checkbox', 'select', 'checkboxes', 'objectTypes', 'json', 'datetime', 'list'] as const;
export type Widget = (typeof WIDGETS)[number];

export interface Option {
  value: string;
  label: string;
}

export interface FormField {
  name: string;
  widget: Widget;
  help?: string;
  label?: string;
  /** a select or checkboxes' options when they are not the field's declared choices */
  options?: Option[];
  /** options read per request (`FormOptions`), e.g. the webhooks an event rule can call */
  dynamic?: boolean;
  /** a select whose value is an id: sent as a number, `''` as null */
  integer?: boolean;
  required?: boolean;
}

/** What the form holds: strings, flags, lists of chosen values. */
export type FormValues = Record<string, string | boolean | string[]>;
export type FormOptions = Record<string, Option[]>;

const one = (value: unknown): string => (Array.isArray(value) ? String(value[value.length - 1] ?? '') : typeof value === 'string' ? value : '');
const many = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : typeof value === 'string' && value ? [value] : []);
const MULTIPLE: Widget[] = ['checkboxes', 'objectTypes'];

export class ModelForm {
  private readonly fields: FormField[];

  constructor(
    readonly resource: Resource,
    readonly groups: { legend: string; fields: FormField[] }[],
  ) {
    this.fields = groups.flatMap((g) => g.fields);
  }

  private meta(name: string): FieldMeta | undefined {
    return this.resource.fieldMap.get(name);
  }

  /** A new object's form: the declaration's defaults. */
  defaults(): FormValues {
    const form: FormValues = {};
    for (const f of this.fields) {
      const d = this.meta(f.name)?.default;
      if (f.widget === 'checkbox') form[f.name] = d === true;
      else if (MULTIPLE.includes(f.widget)) form[f.name] = Array.isArray(d) ? d.map(String) : [];
      else if (f.widget === 'json') form[f.name] = '';
      else if (f.widget === 'list') form[f.name] = Array.isArray(d) ? d.join(', ') : '';
      else form[f.name] = typeof d === 'string' || typeof d === 'number' ? String(d) : '';
    }
    return form;
  }

  /** The form of a stored object (its API representation). */
  fromObject(object: Json): FormValues {
    const form: FormValues = {};
    for (const f of this.fields) {
      const v = object[f.name];
      if (f.widget === 'checkbox') form[f.name] = v === true;
      else if (MULTIPLE.includes(f.widget)) form[f.name] = Array.isArray(v) ? v.map(String) : [];
      else if (f.widget === 'json') form[f.name] = v === null || v === undefined ? '' : JSON.stringify(v, null, 2);
      else if (f.widget === 'datetime') form[f.name] = typeof v === 'string' ? v.slice(0, 16) : '';
      else if (f.widget === 'list') form[f.name] = Array.isArray(v) ? v.join(', ') : '';
      else if (v && typeof v === 'object' && 'value' in v)
        form[f.name] = String((v as Json).value); // a rendered choice
      else if (v && typeof v === 'object' && 'id' in v)
        form[f.name] = String((v as Json).id); // a nested object
      else form[f.name] = v === null || v === undefined ? '' : String(v);
    }
    return form;
  }

  /** The form as submitted: an unchecked box is not sent, so absent means off. */
  fromBody(body: unknown): FormValues {
    const raw = body && typeof body === 'object' ? (body as Json) : {};
    const form: FormValues = {};
    for (const f of this.fields) {
      if (f.widget === 'checkbox') form[f.name] = Object.hasOwn(raw, f.name) && one(raw[f.name]) !== '';
      else if (MULTIPLE.includes(f.widget)) form[f.name] = many(raw[f.name]);
      else form[f.name] = one(raw[f.name]).replace(/\r\n?/g, '\n'); // browsers send textarea lines with CRLF
    }
    return form;
  }

  /** The API body for a form, or the errors that keep it from being one (JSON that does not parse). */
  toApiBody(form: FormValues): { body: Json; errors: FieldErrors } {
    const body: Json = {};
    const errors: FieldErrors = {};
    for (const f of this.fields) {
      const value = form[f.name];
      if (f.widget === 'json') {
        const text = String(value).trim();
        if (!text) body[f.name] = null;
        else {
          try {
            body[f.name] = JSON.parse(text);
          } catch {
            errors[f.name] = ['Enter a valid JSON.'];
          }
        }
      } else if (f.integer) {
        body[f.name] = value === '' ? null : /^\d+$/.test(String(value)) ? Number(value) : value;
      } else if (f.widget === 'list') {
        body[f.name] = String(value)
          .split(/[\s,]+/)
          .filter(Boolean);
      } else if (f.widget === 'datetime') {
        body[f.name] = value === '' ? null : `${String(value)}${String(value).length === 16 ? ':00' : ''}Z`;
      } else if (typeof value === 'string' && value === '' && this.meta(f.name)?.nullable) {
        body[f.name] = null; // an empty optional value is "none"
      } else {
        body[f.name] = value;
      }
    }
    return { body, errors };
  }

  /** What the template draws, group by group: each field with its widget, value, options and errors. */
  view(form: FormValues, errors: FieldErrors, dynamic: FormOptions = {}) {
    const groups = this.groups.map((group) => ({
      legend: group.legend,
      fields: group.fields.map((f) => {
        const meta = this.meta(f.name);
        const value = form[f.name];
        const chosen = new Set(Array.isArray(value) ? value : [String(value)]);
        const options = (
          f.dynamic ? (dynamic[f.name] ?? []) : (f.options ?? (meta?.choices?.entries ?? []).map(([v, label]) => ({ value: String(v), label })))
        ).map((o) => ({ ...o, selected: chosen.has(o.value) }));
        return {
          name: f.name,
          id: `f-${f.name}`,
          label: f.label ?? meta?.label ?? f.name,
          help: f.help ?? meta?.helpText ?? '',
          required: f.required ?? meta?.required ?? false,
          maxLength: meta?.maxLength ?? null,
          // every widget named (the templates are strict), the field's one true
          is: Object.fromEntries(WIDGETS.map((w) => [w, w === f.widget])),
          value: typeof value === 'boolean' || Array.isArray(value) ? null : value,
          checked: value === true,
          options,
          optionGroups: f.widget === 'objectTypes' ? objectTypeGroups(Array.isArray(value) ? value : []) : null,
          errors: errorList(errors[f.name]),
        };
      }),
    }));
    const shown = new Set(this.fields.map((f) => f.name));
    // errors about fields the form does not show (or the whole object) go above it
    const general = Object.entries(errors)
      .filter(([key]) => !shown.has(key))
      .flatMap(([key, messages]) => {
        const list = errorList(messages);
        return key === '__all__' || key === 'non_field_errors' || key === 'detail' ? list : list.map((m) => `${key}: ${m}`);
      });
    return { groups, general };
  }
}

function errorList(messages: unknown): string[] {
  if (messages === undefined || messages === null) return [];
  return Array.isArray(messages)
    ? messages.map((m) => (typeof m === 'string' ? m : JSON.stringify(m)))
    : [typeof messages === 'string' ? messages : JSON.stringify(messages)];
}

/** Object types whose changes produce events (change-logged models), by app. */
function objectTypeGroups(selected: string[]): { label: string; options: (Option & { selected: boolean })[] }[] {
  const chosen = new Set(selected);
  const byApp = new Map<string, (Option & { selected: boolean })[]>();
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
