import 'reflect-metadata';
import {
  Column,
  CreateDateColumn,
  getMetadataArgsStorage,
  Index,
  JoinColumn,
  JoinTable,
  ManyToMany,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { ChoiceSet } from './choices.js';
import { typesWithFeature } from './features.js';
import type { ModelRules } from './model-rules.js';
import type { EntityClass } from './entity-class.js';

/**
 * Field declarations. Each decorator declares a model field once: it registers the TypeORM column
 * (so migrations derive from it) and the API facts (validation, rendering, filters, OpenAPI, OPTIONS).
 */

export type FieldKind =
  | 'string'
  | 'slug'
  | 'integer'
  | 'decimal'
  | 'boolean'
  | 'date'
  | 'datetime'
  | 'json'
  | 'choice'
  | 'foreignKey'
  | 'computed'
  | 'tags'
  | 'customFields'
  | 'manyToMany'
  | 'objectType'
  | 'generic'
  | 'uuid'
  | 'ipNetwork'
  | 'ipAddress'
  | 'macAddress';

/** What happens to a row when the row its foreign key points at is deleted. */
export type OnDelete = 'PROTECT' | 'CASCADE' | 'SET_NULL' | 'RESTRICT';

export type { EntityClass };
export type EntityRef = () => EntityClass;

/**
 * A model named by class (`() => Site`, same app or an app below) or by object type (`'ipam.ipaddress'`,
 * an app above: no import, so apps stay layered). Object types name tables by NetBox's convention
 * (`ipam.ipaddress` is `ipam_ipaddress`); they are resolved when first used, once every entity is loaded.
 */
export type ModelRef = EntityRef | string;

/** The entity class of a model named by object type (its table must be loaded). */
export function entityForObjectType(objectType: string): EntityClass {
  const table = objectType.replace('.', '_');
  const found = getMetadataArgsStorage().tables.find((t) => t.name === table);
  if (!found) throw new Error(`No model "${objectType}" is loaded (no entity with table ${table})`);
  return found.target as EntityClass;
}

/** A model reference as the lazy class reference TypeORM and the framework call. */
export function entityRef(ref: ModelRef): EntityRef {
  if (typeof ref !== 'string') return ref;
  let resolved: EntityClass | undefined;
  const lazy = () => (resolved ??= entityForObjectType(ref));
  // kept for messages: boot checks name the reference as written
  Object.defineProperty(lazy, 'objectType', { value: ref });
  return lazy;
}

/** Placement in the JSON object; fields keep declaration order within a group. */
export type FieldGroup = 'head' | 'body' | 'tail' | 'counts' | 'last';

export interface FieldMeta {
  name: string;
  kind: FieldKind;
  /** database column, when the field is stored */
  column?: string;
  /** API label, e.g. "Asset tag" */
  label: string;
  group: FieldGroup;
  /** order among the shared tail fields (description, comments, tags, custom_fields, created, last_updated) */
  rank?: number;
  required: boolean;
  nullable: boolean;
  /** string fields: may be "" */
  blank: boolean;
  readOnly: boolean;
  /** writable when the object is created, ignored by updates (DRF's read-only-on-update: a token's user) */
  createOnly?: boolean;
  writeOnly: boolean;
  default?: unknown;
  maxLength?: number;
  minValue?: number;
  maxValue?: number;
  maxDigits?: number;
  decimalPlaces?: number;
  /** string values are trimmed and lower-cased on write (e.g. DNS names) */
  lowercase?: boolean;
  /** a format check on string input (a RegExp or any tester) with its message */
  pattern?: { regex: { test(value: string): boolean }; message: string };
  /** JSON fields that must hold an object */
  objectOnly?: boolean;
  choices?: ChoiceSet;
  /** foreign keys */
  target?: EntityRef;
  onDelete?: OnDelete;
  /** fields of the target rendered when nested here (defaults to the target's brief form) */
  nested?: string[];
  /** the nested form renders choices as bare values (NetBox's NestedIPAddressSerializer: `family` as 4/6) */
  nestedPlainChoices?: boolean;
  /**
   * the fields of the nested object's own related objects, where they differ from those objects' nested forms
   * (NetBox's NestedInterfaceSerializer nests its device as NestedDeviceSerializer: `{device: [id, url, display_url…]}`)
   */
  nestedFields?: Readonly<Record<string, string[]>>;
  /**
   * a brief-form field left out where the model is nested in another object: NetBox's RelatedObjectCountFields
   * (a rack's `device_count`) are counted for the model's own lists only, `?brief=1` included
   */
  notNested?: boolean;
  /** rendered as the bare id instead of a nested object (DRF's PrimaryKeyRelatedField: a VLAN translation rule's `policy`) */
  plainId?: boolean;
  /**
   * nearly every row has its own target (a cable has two ends): list statements render it from a plain join
   * of the target's row, which other fields of the row may read too (PlanScope.row), not a memoized lateral
   */
  unshared?: boolean;
  /**
   * rendered by a derived SQL function (serialize/derived-functions.ts) instead of inline: PostgreSQL sets up
   * every part of a statement's plan on each execution, run or not, so a heavy, rarely set field (a device's
   * IPs, config context) costs less as a call — nothing at all for a foreign key that is null (STRICT)
   */
  renderApart?: boolean;
  /** the target attribute the `<name>` filter matches (slug, name…); false: no such filter */
  filterBy?: string | false;
  /** tree targets: `<name>_id` also matches descendants */
  filterDescendants?: boolean;
  /** computed fields (and computed choices): SQL over the row alias */
  sql?: (alias: string) => string;
  /** computed fields whose SQL a feature module provides (see registerSqlProvider); `sql` is the fallback */
  provider?: string;
  /** many-to-many: the join table and its two columns */
  m2m?: {
    table: string;
    ownerColumn: string;
    targetColumn: string;
    /**
     * a reverse foreign key (ReverseForeignKeysField): `table` is the target's own table, `ownerColumn` its
     * foreign key to this model, `targetColumn` its id
     */
    reverse?: boolean;
    /** rendered in this order (SQL over the target's alias), then by id */
    order?: (alias: string) => string;
  };
  /** generic relations: the object types allowed (undefined: any), and the pair of fields holding it */
  generic?: {
    /** read when used: for `{ feature }` declarations, the models declared with that feature */
    readonly types?: readonly string[];
    /** the model feature the allowed types come from, if any */
    feature?: string;
    typeField: string;
    idField: string;
    name: string;
    onDelete: 'CASCADE' | 'NONE';
    typeMessage?: string;
    missingIdMessage?: string;
  };
  /** a counter kept in this column by the write path: rows of `source` pointing here through `foreignKey` */
  counter?: { source: ModelRef; foreignKey: string; tree: boolean };
  computedType?: 'integer' | 'string' | 'boolean' | 'json';
  /** choices rendered as the bare value instead of {value, label} (a token's version) */
  plainChoice?: boolean;
  /**
   * a choice field NetBox's filterset names only in Meta.fields: its text lookups (`__ic`…) take any text,
   * where a declared MultipleChoiceFilter's refuse a value that is no choice (query/filters.ts checkedChoices)
   */
  choiceLookupsUnchecked?: boolean;
  /** single-column uniqueness with its message (Django's default when true) */
  unique?: boolean | string;
  /** values are compared case-insensitively for uniqueness and the exact filter */
  caseInsensitive?: boolean;
  /** the generated filter for this field; false to omit */
  filter: boolean;
  /** the error when a required field is missing, if not DRF's usual one (a file field's "No file was submitted.") */
  requiredMessage?: string;
  /** uploaded-file fields (core/files): the folder under DATA_DIR/media holding the stored files */
  file?: { dir: string };
  /** write rules the field brings to every model declaring it (a file field stores its upload), run before the model's own */
  rules?: ModelRules;
  /** IP fields: the error for a /0 mask ("Cannot create prefix with /0 mask.") */
  zeroMaskMessage?: string;
  /** false: left out of change-log snapshots (values the write path maintains, like a prefix's depth) */
  snapshot?: boolean;
  helpText?: string;
}

const registry = new Map<Function, FieldMeta[]>();

export function registerField(target: object, meta: FieldMeta): void {
  const cls = target.constructor;
  const list = registry.get(cls) ?? [];
  registry.set(cls, [...list.filter((f) => f.name !== meta.name), meta]);
}

/** Fields of a model class, base classes first; a subclass redeclaring a field replaces it in place. */
export function fieldsOf(cls: Function): FieldMeta[] {
  const chain: Function[] = [];
  for (let c: Function | null = cls; c && c !== Object && c !== Function.prototype; c = Object.getPrototypeOf(c)) {
    chain.unshift(c);
  }
  const out: FieldMeta[] = [];
  for (const c of chain) {
    for (const meta of registry.get(c) ?? []) {
      const at = out.findIndex((f) => f.name === meta.name);
      if (at >= 0) out[at] = meta;
      else out.push(meta);
    }
  }
  return out;
}

export function humanize(name: string): string {
  const words = name.replace(/^_/, '').replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

interface CommonOptions {
  label?: string;
  helpText?: string;
  /** null allowed; optional on write, defaults to null */
  nullable?: boolean;
  /** required on create even if it has a default */
  required?: boolean;
  default?: unknown;
  readOnly?: boolean;
  /** writable on create only: an update that names it is not refused, the value just stays */
  createOnly?: boolean;
  unique?: boolean | string;
  filter?: boolean;
  group?: FieldGroup;
  rank?: number;
  /** indexed for filtering and ordering */
  index?: boolean;
  /** false: left out of change-log snapshots (kept by the write path, not by clients) */
  snapshot?: boolean;
}

function meta(name: string, kind: FieldKind, options: CommonOptions, extra: Partial<FieldMeta>): FieldMeta {
  const nullable = options.nullable ?? false;
  const hasDefault = options.default !== undefined || nullable || extra.blank === true;
  return {
    name,
    kind,
    column: name,
    label: options.label ?? humanize(name),
    group: options.group ?? 'body',
    rank: options.rank,
    required: options.required ?? (!hasDefault && !options.readOnly),
    nullable,
    blank: false,
    readOnly: options.readOnly ?? false,
    createOnly: options.createOnly,
    writeOnly: false,
    default: options.default ?? (nullable ? null : undefined),
    unique: options.unique,
    filter: options.filter ?? true,
    snapshot: options.snapshot,
    helpText: options.helpText,
    ...extra,
  };
}

/**
 * JSON as PostgreSQL prints jsonb (`[[1, 4094]]`, `{"a": 1}`; keys by length, then bytes), so a default
 * reads back exactly as declared and `migration:generate` sees no change where there is none.
 */
function jsonbText(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(jsonbText).join(', ')}]`;
  if (value && typeof value === 'object') {
    const keys = Object.keys(value).sort((a, b) => Buffer.byteLength(a) - Buffer.byteLength(b) || Buffer.compare(Buffer.from(a), Buffer.from(b)));
    return `{${keys.map((k) => `${JSON.stringify(k)}: ${jsonbText((value as Record<string, unknown>)[k])}`).join(', ')}}`;
  }
  return JSON.stringify(value);
}

function columnDefault(value: unknown): unknown {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'object') return () => `'${jsonbText(value).replace(/'/g, "''")}'`;
  return value;
}

function indexIf(options: CommonOptions, target: object, key: string): void {
  if (options.index) Index()(target, key);
}

export interface CharOptions extends CommonOptions {
  maxLength?: number;
  /** "" allowed; optional on write, defaults to "" */
  blank?: boolean;
  caseInsensitive?: boolean;
  lowercase?: boolean;
  pattern?: { regex: { test(value: string): boolean }; message: string };
  /**
   * a read-only string NetBox's model gives choices but the API renders bare (a cable end, "A"): its filter
   * accepts only these values, as NetBox's ChoiceFilter
   */
  filterChoices?: ChoiceSet;
  /** see FieldMeta.choiceLookupsUnchecked */
  choiceLookupsUnchecked?: boolean;
}

/** A bounded string (varchar); `text` when no maxLength. */
export function CharField(options: CharOptions = {}): PropertyDecorator {
  return (target, key) => {
    const name = String(key);
    const blank = options.blank ?? false;
    const m = meta(
      name,
      'string',
      { ...options, default: options.default ?? (blank && !options.nullable ? '' : undefined) },
      {
        blank,
        maxLength: options.maxLength,
        caseInsensitive: options.caseInsensitive,
        lowercase: options.lowercase,
        pattern: options.pattern,
        choices: options.filterChoices,
        choiceLookupsUnchecked: options.choiceLookupsUnchecked,
      },
    );
    registerField(target, m);
    Column({
      type: options.maxLength ? 'varchar' : 'text',
      length: options.maxLength,
      nullable: m.nullable,
      default: columnDefault(m.default),
      unique: Boolean(options.unique) && !options.caseInsensitive,
    })(target, key);
    indexIf(options, target, name);
  };
}

const SLUG = { regex: /^[-a-zA-Z0-9_]+$/, message: 'Enter a valid "slug" consisting of letters, numbers, underscores or hyphens.' };

/** Django's unicode slug (`SlugField(allow_unicode=True)`): letters and digits of any script. */
export const UNICODE_SLUG = {
  regex: /^[-\p{L}\p{M}\p{N}_]+$/u,
  message: 'Enter a valid "slug" consisting of Unicode letters, numbers, underscores, or hyphens.',
};

export function SlugField(options: CommonOptions & { maxLength?: number; allowUnicode?: boolean } = {}): PropertyDecorator {
  return (target, key) => {
    const name = String(key);
    const pattern = options.allowUnicode ? UNICODE_SLUG : SLUG;
    registerField(target, meta(name, 'slug', options, { maxLength: options.maxLength ?? 100, pattern }));
    Column({ type: 'varchar', length: options.maxLength ?? 100, nullable: options.nullable ?? false, unique: Boolean(options.unique) })(target, key);
  };
}

const HEX_COLOR = { regex: /^[0-9a-f]{6}$/, message: 'Enter a valid hexadecimal RGB color code.' };

/** A six-digit hex RGB color, `9e9e9e` unless given (`blank`: "" allowed, as a component's color). */
export function ColorField(options: CommonOptions & { blank?: boolean } = {}): PropertyDecorator {
  return CharField({ maxLength: 6, default: '9e9e9e', pattern: HEX_COLOR, lowercase: true, ...options });
}

/** Long free text (comments): optional, "" by default. */
export function TextField(options: CommonOptions = {}): PropertyDecorator {
  return CharField({ blank: true, filter: false, ...options });
}

export interface NumberOptions extends CommonOptions {
  minValue?: number;
  maxValue?: number;
  big?: boolean;
  /** the column, when it is not named like the field (a prefix's `children` live in `_children`) */
  column?: string;
}

export function IntegerField(options: NumberOptions = {}): PropertyDecorator {
  return (target, key) => {
    const name = String(key);
    const m = meta(name, 'integer', options, { minValue: options.minValue, maxValue: options.maxValue, column: options.column ?? name });
    registerField(target, m);
    Column({ name: options.column, type: options.big ? 'bigint' : 'integer', nullable: m.nullable, default: columnDefault(m.default) })(target, key);
    indexIf(options, target, name);
  };
}

export function DecimalField(options: NumberOptions & { maxDigits: number; decimalPlaces: number }): PropertyDecorator {
  return (target, key) => {
    const name = String(key);
    const m = meta(name, 'decimal', options, {
      minValue: options.minValue,
      maxValue: options.maxValue,
      maxDigits: options.maxDigits,
      decimalPlaces: options.decimalPlaces,
    });
    registerField(target, m);
    Column({
      type: 'numeric',
      precision: options.maxDigits,
      scale: options.decimalPlaces,
      nullable: m.nullable,
      default: columnDefault(m.default),
    })(target, key);
  };
}

export function BooleanField(options: CommonOptions & { default: boolean }): PropertyDecorator {
  return (target, key) => {
    const name = String(key);
    registerField(target, meta(name, 'boolean', options, {}));
    Column({ type: 'boolean', default: options.default })(target, key);
  };
}

export function DateField(options: CommonOptions = {}): PropertyDecorator {
  return (target, key) => {
    registerField(target, meta(String(key), 'date', options, {}));
    Column({ type: 'date', nullable: options.nullable ?? false })(target, key);
  };
}

export function UuidField(options: CommonOptions = {}): PropertyDecorator {
  return (target, key) => {
    registerField(target, meta(String(key), 'uuid', options, {}));
    Column({ type: 'uuid', nullable: options.nullable ?? false })(target, key);
  };
}

export function DateTimeField(options: CommonOptions = {}): PropertyDecorator {
  return (target, key) => {
    registerField(target, meta(String(key), 'datetime', options, {}));
    Column({ type: 'timestamptz', nullable: options.nullable ?? false })(target, key);
  };
}

/** Arbitrary JSON; `objectOnly` refuses anything but an object (NetBox's local context data). */
export function JsonField(options: CommonOptions & { objectOnly?: boolean; keepKeyOrder?: boolean; column?: string } = {}): PropertyDecorator {
  return (target, key) => {
    const name = String(key);
    const m = meta(name, 'json', { filter: false, ...options }, { objectOnly: options.objectOnly, column: options.column ?? name });
    registerField(target, m);
    // json keeps the text as written (key order); jsonb is what can be indexed and compared
    Column({ name: m.column, type: options.keepKeyOrder ? 'json' : 'jsonb', nullable: m.nullable, default: columnDefault(m.default) })(target, key);
  };
}

/** A value from a fixed set, rendered as {value, label}. */
export function ChoiceField(
  choices: ChoiceSet,
  options: CommonOptions & { blank?: boolean; plain?: boolean; choiceLookupsUnchecked?: boolean } = {},
): PropertyDecorator {
  return (target, key) => {
    const name = String(key);
    const m = meta(name, 'choice', options, {
      choices,
      blank: options.blank ?? false,
      plainChoice: options.plain,
      choiceLookupsUnchecked: options.choiceLookupsUnchecked,
    });
    registerField(target, m);
    Column({
      type: choices.valueType === 'integer' ? 'integer' : 'varchar',
      length: choices.valueType === 'integer' ? undefined : 50,
      nullable: m.nullable,
      default: columnDefault(m.default),
    })(target, key);
    indexIf(options, target, name);
  };
}

/**
 * A read-only choice computed in SQL from the row (an address's family), rendered as {value, label} and
 * filtered like a stored choice.
 */
export function ComputedChoiceField(
  choices: ChoiceSet,
  sql: (alias: string) => string,
  options: { label?: string; group?: FieldGroup } = {},
): PropertyDecorator {
  return (target, key) => {
    registerField(target, {
      ...meta(String(key), 'choice', { readOnly: true, group: options.group, label: options.label }, { choices }),
      column: undefined,
      required: false,
      sql,
    });
  };
}

export interface IPFieldOptions extends CommonOptions {
  /** the error for a /0 mask; /0 is accepted without it */
  zeroMaskMessage?: string;
}

/**
 * An IPv4/IPv6 network in CIDR notation, stored as PostgreSQL `cidr`: host bits are cleared on write
 * (`10.1.1.5/24` → `10.1.1.0/24`), an address without mask is a /32 (/128). Rendered as text.
 */
export function IPNetworkField(options: IPFieldOptions = {}): PropertyDecorator {
  return (target, key) => {
    const m = meta(String(key), 'ipNetwork', options, { zeroMaskMessage: options.zeroMaskMessage });
    registerField(target, m);
    Column({ type: 'cidr', nullable: m.nullable })(target, key);
    indexIf(options, target, String(key));
  };
}

/**
 * An IPv4/IPv6 address with its mask (an interface address), stored as PostgreSQL `inet`: host bits are
 * kept, an address without mask is a /32 (/128). Rendered with the mask always (`10.0.0.1/32`).
 */
export function IPAddressField(options: IPFieldOptions = {}): PropertyDecorator {
  return (target, key) => {
    const m = meta(String(key), 'ipAddress', options, { zeroMaskMessage: options.zeroMaskMessage });
    registerField(target, m);
    Column({ type: 'inet', nullable: m.nullable })(target, key);
    indexIf(options, target, String(key));
  };
}

/**
 * A 48-bit MAC address, stored as PostgreSQL `macaddr`: any usual notation is accepted on write
 * (`aa-bb-cc-dd-ee-ff`, `aabb.ccdd.eeff`…), rendered as NetBox does (`AA:BB:CC:DD:EE:FF`).
 */
export function MACAddressField(options: CommonOptions = {}): PropertyDecorator {
  return (target, key) => {
    const m = meta(String(key), 'macAddress', options, { label: options.label ?? 'MAC address' });
    registerField(target, m);
    Column({ type: 'macaddr', nullable: m.nullable })(target, key);
    indexIf(options, target, String(key));
  };
}

export interface ForeignKeyOptions extends Omit<CommonOptions, 'default' | 'unique' | 'index'> {
  onDelete: OnDelete;
  /** at most one row points at each target (Django's OneToOneField); a string is the error message */
  unique?: boolean | string;
  nested?: string[];
  /** choices in the nested form render as bare values */
  nestedPlainChoices?: boolean;
  /** see FieldMeta.nestedFields */
  nestedFields?: Readonly<Record<string, string[]>>;
  /** rendered as the bare id (NetBox serializers that leave a foreign key a primary-key field) */
  plainId?: boolean;
  /** see FieldMeta.unshared */
  unshared?: boolean;
  /** rendered by a derived SQL function, skipped when null (see FieldMeta.renderApart) */
  renderApart?: boolean;
  filterBy?: string | false;
  /** `<name>_id` on a tree target also matches descendants (default: yes for trees) */
  filterDescendants?: boolean;
}

const DB_ON_DELETE = { PROTECT: 'NO ACTION', RESTRICT: 'NO ACTION', CASCADE: 'CASCADE', SET_NULL: 'SET NULL' } as const;

/**
 * A reference to another model, stored in `<name>_id`. PROTECT and RESTRICT are enforced by the delete
 * collector (409 with the dependants); the database keeps NO ACTION as a safety net that still lets a
 * cascade remove both rows in one statement.
 */
export function ForeignKey(ref: ModelRef, options: ForeignKeyOptions): PropertyDecorator {
  const target = entityRef(ref);
  return (proto, key) => {
    const name = String(key);
    const nullable = options.nullable ?? !options.required;
    registerField(proto, {
      ...meta(name, 'foreignKey', { ...options, nullable }, {}),
      column: `${name}_id`,
      required: options.required ?? false,
      target,
      onDelete: options.onDelete,
      nested: options.nested,
      nestedPlainChoices: options.nestedPlainChoices,
      nestedFields: options.nestedFields,
      plainId: options.plainId,
      unshared: options.unshared,
      renderApart: options.renderApart,
      filterBy: options.filterBy,
      filterDescendants: options.filterDescendants,
      unique: options.unique,
    });
    ManyToOne(target as () => Function, {
      nullable,
      onDelete: DB_ON_DELETE[options.onDelete],
      createForeignKeyConstraints: true,
    })(proto, key);
    JoinColumn({ name: `${name}_id` })(proto, key);
    Index({ unique: Boolean(options.unique) })(proto, key);
  };
}

/** The tree parent of a nested group model: a CASCADE foreign key to the model itself. */
export function TreeParent(options: Partial<ForeignKeyOptions> = {}): PropertyDecorator {
  return (proto, key) =>
    ForeignKey(() => proto.constructor as EntityClass, {
      onDelete: 'CASCADE',
      filterBy: 'slug',
      filterDescendants: false,
      nested: ['id', 'url', 'display_url', 'display', 'name', 'slug', '_depth'],
      ...options,
    })(proto, key);
}

/** A read-only value computed in SQL from the row (counts, derived flags). */
export function Computed(
  type: 'integer' | 'string' | 'boolean' | 'json',
  sql: (alias: string) => string,
  options: { label?: string; group?: FieldGroup; filter?: boolean; provider?: string; renderApart?: boolean } = {},
): PropertyDecorator {
  return (target, key) => {
    const name = String(key);
    registerField(target, {
      renderApart: options.renderApart,
      ...meta(name, 'computed', { readOnly: true, filter: false, group: options.group ?? 'counts', label: options.label }, {}),
      column: undefined,
      required: false,
      computedType: type,
      sql,
      provider: options.provider,
    });
  };
}

// --- fields every model shares ---

export function IdField(): PropertyDecorator {
  return (target, key) => {
    registerField(target, { ...meta('id', 'integer', { readOnly: true, group: 'head', label: 'ID' }, {}), required: false });
    PrimaryGeneratedColumn({ type: 'bigint' })(target, key);
  };
}

/** `created`, set by the database; `filter: false` when the model filters it otherwise (a journal's range). */
export function CreatedField(options: { filter?: boolean } = {}): PropertyDecorator {
  return (target, key) => {
    registerField(target, {
      ...meta('created', 'datetime', { readOnly: true, nullable: true, group: 'tail', rank: 5, filter: options.filter }, {}),
      required: false,
    });
    CreateDateColumn({ type: 'timestamptz', nullable: true })(target, key);
  };
}

export function LastUpdatedField(): PropertyDecorator {
  return (target, key) => {
    registerField(target, {
      ...meta('last_updated', 'datetime', { readOnly: true, nullable: true, group: 'tail', rank: 6, label: 'Last updated' }, {}),
      required: false,
    });
    UpdateDateColumn({ type: 'timestamptz', nullable: true })(target, key);
  };
}

/** `tags` of a full-featured model: kept in extras_taggeditem, rendered as nested tags. */
export function TagsField(): PropertyDecorator {
  return (target) =>
    registerField(target, {
      ...meta('tags', 'tags', { group: 'tail', rank: 3, default: [] }, {}),
      column: undefined,
      required: false,
      filter: false,
    });
}

/** `custom_fields`: stored in the `custom_field_data` jsonb column. */
export function CustomFieldsField(): PropertyDecorator {
  return (target, key) => {
    registerField(target, {
      ...meta('custom_fields', 'customFields', { group: 'tail', rank: 4, default: {}, label: 'Custom fields' }, {}),
      column: 'custom_field_data',
      required: false,
      filter: false,
    });
    Column({ name: 'custom_field_data', type: 'jsonb', default: () => "'{}'" })(target, key);
  };
}

/** Accepted on write, never rendered (passwords); a rule turns the input into what is stored. */
export function WriteOnlyField(options: CommonOptions & { maxLength?: number; columnLength?: number } = {}): PropertyDecorator {
  return (target, key) => {
    const name = String(key);
    registerField(target, { ...meta(name, 'string', { filter: false, ...options }, { maxLength: options.maxLength }), writeOnly: true });
    Column({ type: 'varchar', length: options.columnLength ?? 256, nullable: options.nullable ?? false })(target, key);
  };
}

/**
 * Accepted on write, neither stored nor rendered: an instruction to the write steps (NetBox's write-only
 * serializer fields, such as a module's `replicate_components`). Its value reaches the steps as the
 * create event's `input`.
 */
export function InputField(options: CommonOptions & { default: boolean }): PropertyDecorator {
  return (target, key) => {
    registerField(target, { ...meta(String(key), 'boolean', { filter: false, ...options }, {}), column: undefined, writeOnly: true });
  };
}

export interface ManyToManyOptions {
  /** join table, e.g. `extras_configcontext_regions` */
  table: string;
  /** its column pointing at the target, e.g. `region_id` */
  targetColumn: string;
  label?: string;
  helpText?: string;
  nested?: string[];
  filterBy?: string | false;
  /** false: no generated `<name>_id` / `<name>` filters (the resource declares its own names) */
  filter?: boolean;
  /** placement in the representation (default: body) */
  group?: FieldGroup;
  rank?: number;
  /**
   * the other side declares the join table (a user's `permissions` are the permissions' `users`): this
   * side reads and writes the same rows, and TypeORM is not told about it (no second table in migrations)
   */
  inverse?: boolean;
}

/**
 * A many-to-many relation through a join table: written as a list of ids (replacing the set), rendered
 * as a list of nested objects, filtered by `<name>_id` and `<name>`.
 */
export function ManyToManyField(ref: ModelRef, options: ManyToManyOptions): PropertyDecorator {
  const target = entityRef(ref);
  return (proto, key) => {
    const name = String(key);
    const ownerColumn = `${proto.constructor.name.toLowerCase()}_id`;
    registerField(proto, {
      ...meta(
        name,
        'manyToMany',
        { default: [], label: options.label, helpText: options.helpText, group: options.group, rank: options.rank, filter: options.filter },
        {},
      ),
      column: undefined,
      required: false,
      target,
      nested: options.nested,
      filterBy: options.filterBy,
      m2m: { table: options.table, ownerColumn, targetColumn: options.targetColumn },
    });
    if (options.inverse) return;
    ManyToMany(target as () => Function)(proto, key);
    JoinTable({
      name: options.table,
      joinColumn: { name: ownerColumn, referencedColumnName: 'id' },
      inverseJoinColumn: { name: options.targetColumn, referencedColumnName: 'id' },
    })(proto, key);
  };
}

export interface ReverseForeignKeysOptions {
  /** the target's table, e.g. `circuits_provideraccount` */
  table: string;
  /** its foreign key to this model, e.g. `provider_id` */
  column: string;
  /** the nested form's fields */
  nested?: string[];
  /** the list's order (SQL over the target's alias), then id: the target's default ordering */
  order?: (alias: string) => string;
  label?: string;
  helpText?: string;
  group?: FieldGroup;
  rank?: number;
}

/**
 * The rows of another model whose foreign key points at this one, as NetBox's serializers write a reverse
 * relation (a provider's `accounts`): rendered as nested objects, written as a list of ids, each of which is
 * then pointed at this object. Rows left out keep their foreign key (it cannot be null: Django's set() on a
 * non-nullable reverse relation only adds, by a queryset update that records nothing for them). Not in
 * change-log snapshots (NetBox's serialize_object records a model's own fields) and not filtered.
 */
export function ReverseForeignKeysField(ref: ModelRef, options: ReverseForeignKeysOptions): PropertyDecorator {
  const target = entityRef(ref);
  return (proto, key) => {
    const name = String(key);
    registerField(proto, {
      ...meta(
        name,
        'manyToMany',
        { default: [], label: options.label, helpText: options.helpText, group: options.group, rank: options.rank, filter: false, snapshot: false },
        {},
      ),
      column: undefined,
      required: false,
      target,
      nested: options.nested,
      m2m: { table: options.table, ownerColumn: options.column, targetColumn: 'id', reverse: true, order: options.order },
    });
  };
}

export interface GenericForeignKeyOptions {
  /**
   * object types (`app.model`) allowed, or every model declared with a feature (`{ feature: 'contacts' }`:
   * NetBox's has_feature check, no list of models here); omitted: any model
   */
  types?: string[] | { feature: string };
  /** CASCADE: the row goes with the object it points at; NONE: the reference dangles (change records) */
  onDelete: 'CASCADE' | 'NONE';
  required?: boolean;
  readOnly?: boolean;
  label?: string;
  /** names the stored pair `<prefix>_type`/`<prefix>_id` when it differs from the field (an image attachment's `parent` is `object_*`) */
  prefix?: string;
  /** the error for an object type outside `types`, `{type}` standing for it (default "Invalid content type: …") */
  typeMessage?: string;
  /**
   * a type without an id is this non-field error (`__all__`), `{model}` standing for the type's model name
   * (NetBox's scoped models: "Please select a site."), `{Title}` for its verbose name with each word
   * capitalised (a circuit termination: "Please select a Provider Network."), instead of `{<x>_id: ["This field cannot be null."]}`
   */
  missingIdMessage?: string;
}

/**
 * A generic relation (docs/api-behaviour.md §5.4): `<name>_type` (`app.model`) and `<name>_id` are
 * written, `<name>` renders the object nested. Declared on a property named like the relation.
 */
export function GenericForeignKey(options: GenericForeignKeyOptions): PropertyDecorator {
  return (proto, key) => {
    const name = String(key);
    const prefix = options.prefix ?? name;
    const typeField = `${prefix}_type`;
    const idField = `${prefix}_id`;
    const declared = options.types;
    const feature = declared && !Array.isArray(declared) ? declared.feature : undefined;
    const generic = {
      // a getter: models declare their features after this relation is declared
      get types(): readonly string[] | undefined {
        return feature ? typesWithFeature(feature) : (declared as string[] | undefined);
      },
      feature,
      typeField,
      idField,
      name,
      onDelete: options.onDelete,
      typeMessage: options.typeMessage,
      missingIdMessage: options.missingIdMessage,
    };
    const common = { nullable: !options.required, required: options.required ?? false, readOnly: options.readOnly };
    registerField(proto, { ...meta(typeField, 'objectType', { ...common, label: `${humanize(prefix)} type` }, {}), generic, maxLength: 100 });
    registerField(proto, { ...meta(idField, 'integer', { ...common, label: `${humanize(prefix)} ID` }, {}), generic, minValue: 0 });
    registerField(proto, {
      ...meta(name, 'generic', { readOnly: true, filter: false, label: options.label }, {}),
      column: undefined,
      required: false,
      generic,
    });
    Column({ name: typeField, type: 'varchar', length: 100, nullable: !options.required })(proto, typeField);
    Column({ name: idField, type: 'bigint', nullable: !options.required })(proto, idField);
    Index([typeField, idField])(proto.constructor);
  };
}

/**
 * `owner` (NetBox 4.6's OwnerMixin): the users app's owner of an object, on every primary, organizational
 * and nested-group model, on components and on most extras models. Named by object type, as models of an
 * app above are: the users app declares `users.owner`.
 */
export function OwnerField(options: { group?: FieldGroup; rank?: number } = {}): PropertyDecorator {
  // in the tail it sits between description (1) and comments (2); elsewhere where it is declared
  const group = options.group ?? 'tail';
  return ForeignKey('users.owner', { onDelete: 'PROTECT', nullable: true, group, rank: options.rank ?? (group === 'tail' ? 1.5 : undefined) });
}
