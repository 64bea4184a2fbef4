import { ResourceRegistry, type Resource } from '../../core/model/define-resource.js';
import { briefFunctionFields, registerDerivedFunction, type DerivedFunction } from '../../core/serialize/derived-functions.js';
import { BASE_URL_PARAM, nestedObjectSql, registerSqlProvider, sqlString } from '../../core/serialize/plan.js';
import { peerTypesOf } from '../choices/cables.js';
import { PATH_ENDPOINT_TYPES } from './paths.js';
import { slotMapSql } from './profiles.js';

/**
 * An object's link peers (NetBox's CabledObjectSerializer): the terminations at the other end of its
 * cable, in their brief form, and their type. Correlated subqueries over the termination rows (indexed by
 * cable), so a list stays one statement whatever the page size. The models that may face this one are
 * rendered inline, in the plan of the statement (a call of a brief function per row costs as much as the
 * rest of the row); any other model through its brief function.
 */

/**
 * SQL: the brief form of the object `type:id`. Those of the `likely` models inline (correlated subqueries
 * aliased under `prefix`), others through `inv_brief`.
 */
function briefSql(likely: string[], typeExpr: string, idExpr: string, prefix: string): string {
  const inline = likely.map((t) => ResourceRegistry.byObjectType(t)).filter((r): r is Resource => Boolean(r));
  const fallback = `inv_brief(${typeExpr}, ${idExpr}, ${BASE_URL_PARAM}::text)`;
  if (!inline.length) return fallback;
  const branches = inline.map(
    (r, i) => `WHEN ${sqlString(r.objectType)} THEN ${nestedObjectSql(r, briefFunctionFields(r), idExpr, `${prefix}${i}`)}`,
  );
  return `CASE ${typeExpr} ${branches.join(' ')} ELSE ${fallback} END`;
}

/** SQL: whether the cable of the object at `alias` has a profile. */
const profiledSql = (alias: string) => `(SELECT c.profile <> '' FROM dcim_cable c WHERE c.id = ${alias}.cable_id)`;

/**
 * The peers of an object (type, id) across a profiled cable (NetBox's profile link peers), as rows
 * (peer_type, peer_id, peer_ord): for each position of its connector, the far termination whose connector
 * carries the mapped position, each once, in the order of the positions. A function, since the profiles'
 * slot map is too large to repeat in every statement that renders a cabled object.
 */
const PROFILE_PEERS = 'inv_cable_profile_peers';
const profilePeersFunction = (): DerivedFunction => ({
  name: PROFILE_PEERS,
  args: 'text, bigint',
  returns: 'TABLE(peer_type text, peer_id bigint, peer_ord bigint)',
  volatility: 'STABLE',
  body: `
BEGIN
  RETURN QUERY SELECT DISTINCT ON (pt.id) pt.termination_type::text, pt.termination_id, pos.ord
    FROM dcim_cabletermination me JOIN dcim_cable c ON c.id = me.cable_id
   CROSS JOIN LATERAL jsonb_array_elements_text(me.positions) WITH ORDINALITY AS pos(p, ord)
   CROSS JOIN LATERAL (SELECT CASE WHEN ${slotMapSql()} ? c.profile THEN (${slotMapSql()}) -> c.profile -> me.cable_end -> (me.connector || ':' || pos.p)
                                   ELSE jsonb_build_array(me.connector, pos.p::int) END AS s) m
    JOIN dcim_cabletermination pt ON pt.cable_id = me.cable_id AND pt.cable_end <> me.cable_end
     AND pt.connector = (m.s->>0)::int AND pt.positions @> (m.s->1)
   WHERE me.termination_type = $1 AND me.termination_id = $2
   ORDER BY pt.id, pos.ord;
END
`,
});

/** SQL: the profile peers of the object at `alias` (of `type`), as `pp` rows. */
const profilePeersSql = (type: string, alias: string) => `${PROFILE_PEERS}(${sqlString(type)}, ${alias}.id) pp`;

/** SQL: the object type at the other end of the cable of the object at `alias` (null when uncabled or, on a profiled cable, unmapped). */
const peerTypeSql = (type: string, alias: string) =>
  `CASE WHEN ${alias}.cable_id IS NULL THEN NULL WHEN ${profiledSql(alias)}
     THEN (SELECT pp.peer_type FROM ${profilePeersSql(type, alias)} ORDER BY pp.peer_ord LIMIT 1)
     ELSE (SELECT ct.termination_type FROM dcim_cabletermination ct WHERE ct.cable_id = ${alias}.cable_id AND ct.cable_end <> ${alias}.cable_end
            ORDER BY ct.id LIMIT 1) END`;

/** SQL of the peers an uncabled object has through other links (a wireless link), by object type. */
const otherPeers = new Map<string, (alias: string) => string>();

/**
 * Another app's links as link peers (NetBox's Interface.link_peers over a wireless link): `sql` yields the
 * JSON array of the peers' brief forms for an object at `alias` that has no cable, or NULL.
 */
export function contributeLinkPeers(objectType: string, sql: (alias: string) => string): void {
  otherPeers.set(objectType, sql);
}

/** SQL: the complete path of the path endpoint at `alias`, as `cp` (a FROM item). */
const completePath = (alias: string) => `dcim_cablepath cp WHERE cp.id = ${alias}._path_id AND cp.is_complete`;

/** SQL: the object type of the destinations of the path endpoint at `alias` (null without a complete path). */
const destinationTypeSql = (alias: string) => `(SELECT regexp_replace(cp.path->-1->>0, ':[0-9]+$', '') FROM ${completePath(alias)})`;

/** Registered by DcimModule. */
export function registerCableSqlProviders(): void {
  registerDerivedFunction(profilePeersFunction());
  // NetBox's ConnectedEndpointsSerializer: the far end of a complete path, its type, and whether it is reachable
  registerSqlProvider('dcim.connectedEndpointsType', (_resource, alias) => destinationTypeSql(alias));
  registerSqlProvider('dcim.connectedEndpointsReachable', (_resource, alias) => `COALESCE((SELECT cp.is_active FROM ${completePath(alias)}), false)`);
  // the far end's objects: the path endpoints this model may face inline, others (a site, a provider network) through inv_brief
  registerSqlProvider(
    'dcim.connectedEndpoints',
    (resource, alias) =>
      `CASE WHEN ${alias}._path_id IS NULL THEN NULL ELSE
         (SELECT json_agg(${briefSql(
           peerTypesOf(resource.objectType).filter((t) => PATH_ENDPOINT_TYPES.includes(t)),
           `split_part(n, ':', 1)`,
           `split_part(n, ':', 2)::bigint`,
           'ce',
         )} ORDER BY split_part(n, ':', 2)::bigint)
            FROM dcim_cablepath cp, jsonb_array_elements_text(cp.path->-1) n WHERE cp.id = ${alias}._path_id AND cp.is_complete) END`,
  );
  // NetBox names the peers' type only for cabled objects
  registerSqlProvider('dcim.linkPeersType', (resource, alias) => peerTypeSql(resource.objectType, alias));
  // the other end's objects: across an unprofiled cable the models this one may face inline; across a
  // profiled cable (rare) the position-mapped peers, and over another link (wireless) that app's SQL
  registerSqlProvider('dcim.linkPeers', (resource, alias) => {
    const other = otherPeers.get(resource.objectType);
    return `CASE WHEN ${alias}.cable_id IS NULL THEN ${other ? `COALESCE(${other(alias)}, '[]'::json)` : `'[]'::json`}
       WHEN ${profiledSql(alias)} THEN
         (SELECT COALESCE(json_agg(inv_brief(pp.peer_type, pp.peer_id, ${BASE_URL_PARAM}::text) ORDER BY pp.peer_ord), '[]'::json)
            FROM ${profilePeersSql(resource.objectType, alias)})
       ELSE
         (SELECT COALESCE(json_agg(${briefSql(peerTypesOf(resource.objectType), 'ct.termination_type', 'ct.termination_id', 'lp')} ORDER BY ct.termination_id), '[]'::json)
            FROM dcim_cabletermination ct WHERE ct.cable_id = ${alias}.cable_id AND ct.cable_end <> ${alias}.cable_end) END`;
  });
}
