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
  const nulled = new Map<Resource, Set<number>>();
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
        const set = nulled.get(source) ?? new Set<number>();
        rows.forEach((r) => set.add(r.id));
        nulled.set(source, set);
      } else {
        // a row blocking through several foreign keys is one dependant
        for (const r of rows) blockers.set(`${source.objectType}:${r.id}`, `${r.display} (${r.id})`);
      }
    }
  }
  if (blockers.size) {
    throw new ConflictError(`Unable to delete object. ${blockers.size} dependent objects were found: ${[...blockers.values()].join(', ')}`);
  }
  return { deleted: new Map([...deleted].map(([r, s]) => [r, [...s]])), nulled };
}

/**
 * Deletes the collected rows, dependants first, each resource in one statement. Nulling a reference can
 * make two rows collide on a uniqueness rule (two tenants left without their group share a name): that
 * refuses the delete like a protected dependant does.
 */
export async function executeDeletion(db: Queryable, plan: DeletePlan): Promise<void> {
  for (const [resource, ids] of [...plan.deleted].reverse()) {
    try {
      await db.query(`DELETE FROM ${quoteIdent(resource.table)} WHERE id = ANY($1::bigint[])`, [ids]);
    } catch (error) {
      const driver = (error as { driverError?: { code?: string; detail?: string } }).driverError;
      if (driver?.code !== '23505') throw error;
      const [, columns = '', values = ''] = /Key \((.*)\)=\((.*)\) already exists/.exec(driver.detail ?? '') ?? [];
      throw new ConflictError(`Unable to delete object: dependent objects would no longer be unique (${columns.replace(/_id\b/g, '')} ${values}).`);
    }
  }
}
