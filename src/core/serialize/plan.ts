import { Resource, ResourceRegistry } from '../resource/define-resource.js';
import { FieldMeta } from '../resource/fields.js';
import { quoteIdent } from '../query/sql.js';

/** Where rendered URLs point: absolute for API responses, relative ("") for event payloads. */
export interface RenderEnv {
  baseUrl: string;
}

type Row = Record<string, unknown>;
type Json = Record<string, unknown>;

/**
 * A to-many field (tags, M2M) fetched in the same statement: SQL over the row alias yielding a JSON
 * array, and how to render what it yields.
 */
export interface ToManyField {
  sql(alias: string): string;
  render(value: unknown, env: RenderEnv): unknown;
}

/**
 * How to fetch and render one representation of a resource in ONE statement: the SELECT list, the joins
 * for every nested foreign key, and the row → JSON builder.
 */
export interface RenderPlan {
  selects: string[];
  joins: string[];
  /** column alias of the primary key */
  idColumn: string;
  build(row: Row, env: RenderEnv): Json;
}

const META_FIELDS = new Set(['id', 'url', 'display_url', 'display']);
const MAX_NESTING = 3;

/** A to-many renderer registered by an app (tags by extras); resolved when a plan meets such a field. */
export type ToManyFactory = (resource: Resource, field: FieldMeta) => ToManyField;
const toManyFactories = new Map<string, ToManyFactory>();

export function registerToMany(kind: string, factory: ToManyFactory): void {
  toManyFactories.set(kind, factory);
}

/** The field renderer for custom fields (extras fills it in; until then the stored object is shown). */
let customFieldRenderer: (resource: Resource, stored: unknown) => unknown = () => ({});
export function setCustomFieldRenderer(render: (resource: Resource, stored: unknown) => unknown): void {
  customFieldRenderer = render;
}

class PlanBuilder {
  readonly selects: string[] = [];
  readonly joins: string[] = [];
  private columns = 0;
  private aliases = 0;

  column(expr: string): string {
    const alias = `c${this.columns++}`;
    this.selects.push(`${expr} AS ${alias}`);
    return alias;
  }

  tableAlias(): string {
    return `j${++this.aliases}`;
  }
}

export function displaySql(resource: Resource, alias: string): string {
  const d = resource.display;
  if (typeof d === 'function') return d(alias);
  const f = resource.field(d);
  if (d === 'id' || !f?.column) return `${alias}.id::text`;
  return `${alias}.${quoteIdent(f.column)}::text`;
}

type FieldBuilder = (row: Row, env: RenderEnv, out: Json) => void;

function buildObject(
  pb: PlanBuilder,
  resource: Resource,
  alias: string,
  names: string[],
  depth: number,
): { idColumn: string; builders: FieldBuilder[] } {
  const idColumn = pb.column(`${alias}.id`);
  const builders: FieldBuilder[] = [];
  const wanted = new Set(names);
  // Meta fields first, in NetBox's order; then the model's fields in declaration order.
  const ordered = [
    ...['id', 'url', 'display_url', 'display'].filter((n) => wanted.has(n)),
    ...resource.fields.filter((f) => f.name !== 'id' && wanted.has(f.name)).map((f) => f.name),
  ];
  for (const name of ordered) {
    if (META_FIELDS.has(name)) {
      builders.push(metaBuilder(pb, resource, alias, name, idColumn));
      continue;
    }
    const field = resource.field(name)!;
    if (field.writeOnly) continue;
    builders.push(fieldBuilder(pb, resource, field, alias, depth));
  }
  return { idColumn, builders };
}

function metaBuilder(pb: PlanBuilder, resource: Resource, alias: string, name: string, idColumn: string): FieldBuilder {
  switch (name) {
    case 'id':
      return (row, _env, out) => {
        out.id = row[idColumn];
      };
    case 'url': {
      const path = resource.listPath;
      return (row, env, out) => {
        out.url = `${env.baseUrl}${path}${row[idColumn]}/`;
      };
    }
    case 'display_url': {
      const path = resource.uiPath;
      return (row, env, out) => {
        out.display_url = `${env.baseUrl}${path}${row[idColumn]}/`;
      };
    }
    default: {
      const col = pb.column(displaySql(resource, alias));
      return (row, _env, out) => {
        out.display = row[col];
      };
    }
  }
}

function fieldBuilder(pb: PlanBuilder, resource: Resource, field: FieldMeta, alias: string, depth: number): FieldBuilder {
  const name = field.name;
  switch (field.kind) {
    case 'choice': {
      const col = pb.column(`${alias}.${quoteIdent(field.column!)}`);
      const choices = field.choices!;
      if (field.plainChoice) {
        return (row, _env, out) => {
          out[name] = row[col];
        };
      }
      return (row, _env, out) => {
        const v = row[col] as string | number | null;
        out[name] = v === null || v === '' ? null : { value: v, label: choices.label(v) ?? String(v) };
      };
    }
    case 'foreignKey': {
      const target = ResourceRegistry.forEntity(field.target!());
      const fkCol = pb.column(`${alias}.${quoteIdent(field.column!)}`);
      if (depth >= MAX_NESTING) {
        return (row, _env, out) => {
          out[name] = row[fkCol] ?? null;
        };
      }
      const j = pb.tableAlias();
      pb.joins.push(`LEFT JOIN ${quoteIdent(target.table)} ${j} ON ${j}.id = ${alias}.${quoteIdent(field.column!)}`);
      const nested = buildObject(pb, target, j, nestedFieldsOf(field, target), depth + 1);
      return (row, env, out) => {
        if (row[nested.idColumn] === null || row[nested.idColumn] === undefined) {
          out[name] = null;
          return;
        }
        const obj: Json = {};
        for (const b of nested.builders) b(row, env, obj);
        out[name] = obj;
      };
    }
    case 'computed': {
      const col = pb.column(`(${field.sql!(alias)})`);
      return (row, _env, out) => {
        out[name] = row[col];
      };
    }
    case 'tags': {
      const factory = toManyFactories.get(field.kind);
      if (!factory) {
        return (_row, _env, out) => {
          out[name] = [];
        };
      }
      const toMany = factory(resource, field);
      const col = pb.column(`(${toMany.sql(alias)})`);
      return (row, env, out) => {
        out[name] = toMany.render(row[col], env);
      };
    }
    case 'customFields': {
      const col = pb.column(`${alias}.${quoteIdent(field.column!)}`);
      return (row, _env, out) => {
        out[name] = customFieldRenderer(resource, row[col]);
      };
    }
    default: {
      const col = pb.column(`${alias}.${quoteIdent(field.column!)}`);
      return (row, _env, out) => {
        out[name] = row[col];
      };
    }
  }
}

/** Nested form of a foreign-key target: the field's own list, else the target's brief form. */
export function nestedFieldsOf(field: FieldMeta, target: Resource): string[] {
  return field.nested ?? target.brief;
}

export function planRepresentation(resource: Resource, names: string[], alias = 't'): RenderPlan {
  const pb = new PlanBuilder();
  const { idColumn, builders } = buildObject(pb, resource, alias, names, 0);
  return {
    selects: pb.selects,
    joins: pb.joins,
    idColumn,
    build(row, env) {
      const out: Json = {};
      for (const b of builders) b(row, env, out);
      return out;
    },
  };
}
