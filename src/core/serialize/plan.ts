import { Resource, ResourceRegistry } from '../model/define-resource.js';
import { FieldMeta } from '../model/fields.js';
import { quoteIdent } from '../../database/sql.js';
import { choiceText, objectTextOf, quotedText, scalarText, TextPart, urlStartText, verbatimText } from './json-text.js';

/**
 * Representations are rendered by PostgreSQL: a plan is one SQL expression that yields an object's JSON
 * text (nested objects, choice labels, URLs and tags included), so a page of results leaves the database
 * as finished JSON and Node only joins the pieces. Statements built from a plan take the base URL of
 * the request as `$1` ("" for event payloads, which use relative URLs as NetBox does).
 */

/** The placeholder every plan uses for the base URL. */
export const BASE_URL_PARAM = '$1';

/** A to-many field (tags, M2M): SQL over the row alias yielding a JSON array. */
export type ToManyFactory = (resource: Resource, field: FieldMeta) => (alias: string) => string;
const toManyFactories = new Map<string, ToManyFactory>();

export function registerToMany(kind: string, factory: ToManyFactory): void {
  toManyFactories.set(kind, factory);
}

/**
 * Per-row SQL that several fields of one representation share: `lateral(key, sql)` joins the row's
 * subquery `sql(alias)` once per plan (LEFT JOIN LATERAL) and returns its alias, whose columns the fields
 * read. So values two fields need (a cable's far end, shown as link peers and as connected endpoints) are
 * computed once per row rather than once per field.
 */
export interface PlanScope {
  lateral(key: string, sql: (alias: string) => string): string;
  /**
   * The alias of the row of `table` whose id is `key`, LEFT JOINed once per plan: the fields and laterals
   * that read one row (a cabled object's cable) share its lookup. Text plans only (see FieldMeta.unshared).
   */
  row(table: string, key: string): string;
  /** the representation is written as text (a list statement, json-text.ts): text providers are used */
  readonly text: boolean;
  /**
   * the object is rendered as one of many, as NetBox's list serializer renders it (a list, a bulk write's
   * response), rather than alone (a detail GET, a single write's response, an event's payload)
   */
  readonly many: boolean;
}

/**
 * SQL for computed fields that a feature module owns (a device's `config_context` is rendered by extras):
 * provider name → SQL over the row alias.
 */
type SqlProvider = (resource: Resource, alias: string, scope: PlanScope) => string;
const sqlProviders = new Map<string, SqlProvider>();
const textProviders = new Map<string, SqlProvider>();
/** `text`, when given, yields the same value as JSON text (never NULL) for text plans: see PlanScope.text. */
export function registerSqlProvider(name: string, provider: SqlProvider, text?: SqlProvider): void {
  sqlProviders.set(name, provider);
  if (text) textProviders.set(name, text);
}

/**
 * SQL yielding a model's `custom_fields` object (extras replaces it once custom fields exist). `many`: the
 * object is rendered as one of several (a list, a bulk write's response), where NetBox's list serializer
 * renders some values differently from its serializer of one object (see PlanScope.many).
 */
type CustomFieldsSql = (resource: Resource, alias: string, many: boolean) => string;
let customFieldsSql: CustomFieldsSql = () => `'{}'::json`;
export function setCustomFieldsSql(render: CustomFieldsSql): void {
  customFieldsSql = render;
}

/**
 * How to fetch one representation: `json` is the SQL expression of the object's JSON text over the
 * row alias `t`, `joins` the joins it needs (one per nested foreign key).
 */
export interface RenderPlan {
  json: string;
  joins: string[];
}

const META_FIELDS = ['id', 'url', 'display_url', 'display'];
const MAX_NESTING = 3;

export function sqlString(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

/**
 * ISO 8601 in UTC with `Z`, as NetBox (Python's isoformat) renders datetimes: six fraction digits,
 * none at all for a whole second (`…T23:59:59Z`).
 */
export function isoTimestampSql(expr: string): string {
  return `replace(to_char(${expr} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), '.000000Z', 'Z')`;
}

export function urlSql(path: string, alias: string): string {
  return `(${BASE_URL_PARAM}::text || ${sqlString(path)} || ${alias}.id || '/')`;
}

/**
 * A JSON object (as `json`) from ordered (key, SQL value) pairs. json_build_object takes at most 50
 * pairs, so longer objects are built in chunks and spliced as text, keeping the key order.
 */
export function objectSql(pairs: [string, string][]): string {
  const text = objectText(pairs);
  return text.startsWith('json_build_object(') ? text : `(${text})::json`;
}

/** Closes one chunk of a long object and opens the next; `}{` occurs nowhere else in JSON text. */
const SPLICE_KEY = 'inv:splice';
const SPLICE_SEAM = `"${SPLICE_KEY}" : null}{"${SPLICE_KEY}" : null, `;

/**
 * The same object as `text`, for the top level of a response: json_build_object takes at most 50 pairs,
 * so longer objects are built in chunks and spliced as text (key order kept) without PostgreSQL parsing
 * the result again. Each seam between chunks is a marker pair that one replace() removes: it searches
 * bytes, where left(…, -1) and substr(…, 2) count characters through the whole text — a seventh of the
 * time of a page of devices (bench/notes/reads-phase-2.md).
 */
export function objectText(pairs: [string, string][]): string {
  const chunks: string[] = [];
  for (let i = 0; i < pairs.length; i += 45) {
    const chunk = pairs.slice(i, i + 45);
    if (i > 0) chunk.unshift([SPLICE_KEY, 'NULL']);
    if (i + 45 < pairs.length) chunk.push([SPLICE_KEY, 'NULL']);
    chunks.push(`json_build_object(${chunk.flatMap(([key, value]) => [sqlString(key), value]).join(', ')})`);
  }
  if (chunks.length === 0) return `'{}'`;
  if (chunks.length === 1) return chunks[0];
  return `replace(${chunks.map((c) => `${c}::text`).join(' || ')}, ${sqlString(SPLICE_SEAM)}, '')`;
}

class PlanBuilder implements PlanScope {
  readonly joins: string[] = [];
  private aliases = 0;
  private readonly laterals = new Map<string, string>();

  /** `renderApart` fields call their functions (statements rendering one object, see planRepresentation) */
  constructor(
    private readonly prefix: string,
    readonly apart = false,
    readonly text = false,
    readonly many = false,
  ) {}

  /** the escaped base URL, once per statement (text plans) */
  readonly urlStart = urlStartText(BASE_URL_PARAM);

  tableAlias(): string {
    return `${this.prefix}${++this.aliases}`;
  }

  row(table: string, key: string): string {
    const memo = `row:${table}:${key}`;
    const known = this.laterals.get(memo);
    if (known) return known;
    const alias = this.tableAlias();
    this.joins.push(`LEFT JOIN ${quoteIdent(table)} ${alias} ON ${alias}.id = ${key}`);
    this.laterals.set(memo, alias);
    return alias;
  }

  lateral(key: string, sql: (alias: string) => string): string {
    const known = this.laterals.get(key);
    if (known) return known;
    const alias = this.tableAlias();
    this.joins.push(`LEFT JOIN LATERAL (${sql(alias)}) ${alias} ON TRUE`);
    this.laterals.set(key, alias);
    return alias;
  }
}

export function displaySql(resource: Resource, alias: string): string {
  const d = resource.display;
  if (typeof d === 'function') return d(alias);
  const f = resource.field(d);
  if (d === 'id' || !f?.column) return `${alias}.id::text`;
  return `${alias}.${quoteIdent(f.column)}::text`;
}

function choiceSql(field: FieldMeta, column: string): string {
  const choices = field.choices!;
  if (field.plainChoice) return column;
  const labels = sqlString(JSON.stringify(Object.fromEntries(choices.entries.map(([v, l]) => [String(v), l]))));
  const empty = choices.valueType === 'integer' ? `${column} IS NULL` : `${column} IS NULL OR ${column} = ''`;
  return `CASE WHEN ${empty} THEN NULL ELSE json_build_object('value', ${column}, 'label', COALESCE(${labels}::jsonb ->> ${column}::text, ${column}::text)) END`;
}

/**
 * `value` unless the uncorrelated `rows` query finds nothing, then `empty`: PostgreSQL runs the check once
 * per statement, so a relation nobody uses (an empty through table, a model without custom fields) costs
 * a page nothing per row, where the correlated subquery would run for every object.
 */
export function unlessEmpty(rows: string, value: string, empty: string): string {
  return `CASE WHEN EXISTS (${rows}) THEN ${value} ELSE ${empty} END`;
}

/**
 * A row's foreign key rendered in its nested form by a lateral subquery (kept apart by OFFSET 0): PostgreSQL
 * memoizes it by the key, so a page whose devices share a device type, role, tenant or platform renders each
 * of them once, not once per row (a page of 50 devices: about a fifth of its PostgreSQL CPU). Statements
 * rendering one object keep the plain join, which is cheaper to set up.
 */
function memoizedNested(pb: PlanBuilder, target: Resource, j: string, column: string, names: string[], nest: NestOptions): string {
  const inner = new PlanBuilder(`${j}_`);
  const nested = objectSql(objectPairs(inner, target, j, names, 1, nest));
  const from = `${quoteIdent(target.table)} ${j} ${inner.joins.join(' ')}`;
  pb.joins.push(`LEFT JOIN LATERAL (SELECT ${nested} AS json FROM ${from} WHERE ${j}.id = ${column} OFFSET 0) ${j} ON TRUE`);
  return `${j}.json`;
}

/** How a nested object is rendered: NetBox's fixed nested serializers show choices as bare values. */
export interface NestOptions {
  plainChoices?: boolean;
  /** the fields of its own related objects, by field name (FieldMeta.nestedFields) */
  fields?: Readonly<Record<string, string[]>>;
  /**
   * text plans: foreign keys (field name → alias) whose row the statement already reads, rendered from that
   * row rather than looked up again (a cable's far ends show the cable the statement just read)
   */
  given?: Record<string, string>;
}

function valueSql(pb: PlanBuilder, resource: Resource, field: FieldMeta, alias: string, depth: number, nest: NestOptions = {}): string {
  const column = field.column ? `${alias}.${quoteIdent(field.column)}` : '';
  if (field.renderApart && pb.apart && depth === 0)
    return `${apartFunctionName(resource, field)}(${BASE_URL_PARAM}::text, ${column || `${alias}.id`})`;
  switch (field.kind) {
    case 'choice': {
      const value = field.sql ? `(${field.sql(alias)})` : column;
      return nest.plainChoices ? value : choiceSql(field, value);
    }
    case 'ipNetwork':
    case 'ipAddress':
      // text() keeps the mask of a host address (`10.0.0.1/32`), which inet's output omits
      return `${column}::text`;
    case 'macAddress':
      return `upper(${column}::text)`;
    case 'datetime':
      return isoTimestampSql(column);
    case 'foreignKey': {
      const target = ResourceRegistry.forEntity(field.target!());
      if (depth >= MAX_NESTING || field.plainId) return column;
      const j = pb.tableAlias();
      const names = nest.fields?.[field.name] ?? nestedFieldsOf(field, target);
      if (!pb.apart && depth === 0) return memoizedNested(pb, target, j, column, names, nestOf(field));
      pb.joins.push(`LEFT JOIN ${quoteIdent(target.table)} ${j} ON ${j}.id = ${column}`);
      const nested = objectSql(objectPairs(pb, target, j, names, depth + 1, nestOf(field)));
      return `CASE WHEN ${j}.id IS NULL THEN NULL ELSE ${nested} END`;
    }
    case 'computed': {
      const provider = field.provider ? sqlProviders.get(field.provider) : undefined;
      return `(${provider ? provider(resource, alias, pb) : field.sql!(alias)})`;
    }
    case 'customFields':
      return customFieldsSql(resource, alias, pb.many);
    case 'manyToMany': {
      const target = ResourceRegistry.forEntity(field.target!());
      const { table, ownerColumn, targetColumn, order } = field.m2m!;
      const m = pb.tableAlias();
      const inner = new PlanBuilder(`${m}_`);
      const nested = objectSql(objectPairs(inner, target, `${m}x`, nestedFieldsOf(field, target), depth + 1));
      // a reverse foreign key reads the target's rows themselves; a join table joins them
      const rows = field.m2m!.reverse
        ? `FROM ${quoteIdent(target.table)} ${m}x ${inner.joins.join(' ')} WHERE ${m}x.${quoteIdent(ownerColumn)} = ${alias}.id`
        : `FROM ${quoteIdent(table)} ${m} JOIN ${quoteIdent(target.table)} ${m}x ON ${m}x.id = ${m}.${quoteIdent(targetColumn)} ${inner.joins.join(' ')} ` +
          `WHERE ${m}.${quoteIdent(ownerColumn)} = ${alias}.id`;
      const list = `(SELECT COALESCE(json_agg(${nested} ORDER BY ${order ? `${order(`${m}x`)}, ` : ''}${m}x.id), '[]'::json) ${rows})`;
      return unlessEmpty(`SELECT 1 FROM ${quoteIdent(table)}`, list, `'[]'::json`);
    }
    case 'generic':
      // nested objects do not nest generic relations again (a change record's object could be a change record)
      return depth > 0 ? 'NULL::json' : genericSql(pb, field, alias);
    default: {
      const toMany = toManyFactories.get(field.kind);
      if (toMany) return `(${toMany(resource, field)(alias)})`;
      if (field.kind === 'tags') return `'[]'::json`;
      return column;
    }
  }
}

/** The SQL function rendering a model's brief form (see derived-functions.ts): `inv_brief_dcim_device(base, id)`. */
export function briefFunctionName(resource: Resource): string {
  return `inv_brief_${resource.objectType.replace('.', '_')}`;
}

/** The SQL function rendering a model's nested form: its own when it declares `nestedExtra`, else the brief one. */
export function nestedFunctionName(resource: Resource): string {
  return resource.nestedExtra.size ? `inv_nested_${resource.objectType.replace('.', '_')}` : briefFunctionName(resource);
}

/**
 * The SQL function rendering a `renderApart` field (derived-functions.ts): `inv_field_dcim_device_oob_ip(base, id)`,
 * whose id is the foreign key's value (a null one skips the call: STRICT), else the row's own id.
 */
export function apartFunctionName(resource: Resource, field: FieldMeta): string {
  return `inv_field_${resource.objectType.replace('.', '_')}_${field.name}`;
}

/** The body of a `renderApart` field's function: the inline rendering, over `$2`. */
export function apartFunctionValueSql(resource: Resource, field: FieldMeta): string {
  if (field.kind === 'foreignKey') {
    const target = ResourceRegistry.forEntity(field.target!());
    return nestedObjectSql(target, nestedFieldsOf(field, target), '$2', 'f', nestOf(field));
  }
  const pb = new PlanBuilder('fj');
  const value = valueSql(pb, resource, { ...field, renderApart: false }, 'f', 0);
  return `(SELECT ${value} FROM ${quoteIdent(resource.table)} f ${pb.joins.join(' ')} WHERE f.id = $2)`;
}

/** Up to this many allowed types, a generic relation renders each inline; beyond, through the brief functions. */
const INLINE_GENERIC_TYPES = 3;

/**
 * The object a generic relation points at, in its nested form; a reference to a deleted object renders null.
 * - a few allowed types (an address's interface): a CASE over them, each a correlated subquery (only the
 *   matching one runs);
 * - more allowed types: a CASE calling each type's nested function (derived-functions.ts);
 * - any model (a change record's object): `inv_brief(type, id, base)`, which calls the type's function.
 * So no statement lists every model, and none grows when a model is added.
 */
function genericSql(pb: PlanBuilder, field: FieldMeta, alias: string): string {
  const { types, typeField, idField } = field.generic!;
  const typeColumn = `${alias}.${quoteIdent(typeField)}`;
  const idColumn = `${alias}.${quoteIdent(idField)}`;
  if (!types) return `inv_brief(${typeColumn}, ${idColumn}, ${BASE_URL_PARAM}::text)`;
  // an allowed type whose app is not loaded has no objects
  const targets = types.map((t) => ResourceRegistry.byObjectType(t)).filter((r): r is Resource => Boolean(r));
  if (!targets.length) return 'NULL::json';
  const branches = targets.map((target) => {
    const rendered =
      targets.length <= INLINE_GENERIC_TYPES
        ? nestedObjectSql(target, target.nested, idColumn, `${pb.tableAlias()}_`)
        : `${nestedFunctionName(target)}(${BASE_URL_PARAM}::text, ${idColumn})`;
    return `WHEN ${sqlString(target.objectType)} THEN ${rendered}`;
  });
  return `CASE ${typeColumn} ${branches.join(' ')} END`;
}

function objectPairs(pb: PlanBuilder, resource: Resource, alias: string, names: string[], depth: number, nest: NestOptions = {}): [string, string][] {
  const wanted = new Set(names);
  const pairs: [string, string][] = [];
  for (const name of META_FIELDS) {
    if (!wanted.has(name)) continue;
    if (name === 'id') pairs.push(['id', `${alias}.id`]);
    else if (name === 'url') pairs.push(['url', urlSql(resource.listPath, alias)]);
    else if (name === 'display_url') pairs.push(['display_url', urlSql(resource.uiPath, alias)]);
    else pairs.push(['display', displaySql(resource, alias)]);
  }
  for (const field of resource.fields) {
    if (field.name === 'id' || !wanted.has(field.name) || field.writeOnly) continue;
    pairs.push([field.name, valueSql(pb, resource, field, alias, depth, nest)]);
  }
  for (const [name, sql] of resource.nestedExtra) if (wanted.has(name)) pairs.push([name, `(${sql(alias)})`]);
  return pairs;
}

/** How a foreign key renders its nested object (choices, the fields of that object's own related objects). */
export function nestOf(field: FieldMeta): NestOptions {
  return { plainChoices: field.nestedPlainChoices, fields: field.nestedFields };
}

/** Nested form of a foreign-key target: the field's own list, else the target's nested form. */
export function nestedFieldsOf(field: FieldMeta, target: Resource): string[] {
  return field.nested ?? target.nested;
}

/**
 * The plan of one representation. `alias` is the row alias the SQL refers to; `joinPrefix` keeps the
 * aliases of nested joins apart when a plan is embedded in another statement. `single`: the statement
 * renders one object, so `renderApart` fields call their functions (a smaller plan to set up); a list keeps
 * them inline, where PostgreSQL sets a sub-plan up once and reruns it per row, but would set a function's
 * statement up per call. `many`: each object is rendered as one of many (see PlanScope.many).
 */
export function planRepresentation(
  resource: Resource,
  names: string[],
  alias = 't',
  joinPrefix = 'j',
  single = false,
  asText = false,
  many = false,
): RenderPlan {
  const pb = new PlanBuilder(joinPrefix, single, asText, many);
  const json = asText ? objectTextOf(textPairs(pb, resource, alias, names, 0)) : objectText(objectPairs(pb, resource, alias, names, 0));
  return { json, joins: pb.joins };
}

/**
 * The pairs of an object as text parts (json-text.ts): the fields json_build_object would render at this
 * depth, in the same order, each as the same text.
 */
function textPairs(
  pb: PlanBuilder,
  resource: Resource,
  alias: string,
  names: string[],
  depth: number,
  nest: NestOptions = {},
): [string, TextPart[]][] {
  const wanted = new Set(names);
  const url = (path: string): TextPart[] => [
    { sql: pb.urlStart },
    { text: JSON.stringify(path).slice(1, -1) },
    { sql: `${alias}.id::text` },
    { text: '/"' },
  ];
  const pairs: [string, TextPart[]][] = [];
  for (const name of META_FIELDS) {
    if (!wanted.has(name)) continue;
    if (name === 'id') pairs.push(['id', [{ sql: `${alias}.id::text` }]]);
    else if (name === 'url') pairs.push(['url', url(resource.listPath)]);
    else if (name === 'display_url') pairs.push(['display_url', url(resource.uiPath)]);
    else pairs.push(['display', [{ sql: scalarText(displaySql(resource, alias)) }]]);
  }
  for (const field of resource.fields) {
    if (field.name === 'id' || !wanted.has(field.name) || field.writeOnly) continue;
    pairs.push([field.name, [{ sql: valueText(pb, resource, field, alias, depth, nest) }]]);
  }
  for (const [name, sql] of resource.nestedExtra) if (wanted.has(name)) pairs.push([name, [{ sql: scalarText(`(${sql(alias)})`) }]]);
  return pairs;
}

/** A field's value as JSON text: known kinds directly, any other as json_build_object renders it. */
function valueText(pb: PlanBuilder, resource: Resource, field: FieldMeta, alias: string, depth: number, nest: NestOptions): string {
  const column = field.column ? `${alias}.${quoteIdent(field.column)}` : '';
  switch (field.kind) {
    case 'choice':
      if (!field.plainChoice && !nest.plainChoices) return choiceText(field, field.sql ? `(${field.sql(alias)})` : column);
      break;
    case 'ipNetwork':
    case 'ipAddress':
    case 'macAddress':
    case 'datetime':
      return quotedText(valueSql(pb, resource, field, alias, depth, nest));
    case 'integer':
      if (column && !field.sql) return verbatimText(column);
      break;
    case 'foreignKey': {
      // the top level's memoized nested object (json) or a bare id; deeper, the nested object written as text
      const shared = depth === 0 && field.unshared && pb.text;
      if ((depth === 0 && !shared) || depth >= MAX_NESTING || field.plainId) return verbatimText(valueSql(pb, resource, field, alias, depth, nest));
      const target = ResourceRegistry.forEntity(field.target!());
      let j = shared ? pb.row(target.table, column) : nest.given?.[field.name];
      if (!j) {
        j = pb.tableAlias();
        pb.joins.push(`LEFT JOIN ${quoteIdent(target.table)} ${j} ON ${j}.id = ${column}`);
      }
      const names = nest.fields?.[field.name] ?? nestedFieldsOf(field, target);
      const nested = objectTextOf(textPairs(pb, target, j, names, depth + 1, nestOf(field)));
      return `CASE WHEN ${j}.id IS NULL THEN 'null' ELSE ${nested} END`;
    }
    case 'computed': {
      const text = field.provider && pb.text ? textProviders.get(field.provider) : undefined;
      if (text) return verbatimText(text(resource, alias, pb));
      break;
    }
  }
  return scalarText(valueSql(pb, resource, field, alias, depth, nest));
}

/**
 * The text of a related object in the nested form (json-text.ts), as a correlated subquery: what
 * nestedObjectSql yields, as text, for a list statement to paste; NULL when there is no such object.
 */
export function nestedObjectText(target: Resource, names: string[], idExpr: string, prefix: string, nest: NestOptions = {}): string {
  const x = `${prefix}x`;
  const pb = new PlanBuilder(`${prefix}j`, false, true);
  const text = objectTextOf(textPairs(pb, target, x, names, 1, nest));
  return `(SELECT ${text} FROM ${quoteIdent(target.table)} ${x} ${pb.joins.join(' ')} WHERE ${x}.id = ${idExpr})`;
}

/** JSON of a related object in the nested form, as a correlated subquery (for to-many and generic relations). */
export function nestedObjectSql(target: Resource, names: string[], idExpr: string, prefix: string, nest: NestOptions = {}): string {
  const x = `${prefix}x`;
  const pb = new PlanBuilder(`${prefix}j`);
  const json = objectSql(objectPairs(pb, target, x, names, 1, nest));
  return `(SELECT ${json} FROM ${quoteIdent(target.table)} ${x} ${pb.joins.join(' ')} WHERE ${x}.id = ${idExpr})`;
}

/**
 * A JSON array of related objects in a nested form (a reverse relation such as an IP's `nat_outside`), as
 * a correlated subquery: rows of `target` matching `where` over their alias, in `order`.
 */
export function nestedListSql(
  target: Resource,
  names: string[],
  where: (x: string) => string,
  prefix: string,
  nest: NestOptions & { order?: (x: string) => string } = {},
): string {
  const x = `${prefix}x`;
  const pb = new PlanBuilder(`${prefix}j`);
  const json = objectSql(objectPairs(pb, target, x, names, 1, nest));
  const order = nest.order?.(x) ?? `${x}.id`;
  return `(SELECT COALESCE(json_agg(${json} ORDER BY ${order}), '[]'::json) FROM ${quoteIdent(target.table)} ${x} ${pb.joins.join(' ')} WHERE ${where(x)})`;
}
