import { BASE_URL_PARAM, registerSqlProvider } from '../../core/serialize/plan.js';

/**
 * An object's link peers (NetBox's CabledObjectSerializer): the terminations at the other end of its
 * cable, in their brief form, and their type. Correlated subqueries over the termination rows (indexed by
 * cable), so a list stays one statement whatever the page size; each object is rendered by its model's brief
 * function, so the statement does not grow with the number of cabled models.
 */

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
  // the far end's objects through each one's brief function (derived-functions.ts), so no statement lists the
  // types a path may end on
  registerSqlProvider(
    'dcim.connectedEndpoints',
    (_resource, alias) =>
      `CASE WHEN ${alias}._path_id IS NULL THEN NULL ELSE
         (SELECT json_agg(inv_brief(split_part(n, ':', 1), split_part(n, ':', 2)::bigint, ${BASE_URL_PARAM}::text) ORDER BY split_part(n, ':', 2)::bigint)
            FROM dcim_cablepath cp, jsonb_array_elements_text(cp.path->-1) n WHERE cp.id = ${alias}._path_id AND cp.is_complete) END`,
  );
  registerSqlProvider('dcim.linkPeersType', (_resource, alias) => peerTypeSql(alias));
  // the other end's objects through each one's brief function, whatever their type
  registerSqlProvider(
    'dcim.linkPeers',
    (_resource, alias) =>
      `CASE WHEN ${alias}.cable_id IS NULL THEN '[]'::json ELSE
         (SELECT COALESCE(json_agg(inv_brief(ct.termination_type, ct.termination_id, ${BASE_URL_PARAM}::text) ORDER BY ct.termination_id), '[]'::json)
            FROM dcim_cabletermination ct WHERE ct.cable_id = ${alias}.cable_id AND ct.cable_end <> ${alias}.cable_end) END`,
  );
}
