import { ResourceRegistry, type Resource } from '../../core/model/define-resource.js';
import { briefFunctionFields, registerDerivedFunction, type DerivedFunction } from '../../core/serialize/derived-functions.js';
import { BASE_URL_PARAM, nestedObjectSql, registerSqlProvider, sqlString, type PlanScope } from '../../core/serialize/plan.js';
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

/** SQL of the peers an uncabled object has through other links (a wireless link), by object type. */
const otherPeers = new Map<string, (alias: string) => string>();

/**
 * Another app's links as link peers (NetBox's Interface.link_peers over a wireless link): `sql` yields the
 * JSON array of the peers' brief forms for an object at `alias` that has no cable, or NULL.
 */
export function contributeLinkPeers(objectType: string, sql: (alias: string) => string): void {
  otherPeers.set(objectType, sql);
}

/**
 * SQL: the other end (A or B) of the cable of the object at `alias`. An equality, unlike `<>`, lets the
 * terminations' (cable_id, cable_end) index find the far terminations; a cabled object's end is A or B.
 */
const otherEnd = (alias: string) => `(CASE ${alias}.cable_end WHEN 'A' THEN 'B' ELSE 'A' END)`;

/** The path endpoint types that may face objects of this type: those a path's far end is rendered inline as. */
const facingEndpointTypes = (objectType: string) => peerTypesOf(objectType).filter((t) => PATH_ENDPOINT_TYPES.includes(t));

/**
 * The facts of the cabled object at `alias` that several of its fields share, computed once per row (a
 * lateral subquery, see PlanScope): `profiled` (its cable has a profile), across an unprofiled cable the
 * far end's `peers` (brief forms) and `peer_type`; for a path endpoint its complete path's far end (`ends`),
 * whether it is `active`, and whether those ends are exactly the peers (`same`: then connected endpoints
 * reuse the rendered peers). `same` compares the ends and the peers' nodes as sets (each contains the
 * other): both are rendered ordered by id, and a path's hop is in the tracer's order, not by id.
 */
function cabledFacts(resource: Resource, alias: string, scope: PlanScope): string {
  return scope.lateral(`dcim.cabled:${alias}`, (l) => {
    const endpoint = PATH_ENDPOINT_TYPES.includes(resource.objectType);
    const peer = briefSql(peerTypesOf(resource.objectType), 'ct.termination_type', 'ct.termination_id', `${l}p`);
    const ends = '(cp.path -> -1)';
    const inline = sqlString(`{${facingEndpointTypes(resource.objectType).join(',')}}`);
    const pathFacts = endpoint
      ? `${ends} AS ends, cp.is_active AS active,
         c.profile = '' AND far.peer_type = ANY(${inline}::text[]) AND ${ends} @> far.nodes AND far.nodes @> ${ends} AS same`
      : 'NULL::jsonb AS ends, NULL::boolean AS active, false AS same';
    return `SELECT c.profile <> '' AS profiled, far.peers, far.peer_type, ${pathFacts}
         FROM (SELECT 1) one
         LEFT JOIN dcim_cable c ON c.id = ${alias}.cable_id
         ${endpoint ? `LEFT JOIN dcim_cablepath cp ON cp.id = ${alias}._path_id AND cp.is_complete` : ''}
         LEFT JOIN LATERAL (
           SELECT COALESCE(json_agg(${peer} ORDER BY ct.termination_id), '[]'::json) AS peers,
                  jsonb_agg(ct.termination_type || ':' || ct.termination_id ORDER BY ct.termination_id) AS nodes,
                  min(ct.termination_type) AS peer_type
             FROM dcim_cabletermination ct WHERE ct.cable_id = c.id AND ct.cable_end = ${otherEnd(alias)} AND c.profile = '') far ON TRUE`;
  });
}

/** Registered by DcimModule. */
export function registerCableSqlProviders(): void {
  registerDerivedFunction(profilePeersFunction());
  // NetBox's ConnectedEndpointsSerializer: the far end of a complete path, its type (an object type has no ':'),
  // and whether it is reachable
  registerSqlProvider('dcim.connectedEndpointsType', (resource, alias, scope) => {
    const f = cabledFacts(resource, alias, scope);
    return `split_part(${f}.ends ->> 0, ':', 1)`;
  });
  registerSqlProvider(
    'dcim.connectedEndpointsReachable',
    (resource, alias, scope) => `COALESCE(${cabledFacts(resource, alias, scope)}.active, false)`,
  );
  // the far end's objects: the path endpoints this model may face inline, others (a site, a provider network)
  // through inv_brief; when the path ends right across the cable, the link peers already rendered (the same
  // objects in the same brief form and order)
  registerSqlProvider('dcim.connectedEndpoints', (resource, alias, scope) => {
    const f = cabledFacts(resource, alias, scope);
    const inline = facingEndpointTypes(resource.objectType);
    return `CASE WHEN ${f}.ends IS NULL THEN NULL WHEN ${f}.same THEN ${f}.peers ELSE
         (SELECT json_agg(${briefSql(inline, `split_part(n, ':', 1)`, `split_part(n, ':', 2)::bigint`, 'ce')} ORDER BY split_part(n, ':', 2)::bigint)
            FROM jsonb_array_elements_text(${f}.ends) n) END`;
  });
  // NetBox names the peers' type only for cabled objects
  registerSqlProvider('dcim.linkPeersType', (resource, alias, scope) => {
    const f = cabledFacts(resource, alias, scope);
    return `CASE WHEN ${alias}.cable_id IS NULL THEN NULL WHEN ${f}.profiled
       THEN (SELECT pp.peer_type FROM ${profilePeersSql(resource.objectType, alias)} ORDER BY pp.peer_ord LIMIT 1)
       ELSE ${f}.peer_type END`;
  });
  // the other end's objects: across an unprofiled cable the models this one may face inline; across a
  // profiled cable (rare) the position-mapped peers, and over another link (wireless) that app's SQL
  registerSqlProvider('dcim.linkPeers', (resource, alias, scope) => {
    const other = otherPeers.get(resource.objectType);
    const f = cabledFacts(resource, alias, scope);
    return `CASE WHEN ${alias}.cable_id IS NULL THEN ${other ? `COALESCE(${other(alias)}, '[]'::json)` : `'[]'::json`}
       WHEN ${f}.profiled THEN
         (SELECT COALESCE(json_agg(inv_brief(pp.peer_type, pp.peer_id, ${BASE_URL_PARAM}::text) ORDER BY pp.peer_ord), '[]'::json)
            FROM ${profilePeersSql(resource.objectType, alias)})
       ELSE ${f}.peers END`;
  });
}
