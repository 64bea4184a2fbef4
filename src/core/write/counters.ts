import type { Queryable } from '../../database/db.js';
import { Resource, ResourceRegistry } from '../model/define-resource.js';
import { FieldMeta } from '../model/fields.js';
import { quoteIdent } from '../../database/sql.js';
import { pushTo } from '../collections.js';
import type { DeletePlan } from './collector.js';
import type { ObjectEvent } from './hooks.js';
import type { WriteStep } from './pipeline.js';

/**
 * Counter columns (`device_count`, cumulative `site_count` of a region…) are kept up to date by the write
 * path, inside the same transaction: before rows change, the counters they point at are noted; after,
 * those and the newly pointed-at ones are recounted. Reads then cost nothing, even nested in lists.
 * Counter updates are silent: no change record, no event, no last_updated bump.
 */

interface Counter {
  target: Resource;
  field: FieldMeta;
  source: Resource;
  fkColumn: string;
  /** the foreign key's field when the write's own values hold it (a plain writable field), else null */
  fkField: string | null;
  tree: boolean;
}

let bySource: Map<Resource, Counter[]> | null = null;
let byTreeTarget: Map<Resource, Counter[]> | null = null;

function counters(): { bySource: Map<Resource, Counter[]>; byTreeTarget: Map<Resource, Counter[]> } {
  if (!bySource || !byTreeTarget) {
    bySource = new Map();
    byTreeTarget = new Map();
    for (const target of ResourceRegistry.all()) {
      for (const field of target.fields) {
        if (!field.counter) continue;
        const ref = field.counter.source;
        // checkDeclarations (at boot) made sure it is declared
        const source = typeof ref === 'string' ? ResourceRegistry.forObjectType(ref) : ResourceRegistry.forEntity(ref());
        const fk = source.field(field.counter.foreignKey);
        if (!fk?.column) throw new Error(`${target.className}.${field.name}: ${source.className} has no foreign key ${field.counter.foreignKey}`);
        const plain = fk.kind === 'foreignKey' && !fk.readOnly && !fk.name.startsWith('_');
        const counter = { target, field, source, fkColumn: fk.column, fkField: plain ? fk.name : null, tree: field.counter.tree };
        pushTo(bySource, source, counter);
        if (counter.tree) pushTo(byTreeTarget, target, counter);
      }
    }
  }
  return { bySource, byTreeTarget };
}

type Touched = Map<Counter, Set<number>>;

function add(touched: Touched, counter: Counter, ids: Iterable<number | null>): void {
  const set = touched.get(counter) ?? new Set<number>();
  for (const id of ids) if (id !== null && id !== undefined) set.add(Number(id));
  touched.set(counter, set);
}

/** Ancestors-or-self of tree nodes (their cumulative counters all include what changed). */
async function withAncestors(db: Queryable, tree: Resource, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db.query<{ id: number }>(`SELECT DISTINCT unnest(_path) AS id FROM ${quoteIdent(tree.table)} WHERE id = ANY($1::bigint[])`, [
    ids,
  ]);
  return rows.map((r) => r.id);
}

/** Per counter, the foreign key each row held (before an update), by row id. */
type Keys = Map<Counter, Map<number, number | null>>;

/** The foreign keys the rows of `resource` hold for each counter they feed, read (or taken from `written`). */
async function keysOf(db: Queryable, resource: Resource, ids: number[], written?: Record<string, unknown>[]): Promise<Keys> {
  const keys: Keys = new Map();
  const fed = counters().bySource.get(resource) ?? [];
  if (!fed.length || !ids.length) return keys;
  let rows: Record<string, unknown>[];
  if (written && fed.every((c) => c.fkField)) {
    rows = written.map((values, i) => ({ id: ids[i], ...Object.fromEntries(fed.map((c) => [c.fkColumn, values[c.fkField!] ?? null])) }));
  } else {
    const columns = [...new Set(fed.map((c) => c.fkColumn))];
    rows = await db.query<Record<string, number | null>>(
      `SELECT id, ${columns.map(quoteIdent).join(', ')} FROM ${quoteIdent(resource.table)} WHERE id = ANY($1::bigint[])`,
      [ids],
    );
  }
  for (const counter of fed) {
    const byId = new Map<number, number | null>();
    for (const r of rows) {
      const v = r[counter.fkColumn];
      byId.set(Number(r.id), v === null || v === undefined ? null : Number(v));
    }
    keys.set(counter, byId);
  }
  return keys;
}

/** Notes the counters these foreign keys point at (with their tree ancestors). */
async function addKeys(db: Queryable, touched: Touched, keys: Keys, only?: (counter: Counter, id: number) => boolean): Promise<void> {
  for (const [counter, byId] of keys) {
    const values = [...new Set([...byId].filter(([id]) => !only || only(counter, id)).map(([, v]) => v))].filter((v): v is number => v !== null);
    add(touched, counter, counter.tree ? await withAncestors(db, counter.target, values) : values);
  }
}

/** Tree nodes whose ancestors' cumulative totals depend on these rows of `resource` (a tree itself). */
async function addCumulative(db: Queryable, resource: Resource, ids: number[], touched: Touched): Promise<void> {
  const cumulative = counters().byTreeTarget.get(resource) ?? [];
  if (!cumulative.length || !ids.length) return;
  const nodes = await withAncestors(db, resource, ids);
  for (const counter of cumulative) add(touched, counter, nodes);
}

/**
 * The counters that rows of `resource` (ids) currently feed, and tree nodes whose ancestors' totals depend
 * on them. `written`: the values the rows were just created with (by field, per row), which spare reading
 * the foreign keys back when every counter's key is a plain field.
 */
async function collect(db: Queryable, resource: Resource, ids: number[], touched: Touched, written?: Record<string, unknown>[]): Promise<void> {
  if (!ids.length) return;
  await addKeys(db, touched, await keysOf(db, resource, ids, written));
  await addCumulative(db, resource, ids, touched);
}

async function recount(db: Queryable, touched: Touched): Promise<void> {
  for (const [counter, set] of touched) {
    if (!set.size) continue;
    const target = quoteIdent(counter.target.table);
    const source = quoteIdent(counter.source.table);
    const fk = quoteIdent(counter.fkColumn);
    const matches = counter.tree ? `x.${fk} IN (SELECT g.id FROM ${target} g WHERE g._path @> ARRAY[t.id]::bigint[])` : `x.${fk} = t.id`;
    await db.query(
      `UPDATE ${target} t SET ${quoteIdent(counter.field.column!)} = (SELECT count(*) FROM ${source} x WHERE ${matches})
        WHERE t.id = ANY($1::bigint[])`,
      [[...set]],
    );
  }
}

function byResource(events: ObjectEvent[], action: ObjectEvent['action'][]): Map<Resource, number[]> {
  const out = new Map<Resource, number[]>();
  for (const e of events) if (action.includes(e.action)) pushTo(out, e.resource, e.id);
  return out;
}

function groupBy(events: ObjectEvent[]): Map<Resource, ObjectEvent[]> {
  const out = new Map<Resource, ObjectEvent[]>();
  for (const e of events) pushTo(out, e.resource, e);
  return out;
}

/** What `before` notes: counters to recount whatever happens, and (for an update) the keys the rows held. */
interface Noted {
  touched: Touched;
  prior?: { resource: Resource; keys: Keys };
}

/** The pipeline step keeping counters (registered by CoreModule). */
export const counterStep: WriteStep = {
  name: 'core.counters',
  phase: 'count',
  async before(db, resource, ids, plan?: DeletePlan, stored?): Promise<Noted> {
    const touched: Touched = new Map();
    if (plan) {
      for (const [r, rIds] of plan.deleted) await collect(db, r, rIds, touched);
      for (const [r, rIds] of plan.nulled) await collect(db, r, [...rIds], touched);
      return { touched };
    }
    // an update: only rows whose key changes move counts (a cable's ends keep their device)
    await addCumulative(db, resource, ids, touched);
    const held = stored && ids.every((id) => stored.has(id)) ? ids.map((id) => stored.get(id)!) : undefined;
    return { touched, prior: { resource, keys: await keysOf(db, resource, ids, held) } };
  },
  async after(db, events, state) {
    const noted: Noted = (state as Noted | undefined) ?? { touched: new Map() };
    const touched = noted.touched;
    // creates that carry their values need no read-back; the rest are read
    const created = events.filter((e) => e.action === 'create' && e.written);
    for (const [resource, list] of groupBy(created)) {
      await collect(
        db,
        resource,
        list.map((e) => e.id),
        touched,
        list.map((e) => e.written!),
      );
    }
    const rest = events.filter((e) => (e.action === 'create' && !e.written) || e.action === 'update');
    for (const [resource, ids] of byResource(rest, ['create', 'update'])) {
      const prior = noted.prior?.resource === resource ? noted.prior.keys : undefined;
      if (!prior) {
        await collect(db, resource, ids, touched);
        continue;
      }
      // each row's values as written, unless a row was written twice (then only the table has both changes)
      const group = rest.filter((e) => e.resource === resource);
      const known = group.every((e) => e.written) && new Set(ids).size === ids.length;
      const now = await keysOf(db, resource, ids, known ? group.map((e) => e.written!) : undefined);
      const moved = (counter: Counter, id: number) => {
        const before = prior.get(counter);
        return !before?.has(id) || before.get(id) !== now.get(counter)?.get(id);
      };
      await addKeys(db, touched, now, moved);
      await addKeys(db, touched, prior, moved);
      await addCumulative(db, resource, ids, touched);
    }
    await recount(db, touched);
  },
};
