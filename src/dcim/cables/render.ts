import { ResourceRegistry, type Resource } from '../../core/model/define-resource.js';
import { briefFunctionFields } from '../../core/serialize/derived-functions.js';
import { BASE_URL_PARAM, nestedObjectSql, registerSqlProvider, sqlString } from '../../core/serialize/plan.js';
import { peerTypesOf } from '../choices/cables.js';
import { PATH_ENDPOINT_TYPES } from './paths.js';

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

/** SQL: the object type at the other end of the cable of the object at `alias` (null when uncabled). */
const peerTypeSql = (alias: string) =>
  `(SELECT ct.termination_type FROM dcim_cabletermination ct WHERE ct.cable_id = ${alias}.cable_id AND ct.cable_end <> ${alias}.cable_end
     ORDER BY ct.id LIMIT 1)`;

/** SQL: the complete path of the path endpoint at `alias`, as `cp` (a FROM item). */
const completePath = (alias: string) => `dcim_cablepath cp WHERE cp.id = ${alias}._path_id AND cp.is_complete`;

/** SQL: the object type of the destinations of the path endpoint at `alias` (null without a complete path). */
const destinationTypeSql = (alias: string) => `(SELECT regexp_replace(cp.path->-1->>0, ':[0-9]+$', '') FROM ${completePath(alias)})`;

/** Registered by DcimModule. */
export function registerCableSqlProviders(): void {
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
  registerSqlProvider('dcim.linkPeersType', (_resource, alias) => peerTypeSql(alias));
  // the other end's objects: the models this one may face inline
  registerSqlProvider(
    'dcim.linkPeers',
    (resource, alias) =>
      `CASE WHEN ${alias}.cable_id IS NULL THEN '[]'::json ELSE
         (SELECT COALESCE(json_agg(${briefSql(peerTypesOf(resource.objectType), 'ct.termination_type', 'ct.termination_id', 'lp')} ORDER BY ct.termination_id), '[]'::json)
            FROM dcim_cabletermination ct WHERE ct.cable_id = ${alias}.cable_id AND ct.cable_end <> ${alias}.cable_end) END`,
  );
}
