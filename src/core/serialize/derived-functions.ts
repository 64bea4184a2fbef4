import type { Queryable } from '../../database/db.js';
import { Resource, ResourceRegistry } from '../model/define-resource.js';
import { apartFunctionName, apartFunctionValueSql, briefFunctionName, nestedFunctionName, nestedObjectSql, sqlString } from './plan.js';

/**
 * SQL functions derived from the declarations, so that no statement has to list every model:
 * - each model's nested brief form, `inv_brief_<app>_<model>(base text, id bigint)`: a relation that may
 *   point at any model (a change record's object, a custom field's object value) renders through
 *   `inv_brief(type, id, base)`, which calls the type's function;
 * - the nested form of a model that declares `nestedExtra`, `inv_nested_<app>_<model>(base, id)`: generic
 *   relations with many allowed types call it (others call the brief function, their nested form);
 * - each `renderApart` field's rendering, `inv_field_<app>_<model>_<field>(base text, id bigint)`, STRICT;
 * - `inv_object_type_label(type)`: `DCIM | device` for `dcim.device` (change records' display);
 * - functions apps register (registerDerivedFunction), e.g. dcim's peers across a profiled cable.
 * Statements then stay the same size whatever the number of models.
 *
 * They are installed by committed migrations: `npm run migration:generate` writes what changed (see
 * `derivedFunctionChanges`), and a test fails when the database's functions differ from the declarations.
 * The dispatcher `inv_brief` itself is fixed (migration RepresentationFunctions).
 */

export interface DerivedFunction {
  name: string;
  /** argument types, as pg_proc identifies the function */
  args: string;
  returns: string;
  /** plpgsql body: its plan is prepared once per connection and reused */
  body: string;
  volatility: 'STABLE' | 'IMMUTABLE';
  /** null arguments return null without a call */
  strict?: boolean;
}

/** Fields of a function's form (the nested brief form): without custom fields (their object values would recurse). */
export function briefFunctionFields(resource: Resource, names = resource.nestedBrief): string[] {
  return names.filter((name) => name !== 'custom_fields');
}

export function briefFunctionBody(resource: Resource, names = resource.nestedBrief): string {
  return `\nBEGIN\n  RETURN ${nestedObjectSql(resource, briefFunctionFields(resource, names), '$2', 'b')};\nEND\n`;
}

function typeLabelBody(resources: Resource[]): string {
  const labels = Object.fromEntries(resources.map((r) => [r.objectType, r.objectTypeLabel]));
  return `\nBEGIN\n  RETURN COALESCE(${sqlString(JSON.stringify(labels))}::jsonb ->> $1, $1);\nEND\n`;
}

/** Functions an app's SQL calls (a lookup too large to repeat in each statement), installed and checked like these. */
const contributed = new Map<string, DerivedFunction>();
export function registerDerivedFunction(f: DerivedFunction): void {
  contributed.set(f.name, f);
}

function derivedFunctions(): DerivedFunction[] {
  const resources = [...ResourceRegistry.all()].sort((a, b) => a.objectType.localeCompare(b.objectType));
  return [
    ...resources.map((r) => ({
      name: briefFunctionName(r),
      args: 'text, bigint',
      returns: 'json',
      body: briefFunctionBody(r),
      volatility: 'STABLE' as const,
    })),
    ...resources
      .filter((r) => r.nestedExtra.size)
      .map((r) => ({
        name: nestedFunctionName(r),
        args: 'text, bigint',
        returns: 'json',
        body: briefFunctionBody(r, r.nested),
        volatility: 'STABLE' as const,
      })),
    ...resources.flatMap((r) =>
      r.fields
        .filter((field) => field.renderApart)
        .map((field) => ({
          name: apartFunctionName(r, field),
          args: 'text, bigint',
          returns: 'json',
          body: `\nBEGIN\n  RETURN ${apartFunctionValueSql(r, field)};\nEND\n`,
          volatility: 'STABLE' as const,
          strict: true,
        })),
    ),
    { name: 'inv_object_type_label', args: 'text', returns: 'text', body: typeLabelBody(resources), volatility: 'IMMUTABLE' },
    ...[...contributed.values()].sort((a, b) => a.name.localeCompare(b.name)),
  ];
}

function createSql(f: DerivedFunction): string {
  return `CREATE OR REPLACE FUNCTION ${f.name}(${f.args}) RETURNS ${f.returns} LANGUAGE plpgsql ${f.volatility}${f.strict ? ' STRICT' : ''} PARALLEL SAFE AS $derived$${f.body}$derived$`;
}

export interface FunctionChanges {
  /** statements bringing the database to the declarations */
  up: string[];
  /** statements undoing them */
  down: string[];
  /** names of the functions that differ, for messages */
  differing: string[];
}

/** What to create, replace or drop so the database's derived functions match the declared resources. */
export async function derivedFunctionChanges(db: Queryable): Promise<FunctionChanges> {
  const rows = await db.query<{ name: string; args: string; body: string; definition: string }>(
    `SELECT p.proname AS name, pg_get_function_identity_arguments(p.oid) AS args, p.prosrc AS body, pg_get_functiondef(p.oid) AS definition
       FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE n.nspname = current_schema() AND (p.proname LIKE 'inv\\_brief\\_%' OR p.proname LIKE 'inv\\_nested\\_%' OR p.proname LIKE 'inv\\_field\\_%' OR p.proname = 'inv_object_type_label' OR p.proname = ANY($1::text[]))
      ORDER BY p.proname`,
    [[...contributed.keys()]],
  );
  const present = new Map(rows.map((r) => [r.name, r]));
  const changes: FunctionChanges = { up: [], down: [], differing: [] };
  const wanted = derivedFunctions();
  for (const f of wanted) {
    const current = present.get(f.name);
    if (current?.body === f.body) continue;
    changes.differing.push(f.name);
    changes.up.push(createSql(f));
    changes.down.push(current ? current.definition : `DROP FUNCTION ${f.name}(${f.args})`);
  }
  const names = new Set(wanted.map((f) => f.name));
  for (const [name, row] of present) {
    if (names.has(name)) continue;
    changes.differing.push(name);
    changes.up.push(`DROP FUNCTION ${name}(${row.args})`);
    changes.down.push(row.definition);
  }
  return changes;
}
