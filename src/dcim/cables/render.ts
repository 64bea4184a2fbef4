import { ResourceRegistry, type Resource } from '../../core/model/define-resource.js';
import { briefFunctionFields, registerDerivedFunction, type DerivedFunction } from '../../core/serialize/derived-functions.js';
import {
  BASE_URL_PARAM,
  nestedObjectSql,
  nestedObjectText,
  registerSqlProvider,
  sqlString,
  type NestOptions,
  type PlanScope,
} from '../../core/serialize/plan.js';
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
 * aliased under `prefix`), others through `inv_brief`. `text`: as JSON text (a list statement, see
 * PlanScope.text), which spares the per-value work of json_build_object on every far end of a page.
 */
function briefSql(likely: string[], typeExpr: string, idExpr: string, prefix: string, text = false, nest: NestOptions = {}): string {
  const inline = likely.map((t) => ResourceRegistry.byObjectType(t)).filter((r): r is Resource => Boolean(r));
  const fallback = `inv_brief(${typeExpr}, ${idExpr}, ${BASE_URL_PARAM}::text)${text ? '::text' : ''}`;
  if (!inline.length) return fallback;
  const branches = inline.map((r, i) => {
    const nested = text
      ? nestedObjectText(r, briefFunctionFields(r), idExpr, `${prefix}${i}`, nest)
      : nestedObjectSql(r, briefFunctionFields(r), idExpr, `${prefix}${i}`);
    return `WHEN ${sqlString(r.objectType)} THEN ${nested}`;
  });
  return `CASE ${typeExpr} ${branches.join(' ')} ELSE ${fallback} END`;
}

/**
 * SQL: a JSON array of `element` over the rows in `order`, NULL for none — json_agg, or in a text plan the
 * same text (`[a, b]`: json_agg's separator for JSON elements, `null` for a missing one).
 */
function arraySql(element: string, order: string, text: boolean): string {
  return text ? `'[' || string_agg(COALESCE(${element}, 'null'), ', ' ORDER BY ${order}) || ']'` : `json_agg(${element} ORDER BY ${order})`;
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
    // a text plan reads the cable's row once for this and the `cable` field (FieldMeta.unshared)
    const shared = scope.text ? scope.row('dcim_cable', `${alias}.cable_id`) : null;
    const c = shared ?? 'c';
    // a far termination's object is on this cable: its cable is rendered from that row
    const peer = briefSql(peerTypesOf(resource.objectType), 'ct.termination_type', 'ct.termination_id', `${l}p`, scope.text, {
      given: { cable: c },
    });
    const ends = '(cp.path -> -1)';
    const inline = sqlString(`{${facingEndpointTypes(resource.objectType).join(',')}}`);
    const pathFacts = endpoint
      ? `${ends} AS ends, cp.is_active AS active,
         ${c}.profile = '' AND far.peer_type = ANY(${inline}::text[]) AND ${ends} @> far.nodes AND far.nodes @> ${ends} AS same`
      : 'NULL::jsonb AS ends, NULL::boolean AS active, false AS same';
    return `SELECT ${c}.profile <> '' AS profiled, far.peers, far.peer_type, ${pathFacts}
         FROM (SELECT 1) one
         ${shared ? '' : `LEFT JOIN dcim_cable c ON c.id = ${alias}.cable_id`}
         ${endpoint ? `LEFT JOIN dcim_cablepath cp ON cp.id = ${alias}._path_id AND cp.is_complete` : ''}
         LEFT JOIN LATERAL (
           SELECT COALESCE(${arraySql(peer, 'ct.termination_id', scope.text)}, ${scope.text ? `'[]'` : `'[]'::json`}) AS peers,
                  jsonb_agg(ct.termination_type || ':' || ct.termination_id ORDER BY ct.termination_id) AS nodes,
                  min(ct.termination_type) AS peer_type
             FROM dcim_cabletermination ct WHERE ct.cable_id = ${c}.id AND ct.cable_end = ${otherEnd(alias)} AND ${c}.profile = '') far ON TRUE`;
  });
}

/** The peers (json) of the lateral: in a text plan it holds their text. */
const peersJson = (f: string, scope: PlanScope) => (scope.text ? `${f}.peers::json` : `${f}.peers`);

/**
 * The far end of a path that is not just the peers: the path endpoints this model may face inline, others (a
 * site, a provider network) through inv_brief.
 */
function pathEndsSql(resource: Resource, f: string, text: boolean): string {
  const inline = facingEndpointTypes(resource.objectType);
  const id = `split_part(n, ':', 2)::bigint`;
  return `(SELECT ${arraySql(briefSql(inline, `split_part(n, ':', 1)`, id, 'ce', text), id, text)} FROM jsonb_array_elements_text(${f}.ends) n)`;
}

/** The peers across a profiled cable (json, or its text in a text plan). */
function profilePeersListSql(resource: Resource, alias: string, text: boolean): string {
  return `(SELECT COALESCE(json_agg(inv_brief(pp.peer_type, pp.peer_id, ${BASE_URL_PARAM}::text) ORDER BY pp.peer_ord), '[]'::json)${text ? '::text' : ''}
            FROM ${profilePeersSql(resource.objectType, alias)})`;
}

/**
 * The link peers: across an unprofiled cable the models this one may face inline; across a profiled cable
 * (rare) the position-mapped peers, and over another link (wireless) that app's SQL.
 */
function linkPeersSql(resource: Resource, alias: string, scope: PlanScope, text: boolean): string {
  const other = otherPeers.get(resource.objectType);
  const f = cabledFacts(resource, alias, scope);
  const none = text ? `'[]'` : `'[]'::json`;
  return `CASE WHEN ${alias}.cable_id IS NULL THEN ${other ? `COALESCE(${text ? `(${other(alias)})::text` : other(alias)}, ${none})` : none}
       WHEN ${f}.profiled THEN ${profilePeersListSql(resource, alias, text)}
       ELSE ${text ? `${f}.peers` : peersJson(f, scope)} END`;
}

/**
 * The connected endpoints: NULL without a complete path; the link peers already rendered when the path ends
 * right across the cable (the same objects in the same brief form and order); else the path's far end.
 */
function connectedEndpointsSql(resource: Resource, alias: string, scope: PlanScope, text: boolean): string {
  const f = cabledFacts(resource, alias, scope);
  return `CASE WHEN ${f}.ends IS NULL THEN NULL WHEN ${f}.same THEN ${text ? `${f}.peers` : peersJson(f, scope)} ELSE ${pathEndsSql(resource, f, text)} END`;
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
  registerSqlProvider(
    'dcim.connectedEndpoints',
    (resource, alias, scope) => connectedEndpointsSql(resource, alias, scope, false),
    (resource, alias, scope) => connectedEndpointsSql(resource, alias, scope, true),
  );
  // NetBox names the peers' type only for cabled objects
  registerSqlProvider('dcim.linkPeersType', (resource, alias, scope) => {
    const f = cabledFacts(resource, alias, scope);
    return `CASE WHEN ${alias}.cable_id IS NULL THEN NULL WHEN ${f}.profiled
       THEN (SELECT pp.peer_type FROM ${profilePeersSql(resource.objectType, alias)} ORDER BY pp.peer_ord LIMIT 1)
       ELSE ${f}.peer_type END`;
  });
  registerSqlProvider(
    'dcim.linkPeers',
    (resource, alias, scope) => linkPeersSql(resource, alias, scope, false),
    (resource, alias, scope) => linkPeersSql(resource, alias, scope, true),
  );
}
