import type { Queryable } from '../database/db.js';
import type { Resource } from '../core/model/define-resource.js';
import type { WriteStep } from '../core/write/pipeline.js';

/**
 * The prefix hierarchy (docs/models.md §2.6): `_children` (prefixes strictly inside, same VRF, each
 * duplicate counted) and `_depth` (distinct prefixes strictly around, same VRF) are stored, and kept in the
 * write transaction. After prefixes are created, moved (prefix or VRF changed) or deleted, every prefix
 * containing-or-equal to an old or new place gets its children recounted and every prefix contained-or-equal
 * gets its depth recounted: one statement whatever the batch size, using the cidr operators (<<, >>, <<=, >>=)
 * and the GiST index on ipam_prefix.prefix. The null VRF (global table) compares as its own VRF. Silent: no
 * change record, no event, no last_updated.
 */

interface Place {
  id: number;
  vrf: number | null;
  prefix: string;
}

const PLACES = `places AS (SELECT DISTINCT * FROM unnest($1::bigint[], $2::cidr[]) AS l(vrf, prefix))`;
const SAME_VRF = (a: string, b: string) => `COALESCE(${a}.vrf_id, 0) = COALESCE(${b}, 0)`;

/**
 * Prefixes of a place's VRF related to it by `op`, looked up per place through the GiST index (OFFSET 0 keeps
 * the planner from turning the lookups into one hash join that compares every pair).
 */
const around = (op: string) => `SELECT p.id FROM ipam_prefix p WHERE p.prefix ${op} l.prefix AND ${SAME_VRF('p', 'l.vrf')} OFFSET 0`;

/** Recounts children and depth around the places `$1` (VRFs) / `$2` (prefixes). */
export const refreshSql = `WITH ${PLACES},
     up AS (SELECT DISTINCT x.id FROM places l CROSS JOIN LATERAL (${around('>>=')}) x),
     down AS (SELECT DISTINCT x.id FROM places l CROSS JOIN LATERAL (${around('<<=')}) x),
     counted AS MATERIALIZED (
       SELECT q.id,
              CASE WHEN q.id IN (SELECT id FROM up) THEN
                (SELECT count(*) FROM ipam_prefix c WHERE c.prefix << q.prefix AND ${SAME_VRF('c', 'q.vrf_id')}) END AS children,
              CASE WHEN q.id IN (SELECT id FROM down) THEN
                (SELECT count(DISTINCT a.prefix) FROM ipam_prefix a WHERE a.prefix >> q.prefix AND ${SAME_VRF('a', 'q.vrf_id')}) END AS depth
         FROM ipam_prefix q
        WHERE q.id IN (SELECT id FROM up UNION SELECT id FROM down)
     )
     UPDATE ipam_prefix p SET _children = COALESCE(c.children, p._children), _depth = COALESCE(c.depth, p._depth)
       FROM counted c
      WHERE p.id = c.id AND (p._children IS DISTINCT FROM COALESCE(c.children, p._children) OR p._depth IS DISTINCT FROM COALESCE(c.depth, p._depth))`;

/** Recounts children and depth around the given places (vrf, prefix). */
export async function refreshHierarchy(db: Queryable, places: { vrf: number | null; prefix: string }[]): Promise<void> {
  if (!places.length) return;
  await db.query(refreshSql, [places.map((p) => p.vrf), places.map((p) => p.prefix)]);
}

async function placesOf(db: Queryable, ids: number[]): Promise<Place[]> {
  if (!ids.length) return [];
  return db.query<Place>(`SELECT id, vrf_id AS vrf, prefix::text AS prefix FROM ipam_prefix WHERE id = ANY($1::bigint[])`, [ids]);
}

/**
 * The step keeping the hierarchy of `prefixes` (the resource, given once it is declared). Derived before
 * the change log and outbox, so their payloads carry the new counts.
 */
export function prefixHierarchyStep(prefixes: Resource): WriteStep {
  return {
    name: 'ipam.prefix-hierarchy',
    phase: 'derive',
    // where updated or deleted prefixes were
    async before(db, resource, ids, plan) {
      const targets = plan ? (plan.deleted.get(prefixes) ?? []) : resource === prefixes ? ids : [];
      return placesOf(db, targets);
    },
    async after(db, events, state) {
      const before = new Map(((state as Place[] | undefined) ?? []).map((p) => [p.id, p]));
      const written = events.filter((e) => e.resource === prefixes && e.action !== 'delete').map((e) => e.id);
      const deleted = new Set(events.filter((e) => e.resource === prefixes && e.action === 'delete').map((e) => e.id));
      const places: Place[] = [];
      for (const now of await placesOf(db, written)) {
        const was = before.get(now.id);
        if (was && was.vrf === now.vrf && was.prefix === now.prefix) continue; // not moved
        places.push(now);
        if (was) places.push(was);
      }
      for (const id of deleted) if (before.has(id)) places.push(before.get(id)!);
      await refreshHierarchy(db, places);
    },
  };
}
