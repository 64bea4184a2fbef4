import type { Queryable } from '../../database/db.js';
import { ConflictError } from '../model/errors.js';
import { Resource, ResourceRegistry } from '../model/define-resource.js';
import { FieldMeta } from '../model/fields.js';
import { quoteIdent } from '../../database/sql.js';
import { pushTo } from '../collections.js';
import { displaySql } from '../serialize/plan.js';

/**
 * What a delete takes with it (docs/api-behaviour.md §6): CASCADE dependants are deleted too,
 * PROTECT/RESTRICT dependants outside the deleted set refuse the whole delete (409), SET_NULL
 * dependants are updated. Generic relations declared with onDelete CASCADE cascade too (an IP address
 * assigned to a deleted interface goes with it).
 */

interface IncomingEdge {
  source: Resource;
  field: FieldMeta;
}

/** Generic relations declared with onDelete CASCADE, found once (declarations are fixed after start-up). */
let genericCascading: { source: Resource; field: FieldMeta }[] | null = null;

/** Rows whose generic relation (declared with onDelete CASCADE) points at the deleted rows go too. */
async function genericRelationCascade(db: Queryable, target: Resource, ids: number[]): Promise<{ source: Resource; ids: number[] }[]> {
  genericCascading ??= ResourceRegistry.all().flatMap((source) =>
    source.fields.filter((f) => f.kind === 'generic' && f.generic!.onDelete === 'CASCADE').map((field) => ({ source, field })),
  );
  const found: { source: Resource; ids: number[] }[] = [];
  for (const { source, field } of genericCascading) {
    const g = field.generic!;
    if (g.types && !g.types.includes(target.objectType)) continue;
    const rows = await db.query<{ id: number }>(
      `SELECT id FROM ${quoteIdent(source.table)} WHERE ${quoteIdent(g.typeField)} = $1 AND ${quoteIdent(g.idField)} = ANY($2::bigint[]) ORDER BY id FOR UPDATE`,
      [target.objectType, ids],
    );
    if (rows.length) found.push({ source, ids: rows.map((r) => r.id) });
  }
  return found;
}

let incoming: Map<Resource, IncomingEdge[]> | null = null;
function incomingEdges(target: Resource): IncomingEdge[] {
  if (!incoming) {
    incoming = new Map();
    for (const source of ResourceRegistry.all()) {
      for (const field of source.fields) {
        if (field.kind !== 'foreignKey') continue;
        const t = ResourceRegistry.maybeForEntity(field.target!());
        if (t) pushTo(incoming, t, { source, field });
      }
    }
  }
  return incoming.get(target) ?? [];
}

export interface DeletePlan {
  /** every row to delete, by resource, in discovery order (roots first) */
  deleted: Map<Resource, number[]>;
  /** rows whose foreign keys will be nulled by the delete */
  nulled: Map<Resource, Set<number>>;
}

export async function collectDeletion(db: Queryable, root: Resource, ids: number[]): Promise<DeletePlan> {
  const deleted = new Map<Resource, Set<number>>([[root, new Set(ids)]]);
  const queue: [Resource, number[]][] = [[root, ids]];
  while (queue.length) {
    const [target, batch] = queue.shift()!;
    const found: { source: Resource; ids: number[] }[] = [];
    for (const { source, field } of incomingEdges(target)) {
      if (field.onDelete !== 'CASCADE') continue;
      const rows = await db.query<{ id: number }>(
        // locked like the rows named in the request: a concurrent change of a dependant waits for this
        // delete, so its change record and event follow the delete's instead of interleaving with them
        `SELECT id FROM ${quoteIdent(source.table)} WHERE ${quoteIdent(field.column!)} = ANY($1::bigint[]) ORDER BY id FOR UPDATE`,
        [batch],
      );
      found.push({ source, ids: rows.map((r) => r.id) });
    }
    found.push(...(await genericRelationCascade(db, target, batch)));
    for (const { source, ids: sourceIds } of found) {
      const known = deleted.get(source) ?? new Set<number>();
      const fresh = sourceIds.filter((id) => !known.has(id));
      if (!fresh.length) continue;
      fresh.forEach((id) => known.add(id));
      deleted.set(source, known);
      queue.push([source, fresh]);
    }
  }

  const blockers = new Map<string, string>();
  const nulledBy = new Map<Resource, Map<string, number[]>>();
  for (const [target, set] of deleted) {
    const targetIds = [...set];
    for (const { source, field } of incomingEdges(target)) {
      if (field.onDelete === 'CASCADE') continue;
      const skip = [...(deleted.get(source) ?? [])];
      const rows = await db.query<{ id: number; display: string }>(
        `SELECT s.id, ${displaySql(source, 's')} AS display FROM ${quoteIdent(source.table)} s
          WHERE s.${quoteIdent(field.column!)} = ANY($1::bigint[]) AND NOT s.id = ANY($2::bigint[]) ORDER BY s.id`,
        [targetIds, skip],
      );
      if (!rows.length) continue;
      if (field.onDelete === 'SET_NULL') {
        const byField = nulledBy.get(source) ?? new Map<string, number[]>();
        byField.set(field.name, [...(byField.get(field.name) ?? []), ...rows.map((r) => r.id)]);
        nulledBy.set(source, byField);
      } else {
        // a row blocking through several foreign keys is one dependant
        for (const r of rows) blockers.set(`${source.objectType}:${r.id}`, `${r.display} (${r.id})`);
      }
    }
  }
  for (const [key, label] of await uniquenessBlockers(db, deleted, nulledBy)) blockers.set(key, label);
  if (blockers.size) {
    throw new ConflictError(`Unable to delete object. ${blockers.size} dependent objects were found: ${[...blockers.values()].join(', ')}`);
  }
  const nulled = new Map([...nulledBy].map(([source, byField]) => [source, new Set([...byField.values()].flat())]));
  return { deleted: new Map([...deleted].map(([r, s]) => [r, [...s]])), nulled };
}

/**
 * Rows the delete would null into a uniqueness rule limited to rows where that reference is null (tenants
 * left without their group join the ungrouped ones, whose names must differ): every row of a colliding
 * group is a dependant blocking the delete, the rows that would collide and those they would collide with,
 * as NetBox lists them.
 */
async function uniquenessBlockers(
  db: Queryable,
  deleted: Map<Resource, Set<number>>,
  nulledBy: Map<Resource, Map<string, number[]>>,
): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  for (const [source, byField] of nulledBy) {
    for (const rule of source.uniqueRules) {
      if (!rule.whereNull?.some((f) => byField.has(f)) || rule.fields.some((f) => byField.has(f))) continue;
      const params: unknown[] = [[...(deleted.get(source) ?? [])]];
      const column = (name: string) => `t.${quoteIdent(source.field(name)!.column!)}`;
      const conditions = [
        `NOT t.id = ANY($1::bigint[])`,
        ...rule.whereNull.map((f) => {
          if (!byField.has(f)) return `${column(f)} IS NULL`;
          params.push(byField.get(f));
          return `(${column(f)} IS NULL OR t.id = ANY($${params.length}::bigint[]))`;
        }),
        ...(rule.whereNotBlank ?? []).map((f) => `${column(f)} <> ''`),
        ...rule.fields.map((f) => `${column(f)} IS NOT NULL`),
      ];
      const keys = rule.fields.map((f, i) => `${rule.caseInsensitive?.includes(f) ? `lower(${column(f)}::text)` : column(f)} AS k${i}`);
      const keyList = rule.fields.map((_, i) => `k${i}`).join(', ');
      const rows = await db.query<{ id: number; display: string }>(
        `WITH c AS (SELECT t.id, ${displaySql(source, 't')} AS display, ${keys.join(', ')}
            FROM ${quoteIdent(source.table)} t WHERE ${conditions.join(' AND ')})
         SELECT id, display FROM c WHERE (${keyList}) IN (SELECT ${keyList} FROM c GROUP BY ${keyList} HAVING count(*) > 1) ORDER BY id`,
        params,
      );
      for (const r of rows) found.set(`${source.objectType}:${r.id}`, `${r.display} (${r.id})`);
    }
  }
  return found;
}

/**
 * Deletes the collected rows, dependants first, each resource in one statement. A collision the collector
 * could not foresee (a unique index no declared rule describes) still refuses the delete with a 409.
 */
export async function executeDeletion(db: Queryable, plan: DeletePlan): Promise<void> {
  for (const [resource, ids] of [...plan.deleted].reverse()) {
    try {
      await db.query(`DELETE FROM ${quoteIdent(resource.table)} WHERE id = ANY($1::bigint[])`, [ids]);
    } catch (error) {
      const driver = (error as { driverError?: { code?: string; detail?: string } }).driverError;
      if (driver?.code !== '23505') throw error;
      const [, columns = '', values = ''] = /Key \((.*)\)=\((.*)\) already exists/.exec(driver.detail ?? '') ?? [];
      throw new ConflictError(`Unable to delete object. Dependent objects would no longer be unique (${columns.replace(/_id\b/g, '')} ${values}).`);
    }
  }
}
